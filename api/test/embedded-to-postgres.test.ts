import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { connectDatabase, type DbHandle } from '../src/db/connect.js';
import { copyToPostgres } from '../src/db/copy-to-postgres.js';
import { APP_AUTH } from './helpers.js';
import { pgliteTemplate } from './pglite-template.js';

/**
 * Moving a shop from the embedded database to PostgreSQL (`npm run db:to-postgres`): every table's rows arrive,
 * the API on PostgreSQL serves the same data, and new rows continue the sequences. Needs PostgreSQL
 * (TEST_DATABASE_URL) and runs PGlite next to it.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const work = mkdtempSync(path.join(os.tmpdir(), 'botica-to-pg-'));
const name = `botica_test_${process.pid}_${Date.now()}_topg`;
let targetUrl: string;
let source: DbHandle;
let app: FastifyInstance | null = null;

describe.skipIf(!pgUrl)('the embedded database moved to PostgreSQL', () => {
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(pgUrl!);
    url.pathname = `/${name}`;
    targetUrl = url.toString();
    source = await connectDatabase({ dataDir: path.join(work, 'pglite'), template: await pgliteTemplate(true) });
    await source.db.insertInto('outbox').values({ canal: 'sms', destino: '0981000060', cuerpo: 'Antes de la mudanza' }).execute();
  }, 240_000);

  afterAll(async () => {
    await app?.close();
    await source?.close();
    rmSync(work, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  it('copies every row, and the API on PostgreSQL serves them and keeps numbering', async () => {
    const target = await connectDatabase({ databaseUrl: targetUrl, dataDir: '' });
    let copied: Record<string, number>;
    try {
      copied = await copyToPostgres(source.db, target.db);
      // Every table has as many rows on both sides.
      for (const table of Object.keys(copied)) {
        const count = async (db: DbHandle['db']) => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db)).rows[0]!.n;
        expect([table, await count(target.db)]).toEqual([table, await count(source.db)]);
      }
      // A second copy into a database the shop already uses is refused.
      await expect(copyToPostgres(source.db, target.db)).rejects.toThrow('La base de destino ya tiene las tablas de la tienda');
    } finally {
      await target.close();
    }
    expect(copied.products).toBeGreaterThan(100);

    app = await buildApp({ LOG_LEVEL: 'silent', SEED: false, SANDBOX: true, DATABASE_URL: targetUrl });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/customers/login', headers: APP_AUTH, payload: { mail: 'cliente@farmacia.test', password: 'Demo1234' } });
    expect(login.statusCode).toBe(200);
    const outbox = await app.inject({ method: 'GET', url: '/api/sandbox/outbox?destino=0981000060' });
    expect(outbox.json().results.map((m: { cuerpo: string }) => m.cuerpo)).toEqual(['Antes de la mudanza']);
    const lastId = (await source.db.selectFrom('outbox').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow()).m;
    const next = await app.db.insertInto('outbox').values({ canal: 'sms', destino: '0981000060', cuerpo: 'Después' }).returning('id').executeTakeFirstOrThrow();
    expect(Number(next.id)).toBeGreaterThan(Number(lastId));
  }, 240_000);
});
