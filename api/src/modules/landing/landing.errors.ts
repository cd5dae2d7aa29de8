import { AppError } from '../../http/app-error.js';

export const landingErrors = {
  worldNotFound: () => new AppError(404, 'LANDING_NOT_FOUND', 'No se encontró el mundo.'),
  sectionNotFound: () => new AppError(404, 'LANDING_SECTION_NOT_FOUND', 'No se encontró la sección.'),
};
