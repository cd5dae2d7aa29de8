import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORM, plainProduct } from './checkout-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';

// The product page's and the cards' "Agregar al carrito" posted as a plain form before the page's code came (decisions
// 071, 075, 079): the host sends /carrito/agregar here. A browser's form brings its page's origin and no application
// authorisation; the shopper goes back to the page the form was on (its `volver`).
let app: FastifyInstance;
const SHOP = { origin: 'http://localhost:3000' } as const;

beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => app?.close());

type Headers = Record<string, string>;
const postForm = (fields: Record<string, string>, headers: Headers = {}) =>
  app.inject({ method: 'POST', url: '/api/cart/agregar', headers: { ...FORM, ...SHOP, ...headers }, payload: new URLSearchParams(fields).toString() });
const post = postForm;
const read = (headers: Headers, oncologico = false) =>
  app.inject({ method: 'GET', url: `/api/cart/actual?oncologico=${oncologico}`, headers: { ...APP_AUTH, ...headers } });
const cartCookie = (res: Awaited<ReturnType<typeof post>>) => res.cookies.find((c) => c.name === 'carrito' && c.path === '/');
/** A listing the form was drawn on: where the shopper goes back to. */
const HERE = '/categoria/100/medicamentos?page=2';
/** The cookie header a browser sends back with the session's cookies. */
const withCookie = (customer: { cookie: string }, extra = '') => ({ cookie: extra ? `${customer.cookie}; ${extra}` : customer.cookie });

async function stockedProduct(oncologico: boolean, skip: number[] = []) {
  return app.db
    .selectFrom('products as p')
    .select(['p.codigo', 'p.descripcion'])
    .where('p.oncologico', '=', oncologico)
    .where('p.descontinuado', '=', false)
    .where('p.codigo', 'not in', skip.length ? skip : [-1])
    .where((eb) => eb.exists(eb.selectFrom('stock as s').select('s.producto_codigo').whereRef('s.producto_codigo', '=', 'p.codigo').where('s.existencia', '>', 0)))
    .orderBy('p.codigo')
    .executeTakeFirstOrThrow();
}

describe('the product page\'s "Agregar al carrito" form', () => {
  it("adds the line to a customer's cart and sends them back to the page they were on, where the cart has it", async () => {
    const customer = await loginAs(app, 'cliente@farmacia.test');
    const p = await plainProduct(app);
    const res = await post({ codigo: String(p.codigo), cantidad: '2', volver: HERE }, withCookie(customer));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(HERE);
    expect(cartCookie(res)).toBeUndefined();
    const cart = (await read(customer)).json().result.carrito;
    expect(cart.items).toContainEqual(expect.objectContaining({ codigo: p.codigo, descripcion: p.descripcion, quantity: 2 }));
    // the same product again: the line grows, never above 12 (the browser's rule), then it is refused in Spanish
    expect((await post({ codigo: String(p.codigo), cantidad: '9' }, withCookie(customer))).statusCode).toBe(303);
    const grown = (await read(customer)).json().result.carrito.items.filter((i: { codigo: number }) => i.codigo === p.codigo);
    expect(grown).toEqual([expect.objectContaining({ quantity: 11 })]);
    expect((await post({ codigo: String(p.codigo), cantidad: '5' }, withCookie(customer))).statusCode).toBe(303);
    expect((await read(customer)).json().result.carrito.items.find((i: { codigo: number }) => i.codigo === p.codigo).quantity).toBe(12);
    const full = await post({ codigo: String(p.codigo), cantidad: '1' }, withCookie(customer));
    expect(full.statusCode).toBe(409);
    expect(full.headers['content-type']).toMatch(/^text\/html/);
    expect(full.body).toContain('Alcanzaste el máximo de 12 unidades de este producto.');
    expect(full.body).toContain(`href="/producto/${p.codigo}/`);
    expect(full.body).toContain('Volver al producto');
    // the way back of a refused post is the page it came from, too
    const fullHere = await post({ codigo: String(p.codigo), cantidad: '1', volver: HERE }, withCookie(customer));
    expect(fullHere.statusCode).toBe(409);
    expect(fullHere.body).toContain(`href="${HERE}">Volver a la página</a>`);
  });

  it("a visitor without a cart gets one: the cart cookie is set (Path /, one day) and names the cart with the line, and the visitor stays where they were", async () => {
    const p = await plainProduct(app);
    const res = await post({ codigo: String(p.codigo), cantidad: '3', volver: HERE });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(HERE);
    const cookie = cartCookie(res);
    expect(cookie).toMatchObject({ path: '/', maxAge: 86400, httpOnly: true, sameSite: 'Lax' });
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // the page they are sent back to brings the cookie: its header is drawn with the count of that cart
    const answer = (await read({ cookie: `carrito=${cookie!.value}` })).json().result;
    expect(answer.carrito.items).toEqual([expect.objectContaining({ codigo: p.codigo, quantity: 3 })]);
    const count = await app.inject({ method: 'GET', url: '/api/cart/cantidad', headers: { ...APP_AUTH, cookie: `carrito=${cookie!.value}` } });
    expect(count.json().result.cantidad).toBe(3);
  });

  it("a visitor with a cart adds to that same cart (the cookie names it), and the browser's later saves keep it", async () => {
    const a = await plainProduct(app);
    const b = await plainProduct(app, [a.codigo]);
    const first = await app.inject({
      method: 'PUT',
      url: '/api/cart/actual',
      headers: APP_AUTH,
      payload: { oncologico: false, carrito: { items: [{ codigo: a.codigo, descripcion: a.descripcion, precio: 1000, quantity: 1 }] } },
    });
    const { carritoId } = first.json().result;
    const clave = cartCookie(first)!.value;
    const res = await post({ codigo: String(b.codigo) }, { cookie: `carrito=${clave}` });
    expect(res.statusCode).toBe(303);
    expect(cartCookie(res)?.value).toBe(clave);
    const cart = (await read({ cookie: `carrito=${clave}` })).json().result;
    expect(cart.carritoId).toBe(carritoId);
    expect(cart.carrito.items.map((i: { codigo: number; quantity: number }) => [i.codigo, i.quantity])).toEqual([
      [a.codigo, 1],
      [b.codigo, 1],
    ]);
    // the visitor logs in: the cart the form filled becomes theirs
    const customer = await loginAs(app, 'funcionario@farmacia.test');
    const merged = (await read(withCookie(customer, `carrito=${clave}`))).json().result.carrito;
    expect(merged.items.map((i: { codigo: number }) => i.codigo)).toEqual([a.codigo, b.codigo]);
  });

  it("the way back: the form's page, else the shop's page the browser names as the referrer, else the product's page; never another site", async () => {
    const p = await plainProduct(app);
    const productPage = new RegExp(`^/producto/${p.codigo}/[^/]+$`);
    const referred = await post({ codigo: String(p.codigo) }, { referer: `${SHOP.origin}/buscar?s=paracetamol` });
    expect([referred.statusCode, referred.headers.location]).toEqual([303, '/buscar?s=paracetamol']);
    const foreignReferer = await post({ codigo: String(p.codigo) }, { referer: 'https://otro-sitio.example/buscar?s=x' });
    expect(foreignReferer.statusCode).toBe(303);
    expect(foreignReferer.headers.location).toMatch(productPage);
    const none = await post({ codigo: String(p.codigo) });
    expect(none.headers.location).toMatch(productPage);
    // the form's field wins over the referrer
    const both = await post({ codigo: String(p.codigo), volver: '/marca/3/demo' }, { referer: `${SHOP.origin}/buscar?s=x` });
    expect(both.headers.location).toBe('/marca/3/demo');
    // a way back to another site is refused in Spanish, and adds nothing
    for (const volver of ['//otro-sitio.example/x', 'https://otro-sitio.example/', '/\\otro-sitio.example', '/\t/otro-sitio.example', `/${'a'.repeat(2000)}`]) {
      const res = await post({ codigo: String(p.codigo), volver });
      expect(res.statusCode, volver).toBe(400);
      expect(res.body).toContain('La página de regreso no es válida.');
      expect(cartCookie(res), volver).toBeUndefined();
    }
  });

  it('an oncology product goes to the oncology cart, and the shopper back to the page', async () => {
    const customer = await loginAs(app, 'tester@farmacia.test');
    const p = await stockedProduct(true);
    const res = await post({ codigo: String(p.codigo), cantidad: '1', volver: '/mundo/oncologicos' }, withCookie(customer));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/mundo/oncologicos');
    expect((await read(customer, true)).json().result.carrito.items).toContainEqual(expect.objectContaining({ codigo: p.codigo, oncologico: true }));
    expect((await read(customer)).json().result.carrito?.items ?? []).not.toContainEqual(expect.objectContaining({ codigo: p.codigo }));
  });

  it('refuses bad input, an unknown product and one out of stock with a Spanish page, changing no cart', async () => {
    const customer = await loginAs(app, 'cliente@farmacia.test');
    const before = (await read(customer)).json().result.carrito;
    const bad: Record<string, string>[] = [{}, { codigo: 'abc' }, { codigo: '100001', cantidad: '-2' }, { codigo: '100001', cantidad: 'muchos' }];
    for (const fields of bad) {
      const res = await post(fields, withCookie(customer));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('No pudimos agregar el producto al carrito');
      expect(res.body).toMatch(/(Falta el campo|no es válid)/);
    }
    const unknown = await post({ codigo: '999999999' }, withCookie(customer));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body).toContain('El producto 999999999 ya no está disponible.');
    expect(unknown.body).toContain('href="/"');

    // not the product the other tests add
    const p = await stockedProduct(false, [(await plainProduct(app)).codigo]);
    await app.db.updateTable('stock').set({ existencia: 0 }).where('producto_codigo', '=', p.codigo).execute();
    const sold = await post({ codigo: String(p.codigo) }, withCookie(customer));
    expect(sold.statusCode).toBe(409);
    expect(sold.body).toContain('Sin Stock');
    expect(sold.body).toContain(`href="/producto/${p.codigo}/`);
    expect((await read(customer)).json().result.carrito).toEqual(before);
  });

  it("refuses another site's post, and a post that names no origin, before anything is written", async () => {
    const p = await plainProduct(app);
    const foreign = await post({ codigo: String(p.codigo) }, { origin: 'https://otro-sitio.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toContain('Solicitud rechazada: proviene de un sitio no permitido.');
    expect(cartCookie(foreign)).toBeUndefined();
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/cart/agregar',
      headers: { ...FORM, 'sec-fetch-site': 'cross-site' },
      payload: `codigo=${p.codigo}`,
    });
    expect(crossSite.statusCode).toBe(403);
    const nameless = await app.inject({ method: 'POST', url: '/api/cart/agregar', headers: FORM, payload: `codigo=${p.codigo}` });
    expect(nameless.statusCode).toBe(403);
    // a browser that sends only Sec-Fetch-Site: same-origin is the shop's own page
    const sameOrigin = await app.inject({
      method: 'POST',
      url: '/api/cart/agregar',
      headers: { ...FORM, 'sec-fetch-site': 'same-origin' },
      payload: `codigo=${p.codigo}`,
    });
    expect(sameOrigin.statusCode).toBe(303);
  });

  it('is rate-limited like the other cart writes', async () => {
    const p = await plainProduct(app);
    const headers = { 'x-forwarded-for': '203.0.113.71' };
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await post({ codigo: String(p.codigo) }, headers)).statusCode;
    expect(last).toBe(429);
  });
});

// Every server-drawn form (the product page's, each listing card's) carries a one-time token (decision 075): a form
// posted twice (a double click before the page's code came) adds once, on whichever replica takes the posts.
describe("the form's one-time token", () => {
  const token = () => randomBytes(16).toString('base64url');
  // each test posts from its own address: the 30 posts a minute are per address
  let address = 0;
  beforeEach(() => {
    address += 1;
  });
  const post = (fields: Record<string, string>, headers: Headers = {}) => postForm(fields, { 'x-forwarded-for': `198.51.100.${address}`, ...headers });
  const quantityOf = async (customer: Headers, codigo: number, oncologico = false) =>
    (((await read(customer, oncologico)).json().result.carrito?.items ?? []) as { codigo: number; quantity: number }[]).find((i) => i.codigo === codigo)?.quantity ?? 0;

  it('a form posted again with its token is answered the same 303 and adds nothing; another form adds', async () => {
    const customer = await loginAs(app, 'nuevo@farmacia.test');
    const p = await plainProduct(app);
    const before = await quantityOf(withCookie(customer), p.codigo);
    const t = token();
    for (let i = 0; i < 2; i++) {
      const res = await post({ codigo: String(p.codigo), cantidad: '1', token: t, volver: HERE }, withCookie(customer));
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(HERE);
    }
    expect(await quantityOf(withCookie(customer), p.codigo)).toBe(before + 1);
    // the token is kept with the cart's owner in the database, not in this process
    const kept = await app.db.selectFrom('cart_form_tokens').select(['dueno', 'oncologico']).where('token', '=', t).execute();
    const { codigo } = await app.db.selectFrom('customers').select('codigo').where('email', '=', 'nuevo@farmacia.test').executeTakeFirstOrThrow();
    expect(kept).toEqual([{ dueno: `c:${codigo}`, oncologico: false }]);
    // a new form (a new token) is a new add
    expect((await post({ codigo: String(p.codigo), token: token() }, withCookie(customer))).statusCode).toBe(303);
    expect(await quantityOf(withCookie(customer), p.codigo)).toBe(before + 2);
  });

  it('two posts of one form arriving together add one unit', async () => {
    const customer = await loginAs(app, 'nuevo@farmacia.test');
    const p = await plainProduct(app);
    const before = await quantityOf(withCookie(customer), p.codigo);
    const t = token();
    const answers = await Promise.all([0, 1].map(() => post({ codigo: String(p.codigo), token: t, volver: HERE }, withCookie(customer))));
    expect(answers.map((a) => [a.statusCode, a.headers.location])).toEqual([
      [303, HERE],
      [303, HERE],
    ]);
    expect(await quantityOf(withCookie(customer), p.codigo)).toBe(before + 1);
  });

  it("is taken once per cart owner: another shopper's post with the same token adds to their cart", async () => {
    const one = await loginAs(app, 'nuevo@farmacia.test');
    const other = await loginAs(app, 'funcionario@farmacia.test');
    const p = await plainProduct(app);
    const t = token();
    const before = await quantityOf(withCookie(other), p.codigo);
    expect((await post({ codigo: String(p.codigo), token: t }, withCookie(one))).statusCode).toBe(303);
    expect((await post({ codigo: String(p.codigo), token: t }, withCookie(other))).statusCode).toBe(303);
    expect(await quantityOf(withCookie(other), p.codigo)).toBe(before + 1);
  });

  it("a visitor's form posted again with the cookie the first post set adds nothing", async () => {
    const p = await plainProduct(app);
    const t = token();
    const first = await post({ codigo: String(p.codigo), token: t });
    expect(first.statusCode).toBe(303);
    const cookie = { cookie: `carrito=${cartCookie(first)!.value}` };
    const again = await post({ codigo: String(p.codigo), token: t, volver: HERE }, cookie);
    expect([again.statusCode, again.headers.location]).toEqual([303, HERE]);
    expect((await read(cookie)).json().result.carrito.items).toEqual([expect.objectContaining({ codigo: p.codigo, quantity: 1 })]);
  });

  it("an oncology world's card fills the oncology cart, and its repeated post is sent there too", async () => {
    const customer = await loginAs(app, 'funcionario@farmacia.test');
    const p = await plainProduct(app);
    const before = await quantityOf(withCookie(customer), p.codigo, true);
    const t = token();
    for (let i = 0; i < 2; i++) {
      const res = await post({ codigo: String(p.codigo), token: t, oncologico: '1', volver: '/mundo/oncologicos' }, withCookie(customer));
      expect([res.statusCode, res.headers.location]).toEqual([303, '/mundo/oncologicos']);
    }
    expect(await quantityOf(withCookie(customer), p.codigo, true)).toBe(before + 1);
  });

  it('a refused post does not use the token up: the same form adds once the product can be added', async () => {
    const customer = await loginAs(app, 'contador@farmacia.test');
    const p = await plainProduct(app);
    const missing = 12 - (await quantityOf(withCookie(customer), p.codigo));
    if (missing > 0) expect((await post({ codigo: String(p.codigo), cantidad: String(missing), token: token() }, withCookie(customer))).statusCode).toBe(303);
    const t = token();
    const full = await post({ codigo: String(p.codigo), token: t }, withCookie(customer));
    expect(full.statusCode).toBe(409);
    expect(full.body).toContain('Alcanzaste el máximo de 12 unidades de este producto.');
    // the shopper empties the cart in the browser, then posts the same form again: now it adds
    const emptied = await app.inject({ method: 'PUT', url: '/api/cart/actual', headers: { ...APP_AUTH, ...withCookie(customer) }, payload: { oncologico: false, carrito: { items: [] } } });
    expect(emptied.statusCode).toBe(200);
    expect((await post({ codigo: String(p.codigo), token: t }, withCookie(customer))).statusCode).toBe(303);
    expect(await quantityOf(withCookie(customer), p.codigo)).toBe(1);
  });

  it('a token is kept a day: after that it is removed and the form adds again', async () => {
    const customer = await loginAs(app, 'nuevo@farmacia.test');
    const p = await plainProduct(app);
    const t = token();
    expect((await post({ codigo: String(p.codigo), token: t }, withCookie(customer))).statusCode).toBe(303);
    const before = await quantityOf(withCookie(customer), p.codigo);
    await app.db.updateTable('cart_form_tokens').set({ created_at: sql`now() - interval '25 hours'` }).where('token', '=', t).execute();
    expect((await post({ codigo: String(p.codigo), token: t }, withCookie(customer))).statusCode).toBe(303);
    expect(await quantityOf(withCookie(customer), p.codigo)).toBe(before + 1);
    const rows = await app.db.selectFrom('cart_form_tokens').select(sql<boolean>`created_at > now() - interval '1 hour'`.as('fresh')).where('token', '=', t).execute();
    expect(rows).toEqual([{ fresh: true }]);
  });

  it('refuses a malformed token or cart in Spanish, adding nothing', async () => {
    const customer = await loginAs(app, 'nuevo@farmacia.test');
    const p = await plainProduct(app);
    const before = await quantityOf(withCookie(customer), p.codigo);
    for (const [fields, message] of [
      [{ token: 'corto' }, 'El formulario no es válido: volvé a cargar la página.'],
      [{ token: `${token().slice(0, 21)}!` }, 'El formulario no es válido: volvé a cargar la página.'],
      [{ token: token(), oncologico: 'si' }, 'El carrito no es válido.'],
    ] as const) {
      const res = await post({ codigo: String(p.codigo), ...fields }, withCookie(customer));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.body).toContain('No pudimos agregar el producto al carrito');
      expect(res.body).toContain(message);
    }
    expect(await quantityOf(withCookie(customer), p.codigo)).toBe(before);
  });
});
