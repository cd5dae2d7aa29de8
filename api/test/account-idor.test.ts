import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from './auth-fixtures.js';
import { loginAs, testApp } from './helpers.js';

/**
 * The IDOR walk: every account route that names an object (address, order, picture, card, guardian, the account
 * itself) is called by a second customer with the first one's ids. Each answers 404 and changes nothing; the
 * owner's own call answers 200, so the ids are real.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => app?.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63600000000200015e2d2a1b0000000049454e44ae426082', 'hex');

type Headers = { cookie: string; authorization: string };
type Step = { name: string; method: 'GET' | 'PUT' | 'DELETE' | 'POST' | 'PATCH'; url: string; payload?: object; owner?: boolean };

async function customerWithEverything() {
  const c = await makeCustomer(app);
  const headers = await loginAs(app, c.email, c.password);
  const address = (
    await app.inject({
      method: 'POST',
      url: '/api/direcciones',
      headers,
      payload: { nombre: 'Casa', calle: 'Avda. España', numero: '1234', ubicacionCodigo: 9042, latitud: -25.29, longitud: -57.58 },
    })
  ).json().result.codigo as number;
  const product = await app.db.selectFrom('products').select(['codigo', 'descripcion', 'precio']).orderBy('codigo').executeTakeFirstOrThrow();
  const order = (
    await app.db
      .insertInto('orders')
      .values({ customer_codigo: c.codigo, estado: 'GENE', tipo_envio: 1, direccion_codigo: address, forma_pago_codigo: 1, subtotal: product.precio, total: product.precio })
      .returning('codigo')
      .executeTakeFirstOrThrow()
  ).codigo;
  await app.db.insertInto('order_lines').values({ order_codigo: order, producto_codigo: product.codigo, descripcion: product.descripcion, cantidad: 1, precio: product.precio }).execute();
  const boundary = '----idor';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const picture = (
    await app.inject({ method: 'POST', url: '/api/clientes/actualizar-perfil', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body })
  ).json().result.imagenPerfil as string;
  const guardian = (
    await app.inject({
      method: 'PUT',
      url: '/api/clientes/actualizar/encargados',
      headers,
      payload: { items: [{ CLIE_ENC_NOMBRES: 'Carlos', CLIE_ENC_APELLIDOS: 'Giménez', CLIE_ENC_CELU_P: '0981-222333' }] },
    })
  ).json().results[0].CLIE_ENC_CODIGO as number;
  // Two saved cards registered through the provider's catastro frame: the first is the default one.
  const cards: { card_id: number; alias_token: string; card_masked_number: string; default: string }[] = [];
  for (const numero of ['4242424242424242', '5555555555554444']) {
    const reg = (await app.inject({ method: 'GET', url: '/api/bancard/catastro', headers })).json();
    const framed = await app.inject({
      method: 'POST',
      url: `/sandbox/pagos/catastro/${reg.process_id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `numero=${numero}&vencimiento=10/38&cvv=321`,
    });
    expect(framed.body).toContain('add_new_card_success');
  }
  cards.push(...(await app.inject({ method: 'GET', url: '/api/bancard/tarjetas', headers })).json().data.cards);
  expect(cards).toHaveLength(2);
  const phone = (await app.db.selectFrom('customers').select('celular1').where('codigo', '=', c.codigo).executeTakeFirstOrThrow()).celular1!;
  const defaultCard = cards.find((k) => k.default === 'S')!;
  const otherCard = cards.find((k) => k.default === 'N')!;
  return { ...c, headers, address, order, picture, phone, guardian, defaultCard, otherCard };
}

const addressBody = { nombre: 'Robada', calle: 'Otra calle', ubicacionCodigo: 9042, latitud: -25.3, longitud: -57.6, default: 'S' };

function walk(a: Awaited<ReturnType<typeof customerWithEverything>>): Step[] {
  return [
    { name: 'address read', method: 'GET', url: `/api/direcciones/${a.address}` },
    { name: 'address update', method: 'PUT', url: `/api/direcciones/${a.address}`, payload: addressBody },
    { name: 'address default', method: 'PUT', url: `/api/direcciones/${a.address}/default` },
    { name: 'order of the account', method: 'GET', url: `/api/clientes/pedidos/${a.order}` },
    { name: 'order (checkout)', method: 'GET', url: `/api/peticiones/${a.order}` },
    { name: 'purchase conversion of the order', method: 'POST', url: '/api/analitica/conversiones', payload: { pedido: a.order } },
    { name: 'profile picture', method: 'GET', url: a.picture },
    { name: 'guardian default', method: 'PUT', url: `/api/clientes/encargados/${a.guardian}/defecto` },
    {
      name: 'guardian update',
      method: 'PUT',
      url: '/api/clientes/actualizar/encargados',
      payload: { items: [{ CLIE_ENC_CODIGO: a.guardian, CLIE_ENC_NOMBRES: 'Robado', CLIE_ENC_APELLIDOS: 'X', CLIE_ENC_CELU_P: '0981-222333' }] },
    },
    { name: 'phone deletion', method: 'POST', url: '/api/clientes/datos/para-verificacion/eliminar-numero', payload: { personaCodigo: a.codigo, numero: a.phone }, owner: false },
    { name: 'account deletion', method: 'PUT', url: '/api/clientes/delete', payload: { codigo: a.codigo }, owner: false },
    { name: 'registered card (catastro)', method: 'POST', url: '/api/bancard/catastro', payload: { card_id: a.otherCard.card_id } },
    { name: 'card default', method: 'POST', url: `/api/bancard/tarjetas/${a.otherCard.card_id}/default` },
    { name: 'card delete', method: 'DELETE', url: `/api/bancard/tarjetas/${a.defaultCard.alias_token}/${a.defaultCard.card_id}` },
    { name: 'address delete', method: 'DELETE', url: `/api/direcciones/${a.address}` },
  ];
}

describe('IDOR walk: a second customer with the first one’s ids', () => {
  it('answers 404 on every route and changes nothing', async () => {
    const a = await customerWithEverything();
    const b = await customerWithEverything();
    const steps = walk(a);
    for (const step of steps) {
      const res = await app.inject({ method: step.method, url: step.url, headers: b.headers, payload: step.payload });
      expect(res.statusCode, `${step.name} as another customer`).toBe(404);
    }
    // B's card list never shows A's cards; A's two cards are intact, the first still the default.
    const theirs = (await app.inject({ method: 'GET', url: '/api/bancard/tarjetas', headers: b.headers })).json().data.cards as { card_id: number }[];
    expect(theirs.map((k) => k.card_id).sort()).toEqual([b.defaultCard.card_id, b.otherCard.card_id].sort());
    const own = (await app.inject({ method: 'GET', url: '/api/bancard/tarjetas', headers: a.headers })).json().data.cards as { card_id: number; default: string }[];
    expect(own.map((k) => [k.card_id, k.default]).sort()).toEqual(
      [
        [a.defaultCard.card_id, 'S'],
        [a.otherCard.card_id, 'N'],
      ].sort(),
    );
    // Nothing of A changed: the address is intact and still the default, the account alive.
    const mine = await app.inject({ method: 'GET', url: `/api/direcciones/${a.address}`, headers: a.headers });
    expect(mine.json().result).toMatchObject({ nombre: 'Casa', calle: 'Avda. España', default: 'S' });
    expect((await app.inject({ method: 'GET', url: '/api/clientes', headers: a.headers })).statusCode).toBe(200);
    // The owner's own calls answer 200: the ids were real.
    for (const step of steps.filter((s) => s.owner !== false)) {
      const res = await app.inject({ method: step.method, url: step.url, headers: a.headers as Headers, payload: step.payload });
      expect(res.statusCode, `${step.name} as its owner: ${res.body}`).toBe(200);
    }
    // The owner's card calls took effect: the other card is the default one, the deleted one is gone.
    const after = (await app.inject({ method: 'GET', url: '/api/bancard/tarjetas', headers: a.headers })).json().data.cards as { card_id: number; default: string }[];
    expect(after).toEqual([expect.objectContaining({ card_id: a.otherCard.card_id, default: 'S' })]);
  });
});
