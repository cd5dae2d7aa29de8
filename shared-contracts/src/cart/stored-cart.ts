import type { CartItem } from './entities';

/**
 * The checkout's cart as a page holds it (spec 000 §3): the server's copy (decisions 068, 079) with what the page
 * works out from it (totals, the card's placeholder), the answer of `checkoutQueries.savedCart` a server-drawn cart
 * page was drawn with. Checkout is its only writer (its cart service).
 */

/** The delivery address chosen in step 1 (one of the customer's addresses). */
export interface CartAddress {
  codigo: number;
  nombre?: string;
  calle?: string;
  numero?: string | null;
}

/** The pickup branch chosen in step 1, with the department and city it was chosen from. */
export interface CartOffice {
  label: string;
  value: number;
  departamento?: { value: number; label: string } | null;
  ciudad?: { value: number; label: string } | null;
  /** The branch's address, shown after its name ("Retirás en …"); kept by the server's copy too. */
  data?: { direccion?: string | null } | null;
}

/** The payment method chosen in step 2 (the catalogue's `code` and `name`, spec 000 §3). */
export interface CartPaymentMethod {
  code: number;
  name: string;
  /** The saved card paid with (tarjeta_catastrada). */
  aliasToken?: string | null;
  /** 'S' when chosen among the promotions (its totals): it gives way to single payment when they no longer carry it. */
  promo?: 'S';
  /** The wallet's mobile number (zimple and the other wallets), as typed. */
  telefono?: string | null;
}

/** `entrega`: tipo 1 delivery or 2 pickup/scheduled, the chosen slot, its date and the contact number. */
export interface CartEntrega {
  tipo: 1 | 2;
  horario: { codigo: string; horario: string; fecha: string } | null;
  fecha: string | null;
  contacto: string | null;
}

/** The stored cart (spec 000 §3): the oncology cart carries `oncologico: true`. */
export interface StoredCart {
  items: CartItem[];
  address: CartAddress | null;
  office: CartOffice | null;
  paymentMethod: CartPaymentMethod | null;
  delivery: boolean;
  tipoEntrega: 'inmediata' | 'separada' | 'completa' | 'programada' | 'courrier';
  entrega: CartEntrega;
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
