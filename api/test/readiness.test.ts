import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { migrateToLatest } from '../src/db/migrate.js';
import { APP_AUTH, testApp } from './helpers.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A Redis of this test's own (it is paused below: no other test shares it). */
async function ownRedis(): Promise<{ url: string; client: Redis; stop: () => void }> {
  const port = 6900 + Math.floor(Math.random() * 500);
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
    client.on('error', () => undefined);
    if (await client.connect().then(() => true, () => false)) return { url, client, stop: () => (client.disconnect(), child.kill()) };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('redis-server no arrancó');
}

describe('readiness for an orchestrator', () => {
  it('answers ready when the database answers and every migration is applied', async () => {
    app = await testApp();
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, redis: 'sin Redis', migrations: 'al día' });
  });

  it('with MIGRATE=off starts on an empty database without migrating, alive but not ready until the migration job runs', async () => {
    // an empty database: no template, nothing applied
    app = await testApp({ MIGRATE: false, PGLITE_TEMPLATE: undefined, DATABASE_URL: undefined, DATA_DIR: 'memory://' });
    const live = await app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    const before = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(before.statusCode).toBe(503);
    expect(before.json().errors[0].code).toBe('MIGRATIONS_PENDING');
    expect(before.json().errors[0].msg).toMatch(/^Faltan \d+ migraciones de la base de datos/);

    // what the job (node dist/migrate.mjs) does
    await migrateToLatest(app.db);
    const after = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(after.statusCode).toBe(200);
    expect(after.json().migrations).toBe('al día');
  });

  it('is ready with Redis answering, and not ready while Redis does not answer', async () => {
    const redis = await ownRedis();
    try {
      app = await testApp({ SEED: false, REDIS_URL: redis.url });
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().redis).toBe('ok');

      // every client's commands held for 2.5 s: Redis is reached but does not answer within the check's wait
      await redis.client.call('CLIENT', 'PAUSE', '2500', 'ALL');
      const paused = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(paused.statusCode).toBe(503);
      expect(paused.json().errors[0]).toEqual({ msg: 'Redis no responde.', code: 'REDIS_DOWN' });
      await new Promise((r) => setTimeout(r, 2000));
      const again = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(again.statusCode).toBe(200);
    } finally {
      await app?.close();
      app = undefined;
      redis.stop();
    }
  });
  it('while it drains before closing (SIGTERM), answers every request with its connection closed after it, and is not ready', async () => {
    app = await testApp({ SEED: false });
    const before = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(before.statusCode).toBe(200);
    expect(before.headers.connection).not.toBe('close');

    app.drain();
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().errors[0]).toMatchObject({ code: 'DRAINING', msg: 'La réplica se está cerrando: las nuevas conexiones van a las demás.' });
    // what a shopper's request meets meanwhile: its answer, as usual, on a connection that then ends
    const live = await app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
    const categories = await app.inject({ method: 'GET', url: '/api/categorias', headers: APP_AUTH });
    expect(categories.statusCode).toBe(200);
    expect(categories.headers.connection).toBe('close');
  });
});
