import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publish, request, subscribe } from '@botica/shared-contracts/events/bus';
import type { CartSummary } from '@botica/shared-contracts/cart/entities';
import { cartStore, resetCartStore, startCartService } from './cart.service';

type Reply = { ok: true; summary: CartSummary } | { ok: false; message: string };
const product = { codigo: 11, descripcion: 'Paracetamol 500 mg', precio: 8_500, quantity: 2 };

describe('cart service', () => {
  beforeEach(() => {
    localStorage.clear();
    resetCartStore();
  });
  afterEach(() => resetCartStore());

  it('answers add requests, saves the cart and announces the change', async () => {
    const seen: Array<CartSummary & { oncologico: boolean }> = [];
    const off = subscribe('checkout:cart-updated', (s) => seen.push(s));
    startCartService();
    const reply = await request<'checkout:add-to-cart', Reply>('checkout:add-to-cart', { item: product });
    off();
    expect(reply).toMatchObject({ ok: true, summary: { count: 2, subtotal: 17_000 } });
    expect(JSON.parse(localStorage.getItem('cart')!).items[0]).toMatchObject({ codigo: 11, quantity: 2 });
    expect(seen.at(-1)).toMatchObject({ count: 2, subtotal: 17_000, oncologico: false });
  });

  it('keeps the oncology cart apart under cartOncologicos', async () => {
    startCartService();
    await request<'checkout:add-to-cart', Reply>('checkout:add-to-cart', { item: product, oncologico: true });
    expect(JSON.parse(localStorage.getItem('cartOncologicos')!)).toMatchObject({ oncologico: true, items: [{ codigo: 11 }] });
    expect(cartStore().get(false).items).toEqual([]);
  });

  it('refuses an invalid item with a Spanish message', async () => {
    startCartService();
    const reply = await request<'checkout:add-to-cart', Reply>('checkout:add-to-cart', {
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

  it('does not answer twice when started twice', async () => {
    startCartService();
    startCartService();
    let replies = 0;
    publish('checkout:add-to-cart', { item: product, reply: () => replies++ });
    expect(replies).toBe(1);
    expect(cartStore().get(false).items[0]?.quantity).toBe(2);
  });
});
