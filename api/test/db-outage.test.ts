import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { FORM, orderForm, plainProduct, setStock, stockOf } from './checkout-fixtures.js';
import { loginAs } from './helpers.js';

/**
 * PostgreSQL going away under a running API (stopped, restarted, its connections cut mid-order): the API answers 503
 * at once instead of hanging or crashing, writes no half order, and serves again by itself when the database is back.
 * The database is reached through a TCP relay the test can cut, as a stopped server would (connections reset, new
 * ones refused). Needs PostgreSQL (TEST_DATABASE_URL); the embedded database cannot be stopped apart from the API.
 */
const pgUrl = process.env.TEST_DATABASE_URL;

/** A TCP relay to the database that can be taken down (every connection reset, new ones refused) and up again. */
function relay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  return {
    start: listen,
    get port() {
      return port;
    },
    down: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.resetAndDestroy();
        server?.close(() => resolve());
      }),
    up: listen,
  };
}

describe.skipIf(!pgUrl)('PostgreSQL stopped under a running API', () => {
  let app: FastifyInstance;
  let cliente: Record<string, string>;
  let db: ReturnType<typeof relay>;
  let dbName: string;
  let producto: number;
  const BRANCH = 1001;

  beforeAll(async () => {
    const base = new URL(pgUrl!);
    dbName = `botica_test_${process.pid}_${Date.now()}_outage`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    db = relay({ host: base.hostname, port: Number(base.port || 5432) });
    await db.start();
    const through = new URL(pgUrl!);
    through.hostname = '127.0.0.1';
    through.port = String(db.port);
    through.pathname = `/${dbName}`;
    app = await buildApp({ LOG_LEVEL: 'silent', DATABASE_URL: through.toString(), PAYMENT_SWEEP_SECONDS: 0 });
    await app.ready();
    cliente = await loginAs(app, 'cliente@farmacia.test');
    producto = (await plainProduct(app, [], 2000)).codigo;
    await setStock(app, producto, BRANCH, 1000);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  const place = (key = randomUUID(), cantidad = 1) =>
    app.inject({
      method: 'POST',
      url: '/api/peticiones/web',
      headers: { ...cliente, ...FORM },
      payload: orderForm({ detalles: [{ productoCodigo: producto, cantidad }], sucursalCodigo: BRANCH, idempotencyKey: key }),
    });
  const ordersOfKeys = async (keys: string[]) => {
    const claves = await app.db.selectFrom('customers').select('codigo').where('email', '=', 'cliente@farmacia.test').executeTakeFirstOrThrow();
    const rows = await app.db
      .selectFrom('order_requests as s')
      .innerJoin('orders as o', 'o.codigo', 's.order_codigo')
      .innerJoin('order_lines as l', 'l.order_codigo', 'o.codigo')
      .select(['o.codigo', 'l.cantidad'])
      .where('s.clave', 'in', keys.map((k) => `c:${claves.codigo}:${k}`))
      .execute();
    return rows;
  };

  it('answers 503 in Spanish at once while the database is down, and serves again when it is back, without a restart', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await db.down();
    const started = Date.now();
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/api/health' }),
      app.inject({ method: 'GET', url: '/api/productos/top' }),
      app.inject({ method: 'GET', url: '/api/customers/sesion', headers: cliente }),
      place(),
    ]);
    const took = Date.now() - started;
    for (const a of answers) {
      expect(a.statusCode, a.body).toBe(503);
      expect(a.json().errors[0].msg).toMatch(/no está disponible|no responde/);
    }
    // Nothing waited for a connection timeout: every answer came while the connection attempt was being refused.
    console.info(`base de datos caída: 4 respuestas 503 en ${took} ms`);
    await db.up();
    const back = await place();
    expect(back.statusCode, back.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('connections cut in the middle of orders leave each order whole or absent, and every answered order is there', async () => {
    const before = await stockOf(app, producto, BRANCH);
    const keys = Array.from({ length: 20 }, () => randomUUID());
    const pending = keys.map((k) => place(k, 2));
    // Cut as soon as the first order is answered: the others are being written or waiting for a connection.
    await Promise.race(pending);
    await db.down();
    const answers = await Promise.all(pending);
    await db.up();
    for (const a of answers) expect([200, 503]).toContain(a.statusCode);
    console.info(`pedidos cortados: ${answers.filter((a) => a.statusCode === 200).length} respondidos, ${answers.filter((a) => a.statusCode === 503).length} con 503`);
    const written = await ordersOfKeys(keys);
    const placedCodes = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().codigo as number));
    // Every order the customer was told about exists, each order has its line, and the stock taken is exactly theirs.
    for (const codigo of placedCodes) expect(written.some((w) => w.codigo === codigo)).toBe(true);
    expect(written.every((w) => w.cantidad === 2)).toBe(true);
    expect(await stockOf(app, producto, BRANCH)).toBe(before - 2 * written.length);
    // The customer retries every submission: each key ends with exactly one order.
    const retries = await Promise.all(keys.map((k) => place(k, 2)));
    expect(retries.every((r) => r.statusCode === 200)).toBe(true);
    const after = await ordersOfKeys(keys);
    expect(new Set(after.map((w) => w.codigo)).size).toBe(20);
    expect(await stockOf(app, producto, BRANCH)).toBe(before - 40);
  });
});
