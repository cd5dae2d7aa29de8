import type { StoredCart } from '@botica/shared-contracts/cart/stored-cart';

export type { CartAddress, CartEntrega, CartOffice, CartPaymentMethod, StoredCart } from '@botica/shared-contracts/cart/stored-cart';

export const TITLE_LENGTH = 40;
/** The masked placeholder card number a new cart starts with. */
export const PLACEHOLDER_CARD = 'XXXX-XXXX-XXXX-XXXX';

export function emptyCart(oncologico = false): StoredCart {
  return {
    items: [],
    address: null,
    office: null,
    paymentMethod: null,
    delivery: true,
    tipoEntrega: 'inmediata',
    entrega: { tipo: 1, horario: null, fecha: null, contacto: null },
    obs: '',
    cartId: null,
    gift: null,
    giftCodigo: null,
    recalculado: false,
    recalculando: false,
    numeroTarjeta: PLACEHOLDER_CARD,
    shipping: 0,
    bolsa: { total: 0, cantidad: 0 },
    lineas: {},
    cuponCodigo: null,
    giftCardMonto: 0,
    totals: null,
    ...(oncologico ? { oncologico: true } : {}),
  };
}
