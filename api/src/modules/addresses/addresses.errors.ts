import { CHECKOUT_MESSAGES } from '@botica/shared-contracts/checkout/responses';
import { AppError } from '../../http/app-error.js';

export const ADDRESS_MESSAGES = { deleted: CHECKOUT_MESSAGES.addressDeleted, saved: 'Dirección guardada.' } as const;

export const addressErrors = {
  notFound: () => new AppError(404, 'ADDRESS_NOT_FOUND', 'La dirección no existe.'),
  locationNotFound: () => new AppError(404, 'LOCATION_NOT_FOUND', 'No se encontró la ubicación solicitada.', 'ubicacionCodigo'),
};
