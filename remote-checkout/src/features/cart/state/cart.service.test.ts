import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publisher, request, subscribe } from '@botica/shared-contracts/events/bus';
import type { CartState } from '@botica/shared-contracts/events/event-map';
import type { SavedCart, SavedCartAnswer } from '@botica/shared-contracts/cart/saved-cart';
import { cartStore, resetCartStore } from './cart.service';
import { startCartService } from './cart.commands';
import type { SavedCartApi } from './cart.server-copy';

/**
 * The API's copy of the carts, as `GET`/`PUT /cart/actual` keep it: one per kind, id 501 (oncology 502). `offline()`
 * makes every call fail until `online()`.
 */
function fakeServer(start: { normal?: SavedCart | null; oncologico?: SavedCart | null } = {}) {
  const carts: Record<string, SavedCart | null> = { normal: start.normal ?? null, oncologico: start.oncologico ?? null };
  let down = false;
  const answer = (oncologico: boolean): SavedCartAnswer => {
    const carrito = carts[oncologico ? 'oncologico' : 'normal']!;
    return { carrito, carritoId: carrito ? (oncologico ? 502 : 501) : null };
  };
  const server = {
    carts,
    offline: () => void (down = true),
    online: () => void (down = false),
    read: vi.fn(async (oncologico: boolean) => {
      if (down) throw new Error('sin conexión');
      return answer(oncologico);
    }),
    write: vi.fn(async (oncologico: boolean, carrito: SavedCart) => {
      if (down) throw new Error('sin conexión');
      carts[oncologico ? 'oncologico' : 'normal'] = carrito;
      return answer(oncologico);
    }),
  } satisfies SavedCartApi & Record<string, unknown>;
  return server;
}

const product = { codigo: 11, descripcion: 'Paracetamol 500 mg', precio: 8_500, quantity: 2 };
const ibuprofeno = { codigo: 7, descripcion: 'Ibuprofeno 400 mg', precio: 12_000, quantity: 1 };
/** The write-behind buffer of a cart, as this browser keeps it (null: nothing waits). */
const buffered = (key = 'cart') => JSON.parse(localStorage.getItem(key) ?? 'null') as { id: string; carrito?: SavedCart; agregados?: unknown[] } | null;
const lines = (cart: { items: { codigo: number; quantity: number }[] } | null | undefined) => cart?.items.map((i) => [i.codigo, i.quantity]);

let server = fakeServer();
beforeEach(() => {
  localStorage.clear();
  server = fakeServer();
  resetCartStore(server);
});
afterEach(() => resetCartStore(fakeServer()));

describe('cart service: the server holds the cart', () => {
  it("answers an add on the server's cart, sends the cart whole and announces the count with the server's lines", async () => {
    server.carts.normal = { items: [ibuprofeno] };
    const seen: CartState[] = [];
    const off = subscribe('checkout:cart-updated', (s) => seen.push(s));
    startCartService();
    const reply = await request('checkout:add-to-cart', { item: product });
    await cartStore().settled();
    off();
    expect(reply).toMatchObject({ ok: true, summary: { count: 3, subtotal: 29_000 } });
    expect(lines(server.carts.normal)).toEqual([
      [7, 1],
      [11, 2],
    ]);
    expect(seen.at(-1)).toMatchObject({ count: 3, subtotal: 29_000, oncologico: false });
    expect(cartStore().get(false).cartId).toBe(501);
    // answered: nothing waits in this browser
    expect(localStorage.getItem('cart')).toBeNull();
    expect(cartStore().hasPending(false)).toBe(false);
  });

  it('announces nothing before the server has answered (the header keeps the count it was drawn with), then its carts', async () => {
    server.carts.normal = { items: [{ ...product, quantity: 3 }] };
    const waiting: Array<() => void> = [];
    const read = server.read.getMockImplementation()!;
    server.read.mockImplementation((oncologico: boolean) => new Promise((resolve) => waiting.push(() => resolve(read(oncologico)))));
    const seen: Array<{ count: number; oncologico: boolean }> = [];
    const off = subscribe('checkout:cart-updated', (s) => seen.push({ count: s.count, oncologico: s.oncologico }));
    startCartService();
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual([]);
    waiting.splice(0).forEach((answer) => answer());
    await cartStore().settled();
    off();
    expect(seen).toEqual(expect.arrayContaining([{ count: 3, oncologico: false }]));
  });

  it('keeps the oncology cart apart, and puts an oncology product in it wherever it is added from', async () => {
    startCartService();
    await request('checkout:add-to-cart', { item: product, oncologico: true });
    const reply = await request('checkout:add-to-cart', { item: { ...ibuprofeno, oncologico: true } });
    await cartStore().settled();
    expect(reply).toMatchObject({ ok: true, summary: { count: 3, oncologico: true } });
    expect(lines(server.carts.oncologico)).toEqual([
      [11, 2],
      [7, 1],
    ]);
    expect(server.carts.normal).toBeNull();
    expect(cartStore().get(false).items).toEqual([]);
  });

  it('holds one coupon in the normal cart: set, read, replace and remove through checkout:coupon', async () => {
    startCartService();
    expect(await request('checkout:coupon', {})).toEqual({ codigo: null });
    expect(await request('checkout:coupon', { codigo: ' DEMO10 ' })).toEqual({ codigo: 'DEMO10' });
    await cartStore().settled();
    expect(server.carts.normal?.cuponCodigo).toBe('DEMO10');
    expect(await request('checkout:coupon', { codigo: 'AHORRA5000' })).toEqual({ codigo: 'AHORRA5000' });
    expect(await request('checkout:coupon', {})).toEqual({ codigo: 'AHORRA5000' });
    expect(await request('checkout:coupon', { codigo: null })).toEqual({ codigo: null });
    await cartStore().settled();
    expect(server.carts.normal?.cuponCodigo).toBeNull();
  });

  it("an add made while the start's read is under way waits for it: the server's lines (a form's add) stay", async () => {
    server.carts.normal = { items: [ibuprofeno] };
    const pending: Array<() => void> = [];
    const slowRead = server.read.getMockImplementation()!;
    server.read.mockImplementation((oncologico: boolean) => new Promise((resolve) => pending.push(() => resolve(slowRead(oncologico)))));
    startCartService();
    const reply = request('checkout:add-to-cart', { item: product });
    await new Promise((r) => setTimeout(r, 20));
    expect(server.write).not.toHaveBeenCalled();
    pending.splice(0).forEach((answer) => answer());
    expect(await reply).toMatchObject({ ok: true, summary: { count: 3 } });
    await cartStore().settled();
    expect(lines(server.carts.normal)).toEqual([
      [7, 1],
      [11, 2],
    ]);
  });

  it('refuses an invalid item and a line above 12 units with the Spanish reason', async () => {
    startCartService();
    expect(await request('checkout:add-to-cart', { item: { ...product, precio: 10.5 } })).toEqual({ ok: false, message: 'No pudimos agregar el producto al carrito.' });
    await request('checkout:add-to-cart', { item: { ...product, quantity: 12 } });
    await expect(request('checkout:add-to-cart', { item: product })).resolves.toEqual({ ok: false, message: 'Alcanzaste el máximo de 12 unidades de este producto.' });
  });

  it('adds once when started twice', async () => {
    startCartService();
    startCartService();
    await request('checkout:add-to-cart', { item: product });
    expect(cartStore().get(false).items[0]?.quantity).toBe(2);
  });

  it("answers either cart's summary and the chosen place from the server's cart", async () => {
    server.carts.normal = { items: [{ ...product, quantity: 3 }], delivery: false, office: { label: 'Centro', value: 4 }, address: { codigo: 9 } };
    startCartService();
    await expect(request('checkout:cart-summary', {})).resolves.toMatchObject({ count: 3, subtotal: 25_500, oncologico: false });
    await expect(request('checkout:cart-summary', { oncologico: true })).resolves.toMatchObject({ count: 0, oncologico: true });
    await expect(request('checkout:delivery-place', {})).resolves.toEqual({ sucursal: 4 });
    resetCartStore((server = fakeServer({ normal: { items: [], delivery: true, office: { label: 'Centro', value: 4 }, address: { codigo: 9 } } })));
    startCartService();
    await expect(request('checkout:delivery-place', {})).resolves.toEqual({ direccion: 9 });
    resetCartStore(fakeServer());
    startCartService();
    await expect(request('checkout:delivery-place', {})).resolves.toBeNull();
  });

  it('quick changes reach the server one save at a time, the last one with what the cart then held', async () => {
    let release: () => void = () => undefined;
    const write = server.write.getMockImplementation()!;
    server.write.mockImplementationOnce(async (oncologico, carrito) => {
      await new Promise<void>((r) => (release = r));
      return write(oncologico, carrito);
    });
    startCartService();
    await cartStore().settled();
    const store = cartStore();
    store.add(product);
    store.add({ ...product, codigo: 12 });
    store.remove(11);
    await vi.waitFor(() => expect(server.write).toHaveBeenCalledTimes(1));
    // the buffer holds the newest change, not the one on its way
    expect(lines(buffered()?.carrito)).toEqual([[12, 2]]);
    release();
    await store.settled();
    expect(server.write).toHaveBeenCalledTimes(2);
    expect(lines(server.carts.normal)).toEqual([[12, 2]]);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it("turns to the server's copy on start: another browser's change, an order that closed the cart", async () => {
    server.carts.normal = { items: [{ ...product, quantity: 4 }], delivery: false, office: { label: 'Centro', value: 4 } };
    startCartService();
    await vi.waitFor(() => expect(cartStore().get(false).items[0]?.quantity).toBe(4));
    expect(cartStore().get(false)).toMatchObject({ delivery: false, office: { value: 4 }, cartId: 501 });
    expect(server.write).not.toHaveBeenCalled();
    resetCartStore(fakeServer());
    startCartService();
    await cartStore().settled();
    expect(cartStore().get(false).items).toEqual([]);
  });

  it('an order starts a new cart, which is sent empty (the API closed the one ordered)', async () => {
    startCartService();
    await cartStore().settled();
    const store = cartStore();
    store.add(product);
    await store.settled();
    store.ordered(false);
    await store.settled();
    expect(server.carts.normal!.items).toEqual([]);
    expect(store.get(false).items).toEqual([]);
  });
});

describe('cart service: the write-behind buffer', () => {
  it('offline, the change waits in the buffer, survives a reload and is sent when the connection comes back', async () => {
    server.carts.normal = { items: [ibuprofeno] };
    startCartService();
    await cartStore().settled();
    server.offline();
    cartStore().add(product);
    await cartStore().settled();
    expect(cartStore().hasPending(false)).toBe(true);
    expect(lines(buffered()?.carrito)).toEqual([
      [7, 1],
      [11, 2],
    ]);
    // the tab is closed and the shop opened again, still offline: the change is shown, and still waits
    resetCartStore(server);
    startCartService();
    await cartStore().settled();
    expect(lines(cartStore().get(false))).toEqual([
      [7, 1],
      [11, 2],
    ]);
    expect(lines(server.carts.normal)).toEqual([[7, 1]]);
    server.online();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(lines(server.carts.normal)).toEqual([
      [7, 1],
      [11, 2],
    ]));
    await cartStore().settled();
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it("a change an earlier page left is sent on start, not replaced by the server's older copy", async () => {
    server.carts.normal = { items: [{ ...product, quantity: 9 }] };
    localStorage.setItem('cart', JSON.stringify({ id: 'anterior', carrito: { items: [{ ...product, quantity: 3 }] } }));
    resetCartStore(server);
    startCartService();
    await cartStore().settled();
    expect(server.read).not.toHaveBeenCalledWith(false);
    expect(server.carts.normal!.items[0]!.quantity).toBe(3);
    expect(cartStore().get(false)).toMatchObject({ items: [{ quantity: 3 }], cartId: 501 });
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it("offline before the server's copy was ever read, an add is kept as asked and goes onto that copy when it comes", async () => {
    server.carts.normal = { items: [ibuprofeno] };
    server.offline();
    const seen: CartState[] = [];
    const off = subscribe('checkout:cart-updated', (s) => seen.push(s));
    startCartService();
    const reply = await request('checkout:add-to-cart', { item: product });
    expect(reply).toMatchObject({ ok: true });
    await cartStore().settled();
    // the server's lines are not known: no count is announced that would hide them
    expect(seen).toEqual([]);
    expect(buffered()).toMatchObject({ agregados: [{ codigo: 11, quantity: 2 }] });
    expect(buffered()?.carrito).toBeUndefined();
    server.online();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(lines(server.carts.normal)).toEqual([
      [7, 1],
      [11, 2],
    ]));
    await cartStore().settled();
    off();
    expect(seen.at(-1)).toMatchObject({ count: 3, oncologico: false });
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it("removes what is not a change waiting under the buffer's key (a cart an earlier version kept, a broken line), sending nothing", async () => {
    server.carts.normal = { items: [ibuprofeno] };
    localStorage.setItem('cart', JSON.stringify({ items: [{ ...product, quantity: 3 }], synced: true }));
    localStorage.setItem('cartOncologicos', JSON.stringify({ id: 'x', carrito: { items: [{ ...product, quantity: null }] } }));
    resetCartStore(server);
    startCartService();
    await cartStore().settled();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(localStorage.getItem('cartOncologicos')).toBeNull();
    expect(server.write).not.toHaveBeenCalled();
    expect(lines(cartStore().get(false))).toEqual([[7, 1]]);
  });
});

describe('cart service: other tabs and the session', () => {
  it('tells the other tabs the count once the server took a change, and reads the cart again when one of them tells', async () => {
    startCartService();
    await cartStore().settled();
    const otherTab = new BroadcastChannel('botica:carrito-guardado');
    const told: unknown[] = [];
    otherTab.onmessage = (event) => told.push(event.data);
    cartStore().add(product);
    await cartStore().settled();
    await vi.waitFor(() => expect(told).toEqual([expect.objectContaining({ oncologico: false, count: 2 })]));
    // the other tab saved a cart of its own
    server.carts.normal = { items: [{ ...product, quantity: 5 }] };
    const seen: CartState[] = [];
    const off = subscribe('checkout:cart-updated', (s) => seen.push(s));
    otherTab.postMessage({ oncologico: false, count: 5, from: 'otra-pestana' });
    await vi.waitFor(() => expect(cartStore().get(false).items[0]?.quantity).toBe(5));
    off();
    otherTab.close();
    expect(seen.at(-1)).toMatchObject({ count: 5 });
  });

  it("a login reads the customer's cart, and a change not sent yet goes with it; a logout leaves the customer's cart with the customer", async () => {
    startCartService();
    await cartStore().settled();
    server.offline();
    cartStore().add(product);
    await cartStore().settled();
    const host = publisher('host');
    // logging in: the API's session now names the customer, whose cart already had a line
    server.carts.normal = { items: [ibuprofeno] };
    server.online();
    host.publish('host:session-changed', { cliente: 7 });
    await vi.waitFor(() => expect(cartStore().hasPending(false)).toBe(false));
    await cartStore().settled();
    // the cart filled before logging in is the customer's now, as the API's merge has it
    expect(lines(server.carts.normal)).toEqual([[11, 2]]);
    // logging out while a change of the customer's is waiting: it is not sent as the visitor's
    server.offline();
    cartStore().add(ibuprofeno);
    await cartStore().settled();
    expect(cartStore().hasPending(false)).toBe(true);
    server.carts.normal = null;
    server.online();
    host.publish('host:session-changed', { cliente: null });
    await cartStore().settled();
    expect(server.carts.normal).toBeNull();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(cartStore().get(false).items).toEqual([]);
  });
});
