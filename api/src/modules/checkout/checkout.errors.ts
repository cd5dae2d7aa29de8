import { ADDRESS_REQUIRED, BRANCH_REQUIRED, PAYMENT_REQUIRED } from '@botica/shared-contracts/checkout/payloads';
import { CHECKOUT_MESSAGES } from '@botica/shared-contracts/checkout/responses';
import { AppError } from '../../http/app-error.js';
import { COUPON_INVALID, GIFT_INVALID } from './engine/discounts.js';

/** Checkout errors with stable codes and the Spanish text the checkout shows (first error of `errors`). */
export const checkoutErrors = {
  /** The product page's form (decision 071): the product cannot be bought now, or its line is at the cap. */
  soldOut: () => new AppError(409, 'SOLD_OUT', 'Sin Stock: este producto no se puede agregar al carrito por ahora.', 'codigo'),
  lineFull: (msg: string) => new AppError(409, 'LINE_FULL', msg, 'cantidad'),
  // `value` names the cart line, so the cart can offer removing it
  productUnavailable: (codigo: number) =>
    new AppError(422, 'PRODUCT_UNAVAILABLE', `El producto ${codigo} ya no está disponible.`, 'items', undefined, codigo),
  wrongCart: (codigo: number, descripcion: string, oncologico: boolean) =>
    new AppError(
      422,
      'WRONG_CART',
      oncologico ? `${descripcion} no es un producto oncológico.` : `${descripcion} se compra en el carrito oncológico.`,
      'items',
      undefined,
      codigo,
    ),
  addressRequired: () => new AppError(422, 'ADDRESS_REQUIRED', ADDRESS_REQUIRED, 'direccionCodigo'),
  branchRequired: () => new AppError(422, 'BRANCH_REQUIRED', BRANCH_REQUIRED, 'sucursalCodigo'),
  addressNotFound: () => new AppError(404, 'ADDRESS_NOT_FOUND', 'La dirección no existe.', 'direccionCodigo'),
  addressWithoutLocation: () =>
    new AppError(422, 'ADDRESS_WITHOUT_LOCATION', 'La dirección no tiene ubicación. Agregue la ubicación para continuar.', 'direccionCodigo'),
  branchNotFound: () => new AppError(404, 'BRANCH_NOT_FOUND', 'La sucursal no existe.', 'sucursalCodigo'),
  paymentRequired: () => new AppError(422, 'PAYMENT_REQUIRED', PAYMENT_REQUIRED, 'formaPagoCodigo'),
  onlinePaymentBlocked: () =>
    new AppError(422, 'ONLINE_PAYMENT_BLOCKED', 'Su cuenta no puede pagar en línea. Elija un pago contra entrega.', 'formaPagoCodigo'),
  termsNotAccepted: () => new AppError(403, 'TERMS_NOT_ACCEPTED', 'Debe aceptar los términos y condiciones para continuar.'),
  blocked: (msg: string) => new AppError(422, 'ORDER_BLOCKED', msg),
  outOfStock: (shipping: 'delivery' | 'pickup', extra: Record<string, unknown>) =>
    new AppError(
      409,
      'OUT_OF_STOCK',
      shipping === 'pickup' ? CHECKOUT_MESSAGES.outOfStockAtBranch : CHECKOUT_MESSAGES.outOfZone,
      'detalles',
      extra,
    ),
  couponInvalid: (msg = COUPON_INVALID) => new AppError(422, 'COUPON_INVALID', msg, 'cuponCodigo'),
  giftInvalid: (msg = GIFT_INVALID) => new AppError(422, 'GIFT_INVALID', msg, 'giftCodigo'),
  giftChanged: () => new AppError(409, 'GIFT_CHANGED', CHECKOUT_MESSAGES.giftError, 'giftCodigo'),
  totalNotPositive: () => new AppError(422, 'TOTAL_NOT_POSITIVE', 'El total del pedido debe ser mayor a cero.'),
  submissionInProgress: () => new AppError(409, 'ORDER_IN_PROGRESS', 'Su pedido se está procesando. Aguarde un momento.'),
  orderNotFound: () => new AppError(404, 'ORDER_NOT_FOUND', 'El pedido no existe.'),
  cartNotFound: () => new AppError(404, 'CART_NOT_FOUND', 'El carrito no existe.'),
  sharedCartNotFound: () => new AppError(404, 'SHARED_CART_NOT_FOUND', 'Ocurrio un error'),
  locationNotFound: () => new AppError(404, 'LOCATION_NOT_FOUND', 'No se encontró la ubicación solicitada.', 'ubicacionCodigo'),
  phoneFormat: () => new AppError(400, 'PHONE_FORMAT', 'Formato incorrecto.', 'telefonoZimple'),
  needsSession: () => new AppError(401, 'UNAUTHORIZED', 'Debe iniciar sesión para continuar.'),
};
