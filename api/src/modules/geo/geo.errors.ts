import { notFound } from '../../http/app-error.js';

export const geoErrors = {
  locationNotFound: () => notFound('No se encontró la ubicación solicitada.'),
  noPlace: () => notFound('No se encontró un lugar cercano a la posición.'),
};
