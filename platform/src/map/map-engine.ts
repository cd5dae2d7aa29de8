import type { MapSettings } from './map-settings';

export type LngLat = [lng: number, lat: number];
export type MarkerId = string | number;

/** What the shop's map does with an engine; mapbox-gl and maplibre-gl each implement it the same way. */
export interface ShopMapInstance {
  readonly engine: 'mapbox' | 'maplibre';
  /** Runs once the style is loaded and the first frame drawn. */
  onLoad(listener: () => void): void;
  /** Places the points in view (at most `maxZoom`). */
  fitTo(points: LngLat[], options: { padding: number; maxZoom: number }): void;
  /** Moves to one point at `zoom`. */
  focus(point: LngLat, zoom: number): void;
  /** Adds an element as a marker; returns its removal. */
  addMarker(element: HTMLElement, point: LngLat): () => void;
  /** Opens a popup holding `content`; `onClose` runs when the shopper closes it. Returns its removal. */
  openPopup(point: LngLat, content: HTMLElement, onClose: () => void): () => void;
  /** Listens to clicks on the map itself (not on a marker) with the clicked point; returns its removal. */
  onClick(listener: (point: LngLat) => void): () => void;
  /** The map's zoom now. */
  zoom(): number;
  /** Runs with the new zoom whenever the map ends a move (a fit, a focus, the shopper's pan or zoom); returns its removal. */
  onMoveEnd(listener: (zoom: number) => void): () => void;
  resize(): void;
  destroy(): void;
}

export interface MapOptions {
  container: HTMLElement;
  center: LngLat;
  zoom: number;
}

export type MapFactory = (options: MapOptions) => ShopMapInstance;

/**
 * Loads the engine the settings call for, each behind a dynamic import: no page pays for a map until one opens.
 * mapbox-gl 3 needs a token (without one it draws a blank map); maplibre-gl draws the bundled local style offline.
 */
export async function loadMapFactory(settings: MapSettings): Promise<MapFactory> {
  if (settings.mapboxToken) {
    const { mapboxFactory } = await import('./mapbox-engine');
    return mapboxFactory(settings.mapboxToken, settings.mapboxStyle);
  }
  const { maplibreFactory } = await import('./maplibre-engine');
  return maplibreFactory(settings.mapStyleUrl);
}
