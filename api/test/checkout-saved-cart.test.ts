import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM, orderForm, plainProduct, setStock } from './checkout-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';

let app: FastifyInstance;
const BRANCH = 1001;

beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => app?.close());

type Headers = Record<string, string>;
const line = (p: { codigo: number; descripcion: string }, quantity: number) => ({ codigo: p.codigo, descripcion: p.descripcion, precio: 1000, quantity });
const read = (headers: Headers, oncologico = false) => app.inject({ method: 'GET', url: `/api/cart/actual?oncologico=${oncologico}`, headers: { ...APP_AUTH, ...headers } });
const write = (headers: Headers, carrito: object, oncologico = false) =>
  app.inject({ method: 'PUT', url: '/api/cart/actual', headers: { ...APP_AUTH, ...headers }, payload: { oncologico, carrito } });
/** The `carrito` cookie a response set, with its attributes. */
const cartCookie = (res: Awaited<ReturnType<typeof read>>) => res.cookies.find((c) => c.name === 'carrito');

describe("the shopper's cart on the server", () => {
  it("keeps a customer's whole cart, for their session only, and draws it again in another browser", async () => {
    const [cliente, tester] = await Promise.all([loginAs(app, 'cliente@farmacia.test'), loginAs(app, 'tester@farmacia.test')]);
    const p = await plainProduct(app);
    const carrito = {
      items: [line(p, 2)],
      delivery: false,
      // the branch with its address, as "Retirás en …" shows it
      office: { label: 'Sucursal', value: BRANCH, data: { direccion: 'Avda. España 1234' } },
      paymentMethod: { code: 1, name: 'efectivo' },
      cuponCodigo: 'DEMO10',
      obs: 'Timbre roto',
    };
    const saved = await write(cliente, carrito);
    expect(saved.statusCode).toBe(200);
    const { carritoId, clave } = saved.json().result;
    expect(carritoId).toBeGreaterThan(0);
    expect(clave).toBeNull();
    // another login of the same customer (another browser) reads the same cart
    const again = await loginAs(app, 'cliente@farmacia.test');
    const res = await read(again);
    expect(res.json().result).toEqual({ carrito, carritoId, clave: null });
    // nobody else's, and not the oncology cart
    expect((await read(tester)).json().result.carrito?.items ?? []).not.toContainEqual(expect.objectContaining({ codigo: p.codigo }));
    expect((await read(cliente, true)).json().result.carrito?.items ?? []).toEqual([]);
    // a change replaces it in the same saved cart
    const changed = await write(cliente, { ...carrito, items: [line(p, 5)] });
    expect(changed.json().result.carritoId).toBe(carritoId);
    expect((await read(again)).json().result.carrito.items[0].quantity).toBe(5);
  });

  it('the order closes the cart it was placed with: the next read has none', async () => {
    const cliente = await loginAs(app, 'cliente@farmacia.test');
    const p = await plainProduct(app);
    await setStock(app, p.codigo, BRANCH, 20);
    const { carritoId } = (await write(cliente, { items: [line(p, 1)], delivery: false, office: { label: 'Sucursal', value: BRANCH } })).json().result;
    const placed = await app.inject({
      method: 'POST',
      url: '/api/peticiones/web',
      headers: { ...cliente, ...FORM },
      payload: orderForm({ detalles: [{ productoCodigo: p.codigo, cantidad: 1 }], sucursalCodigo: BRANCH, cartId: String(carritoId) }),
    });
    expect(placed.statusCode).toBe(200);
    expect((await read(cliente)).json().result).toEqual({ carrito: null, carritoId: null, clave: null });
  });

  it("a visitor's cart is named by a key, sent back in the cart cookie (Path /carrito, one day) or the Carrito header", async () => {
    const p = await plainProduct(app);
    expect((await read({})).json().result).toEqual({ carrito: null, carritoId: null, clave: null });
    const first = await write({}, { items: [line(p, 1)] });
    expect(first.statusCode).toBe(200);
    const { clave, carritoId } = first.json().result;
    expect(clave).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cartCookie(first)).toMatchObject({ value: clave, path: '/carrito', maxAge: 86400, httpOnly: true, sameSite: 'Lax' });
    // the cart page's document brings the cookie; the browser's calls bring the header
    expect((await read({ cookie: `carrito=${clave}` })).json().result).toMatchObject({ carrito: { items: [line(p, 1)] }, carritoId, clave });
    const second = await write({ carrito: clave }, { items: [line(p, 3)] });
    expect(second.json().result).toMatchObject({ carritoId, clave });
    expect((await read({ carrito: clave })).json().result.carrito.items[0].quantity).toBe(3);
    // an unknown or malformed key has no cart; a malformed one is never adopted
    expect((await read({ carrito: 'x'.repeat(32) })).json().result.carrito).toBeNull();
    const bad = await write({ carrito: 'corto' }, { items: [line(p, 1)] });
    expect(bad.json().result.clave).not.toBe('corto');
    // a visitor's cart lasts as long as its cookie: a day after its last change it is gone
    await app.db.updateTable('carts').set({ updated_at: sql`now() - interval '25 hours'` }).where('codigo', '=', carritoId).execute();
    expect((await read({ carrito: clave })).json().result.carrito).toBeNull();
  });

  it("logging in: the visitor's cart becomes the customer's (as the browser's cart always stayed), and the key is forgotten", async () => {
    const customer = await loginAs(app, 'tester@farmacia.test');
    const a = await plainProduct(app);
    const b = await plainProduct(app, [a.codigo]);
    await write(customer, { items: [line(a, 10)], paymentMethod: { code: 1, name: 'efectivo' } });
    const visitor = { items: [line(a, 5), line(b, 2)], delivery: false, office: { label: 'Sucursal', value: BRANCH }, obs: 'Sin bolsa' };
    const { clave } = (await write({}, visitor)).json().result;

    const merged = await read({ ...customer, carrito: clave });
    expect(merged.json().result.carrito).toEqual(visitor);
    expect(merged.json().result.clave).toBeNull();
    const cleared = cartCookie(merged);
    expect(cleared?.path).toBe('/carrito');
    expect(new Date(cleared!.expires!).getTime()).toBeLessThan(Date.now());
    // the visitor's cart is closed: the key names nothing any more, and the customer's cart stays
    expect((await read({ carrito: clave })).json().result.carrito).toBeNull();
    await write(customer, { ...visitor, items: [line(b, 1)] });
    expect((await read({ ...customer, carrito: clave })).json().result.carrito.items).toEqual([line(b, 1)]);
  });

  it("the cart page's cookie names the visitor's cart too; a visitor's empty cart leaves the customer's as it is", async () => {
    const customer = await loginAs(app, 'funcionario@farmacia.test');
    const p = await plainProduct(app);
    const visitor = { items: [line(p, 4)], delivery: false, office: { label: 'Sucursal', value: BRANCH } };
    const { clave } = (await write({}, visitor)).json().result;
    const res = await read({ ...customer, cookie: `${customer.cookie}; carrito=${clave}` });
    expect(res.json().result.carrito).toEqual(visitor);
    const empty = (await write({}, { items: [], obs: 'nada' })).json().result.clave;
    expect((await read({ ...customer, carrito: empty })).json().result.carrito).toEqual(visitor);
  });

  it('refuses what is not a cart, in Spanish', async () => {
    const res = await write({}, { items: [{ codigo: 1, descripcion: 'x', precio: 1000, quantity: 0 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].msg).toMatch(/[a-záéíóú]/);
    const many = await write({}, { items: Array.from({ length: 101 }, (_, i) => ({ codigo: i + 1, descripcion: 'x', precio: 1, quantity: 1 })) });
    expect(many.json().errors[0].msg).toBe('El carrito tiene demasiados productos.');
  });
});
