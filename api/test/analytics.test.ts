import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM, orderForm, setStock } from './checkout-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let app: FastifyInstance;
let cliente: Awaited<ReturnType<typeof loginAs>>;
let otro: Awaited<ReturnType<typeof loginAs>>;
let producto: { codigo: number; precio: number; descuento: number; descripcion: string };
let received: unknown[] = [];
let receiver: Server;

beforeAll(async () => {
  // the external endpoint conversions are forwarded to
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push(JSON.parse(body));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/conversiones`;
  app = await testApp({ PAYMENT_SWEEP_SECONDS: 0, CONVERSION_FORWARD_URL: url });
  [cliente, otro] = await Promise.all([loginAs(app, 'cliente@farmacia.test'), loginAs(app, 'tester@farmacia.test')]);
  // a discounted product at a price whose percentage is not a whole amount: the analytics price rounds it
  producto = await app.db
    .selectFrom('products as p')
    .leftJoin('quantity_promotions as qp', 'qp.producto_codigo', 'p.codigo')
    .select(['p.codigo', 'p.precio', 'p.descuento', 'p.descripcion'])
    .where('qp.producto_codigo', 'is', null)
    .where('p.oncologico', '=', false)
    .where('p.descontinuado', '=', false)
    .where('p.codigo_control', '=', 1)
    .where('p.tope_linea', 'is', null)
    .where('p.descuento', '>', 0)
    .where(sql<boolean>`p.descripcion !~* '^bolsa'`)
    .orderBy('p.codigo')
    .executeTakeFirstOrThrow();
  producto.precio = 12_345;
  await app.db.updateTable('products').set({ precio: producto.precio }).where('codigo', '=', producto.codigo).execute();
  await setStock(app, producto.codigo, 1001, 500);
});
afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function order(formaPagoCodigo = 1, cantidad = 2): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/peticiones/web',
    headers: { ...cliente, ...FORM },
    payload: orderForm({ detalles: [{ productoCodigo: producto.codigo, cantidad }], sucursalCodigo: 1001, formaPagoCodigo, idempotencyKey: randomUUID() }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().codigo as number;
}
const convert = (pedido: number | string, headers = cliente) =>
  app.inject({ method: 'POST', url: '/api/analitica/conversiones', headers: { ...APP_AUTH, ...headers }, payload: { pedido } });
const rows = (codigo: number) => app.db.selectFrom('purchase_conversions').selectAll().where('order_codigo', '=', codigo).execute();

describe('purchase conversion', () => {
  it("records a cash order's conversion once, with the purchase event and the analytics price", async () => {
    const codigo = await order();
    const first = await convert(codigo);
    expect(first.statusCode, first.body).toBe(200);
    const total = (await app.db.selectFrom('orders').select('total').where('codigo', '=', codigo).executeTakeFirstOrThrow()).total;
    const price = producto.precio - Math.round((producto.precio * producto.descuento) / 100);
    expect(first.json().result).toEqual({
      registrada: true,
      evento: {
        event: 'purchase',
        ecommerce: {
          transaction_id: String(codigo),
          value: total,
          currency: 'PYG',
          items: [{ item_id: String(producto.codigo), item_name: producto.descripcion, price, quantity: 2 }],
        },
      },
    });
    // a reload of the completion page: the same event, not recorded again
    const again = await convert(String(codigo));
    expect(again.statusCode).toBe(200);
    expect(again.json().result.registrada).toBe(false);
    expect(again.json().result.evento).toEqual(first.json().result.evento);
    const [a, b] = await Promise.all([convert(codigo), convert(codigo)]);
    expect([a.json().result.registrada, b.json().result.registrada]).toEqual([false, false]);
    expect(await rows(codigo)).toHaveLength(1);
  });

  it('keeps only SHA-256 hashes of the normalised e-mail, phone and document', async () => {
    const codigo = await order();
    expect((await convert(codigo)).statusCode).toBe(200);
    const customer = await app.db.selectFrom('customers').selectAll().where('email', '=', 'cliente@farmacia.test').executeTakeFirstOrThrow();
    const [row] = await rows(codigo);
    const phone = (customer.celular1 ?? customer.celular2)!.replace(/\D/g, '').replace(/^0+/, '');
    expect(row).toMatchObject({
      valor: expect.any(Number),
      moneda: 'PYG',
      email_sha256: sha256('cliente@farmacia.test'),
      telefono_sha256: sha256(`595${phone}`),
      documento_sha256: sha256(customer.documento.replace(/[^0-9a-z]/gi, '').toUpperCase()),
    });
    // nothing of the customer in clear anywhere in the row
    const stored = JSON.stringify(row);
    for (const clear of [customer.email, customer.celular1, customer.documento, customer.nombres].filter(Boolean)) expect(stored).not.toContain(clear);
  });

  it('forwards a new conversion to the configured endpoint with hashed data only, once', async () => {
    received = [];
    const codigo = await order();
    await convert(codigo);
    await convert(codigo);
    await expect.poll(async () => (await rows(codigo))[0]?.enviada_at ?? null, { timeout: 5000 }).not.toBeNull();
    const mine = received.filter((r) => (r as { custom_data: { order_id: string } }).custom_data.order_id === String(codigo));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      event_name: 'purchase',
      event_id: `pedido-${codigo}`,
      user_data: { em: [sha256('cliente@farmacia.test')] },
      custom_data: { currency: 'PYG', order_id: String(codigo) },
    });
    expect(JSON.stringify(mine[0])).not.toContain('cliente@farmacia.test');
  });

  it("answers 404 for another customer's order and records nothing", async () => {
    const codigo = await order();
    const res = await convert(codigo, otro);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].msg).toBe('El pedido no existe.');
    expect(await rows(codigo)).toHaveLength(0);
    expect((await convert(999_999_999)).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/analitica/conversiones', headers: APP_AUTH, payload: { pedido: codigo } })).statusCode).toBe(401);
  });

  it('records nothing for an oncology order', async () => {
    const codigo = await order();
    await app.db.updateTable('orders').set({ oncologico: true }).where('codigo', '=', codigo).execute();
    const res = await convert(codigo);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].msg).toBe('Los pedidos oncológicos no registran conversiones.');
    expect(await rows(codigo)).toHaveLength(0);
  });

  it('waits for the payment of an online order, and never records an annulled one', async () => {
    const codigo = await order(97, 1);
    const unpaid = await convert(codigo);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().errors[0].msg).toBe('El pedido aún no fue pagado.');
    expect(await rows(codigo)).toHaveLength(0);
    await app.db.updateTable('orders').set({ estado: 'PROC' }).where('codigo', '=', codigo).execute();
    expect((await convert(codigo)).json().result.registrada).toBe(true);

    const annulled = await order();
    await app.db.updateTable('orders').set({ estado: 'ANUL' }).where('codigo', '=', annulled).execute();
    expect((await convert(annulled)).statusCode).toBe(409);
    expect(await rows(annulled)).toHaveLength(0);
  });
});
