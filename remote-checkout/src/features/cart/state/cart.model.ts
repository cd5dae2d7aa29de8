import type { CartItem } from '@botica/shared-contracts/cart/entities';

/** The stored cart (spec 000 §3): the oncology cart carries `oncologico: true`. */
export interface StoredCart {
  items: CartItem[];
  address: unknown;
  office: { label: string; value: number; departamento?: unknown; ciudad?: unknown; data?: unknown } | null;
  paymentMethod: unknown;
  delivery: boolean;
  tipoEntrega: 'inmediata' | 'separada' | 'completa' | 'programada' | 'courrier';
  entrega: { tipo: 1 | 2; horario: { codigo: number; horario: string; fecha: string } | null; fecha: string | null; contacto: string | null };
  obs: string;
  cartId: string | number | null;
  gift: unknown;
  giftCodigo: string | null;
  recalculado: boolean;
  recalculando: boolean;
  numeroTarjeta: string;
  shipping: number;
  bolsa: { total: number; cantidad: number };
  lineas: Record<string, number>;
  cuponCodigo: string | null;
  giftCardMonto: number;
  totals: unknown;
  oncologico?: boolean;
}

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
