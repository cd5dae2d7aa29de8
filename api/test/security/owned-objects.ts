import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { makeCustomer } from '../auth-fixtures.js';
import { APP_AUTH, loginAs } from '../helpers.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63600000000200015e2d2a1b0000000049454e44ae426082', 'hex');

async function ok(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body);
}

/**
 * A customer who owns one of everything an id can name: an address, a cash order with its invoice, a profile
 * picture, a guardian, two saved cards, a saved cart, an accountant and the invoices' e-mail. `tag` marks their
 * texts so an answer that leaks them can be told.
 */
export async function customerWithEverything(app: FastifyInstance) {
  const c = await makeCustomer(app);
  const tag = `marca${c.codigo}`;
  const headers = await loginAs(app, c.email, c.password);
  const post = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => app.inject({ method, url, headers, payload });
  const address = (await ok(await post('POST', '/api/direcciones', { nombre: `Casa ${tag}`, calle: `Calle ${tag}`, numero: '1234', ubicacionCodigo: 9042, latitud: -25.29, longitud: -57.58 }), 'address')).result
    .codigo as number;
  const product = await app.db.selectFrom('products').select(['codigo', 'descripcion', 'precio']).orderBy('codigo').executeTakeFirstOrThrow();
  const orderToken = randomBytes(18).toString('base64url');
  const order = (
    await app.db
      .insertInto('orders')
      .values({ customer_codigo: c.codigo, estado: 'GENE', tipo_envio: 1, direccion_codigo: address, forma_pago_codigo: 1, subtotal: product.precio, total: product.precio, token_peticion: orderToken })
      .returning('codigo')
      .executeTakeFirstOrThrow()
  ).codigo;
  await app.db.insertInto('order_lines').values({ order_codigo: order, producto_codigo: product.codigo, descripcion: product.descripcion, cantidad: 1, precio: product.precio }).execute();
  const invoice = (await ok(await app.inject({ method: 'POST', url: `/api/sandbox/pedidos/${order}/entregado`, payload: {} }), 'invoice')).result.codigo as number;
  const boundary = '----owned';
  const picture = (
    await ok(
      await app.inject({
        method: 'POST',
        url: '/api/clientes/actualizar-perfil',
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
          PNG,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      }),
      'picture',
    )
  ).result.imagenPerfil as string;
  const guardian = (
    await ok(await post('PUT', '/api/clientes/actualizar/encargados', { items: [{ CLIE_ENC_NOMBRES: `Carlos ${tag}`, CLIE_ENC_APELLIDOS: 'Giménez', CLIE_ENC_CELU_P: '0981-222333' }] }), 'guardian')
  ).results[0].CLIE_ENC_CODIGO as number;
  for (const numero of ['4242424242424242', '5555555555554444']) {
    const reg = await ok(await app.inject({ method: 'GET', url: '/api/bancard/catastro', headers }), 'catastro');
    await app.inject({
      method: 'POST',
      url: `/sandbox/pagos/catastro/${reg.process_id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `numero=${numero}&vencimiento=10/38&cvv=321`,
    });
  }
  const cards = (await ok(await app.inject({ method: 'GET', url: '/api/bancard/tarjetas', headers }), 'cards')).data.cards as { card_id: number; alias_token: string; default: string }[];
  if (cards.length !== 2) throw new Error(`cards: ${JSON.stringify(cards)}`);
  const cart = (await ok(await post('POST', '/api/cart/create', { items: [{ codigo: product.codigo, quantity: 1 }] }), 'cart')).result.card_id as number;
  await ok(await post('POST', '/api/sifen/agregar-contador', { NOMBRES: `Contador ${tag}`, APELLIDOS: 'Pérez', CORREO: `contador.${tag}@correo.test`, TELEFONO: '0981-444555', DOCUMENTO: String(c.codigo).padStart(7, '1') }), 'accountant');
  const accountant = (await ok(await app.inject({ method: 'GET', url: '/api/sifen/ver-contador', headers }), 'accountant')).result.CLCO_CODIGO as number;
  await ok(await post('POST', '/api/sifen/agregar-correo-sifen', { correoSifen: `facturas.${tag}@correo.test` }), 'invoice e-mail');
  const phone = (await app.db.selectFrom('customers').select('celular1').where('codigo', '=', c.codigo).executeTakeFirstOrThrow()).celular1!;
  return {
    ...c,
    tag,
    headers,
    address,
    order,
    orderToken,
    invoice,
    picture,
    guardian,
    phone,
    cart,
    product: product.codigo,
    accountant,
    defaultCard: cards.find((k) => k.default === 'S')!,
    otherCard: cards.find((k) => k.default === 'N')!,
    idempotencyKey: randomUUID(),
  };
}
export type Owner = Awaited<ReturnType<typeof customerWithEverything>>;

/** What another customer could see of the owner: every list of theirs, to compare before and after. */
export async function snapshot(app: FastifyInstance, a: Owner): Promise<Record<string, unknown>> {
  const urls = [
    '/api/clientes',
    '/api/direcciones',
    '/api/bancard/tarjetas',
    '/api/clientes/encargados',
    '/api/clientes/pedidos',
    '/api/sifen/ver-contador',
    '/api/sifen/correo-sifen',
    `/api/clientes/pedidos/${a.order}`,
    '/api/cart/actual',
  ];
  const out: Record<string, unknown> = {};
  for (const url of urls) {
    const res = await app.inject({ method: 'GET', url, headers: a.headers });
    out[url] = [res.statusCode, res.body];
  }
  out.cart = await app.db.selectFrom('carts').select(['items', 'estado']).where('codigo', '=', a.cart).executeTakeFirst();
  return out;
}

export { APP_AUTH };
