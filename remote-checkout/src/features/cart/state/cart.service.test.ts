import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { request, subscribe } from '@botica/shared-contracts/events/bus';
import type { CartState } from '@botica/shared-contracts/events/event-map';
import { cartStore, resetCartStore, startCartService } from './cart.service';

const product = { codigo: 11, descripcion: 'Paracetamol 500 mg', precio: 8_500, quantity: 2 };

describe('cart service', () => {
  beforeEach(() => {
    localStorage.clear();
    resetCartStore();
  });
  afterEach(() => resetCartStore());

  it('answers add requests, saves the cart and announces the change', async () => {
    const seen: CartState[] = [];
    const off = subscribe('checkout:cart-updated', (s) => seen.push(s));
    startCartService();
    const reply = await request('checkout:add-to-cart', { item: product });
    off();
    expect(reply).toMatchObject({ ok: true, summary: { count: 2, subtotal: 17_000 } });
    expect(JSON.parse(localStorage.getItem('cart')!).items[0]).toMatchObject({ codigo: 11, quantity: 2 });
    expect(seen.at(-1)).toMatchObject({ count: 2, subtotal: 17_000, oncologico: false });
  });

  it('keeps the oncology cart apart under cartOncologicos', async () => {
    startCartService();
    await request('checkout:add-to-cart', { item: product, oncologico: true });
    expect(JSON.parse(localStorage.getItem('cartOncologicos')!)).toMatchObject({ oncologico: true, items: [{ codigo: 11 }] });
    expect(cartStore().get(false).items).toEqual([]);
  });

  it('holds one coupon in the normal cart: set, read, replace and remove through checkout:coupon', async () => {
    startCartService();
    expect(await request('checkout:coupon', {})).toEqual({ codigo: null });
    expect(await request('checkout:coupon', { codigo: ' DEMO10 ' })).toEqual({ codigo: 'DEMO10' });
    expect(JSON.parse(localStorage.getItem('cart')!).cuponCodigo).toBe('DEMO10');
    expect(await request('checkout:coupon', { codigo: 'AHORRA5000' })).toEqual({ codigo: 'AHORRA5000' });
    expect(await request('checkout:coupon', {})).toEqual({ codigo: 'AHORRA5000' });
    expect(await request('checkout:coupon', { codigo: null })).toEqual({ codigo: null });
    expect(cartStore().get(false).cuponCodigo).toBeNull();
  });

  it('refuses an invalid item with a Spanish message', async () => {
    startCartService();
    const reply = await request('checkout:add-to-cart', {
      item: { ...product, precio: 10.5 },
    });
    expect(reply).toEqual({ ok: false, message: 'No pudimos agregar el producto al carrito.' });
  });

  it('re-announces the stored cart on start and clears a broken one', () => {
    localStorage.setItem('cart', JSON.stringify({ items: [{ ...product, quantity: 3 }] }));
    localStorage.setItem('cartOncologicos', JSON.stringify({ items: [{ ...product, quantity: null }] }));
    const seen: Array<{ count: number; oncologico: boolean }> = [];
    const off = subscribe('checkout:cart-updated', (s) => seen.push({ count: s.count, oncologico: s.oncologico }));
    startCartService();
    off();
    expect(seen).toEqual([
      { count: 3, oncologico: false },
      { count: 0, oncologico: true },
    ]);
    expect(JSON.parse(localStorage.getItem('cartOncologicos')!).items).toEqual([]);
  });

  it('adds once when started twice', async () => {
    startCartService();
    startCartService();
    await request('checkout:add-to-cart', { item: product });
    expect(cartStore().get(false).items[0]?.quantity).toBe(2);
  });

  it('answers the cart summary of either cart', async () => {
    localStorage.setItem('cart', JSON.stringify({ items: [{ ...product, quantity: 3 }] }));
    startCartService();
    await expect(request('checkout:cart-summary', {})).resolves.toMatchObject({ count: 3, subtotal: 25_500, oncologico: false });
    await expect(request('checkout:cart-summary', { oncologico: true })).resolves.toMatchObject({ count: 0, oncologico: true });
  });

  it('refuses a line above 12 units with the reason', async () => {
    startCartService();
    await request('checkout:add-to-cart', { item: { ...product, quantity: 12 } });
    await expect(request('checkout:add-to-cart', { item: product })).resolves.toEqual({
      ok: false,
      message: 'Alcanzaste el máximo de 12 unidades de este producto.',
    });
  });

  it('tells the place chosen in the cart: the branch when picking up, else the address', async () => {
    localStorage.setItem('cart', JSON.stringify({ items: [], delivery: false, office: { label: 'Centro', value: 4 }, address: { codigo: 9 } }));
    startCartService();
    await expect(request('checkout:delivery-place', {})).resolves.toEqual({ sucursal: 4 });
    resetCartStore();
    localStorage.setItem('cart', JSON.stringify({ items: [], delivery: true, office: { label: 'Centro', value: 4 }, address: { codigo: 9 } }));
    startCartService();
    await expect(request('checkout:delivery-place', {})).resolves.toEqual({ direccion: 9 });
    resetCartStore();
    localStorage.removeItem('cart');
    startCartService();
    await expect(request('checkout:delivery-place', {})).resolves.toBeNull();
  });
});
