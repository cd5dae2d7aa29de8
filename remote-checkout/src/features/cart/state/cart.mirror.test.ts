import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '@botica/shared-contracts/cart/entities';
import { emptyCart, type StoredCart } from './cart.model';
import { MAX_MIRROR_BYTES, MIRROR_COOKIES, mirrorValue, readMirror, writeMirror } from './cart.mirror';
import { calculationRequest } from './checkout.logic';

const line = (codigo: number, extra: Partial<CartItem> = {}): CartItem => ({
  codigo,
  descripcion: `PARACETAMOL ${codigo} MG X 20 COMPRIMIDOS`,
  precio: 12500,
  quantity: 2,
  imagen: `productos/${codigo}.webp`,
  slug: 'paracetamol',
  stock: 40,
  precioSinDescuento: 15000,
  descuento: 16,
  marca: { descripcion: 'Lab Demo' },
  ...extra,
});

const cartWith = (items: CartItem[], more: Partial<StoredCart> = {}): StoredCart => ({
  ...emptyCart(false),
  items,
  address: { codigo: 7, nombre: 'Casa', calle: 'Palma', numero: '123' },
  tipoEntrega: 'programada',
  cuponCodigo: 'VERANO',
  ...more,
});

const cookieHeader = (cart: StoredCart) => `token=abc; ${MIRROR_COOKIES.normal.name}=${mirrorValue(cart)}; otra=1`;

afterEach(() => {
  for (const { name, path } of Object.values(MIRROR_COOKIES)) document.cookie = `${name}=; Path=${path}; Max-Age=0`;
});

describe('the cart mirror', () => {
  it('gives the server the cart as the page draws and prices it', () => {
    const cart = cartWith([line(100001), line(100002, { esRegalo: true, quantity: 1 })]);
    const read = readMirror(cookieHeader(cart), false);
    expect(read).not.toBeNull();
    // the calculation the server asks for is the browser's
    expect(calculationRequest(read!)).toEqual(calculationRequest(cart));
    expect(read!.items.map((i) => [i.descripcion, i.imagen, i.marca?.descripcion])).toEqual(
      cart.items.map((i) => [i.descripcion, i.imagen, i.marca?.descripcion]),
    );
    // what the page does not draw stays out of the cookie
    expect(read!.items[0]).not.toHaveProperty('stock');
    expect(read!.items[0]).not.toHaveProperty('slug');
  });

  it('has none for an empty cart, nor for a cart larger than its bound', () => {
    expect(mirrorValue(emptyCart(false))).toBeNull();
    const many = cartWith(Array.from({ length: 40 }, (_, i) => line(100000 + i, { descripcion: `PRODUCTO DE NOMBRE MUY LARGO NÚMERO ${i} CON ACENTOS Y ÑANDUTÍ` })));
    expect(encodeURIComponent(JSON.stringify(many)).length).toBeGreaterThan(MAX_MIRROR_BYTES);
    expect(mirrorValue(many)).toBeNull();
    expect(mirrorValue(cartWith([line(1)]))!.length).toBeLessThanOrEqual(MAX_MIRROR_BYTES);
  });

  it('reads nothing from a missing, damaged or forged cookie', () => {
    expect(readMirror(undefined, false)).toBeNull();
    expect(readMirror('token=abc', false)).toBeNull();
    expect(readMirror(`${MIRROR_COOKIES.normal.name}=%E0%A4%A`, false)).toBeNull();
    expect(readMirror(`${MIRROR_COOKIES.normal.name}=${encodeURIComponent('{"items":[{"codigo":"x"}]}')}`, false)).toBeNull();
    // the normal cart's mirror is not the oncology cart's
    expect(readMirror(cookieHeader(cartWith([line(1)])), true)).toBeNull();
  });

  it('is written for its own page only, and removed when the cart empties', () => {
    const cart = cartWith([line(100001)]);
    history.replaceState(null, '', '/producto/100001/paracetamol');
    writeMirror(cart);
    // not sent with the other pages' requests
    expect(document.cookie).not.toContain(`${MIRROR_COOKIES.normal.name}=`);
    history.replaceState(null, '', '/carrito');
    expect(document.cookie).toContain(`${MIRROR_COOKIES.normal.name}=`);
    expect(readMirror(document.cookie, false)?.items.map((i) => i.codigo)).toEqual([100001]);
    writeMirror({ ...cart, items: [] });
    expect(document.cookie).not.toContain(`${MIRROR_COOKIES.normal.name}=`);
    history.replaceState(null, '', '/');
  });
});
