import type { Calculation, DeliveryType } from '@botica/shared-contracts/checkout/entities';
import type { CalculationRequest, OrderPayload } from '@botica/shared-contracts/checkout/payloads';
import { ADDRESS_REQUIRED, BRANCH_REQUIRED, PAYMENT_REQUIRED } from '@botica/shared-contracts/checkout/payloads';
import { needsPaymentPhone, PAGO_UNICO, PAYMENT_PHONE_MESSAGES, PAYMENT_PHONE_PATTERN } from '@botica/shared-contracts/checkout/constants';
import { linesWithCalculation } from '@botica/shared-contracts/cart/calculated-lines';
import type { CartAddress, CartEntrega, CartOffice, CartPaymentMethod, StoredCart } from './cart.model';

/**
 * The checkout's cart actions (spec 000 §4) and what the cart sends to the API. Pure functions of the stored
 * cart; the cart store applies them and saves the result.
 */

/** Shipping type 1: home delivery to an address (the branch is cleared). */
export function chooseAddress(cart: StoredCart, address: CartAddress): StoredCart {
  return { ...cart, address, office: null, delivery: true, entrega: { ...cart.entrega, tipo: cart.tipoEntrega === 'programada' ? 2 : 1 } };
}

/** Delivery (type 1) or pickup (type 2): type 1 clears the branch, type 2 clears the address. */
export function setShippingType(cart: StoredCart, tipo: 1 | 2): StoredCart {
  if (tipo === 1) return { ...cart, delivery: true, office: null, entrega: { ...cart.entrega, tipo: cart.tipoEntrega === 'programada' ? 2 : 1 } };
  return { ...cart, delivery: false, address: null, shipping: 0, entrega: { ...cart.entrega, tipo: 2, horario: null, fecha: null } };
}

/** Choosing a branch means pickup. */
export function chooseOffice(cart: StoredCart, office: CartOffice | null): StoredCart {
  return { ...cart, office, delivery: false, address: null, shipping: 0 };
}

/** A delivery type resets the delivery info (tipo 2 for programada, else 1), keeping the contact. */
export function chooseDeliveryType(cart: StoredCart, tipoEntrega: DeliveryType): StoredCart {
  const entrega: CartEntrega = { tipo: tipoEntrega === 'programada' ? 2 : 1, horario: null, fecha: null, contacto: cart.entrega.contacto };
  return { ...cart, tipoEntrega, entrega };
}

export function chooseSlot(cart: StoredCart, horario: NonNullable<CartEntrega['horario']>): StoredCart {
  return { ...cart, tipoEntrega: 'programada', entrega: { ...cart.entrega, tipo: 2, horario, fecha: horario.fecha } };
}

export function choosePayment(cart: StoredCart, paymentMethod: CartPaymentMethod | null): StoredCart {
  return { ...cart, paymentMethod };
}

/** The wallet's mobile number, digits only (what is typed with a dash or spaces counts the same). */
export function setPaymentPhone(cart: StoredCart, telefono: string): StoredCart {
  if (!cart.paymentMethod) return cart;
  return { ...cart, paymentMethod: { ...cart.paymentMethod, telefono: telefono.replace(/[\s-]/g, '').slice(0, 10) } };
}

/** What is wrong with the wallet's mobile number (spec 000 §5), or null: fine, or a method that needs none. */
export function paymentPhoneError(cart: StoredCart): string | null {
  if (!needsPaymentPhone(cart.paymentMethod?.name)) return null;
  const telefono = cart.paymentMethod?.telefono ?? '';
  if (!telefono) return PAYMENT_PHONE_MESSAGES.required;
  return PAYMENT_PHONE_PATTERN.test(telefono) ? null : PAYMENT_PHONE_MESSAGES.format;
}

export function setBag(cart: StoredCart, cantidad: number, precio: number): StoredCart {
  const n = Math.max(0, Math.min(20, Math.trunc(cantidad)));
  return { ...cart, bolsa: { cantidad: n, total: n * precio } };
}

export function setGiftCode(cart: StoredCart, giftCodigo: string | null): StoredCart {
  return { ...cart, giftCodigo: giftCodigo?.trim() || null, gift: null };
}

export function setCoupon(cart: StoredCart, cuponCodigo: string | null): StoredCart {
  return { ...cart, cuponCodigo: cuponCodigo?.trim() || null };
}

export function setObs(cart: StoredCart, obs: string): StoredCart {
  return { ...cart, obs: obs.slice(0, 500) };
}

/** Marks a line as a gift or not (spec 000 §4 "Toggle the gift flag of an item"). */
export function setGift(cart: StoredCart, codigo: number, esRegalo: boolean): StoredCart {
  return { ...cart, items: cart.items.map((i) => (i.codigo === codigo ? { ...i, esRegalo } : i)) };
}

export function setShipping(cart: StoredCart, shipping: number): StoredCart {
  return { ...cart, shipping };
}

/** The calculation body: what the engine reads of the cart (it takes every price from the catalogue). */
export function calculationRequest(cart: StoredCart): CalculationRequest {
  return {
    items: cart.items.map((i) => ({ codigo: i.codigo, cantidad: i.quantity, ...(i.esRegalo ? { esRegalo: true } : {}) })),
    delivery: cart.delivery,
    address: cart.delivery && cart.address ? { codigo: cart.address.codigo } : null,
    office: !cart.delivery && cart.office ? { value: cart.office.value } : null,
    paymentMethod: cart.paymentMethod ? { code: cart.paymentMethod.code as never, name: cart.paymentMethod.name } : null,
    tipoEntrega: cart.tipoEntrega,
    entrega: cart.delivery ? { tipo: cart.entrega.tipo, horario: cart.entrega.horario, fecha: cart.entrega.fecha, contacto: cart.entrega.contacto } : null,
    cuponCodigo: cart.cuponCodigo,
    giftCodigo: cart.giftCodigo,
    bolsa: cart.bolsa.cantidad > 0 ? { cantidad: cart.bolsa.cantidad } : null,
  };
}

/** Why the cart cannot be sent yet (spec 000 §5), first reason first; empty when it can. */
export function missingChoices(cart: StoredCart): string[] {
  const missing: string[] = [];
  if (cart.delivery && !cart.address) missing.push(ADDRESS_REQUIRED);
  if (!cart.delivery && !cart.office) missing.push(BRANCH_REQUIRED);
  if (!cart.paymentMethod) missing.push(PAYMENT_REQUIRED);
  const phone = paymentPhoneError(cart);
  if (phone) missing.push(phone);
  return missing;
}

/**
 * The finish button (spec 000 §4 "Recalculation"): disabled while the cart is priced, when subtotal or total is 0
 * or less, on stock problems or a blocking flag; for a delivery also until a payment method is chosen (its amounts
 * and delivery cost depend on it). For a pickup a missing method keeps it enabled: pressing it shows why.
 */
export function finishEnabled(cart: StoredCart, calc: Calculation | undefined, loading: boolean): boolean {
  if (loading || !calc || cart.items.length === 0) return false;
  if (cart.delivery && !cart.paymentMethod) return false;
  if (calc.subtotal <= 0 || calc.total <= 0) return false;
  return calc.detallesSinStock.length === 0 && calc.bloqueos.length === 0;
}

/**
 * The order form's fields (spec 000 §7); `idempotencyKey` names this checkout attempt. `singleBuy` says the order is
 * paid with the single payment ('Pago Único'); `numeroTarjeta` is the cart's card number (the masked placeholder
 * unless a saved card was chosen). Each line carries what the screen showed of it, from the cart's last calculation
 * (`calc`) where it has one: its product discount (`porcentajeDescuento`), whether it may go as a gift (`regalo`),
 * its category line's cap (`topeLinea`) and the stock the engine counted (`stock`). The server recomputes them all and
 * trusts none.
 */
export function orderPayload(cart: StoredCart, idempotencyKey: string, calc?: Calculation): OrderPayload {
  const lines = cart.items.filter((i) => !/^bolsa/i.test(i.descripcion.trim()));
  const priced = new Map((calc?.detalles ?? []).map((d) => [d.productoCodigo, d]));
  return {
    direccionCodigo: cart.delivery && cart.address ? cart.address.codigo : '',
    sucursalCodigo: !cart.delivery && cart.office ? cart.office.value : '',
    formaPagoCodigo: cart.paymentMethod?.code ?? 0,
    singleBuy: cart.paymentMethod?.name === PAGO_UNICO.name,
    numeroTarjeta: cart.numeroTarjeta,
    ...(cart.paymentMethod?.aliasToken ? { aliasToken: cart.paymentMethod.aliasToken } : {}),
    ...(needsPaymentPhone(cart.paymentMethod?.name) && cart.paymentMethod?.telefono ? { telefonoZimple: cart.paymentMethod.telefono } : {}),
    detalles: lines.map((i) => {
      const line = priced.get(i.codigo);
      return {
        productoCodigo: i.codigo,
        cantidad: i.quantity,
        esRegalo: i.esRegalo === true,
        porcentajeDescuento: line?.porcentajeDescuento ?? i.descuento ?? 0,
        regalo: i.regalo === true,
        topeLinea: line?.tope ?? i.topeLineaCategoria?.cantidadTopeCategoria ?? null,
        stock: line?.stock ?? i.stock ?? null,
      };
    }),
    observacion: cart.obs || undefined,
    cuponCodigo: cart.cuponCodigo ?? undefined,
    giftCodigo: cart.giftCodigo ?? undefined,
    entrega: cart.delivery ? cart.entrega : { ...cart.entrega, tipo: 2 },
    bolsa: cart.bolsa.cantidad,
    tipoEntrega: cart.tipoEntrega,
    oncologico: cart.oncologico === true ? 'true' : 'false',
    cartId: cart.cartId === null ? undefined : String(cart.cartId),
    idempotencyKey,
  };
}

/**
 * The cart with what its calculation applied to each line (`linesWithCalculation`: the payment-method discount and
 * its percentage, the product's cap). The same cart when nothing changed. The page draws its lines from it, and the
 * cart keeps them once the calculation of the cart as it is now has answered (the server's copy has them too).
 */
export function withPricing(cart: StoredCart, calc: Calculation): StoredCart {
  const items = linesWithCalculation(cart.items, calc.detalles, cart.paymentMethod?.code);
  return items === cart.items ? cart : { ...cart, items: [...items] };
}

/** Controlled or refrigerated lines need the acknowledgement before the order. */
export function needsAcknowledgement(cart: StoredCart, calc: Calculation | undefined): boolean {
  if (cart.items.some((i) => i.esControlado || i.esRefrigerado)) return true;
  return !!calc?.detalles.some((d) => d.esControlado || d.esRefrigerado);
}

/** A new key per checkout attempt: two clicks of one attempt send the same key. */
export function newAttemptKey(): string {
  const c = globalThis.crypto;
  if (c && 'randomUUID' in c) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The contact number of the delivery (kept across delivery-type changes). */
export function setContact(cart: StoredCart, contacto: string | null): StoredCart {
  return { ...cart, entrega: { ...cart.entrega, contacto: contacto?.trim() || null } };
}

/** The customer's own mobiles offered as contact numbers (celular1, celular2; blanks and repeats left out). */
export function contactOptions(customer: { celular1?: string | null; celular2?: string | null } | null): string[] {
  const list = [customer?.celular1, customer?.celular2].map((n) => n?.trim() ?? '').filter(Boolean);
  return [...new Set(list)];
}

/** Applies the mask ####-###### to what is typed: digits only, the dash after the fourth. */
export function formatContactInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 10);
  return digits.length > 4 ? `${digits.slice(0, 4)}-${digits.slice(4)}` : digits;
}

/** An address can take deliveries only once it has its place on the map (spec 000 §3 Address). */
export const hasLocation = (a: { latitud?: number | null; longitud?: number | null }) =>
  typeof a.latitud === 'number' && typeof a.longitud === 'number' && Number.isFinite(a.latitud) && Number.isFinite(a.longitud);

