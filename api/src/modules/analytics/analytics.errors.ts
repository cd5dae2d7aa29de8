import { AppError } from '../../http/app-error.js';

/** Analytics errors with stable codes and the Spanish text of `{ errors: [{ msg }] }`. */
export const analyticsErrors = {
  orderNotFound: () => new AppError(404, 'ORDER_NOT_FOUND', 'El pedido no existe.'),
  oncology: () => new AppError(422, 'ONCOLOGY_ORDER', 'Los pedidos oncológicos no registran conversiones.'),
  annulled: () => new AppError(409, 'ORDER_ANNULLED', 'El pedido fue anulado.'),
  unpaid: () => new AppError(409, 'ORDER_UNPAID', 'El pedido aún no fue pagado.'),
};
