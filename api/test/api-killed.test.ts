import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM, orderForm } from './checkout-fixtures.js';
import { APP_AUTH } from './helpers.js';

/**
 * The API killed (SIGKILL: no shutdown, no rollback from the process) while an order is inside its transaction,
 * then started again: the checkout retries the same submission with the same key, and exactly one order exists,
 * with its stock, coupon and gift card taken once. The API runs as production runs it (`node dist/server.mjs`, a
 * real process on its own port) on PostgreSQL; the order is held inside its transaction deterministically by a
 * second connection that locks the stock row the order needs. Needs PostgreSQL (TEST_DATABASE_URL).
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.KILL_TEST_PORT ?? 7321);
const BASE = `http://127.0.0.1:${PORT}`;
const BRANCH = 1001;
const STOCK = 5;
const UNITS = 2;
const GIFT = 'GC-REINICIO-7000';
const GIFT_BALANCE = 7_000;
const COUPON = 'UNSOLOUSO';

describe.skipIf(!pgUrl)('the API killed during order placement', () => {
  let dbName: string;
  let dbUrl: string;
  let db: pg.Client;
  let api: ChildProcess | null = null;
  let output = '';

  const sessionSecret = randomUUID();
  function startApi(): ChildProcess {
    const child = spawn(process.execPath, ['dist/server.mjs'], {
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: dbUrl,
        API_PORT: String(PORT),
        HOST: '127.0.0.1',
        SESSION_SECRET: sessionSecret,
        PAYMENT_CALLBACK_SECRET: sessionSecret,
        PAYMENT_SWEEP_SECONDS: '0',
        LOG_LEVEL: 'warn',
        REDIS_URL: '',
        SMTP_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return child;
  }

  async function healthy(timeoutMs = 150_000): Promise<void> {
    const start = Date.now();
    while (Date.now() - start < timeoutMs) {
      if (api?.exitCode !== null) throw new Error(`la API terminó al arrancar:\n${output}`);
      try {
        if ((await fetch(`${BASE}/api/health`)).ok) return;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`la API no respondió /api/health en ${timeoutMs} ms:\n${output}`);
  }

  const exited = (child: ChildProcess) =>
    new Promise<NodeJS.Signals | number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve(child.signalCode ?? child.exitCode);
      else child.once('exit', (code, signal) => resolve(signal ?? code));
    });

  beforeAll(async () => {
    // The production build of the API (esbuild, a few seconds): the test runs what the image runs.
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'ignore' });
    dbName = `botica_test_${process.pid}_${Date.now()}_killed`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(pgUrl!);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    api = startApi();
    await healthy();
    db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
  }, 240_000);

  afterAll(async () => {
    if (api && api.exitCode === null && api.signalCode === null) {
      api.kill('SIGTERM');
      await exited(api);
    }
    await db?.end();
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  it('the retry after a restart creates exactly one order, with its stock, coupon and gift card taken once', async () => {
    // A sellable product with no promotions, priced so the coupon and the gift card both apply.
    const { rows: products } = await db.query<{ codigo: number; precio: number }>(
      `SELECT p.codigo, p.precio FROM products p
         LEFT JOIN quantity_promotions qp ON qp.producto_codigo = p.codigo
        WHERE qp.producto_codigo IS NULL AND NOT p.oncologico AND NOT p.descontinuado AND p.codigo_control = 1
          AND p.tope_linea IS NULL AND p.descripcion !~* '^bolsa' AND p.precio >= 10000
        ORDER BY p.codigo LIMIT 1`,
    );
    const producto = products[0]!.codigo;
    await db.query(
      `INSERT INTO stock (producto_codigo, sucursal_codigo, existencia) VALUES ($1, $2, $3)
       ON CONFLICT (producto_codigo, sucursal_codigo) DO UPDATE SET existencia = EXCLUDED.existencia`,
      [producto, BRANCH, STOCK],
    );
    await db.query(`INSERT INTO coupons (codigo, descripcion, porcentaje, usos_maximos) VALUES ($1, 'Un solo uso en total', 10, 1)`, [COUPON]);
    await db.query(`INSERT INTO gift_cards (codigo, saldo, monto_inicial) VALUES ($1, $2, $2)`, [GIFT, GIFT_BALANCE]);

    const login = await fetch(`${BASE}/api/customers/login`, {
      method: 'POST',
      headers: { ...APP_AUTH, 'content-type': 'application/json' },
      body: JSON.stringify({ mail: 'cliente@farmacia.test', password: 'Demo1234' }),
    });
    expect(login.status).toBe(200);
    const headers = { ...APP_AUTH, ...FORM, cookie: `token=${((await login.json()) as { token: string }).token}` };
    // The checkout names the attempt once and sends the same key again when the shopper retries.
    const form = orderForm({
      detalles: [{ productoCodigo: producto, cantidad: UNITS }],
      sucursalCodigo: BRANCH,
      cuponCodigo: COUPON,
      giftCodigo: GIFT,
      idempotencyKey: randomUUID(),
    });
    const submit = () => fetch(`${BASE}/api/peticiones/web`, { method: 'POST', headers, body: form });

    // Another connection holds the product's stock row: the order waits on it inside its transaction, after it
    // claimed its submission key and locked the coupon.
    const blocker = new pg.Client({ connectionString: dbUrl });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT 1 FROM stock WHERE producto_codigo = $1 AND sucursal_codigo = $2 FOR UPDATE', [producto, BRANCH]);
    const blockerPid = (await blocker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;

    const first = submit().then(
      (res) => ({ status: res.status }),
      (error: unknown) => ({ error }),
    );
    const waiting = async () =>
      (
        await db.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock' AND $2 = ANY(pg_blocking_pids(pid))`,
          [dbName, blockerPid],
        )
      ).rows;
    const deadline = Date.now() + 30_000;
    while (!(await waiting()).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const stuck = await waiting();
    expect(stuck).toHaveLength(1);

    // Killed: no response, no shutdown hook.
    api!.kill('SIGKILL');
    expect(await exited(api!)).toBe('SIGKILL');
    expect(await first).toHaveProperty('error');

    // The lock goes away; the orphaned transaction has no client left to commit it.
    await blocker.query('ROLLBACK');
    await blocker.end();

    api = startApi();
    await healthy();

    const retry = await submit();
    expect(retry.status).toBe(200);
    const placed = (await retry.json()) as { codigo: number; repetido: boolean; total: number };
    expect(placed.repetido).toBe(false);
    // Once more (a double click after the restart): the same order.
    const again = await submit();
    expect(await again.json()).toMatchObject({ codigo: placed.codigo, repetido: true });

    const { rows: orders } = await db.query<{ codigo: number; cupon_codigo: string | null; gift_monto: number; descuento_cupon: number; total: number }>(
      `SELECT o.codigo, o.cupon_codigo, o.gift_monto, o.descuento_cupon, o.total
         FROM orders o WHERE o.codigo IN (SELECT order_codigo FROM order_lines WHERE producto_codigo = $1)
            OR o.cupon_codigo = $2 OR o.gift_codigo = $3`,
      [producto, COUPON, GIFT],
    );
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    expect(order.codigo).toBe(placed.codigo);
    expect(order.cupon_codigo).toBe(COUPON);
    expect(order.descuento_cupon).toBeGreaterThan(0);
    expect(order.gift_monto).toBe(GIFT_BALANCE);
    const lines = await db.query<{ cantidad: number }>('SELECT cantidad FROM order_lines WHERE order_codigo = $1', [placed.codigo]);
    expect(lines.rows).toEqual([{ cantidad: UNITS }]);
    const stock = await db.query<{ existencia: number }>('SELECT existencia FROM stock WHERE producto_codigo = $1 AND sucursal_codigo = $2', [producto, BRANCH]);
    expect(stock.rows[0]!.existencia).toBe(STOCK - UNITS);
    const card = await db.query<{ saldo: number }>('SELECT saldo FROM gift_cards WHERE codigo = $1', [GIFT]);
    expect(card.rows[0]!.saldo).toBe(0);
    const key = await db.query<{ n: string }>('SELECT count(*) AS n FROM order_requests WHERE order_codigo = $1', [placed.codigo]);
    expect(Number(key.rows[0]!.n)).toBe(1);
    // The killed process's connection is gone: nothing is left waiting or holding locks in the database.
    const left = await db.query(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'`, [dbName]);
    expect(left.rows).toEqual([]);

    // The one-use coupon is spent: the next order with it is refused.
    const other = await fetch(`${BASE}/api/peticiones/web`, {
      method: 'POST',
      headers,
      body: orderForm({ detalles: [{ productoCodigo: producto, cantidad: 1 }], sucursalCodigo: BRANCH, cuponCodigo: COUPON, idempotencyKey: randomUUID() }),
    });
    expect(other.status).toBe(422);
    expect(((await other.json()) as { errors: { code: string }[] }).errors[0]).toMatchObject({ code: 'COUPON_INVALID' });
  }, 300_000);
});
