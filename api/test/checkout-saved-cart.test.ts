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
const count = (headers: Headers) => app.inject({ method: 'GET', url: '/api/cart/cantidad', headers: { ...APP_AUTH, ...headers } });
/** The `carrito` cookie a response set under Path /, with its attributes. */
const cartCookie = (res: Awaited<ReturnType<typeof read>>) => res.cookies.find((c) => c.name === 'carrito' && c.path === '/');
/** The cookie header of a visitor whose cart the key names. */
const visitor = (clave: string) => ({ cookie: `carrito=${clave}` });
/** The visitor's key a write set in the cart cookie. */
const keyOf = (res: Awaited<ReturnType<typeof read>>) => cartCookie(res)!.value;

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
    const { carritoId } = saved.json().result;
    expect(carritoId).toBeGreaterThan(0);
    expect(saved.json().result).toEqual({ carrito, carritoId });
    expect(cartCookie(saved)).toBeUndefined();
    // another login of the same customer (another browser) reads the same cart
    const again = await loginAs(app, 'cliente@farmacia.test');
    const res = await read(again);
    expect(res.json().result).toEqual({ carrito, carritoId });
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
    expect((await read(cliente)).json().result).toEqual({ carrito: null, carritoId: null });
  });

  it("a visitor's cart is named by a key in the cart cookie (Path /, one day, HttpOnly), never written in an answer", async () => {
    const p = await plainProduct(app);
    const none = await read({});
    expect(none.json().result).toEqual({ carrito: null, carritoId: null });
    expect(none.cookies.filter((c) => c.name === 'carrito')).toEqual([]);
    const first = await write({}, { items: [line(p, 1)] });
    expect(first.statusCode).toBe(200);
    const { carritoId } = first.json().result;
    const clave = keyOf(first);
    expect(clave).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cartCookie(first)).toMatchObject({ path: '/', maxAge: 86400, httpOnly: true, sameSite: 'Lax' });
    expect(first.body).not.toContain(clave);
    // every request of the shop brings the cookie: the documents, the browser's calls
    expect((await read(visitor(clave))).json().result).toEqual({ carrito: { items: [line(p, 1)] }, carritoId });
    const second = await write(visitor(clave), { items: [line(p, 3)] });
    expect(second.json().result).toMatchObject({ carritoId });
    expect(keyOf(second)).toBe(clave);
    expect((await read(visitor(clave))).json().result.carrito.items[0].quantity).toBe(3);
    // an unknown or malformed key has no cart; a malformed one is never adopted
    expect((await read(visitor('x'.repeat(32)))).json().result.carrito).toBeNull();
    const bad = await write(visitor('corto'), { items: [line(p, 1)] });
    expect(keyOf(bad)).not.toBe('corto');
    expect(keyOf(bad)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // a visitor's cart lasts as long as its cookie: a day after its last change it is gone
    await app.db.updateTable('carts').set({ updated_at: sql`now() - interval '25 hours'` }).where('codigo', '=', carritoId).execute();
    expect((await read(visitor(clave))).json().result.carrito).toBeNull();
  });

  it('a cookie under the path the cart cookie had before (/carrito) is expired when the cart cookie is set', async () => {
    const p = await plainProduct(app);
    const res = await write({}, { items: [line(p, 1)] });
    const former = res.cookies.find((c) => c.name === 'carrito' && c.path === '/carrito');
    expect(former?.value).toBe('');
    expect(new Date(former!.expires!).getTime()).toBeLessThan(Date.now());
  });

  it("the header's count: the units of the shopper's normal cart, 0 without one; a visitor's by the cookie", async () => {
    const customer = await loginAs(app, 'contador@farmacia.test');
    const a = await plainProduct(app);
    const b = await plainProduct(app, [a.codigo]);
    await write(customer, { items: [] });
    expect((await count(customer)).json()).toEqual({ ok: true, result: { cantidad: 0 } });
    await write(customer, { items: [line(a, 2), line(b, 3)] });
    // the oncology cart is not the header's
    await write(customer, { items: [line(a, 7)] }, true);
    expect((await count(customer)).json().result.cantidad).toBe(5);
    // a visitor without a cart has none, and reading the count gives them no key
    const nobody = await count({});
    expect(nobody.json().result.cantidad).toBe(0);
    expect(nobody.cookies.filter((c) => c.name === 'carrito')).toEqual([]);
    const clave = keyOf(await write({}, { items: [line(a, 4)] }));
    expect((await count(visitor(clave))).json().result.cantidad).toBe(4);
    expect((await count(visitor('x'.repeat(32)))).json().result.cantidad).toBe(0);
  });

  it("logging in: the visitor's cart becomes the customer's (as the browser's cart always stayed), and the key is forgotten", async () => {
    const customer = await loginAs(app, 'tester@farmacia.test');
    const a = await plainProduct(app);
    const b = await plainProduct(app, [a.codigo]);
    await write(customer, { items: [line(a, 10)], paymentMethod: { code: 1, name: 'efectivo' } });
    const visitorCart = { items: [line(a, 5), line(b, 2)], delivery: false, office: { label: 'Sucursal', value: BRANCH }, obs: 'Sin bolsa' };
    const clave = keyOf(await write({}, visitorCart));

    const withBoth = { ...customer, cookie: `${customer.cookie}; carrito=${clave}` };
    const merged = await read(withBoth);
    expect(merged.json().result.carrito).toEqual(visitorCart);
    const cleared = cartCookie(merged);
    expect(new Date(cleared!.expires!).getTime()).toBeLessThan(Date.now());
    // the visitor's cart is closed: the key names nothing any more, and the customer's cart stays
    expect((await read(visitor(clave))).json().result.carrito).toBeNull();
    await write(customer, { ...visitorCart, items: [line(b, 1)] });
    expect((await read(withBoth)).json().result.carrito.items).toEqual([line(b, 1)]);
  });

  it("the header's count merges too: the first document after a login shows the cart filled before it", async () => {
    const customer = await loginAs(app, 'nuevo@farmacia.test');
    const p = await plainProduct(app);
    await write(customer, { items: [line(p, 1)] });
    const clave = keyOf(await write({}, { items: [line(p, 6)] }));
    const res = await count({ ...customer, cookie: `${customer.cookie}; carrito=${clave}` });
    expect(res.json().result.cantidad).toBe(6);
    expect(new Date(cartCookie(res)!.expires!).getTime()).toBeLessThan(Date.now());
    expect((await read(customer)).json().result.carrito.items).toEqual([line(p, 6)]);
  });

  it("a visitor's empty cart leaves the customer's as it is", async () => {
    const customer = await loginAs(app, 'funcionario@farmacia.test');
    const p = await plainProduct(app);
    const visitorCart = { items: [line(p, 4)], delivery: false, office: { label: 'Sucursal', value: BRANCH } };
    const clave = keyOf(await write({}, visitorCart));
    const res = await read({ ...customer, cookie: `${customer.cookie}; carrito=${clave}` });
    expect(res.json().result.carrito).toEqual(visitorCart);
    const empty = keyOf(await write({}, { items: [], obs: 'nada' }));
    expect((await read({ ...customer, cookie: `${customer.cookie}; carrito=${empty}` })).json().result.carrito).toEqual(visitorCart);
  });

  it("a calculation of the shopper's cart writes into it what it applied to each line: the payment-method discount, its percentage, the cap", async () => {
    // a free-sale product with a payment-method discount anyone may have
    const p = await app.db
      .selectFrom('products as p')
      .innerJoin('product_payment_discounts as d', 'd.producto_codigo', 'p.codigo')
      .leftJoin('quantity_promotions as qp', 'qp.producto_codigo', 'p.codigo')
      .select(['p.codigo', 'p.descripcion', 'd.id', 'd.forma_codigo', 'd.porcentaje'])
      .where('d.test', '=', false)
      .where('qp.producto_codigo', 'is', null)
      .where('p.oncologico', '=', false)
      .where('p.descontinuado', '=', false)
      .where('p.codigo_control', '=', 1)
      .orderBy('p.codigo')
      .executeTakeFirstOrThrow();
    await setStock(app, p.codigo, BRANCH, 20);
    const method = { code: p.forma_codigo, name: 'Tarjetas de crédito' };
    const item = { ...line(p, 2), descuentosFormas: [{ formaCodigo: p.forma_codigo, porcentaje: p.porcentaje }] };
    const carrito = { items: [item], delivery: false, office: { label: 'Sucursal', value: BRANCH }, paymentMethod: method };
    const calculate = (headers: Headers, cart: { items: { codigo: number; quantity: number }[]; paymentMethod: typeof method }) =>
      app.inject({
        method: 'POST',
        url: '/api/peticiones/calcular/web',
        headers: { ...APP_AUTH, ...headers },
        payload: { items: cart.items.map((i) => ({ codigo: i.codigo, quantity: i.quantity })), delivery: false, office: { value: BRANCH }, paymentMethod: cart.paymentMethod },
      });
    const linesOf = async (headers: Headers) => (await read(headers)).json().result.carrito.items;

    // a visitor's cart, named by the cookie
    const who = visitor(keyOf(await write({}, carrito)));
    const calc = await calculate(who, carrito);
    expect(calc.statusCode).toBe(200);
    const priced = calc.json().result.detalles[0];
    expect(priced.descuentoFormaPago).toBeGreaterThan(0);
    expect(priced.descuentoCodigo).toBe(p.id);
    expect((await linesOf(who))[0]).toEqual({ ...item, descuentoForma: p.porcentaje, descuentoCodigo: p.id, topeProductoSGE: priced.tope });

    // a calculation of another cart (other units) writes nothing into this one
    await write(who, { ...carrito, items: [{ ...item, quantity: 3 }] });
    await calculate(who, carrito);
    expect((await linesOf(who))[0]).toEqual({ ...item, quantity: 3 });

    // cash has no discount on it: the line says so once the cart is calculated with it
    const cash = { ...carrito, paymentMethod: { code: 1, name: 'efectivo' }, items: [{ ...item, descuentoForma: p.porcentaje, descuentoCodigo: p.id, topeProductoSGE: null }] };
    await write(who, cash);
    await calculate(who, cash);
    expect((await linesOf(who))[0]).toMatchObject({ descuentoForma: null, descuentoCodigo: null });

    // a customer's cart, as the page the server draws reads it
    const cliente = await loginAs(app, 'cliente@farmacia.test');
    await write(cliente, carrito);
    await calculate(cliente, carrito);
    expect((await linesOf(cliente))[0]).toMatchObject({ descuentoForma: p.porcentaje, descuentoCodigo: p.id });
  });

  it('refuses what is not a cart, in Spanish', async () => {
    const res = await write({}, { items: [{ codigo: 1, descripcion: 'x', precio: 1000, quantity: 0 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].msg).toMatch(/[a-záéíóú]/);
    const many = await write({}, { items: Array.from({ length: 101 }, (_, i) => ({ codigo: i + 1, descripcion: 'x', precio: 1, quantity: 1 })) });
    expect(many.json().errors[0].msg).toBe('El carrito tiene demasiados productos.');
  });
});
