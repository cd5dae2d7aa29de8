import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, subscribe } from '@botica/shared-contracts/events/bus';
import type { CartState } from '@botica/shared-contracts/events/event-map';
import { cartStore, resetCartStore, startCartService } from './cart.service';
import type { CartSyncApi } from './cart.sync';

/** The saved-cart calls as the server would answer them (the setting on or off). */
function fakeSync(enabled: boolean) {
  return {
    enabled: vi.fn(async () => enabled),
    create: vi.fn(async (body: Parameters<CartSyncApi['create']>[0]) => Number(body.cartId ?? 501)),
    deleteItem: vi.fn(async () => undefined),
    close: vi.fn(async () => undefined),
    finish: vi.fn(async () => undefined),
  } satisfies CartSyncApi;
}

const product = { codigo: 11, descripcion: 'Paracetamol 500 mg', precio: 8_500, quantity: 2 };

describe('cart service', () => {
  beforeEach(() => {
    localStorage.clear();
    resetCartStore(fakeSync(false));
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

  it('puts an oncology product in the oncology cart wherever it is added from', async () => {
    startCartService();
    const reply = await request('checkout:add-to-cart', { item: { ...product, oncologico: true } });
    expect(reply).toMatchObject({ ok: true, summary: { count: 2, oncologico: true } });
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

  it('follows another tab: a change of the stored cart there updates this page and its header count', () => {
    const seen: CartState[] = [];
    startCartService();
    const off = subscribe('checkout:cart-updated', (s) => seen.push(s));
    localStorage.setItem('cart', JSON.stringify({ items: [{ ...product, quantity: 3 }] }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    off();
    expect(cartStore().get(false).items).toMatchObject([{ codigo: 11, quantity: 3 }]);
    expect(seen.at(-1)).toMatchObject({ count: 3, oncologico: false });
  });

  it('with the saved-cart setting on: an add saves the cart and keeps its id; removals delete the line, the last closes it', async () => {
    const sync = fakeSync(true);
    resetCartStore(sync);
    const store = cartStore();
    store.add(product);
    await store.pending;
    expect(sync.create).toHaveBeenCalledWith({ items: [{ codigo: 11, quantity: 2 }], cartId: null, oncologico: false });
    expect(store.get(false).cartId).toBe(501);
    expect(localStorage.getItem('carrito_Id')).toBe('501');
    expect(JSON.parse(localStorage.getItem('cart')!).cartId).toBe(501);

    // The next add updates the same saved cart (its id is sent) and keeps the id answered.
    store.add({ ...product, codigo: 12 });
    await store.pending;
    expect(sync.create).toHaveBeenLastCalledWith(expect.objectContaining({ cartId: 501 }));

    store.remove(12);
    await store.pending;
    expect(sync.deleteItem).toHaveBeenCalledWith(501, 12);
    expect(sync.close).not.toHaveBeenCalled();
    store.remove(11);
    await store.pending;
    expect(sync.close).toHaveBeenCalledWith(501);
    expect(store.get(false).cartId).toBeNull();
    expect(localStorage.getItem('carrito_Id')).toBeNull();
  });

  it('with the setting on: an order marks the saved cart finished; emptying the cart closes it', async () => {
    const sync = fakeSync(true);
    resetCartStore(sync);
    const store = cartStore();
    store.add(product);
    await store.pending;
    store.ordered(false);
    await store.pending;
    expect(sync.finish).toHaveBeenCalledWith(501);
    expect(sync.close).not.toHaveBeenCalled();
    expect(store.get(false).items).toEqual([]);

    store.add(product);
    await store.pending;
    store.clear(false);
    await store.pending;
    expect(sync.close).toHaveBeenCalledWith(501);
  });

  it('with the setting on: quick adds and a removal reach the server in turn, on one saved cart', async () => {
    const sync = fakeSync(true);
    let answer: (id: number) => void = () => undefined;
    sync.create.mockImplementationOnce(() => new Promise<number>((r) => (answer = r)));
    resetCartStore(sync);
    const store = cartStore();
    store.add(product);
    store.add({ ...product, codigo: 12 });
    store.remove(11);
    await vi.waitFor(() => expect(sync.create).toHaveBeenCalledTimes(1));
    answer(700);
    await store.pending;
    // The second save waits for the first and updates the same saved cart with what the cart then held.
    expect(sync.create.mock.calls.map(([body]) => body.cartId)).toEqual([null, 700]);
    expect(sync.create.mock.calls[1]![0].items.map((i) => i.codigo)).toEqual([12]);
    expect(sync.deleteItem).toHaveBeenCalledWith(700, 11);
  });

  it('with the setting off nothing is sent to the server', async () => {
    const sync = fakeSync(false);
    resetCartStore(sync);
    const store = cartStore();
    store.add(product);
    await store.pending;
    store.remove(11);
    await store.pending;
    expect(sync.enabled).toHaveBeenCalled();
    expect(sync.create).not.toHaveBeenCalled();
    expect(sync.close).not.toHaveBeenCalled();
    expect(store.get(false).cartId).toBeNull();
  });
});
