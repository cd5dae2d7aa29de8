import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { AddToCartReply } from './event-map';
import { commandsOf, publisher, request, subscribe, whenAwaited } from './bus';

const item = { codigo: 1, descripcion: 'Paracetamol', precio: 1000, quantity: 2 };
const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('events', () => {
  it('reach every subscriber until it unsubscribes', () => {
    const seen: number[] = [];
    const off = subscribe('catalog:favourites-changed', (d) => seen.push(d.count));
    const catalog = publisher('catalog');
    catalog.publish('catalog:favourites-changed', { count: 3 });
    off();
    catalog.publish('catalog:favourites-changed', { count: 4 });
    expect(seen).toEqual([3]);
  });

  it('keep reaching the others when one listener throws', () => {
    const seen: number[] = [];
    stops.push(subscribe('checkout:cart-updated', () => { throw new Error('roto'); }));
    stops.push(subscribe('checkout:cart-updated', (d) => seen.push(d.count)));
    const original = console.error;
    console.error = () => undefined;
    publisher('checkout').publish('checkout:cart-updated', { count: 2, subtotal: 10, items: [], oncologico: false });
    console.error = original;
    expect(seen).toEqual([2]);
  });

  it('are published by their owner only (checked by the compiler)', () => {
    const host = publisher('host');
    // @ts-expect-error the cart's event belongs to checkout: the host cannot publish it
    expect(() => host.publish('checkout:cart-updated', { count: 1, subtotal: 1, items: [], oncologico: false })).not.toThrow();
  });
});

describe('commands', () => {
  it('are answered by the owner with the reply type declared in the map', async () => {
    stops.push(
      commandsOf('checkout').handle('checkout:add-to-cart', ({ item: added }) => ({
        ok: true,
        summary: { count: added.quantity, subtotal: added.precio * added.quantity, items: [added] },
      })),
    );
    const reply = await request('checkout:add-to-cart', { item });
    expectTypeOf(reply).toEqualTypeOf<AddToCartReply>();
    expect(reply).toMatchObject({ ok: true, summary: { count: 2, subtotal: 2000 } });
  });

  it('wait for an owner that registers after the request was sent', async () => {
    const pending = request('checkout:cart-summary', {});
    stops.push(commandsOf('checkout').handle('checkout:cart-summary', () => ({ count: 5, subtotal: 1, items: [], oncologico: false })));
    await expect(pending).resolves.toMatchObject({ count: 5 });
  });

  it('start an owner loaded on demand: its starter is called when one of its commands waits, not when answered', async () => {
    const started: string[] = [];
    stops.push(whenAwaited('checkout', () => started.push('checkout')));
    stops.push(whenAwaited('host', () => started.push('host')));
    const pending = request('checkout:cart-summary', {});
    expect(started).toEqual(['checkout']);
    stops.push(commandsOf('checkout').handle('checkout:cart-summary', () => ({ count: 3, subtotal: 1, items: [], oncologico: false })));
    await expect(pending).resolves.toMatchObject({ count: 3 });
    // answered at once now: nobody is started again
    await request('checkout:cart-summary', {});
    expect(started).toEqual(['checkout']);
  });

  it('start an owner at once when its command was already waiting before the starter came', async () => {
    const pending = request('checkout:delivery-place', {});
    let starts = 0;
    stops.push(whenAwaited('checkout', () => (starts += 1)));
    expect(starts).toBe(1);
    stops.push(commandsOf('checkout').handle('checkout:delivery-place', () => null));
    await expect(pending).resolves.toBeNull();
  });

  it('reject after the timeout when nobody answers', async () => {
    await expect(request('host:logout', {}, { timeoutMs: 20 })).rejects.toThrow('Sin respuesta del servicio');
  });

  it('pass the handler failure to the caller', async () => {
    stops.push(commandsOf('host').handle('host:logout', () => Promise.reject(new Error('caído'))));
    await expect(request('host:logout', {})).rejects.toThrow('caído');
  });

  it('have one handler: the latest replaces the earlier, whose stop no longer removes it', async () => {
    const checkout = commandsOf('checkout');
    const stopFirst = checkout.handle('checkout:cart-summary', () => ({ count: 1, subtotal: 1, items: [], oncologico: false }));
    stops.push(checkout.handle('checkout:cart-summary', () => ({ count: 2, subtotal: 1, items: [], oncologico: false })));
    stopFirst();
    await expect(request('checkout:cart-summary', {})).resolves.toMatchObject({ count: 2 });
  });

  it('are answered by their owner only, with the declared reply (checked by the compiler)', () => {
    const catalog = commandsOf('catalog');
    // @ts-expect-error add to cart is checkout's command: catalog cannot answer it
    stops.push(catalog.handle('checkout:add-to-cart', () => ({ ok: false, message: 'no' })));
    const checkout = commandsOf('checkout');
    // @ts-expect-error the reply of add to cart is the cart summary or a message, not a number
    stops.push(checkout.handle('checkout:add-to-cart', () => 42));
    // @ts-expect-error a command's payload is declared once: an item is required
    void request('checkout:add-to-cart', {}, { timeoutMs: 1 }).catch(() => undefined);
  });
});
