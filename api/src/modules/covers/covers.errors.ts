import { AppError } from '../../http/app-error.js';

export const coverErrors = {
  notFound: () => new AppError(404, 'COVER_NOT_FOUND', 'No se encontró la portada.'),
};
