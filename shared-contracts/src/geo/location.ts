// The shopper's position where the shop needs one (nearest branches, /sucursales near me, where to buy): the city
// that stands in when the browser cannot or may not give it, and the hints of the location permission.

/** Asunción: used when the browser cannot or may not give a position (spec 000 §4 "Location permission"). */
export const DEFAULT_CITY = { lat: -25.2637, lng: -57.5759, nombre: 'Asunción' } as const;

/** The location-permission hints of spec 000 §8 "Location denied", verbatim. */
export const LOCATION_HINTS = {
  denied: 'Hemos verificado que haz denegado permitos de ubicación a nuestro sitio, por favor verifique',
  prompt: 'Por favor permitir ubicación a este sitio en el cuadro de dialogo',
  error: 'Error checking geolocation permission',
  default: 'Para mejor experiencia te recomendamos activar su ubicación, si ya lo hiciste',
} as const;

export type PermissionHint = keyof typeof LOCATION_HINTS;
