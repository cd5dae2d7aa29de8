import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, subscribe } from '@botica/shared-contracts/events/bus';
import type { CartState } from '@botica/shared-contracts/events/event-map';
import { cartStore, resetCartStore, startCartService } from './cart.service';
import type { SavedCart, SavedCartAnswer } from '@botica/shared-contracts/cart/saved-cart';
import type { SavedCartApi } from './cart.server-copy';

/**
 * The API's copy of the carts, as `GET`/`PUT /cart/actual` keep it: one per kind, id 501 (oncology 502), a visitor's
 * key answered to the first write without one.
 */
function fakeServer(start: { normal?: SavedCart | null } = {}) {
  const carts: Record<string, SavedCart | null> = { normal: start.normal ?? null, oncologico: null };
  const answer = (oncologico: boolean): SavedCartAnswer => ({ carrito: carts[oncologico ? 'oncologico' : 'normal']!, carritoId: carts[oncologico ? 'oncologico' : 'normal'] ? (oncologico ? 502 : 501) : null, clave: 'k'.repeat(32) });
  return {
    carts,
    read: vi.fn(async (oncologico: boolean) => answer(oncologico)),
    write: vi.fn(async (oncologico: boolean, carrito: SavedCart) => {
      carts[oncologico ? 'oncologico' : 'normal'] = carrito;
      return answer(oncologico);
    }),
  } satisfies SavedCartApi & { carts: unknown };
}
const offline = () => ({ read: vi.fn(() => Promise.reject(new Error('sin conexión'))), write: vi.fn(() => Promise.reject(new Error('sin conexión'))) });

const product = { codigo: 11, descripcion: 'Paracetamol 500 mg', precio: 8_500, quantity: 2 };

describe('cart service', () => {
  beforeEach(() => {
    localStorage.clear();
    resetCartStore(offline());
  });
  afterEach(() => resetCartStore(offline()));

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

  it("an add made while the start's read is under way waits for it: the server's lines (the product page's form) stay", async () => {
    // the form added product 7 on the server; this browser's copy does not know it
    const server = fakeServer({ normal: { items: [{ codigo: 7, descripcion: 'Ibuprofeno 400 mg', precio: 12_000, quantity: 1 }] } });
    const pending: Array<() => void> = [];
    const answerRead = () => pending.splice(0).forEach((answer) => answer());
    const slowRead = server.read.getMockImplementation()!;
    server.read.mockImplementation((oncologico: boolean) => new Promise((resolve) => pending.push(() => resolve(slowRead(oncologico)))));
    resetCartStore(server);
    startCartService();
    const reply = request('checkout:add-to-cart', { item: product });
    await new Promise((r) => setTimeout(r, 20));
    expect(server.write).not.toHaveBeenCalled();
    answerRead();
    expect(await reply).toMatchObject({ ok: true, summary: { count: 3 } });
    await cartStore().settled();
    expect(server.carts.normal!.items.map((i) => [i.codigo, i.quantity])).toEqual([
      [7, 1],
      [11, 2],
    ]);
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
    resetCartStore(offline());
    localStorage.setItem('cart', JSON.stringify({ items: [], delivery: true, office: { label: 'Centro', value: 4 }, address: { codigo: 9 } }));
    startCartService();
    await expect(request('checkout:delivery-place', {})).resolves.toEqual({ direccion: 9 });
    resetCartStore(offline());
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

  it('every change is sent whole to the server, whose id is kept; the cart is then marked as the server has it', async () => {
    const server = fakeServer();
    resetCartStore(server);
    const store = cartStore();
    store.add(product);
    expect(JSON.parse(localStorage.getItem('cart')!).synced).toBe(false);
    await store.settled();
    expect(server.write).toHaveBeenCalledWith(false, expect.objectContaining({ items: [expect.objectContaining({ codigo: 11, quantity: 2 })] }), null);
    expect(store.get(false)).toMatchObject({ cartId: 501, synced: true });
    expect(localStorage.getItem('carrito_Id')).toBe('501');
    expect(JSON.parse(localStorage.getItem('cart')!)).toMatchObject({ cartId: 501, synced: true });
    // a visitor's key comes back with the answer and names the cart from then on
    expect(localStorage.getItem('carrito_clave')).toBe('k'.repeat(32));
    store.update(false, (c) => ({ ...c, paymentMethod: { code: 1, name: 'efectivo' }, obs: 'Timbre roto' }));
    await store.settled();
    expect(server.write).toHaveBeenLastCalledWith(false, expect.objectContaining({ paymentMethod: { code: 1, name: 'efectivo' }, obs: 'Timbre roto' }), 'k'.repeat(32));
  });

  it('quick changes reach the server one save at a time, the last one with what the cart then held', async () => {
    const server = fakeServer();
    let release: () => void = () => undefined;
    server.write.mockImplementationOnce(async (oncologico, carrito) => {
      await new Promise<void>((r) => (release = r));
      server.carts.normal = carrito;
      return { carrito, carritoId: 501, clave: null };
    });
    resetCartStore(server);
    const store = cartStore();
    store.add(product);
    store.add({ ...product, codigo: 12 });
    store.remove(11);
    await vi.waitFor(() => expect(server.write).toHaveBeenCalledTimes(1));
    release();
    await store.settled();
    expect(server.write).toHaveBeenCalledTimes(2);
    expect(server.carts.normal!.items.map((i) => i.codigo)).toEqual([12]);
    expect(store.get(false).synced).toBe(true);
  });

  it("on start this browser turns to the server's cart (another browser's change, an order that closed it)", async () => {
    localStorage.setItem('cart', JSON.stringify({ items: [{ ...product, quantity: 1 }], synced: true }));
    const server = fakeServer({ normal: { items: [{ ...product, quantity: 4 }], delivery: false, office: { label: 'Centro', value: 4 } } });
    resetCartStore(server);
    startCartService();
    await vi.waitFor(() => expect(cartStore().get(false).items[0]?.quantity).toBe(4));
    expect(cartStore().get(false)).toMatchObject({ delivery: false, office: { value: 4 }, cartId: 501, synced: true });
    expect(server.write).not.toHaveBeenCalled();
    // the cart was closed by an order: the next start finds none and this browser's copy empties
    resetCartStore(fakeServer());
    startCartService();
    await vi.waitFor(() => expect(cartStore().get(false).items).toEqual([]));
  });

  it("a change the server has not taken (offline, or a cart kept before the server kept carts) is sent on start, not replaced", async () => {
    localStorage.setItem('cart', JSON.stringify({ items: [{ ...product, quantity: 3 }] }));
    const server = fakeServer({ normal: { items: [{ ...product, quantity: 9 }] } });
    resetCartStore(server);
    startCartService();
    await vi.waitFor(() => expect(server.write).toHaveBeenCalled());
    await cartStore().settled();
    expect(server.read).not.toHaveBeenCalledWith(false, expect.anything());
    expect(server.carts.normal!.items[0]!.quantity).toBe(3);
    expect(cartStore().get(false)).toMatchObject({ synced: true, items: [{ quantity: 3 }] });
  });

  it("a drawn page's cart that is not this browser's last saved one is checked with the server once more", async () => {
    localStorage.setItem('cart', JSON.stringify({ items: [{ ...product, quantity: 1 }], synced: true, cartId: 501 }));
    // this browser's save landed after the server drew the page: the server now holds one unit
    const server = fakeServer({ normal: { items: [{ ...product, quantity: 1 }] } });
    resetCartStore(server);
    const store = cartStore();
    store.adoptDrawn({ ...store.get(false), items: [{ ...product, quantity: 4 }] });
    expect(store.get(false).items[0]?.quantity).toBe(4);
    await vi.waitFor(() => expect(store.get(false).items[0]?.quantity).toBe(1));
    expect(server.write).not.toHaveBeenCalled();
    // the same cart as this browser's: taken as it is, nothing asked
    server.read.mockClear();
    store.adoptDrawn({ ...store.get(false) });
    await store.refresh(false);
    expect(server.read).not.toHaveBeenCalled();
  });

  it('offline, the cart goes on in this browser and is sent when the connection comes back', async () => {
    const server = fakeServer();
    server.write.mockRejectedValueOnce(new Error('sin conexión'));
    resetCartStore(server);
    startCartService();
    const store = cartStore();
    store.add(product);
    await store.settled();
    expect(store.get(false)).toMatchObject({ synced: false, items: [{ quantity: 2 }] });
    expect(JSON.parse(localStorage.getItem('cart')!).synced).toBe(false);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(store.get(false).synced).toBe(true));
    expect(server.carts.normal!.items[0]!.quantity).toBe(2);
  });

  it('an order starts a new cart, which is sent empty (the API closed the one ordered)', async () => {
    const server = fakeServer();
    resetCartStore(server);
    const store = cartStore();
    store.add(product);
    await store.settled();
    store.ordered(false);
    await store.settled();
    expect(server.carts.normal!.items).toEqual([]);
    expect(store.get(false).items).toEqual([]);
  });
});
