import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/connect.js';
import { ORDER_STATE } from '../src/modules/payments/payments.repository.js';
import { lockFileOf } from '../src/db/data-dir-lock.js';
import { FORM, orderForm } from './checkout-fixtures.js';
import { APP_AUTH } from './helpers.js';
import { pgliteTemplate } from './pglite-template.js';

/**
 * The embedded database under a soak: the API as production runs it (`node dist/server.mjs`, its own process, a
 * data folder on disk) takes logins, orders and payments from several clients at once, and is stopped again and
 * again in every way it can stop: Ctrl-C (SIGINT), SIGTERM, SIGKILL in the middle of the burst, an uncaught error,
 * an unhandled rejection. It is started again each time. At the end every write the API confirmed (200) is there,
 * and nothing half-made is. Prints the largest write-ahead log seen and the restart times.
 * SOAK_SECONDS sets how long it runs (default 90, at least one round of each stop; about three minutes in all on an
 * idle machine; longer runs: SOAK_SECONDS=1800).
 * PGlite only: skipped when TEST_DATABASE_URL is set.
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOAK_MS = Number(process.env.SOAK_SECONDS ?? 90) * 1000;
const PORT = Number(process.env.SOAK_TEST_PORT ?? 7359);
const BASE = `http://127.0.0.1:${PORT}`;
const BRANCH = 1001;
const STOCK = 10_000_000;
const WORKERS = 4;
const ANNULLED = ORDER_STATE.annulled;
const STOPS = ['SIGTERM', 'SIGKILL', 'SIGINT', 'uncaught', 'SIGKILL', 'unhandled'] as const;
type Stop = (typeof STOPS)[number];

// Folders of earlier runs, over an hour old, are removed; this run's stays for a closed client's late checks.
for (const name of readdirSync(os.tmpdir())) {
  const full = path.join(os.tmpdir(), name);
  if (/^botica-soak-/.test(name) && Date.now() - statSync(full).mtimeMs > 3_600_000) rmSync(full, { recursive: true, force: true });
}
const work = mkdtempSync(path.join(os.tmpdir(), 'botica-soak-'));
const dataDir = path.join(work, 'pglite');
let producto = 0;
let startStock = 0;
/** Orders already in the seeded template (the soak's come after). */
let seededOrders = 0;

/** pg_control's cluster state: 1 shut down (closed cleanly), 6 in production (not closed). */
const clusterState = () => readFileSync(path.join(dataDir, 'global', 'pg_control')).readUInt32LE(16);
const walBytes = () => readdirSync(path.join(dataDir, 'pg_wal')).reduce((n, f) => n + (/^[0-9A-F]{24}$/.test(f) ? statSync(path.join(dataDir, 'pg_wal', f)).size : 0), 0);

let api: ChildProcess | null = null;
let output = '';
function startApi(): ChildProcess {
  output = '';
  const child = spawn(process.execPath, ['--import', './test/support/fault-on-message.mjs', 'dist/server.mjs'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED: 'off',
      API_PORT: String(PORT),
      HOST: '127.0.0.1',
      SESSION_SECRET: 'soak-secret',
      PAYMENT_CALLBACK_SECRET: 'soak-callback-secret',
      PAYMENT_SWEEP_SECONDS: '0',
      PGLITE_CHECKPOINT_SECONDS: '10',
      PGLITE_BACKUP_MINUTES: '0',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  return child;
}
const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
async function healthy(child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`la API terminó al arrancar:\n${output}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`la API no respondió en ${timeoutMs} ms:\n${output}`);
}

let ip = 0;
const headers = (extra: Record<string, string> = {}) => ({ ...APP_AUTH, 'x-forwarded-for': `10.${(ip = (ip + 1) % 60000) >> 8}.${ip & 255}.9`, ...extra });
async function post(url: string, body: string, extra: Record<string, string>): Promise<{ status: number; json: Record<string, unknown> } | null> {
  try {
    const res = await fetch(`${BASE}${url}`, { method: 'POST', headers: headers(extra), body, signal: AbortSignal.timeout(15_000) });
    return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
  } catch {
    return null; // the API went away mid-request: not confirmed
  }
}

/** What the API confirmed with a 200. */
const confirmed = { sessions: [] as string[], orders: [] as number[], payments: [] as string[] };
const refused = new Map<string, number>();

/** One client: logs in, places an order of one unit paid by QR, starts its payment; again until `until`. */
async function client(until: () => boolean, account: string) {
  while (!until()) {
    const login = await post('/api/customers/login', JSON.stringify({ mail: account, password: 'Demo1234' }), { 'content-type': 'application/json' });
    if (login?.status !== 200) {
      if (login) refused.set(`login ${login.status}`, (refused.get(`login ${login.status}`) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    const token = String(login.json.token);
    confirmed.sessions.push(token);
    const cookie = `token=${token}`;
    for (let i = 0; i < 25 && !until(); i++) {
      const order = await post(
        '/api/peticiones/web',
        orderForm({ detalles: [{ productoCodigo: producto, cantidad: 1 }], sucursalCodigo: BRANCH, formaPagoCodigo: 118, idempotencyKey: randomUUID() }),
        { ...FORM, cookie },
      );
      if (order?.status !== 200) {
        if (order) refused.set(`order ${order.status} ${JSON.stringify(order.json).slice(0, 120)}`, 1);
        continue;
      }
      const codigo = Number(order.json.codigo);
      confirmed.orders.push(codigo);
      const pay = await post(`/api/peticiones/pago-en-linea/${codigo}`, JSON.stringify({ formaPago: 'pago_qr' }), { 'content-type': 'application/json', cookie });
      if (pay?.status === 200) confirmed.payments.push(String(pay.json.hook_alias));
      else if (pay) refused.set(`payment ${pay.status} ${JSON.stringify(pay.json).slice(0, 120)}`, 1);
    }
  }
}

async function stopApi(child: ChildProcess, how: Stop) {
  if (how === 'uncaught' || how === 'unhandled') child.send(how);
  else child.kill(how);
  return exited(child);
}

describe.skipIf(process.env.TEST_DATABASE_URL)('the embedded database under a soak of writes and stops', () => {
  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'ignore' });
    // The folder starts from the seeded template; one product gets more stock than the soak can sell.
    const handle = await connectDatabase({ dataDir, template: await pgliteTemplate(true) });
    const row = await sql<{ codigo: number }>`
      SELECT p.codigo FROM products p LEFT JOIN quantity_promotions qp ON qp.producto_codigo = p.codigo
       WHERE qp.producto_codigo IS NULL AND NOT p.oncologico AND NOT p.descontinuado AND p.codigo_control = 1
         AND p.tope_linea IS NULL AND p.descripcion !~* '^bolsa' ORDER BY p.codigo LIMIT 1`.execute(handle.db);
    producto = row.rows[0]!.codigo;
    await handle.db
      .insertInto('stock')
      .values({ producto_codigo: producto, sucursal_codigo: BRANCH, existencia: STOCK })
      .onConflict((oc) => oc.columns(['producto_codigo', 'sucursal_codigo']).doUpdateSet({ existencia: STOCK }))
      .execute();
    startStock = STOCK;
    seededOrders = (await handle.db.selectFrom('orders').select((eb) => eb.fn.max('codigo').as('m')).executeTakeFirst())?.m ?? 0;
    await handle.close();
  }, 240_000);

  afterAll(async () => {
    if (api && api.exitCode === null && api.signalCode === null) {
      api.kill('SIGTERM');
      await exited(api);
    }
    // The folder stays until a later run removes it (below): a closed client's late directory check must find it.
  }, 60_000);

  it('keeps every confirmed login, order and payment across every kind of stop', async () => {
    const restarts: number[] = [];
    let maxWal = 0;
    const stops: string[] = [];
    const began = Date.now();
    for (let round = 0; Date.now() - began < SOAK_MS || round < STOPS.length; round++) {
      const how = STOPS[round % STOPS.length]!;
      const t = Date.now();
      api = startApi();
      await healthy(api);
      restarts.push(Date.now() - t);
      // A burst of writes from several clients; the stop comes in the middle of it.
      let over = false;
      const burst = Array.from({ length: WORKERS }, (_, i) => client(() => over, i % 2 ? 'tester@farmacia.test' : 'cliente@farmacia.test'));
      await new Promise((r) => setTimeout(r, 4000 + (round % 3) * 2000));
      const end = await stopApi(api, how);
      over = true;
      await Promise.all(burst);
      maxWal = Math.max(maxWal, walBytes());
      const state = clusterState();
      stops.push(`${how}:${end.signal ?? end.code}:${state === 1 ? 'cerrada' : 'abierta'}`);
      if (how === 'SIGKILL') {
        expect(end.signal).toBe('SIGKILL');
      } else {
        // Every stop but SIGKILL closes the database: PGlite's shutdown checkpoint, and the folder's lock let go.
        expect(state, `${how}: ${output}`).toBe(1);
        expect(existsSync(lockFileOf(dataDir))).toBe(false);
        expect(end.code).toBe(how.startsWith('SIG') ? 0 : 1);
      }
    }

    // The last start: every confirmed login still opens the account.
    const t = Date.now();
    api = startApi();
    await healthy(api);
    restarts.push(Date.now() - t);
    const lost: string[] = [];
    for (const token of confirmed.sessions) {
      const res = await fetch(`${BASE}/api/clientes`, { headers: headers({ cookie: `token=${token}` }) });
      if (res.status !== 200) lost.push(token);
    }
    expect(lost).toEqual([]);
    await stopApi(api, 'SIGTERM');

    // Straight from the folder: the confirmed orders with their line and stock, the payments, nothing half-made.
    const handle = await connectDatabase({ dataDir });
    try {
      const orders = await handle.db
        .selectFrom('orders as o')
        .leftJoin('order_lines as l', 'l.order_codigo', 'o.codigo')
        .select(['o.codigo', 'o.estado', (eb) => eb.fn.coalesce(eb.fn.sum<number>('l.cantidad'), sql<number>`0`).as('unidades')])
        .where('l.producto_codigo', '=', producto)
        .where('o.codigo', '>', seededOrders)
        .groupBy(['o.codigo', 'o.estado'])
        .execute();
      const units = new Map(orders.map((o) => [o.codigo, Number(o.unidades)]));
      const sorted = [...restarts].sort((a, b) => a - b);
      const summary = {
        segundos: Math.round((Date.now() - began) / 1000),
        escrituras: confirmed.sessions.length + confirmed.orders.length + confirmed.payments.length,
        sesiones: confirmed.sessions.length,
        pedidos: confirmed.orders.length,
        pedidosEnLaBase: units.size,
        pagos: confirmed.payments.length,
        paradas: stops,
        walMaximoMB: Math.round(maxWal / 1048576),
        reinicioMs: { min: sorted[0], mediana: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) },
        rechazos: Object.fromEntries(refused),
      };
      console.log(`soak de la base embebida: ${JSON.stringify(summary)}`);
      expect(confirmed.orders.filter((c) => units.get(c) !== 1)).toEqual([]);
      const stock = await handle.db.selectFrom('stock').select('existencia').where('producto_codigo', '=', producto).where('sucursal_codigo', '=', BRANCH).executeTakeFirstOrThrow();
      // A new order of the same cart annuls the one still waiting for its payment and gives its units back.
      const sold = orders.filter((o) => o.estado !== ANNULLED).reduce((a, o) => a + Number(o.unidades), 0);
      expect(startStock - stock.existencia).toBe(sold);
      const emptyOrders = await sql<{ n: number }>`SELECT count(*)::int AS n FROM orders o WHERE o.codigo > ${seededOrders} AND NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_codigo = o.codigo)`.execute(handle.db);
      expect(emptyOrders.rows[0]!.n).toBe(0);
      const payments = new Set((await handle.db.selectFrom('payments').select('hook_alias').execute()).map((p) => p.hook_alias));
      expect(confirmed.payments.filter((a) => !payments.has(a))).toEqual([]);
      // How many depends on the machine (thousands on an idle one); each kind is written in every run.
      expect(Math.min(summary.sesiones, summary.pedidos, summary.pagos)).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  }, 600_000);
});
