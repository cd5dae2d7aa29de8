import { describe, expect, it } from 'vitest';
import type { CartItem } from '@botica/shared-contracts/cart/entities';
import {
  addItem,
  clearCart,
  itemImageUrl,
  lineTotals,
  MAX_REACHED,
  parseStoredCart,
  removeItem,
  setQuantity,
  summarize,
  truncateTitle,
} from './cart.logic';
import { emptyCart, type StoredCart } from './cart.model';

const item = (codigo: number, quantity = 1, precio = 10_000): CartItem => ({
  codigo,
  descripcion: `Producto ${codigo}`,
  precio,
  quantity,
});

describe('cart logic', () => {
  it('adds a new line and increases an existing one, resetting the saved cart id', () => {
    let cart: StoredCart = { ...emptyCart(), cartId: 77 };
    const first = addItem(cart, item(1, 2));
    expect(first.ok).toBe(true);
    cart = first.cart;
    expect(cart.cartId).toBeNull();
    cart = addItem(cart, item(1, 3)).cart;
    cart = addItem(cart, item(2)).cart;
    expect(cart.items.map((l) => [l.codigo, l.quantity])).toEqual([
      [1, 5],
      [2, 1],
    ]);
    expect(summarize(cart)).toMatchObject({ count: 6, subtotal: 60_000, oncologico: false });
  });

  it('never holds more than 12 units in a line and refuses to add past it', () => {
    const cart = addItem(emptyCart(), item(1, 10)).cart;
    const capped = addItem(cart, item(1, 5));
    expect(capped.ok).toBe(true);
    expect(capped.cart.items[0]?.quantity).toBe(12);
    const refused = addItem(capped.cart, item(1, 1));
    expect(refused).toMatchObject({ ok: false, message: MAX_REACHED });
  });

  it('applies the line quantity rule when a quantity is set (a non-positive value becomes 1)', () => {
    const cart = setQuantity(addItem(emptyCart(), item(5, 2)).cart, 5, 0);
    expect(cart.items[0]?.quantity).toBe(1);
  });

  it('clears the saved cart id when the last line is removed and resets everything on clear', () => {
    let cart: StoredCart = { ...addItem(emptyCart(), item(1)).cart, cartId: 9 };
    cart = addItem(cart, item(2)).cart;
    cart = { ...cart, cartId: 9, cuponCodigo: 'X', shipping: 15_000, delivery: false };
    const afterOne = removeItem(cart, 1);
    expect(afterOne.cartId).toBe(9);
    expect(removeItem(afterOne, 2).cartId).toBeNull();
    const cleared = clearCart(cart);
    expect(cleared).toMatchObject({ items: [], cartId: null, cuponCodigo: null, shipping: 0, delivery: true });
  });

  it('clearing the cart clears the pickup branch too and keeps the delivery address', () => {
    const cart: StoredCart = { ...addItem(emptyCart(), item(1)).cart, office: { label: 'PUNTO 3', value: 3 }, address: { codigo: 9 }, delivery: false };
    expect(clearCart(cart)).toMatchObject({ office: null, address: { codigo: 9 }, delivery: true });
  });

  it('keeps lineas, the units of each capped category line, with every change of the lines', () => {
    const capped = (codigo: number, quantity: number): CartItem => ({
      ...item(codigo, quantity),
      topeLineaCategoria: { licaCodigo: 7, cantidadTopeCategoria: 5, descripcion: 'Analgésicos' },
    });
    let cart = addItem(emptyCart(), capped(1, 2)).cart;
    cart = addItem(cart, capped(2, 1)).cart;
    cart = addItem(cart, item(3, 4)).cart;
    expect(cart.lineas).toEqual({ '7': 3 });
    // on delivery the category line's total stays within its cap
    cart = setQuantity(cart, 2, 9);
    expect(cart.items.find((l) => l.codigo === 2)?.quantity).toBe(3);
    expect(cart.lineas).toEqual({ '7': 5 });
    // a pickup is not capped
    expect(setQuantity({ ...cart, delivery: false }, 2, 9).lineas).toEqual({ '7': 11 });
    cart = removeItem(cart, 1);
    expect(cart.lineas).toEqual({ '7': 3 });
    expect(lineTotals(clearCart(cart).items)).toEqual({});
    expect(clearCart(cart).lineas).toEqual({});
  });

  it('reads a stored cart and clears one whose item count is not a number', () => {
    const stored = JSON.stringify({ ...emptyCart(), items: [item(3, 2)], obs: 'timbre' });
    expect(parseStoredCart(stored, false)).toMatchObject({ obs: 'timbre', items: [{ codigo: 3, quantity: 2 }] });
    const broken = JSON.stringify({ items: [{ codigo: 3, precio: 1, descripcion: 'x', quantity: 'dos' }] });
    expect(parseStoredCart(broken, false).items).toEqual([]);
    expect(parseStoredCart('{no es json', true)).toMatchObject({ items: [], oncologico: true });
    expect(parseStoredCart(JSON.stringify({ items: 'x' }), false).items).toEqual([]);
  });

  it('truncates titles to 40 characters and builds image URLs from names', () => {
    const long = 'Ibuprofeno 400 mg comprimidos recubiertos caja por 20 unidades';
    expect(truncateTitle(long)).toBe(`${long.slice(0, 40).trimEnd()}...`);
    expect(truncateTitle('Corto')).toBe('Corto');
    expect(itemImageUrl({ imagen: 'placeholders/medicamentos.svg' })).toBe('/api/imagenes/placeholders/medicamentos.svg');
    expect(itemImageUrl({ imagen: null })).toBeNull();
  });
});
