import { AppError, notFound } from '../../http/app-error.js';

export const geoErrors = {
  locationNotFound: () => notFound('No se encontró la ubicación solicitada.'),
  notLoggedIn: () => new AppError(401, 'UNAUTHORIZED', 'Debe iniciar sesión para continuar.'),
  noPlace: () => notFound('No se encontró un lugar cercano a la posición.'),
};
