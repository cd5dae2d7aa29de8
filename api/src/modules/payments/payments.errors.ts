import { AppError } from '../../http/app-error.js';

/** Payment errors with stable codes and the Spanish text the screens show (first error of `errors`). */
export const paymentErrors = {
  orderNotFound: () => new AppError(404, 'ORDER_NOT_FOUND', 'El pedido no existe.'),
  paymentNotFound: () => new AppError(404, 'PAYMENT_NOT_FOUND', 'El pago no existe.'),
  linkNotFound: () => new AppError(404, 'PAYMENT_LINK_NOT_FOUND', 'El link de pago no existe.'),
  alreadyPaid: () => new AppError(409, 'ORDER_ALREADY_PAID', 'El pedido ya fue pagado.'),
  annulled: () => new AppError(409, 'ORDER_ANNULLED', 'El pedido fue anulado. Vuelva a realizar la compra.'),
  offlineMethod: () => new AppError(422, 'OFFLINE_METHOD', 'La forma de pago del pedido no admite pago en línea.', 'formaPago'),
  /** The spec's text for a method no provider serves (spec 000 §8 "Missing provider"). */
  noProvider: () => new AppError(422, 'NO_PROVIDER', 'No esta implementado el provider', 'formaPago'),
  wrongTypeCode: () => new AppError(422, 'WRONG_PAYMENT_TYPE', 'El tipo de pago no corresponde a la forma de pago.', 'tipoPago'),
  cardNotFound: () => new AppError(404, 'CARD_NOT_FOUND', 'La tarjeta no existe.', 'aliasToken'),
  phoneRequired: () => new AppError(422, 'PHONE_REQUIRED', 'Ingrese el número de celular de la billetera.', 'telefono'),
  badSignature: () => new AppError(401, 'BAD_SIGNATURE', 'Firma de la notificación inválida.'),
  declined: (descripcion: string) => new AppError(402, 'PAYMENT_DECLINED', descripcion || 'El pago fue rechazado.'),
  providerDown: () => new AppError(503, 'PROVIDER_UNAVAILABLE', 'La pasarela de pagos no respondió. Intente de nuevo en unos minutos.'),
  amountMismatch: () => new AppError(422, 'AMOUNT_MISMATCH', 'El monto de la notificación no coincide con el del pago.'),
  nothingToPay: () => new AppError(422, 'NOTHING_TO_PAY', 'El pedido no tiene un monto a pagar en línea.'),
};
