import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { pgliteTemplate } from './pglite-template.js';

/**
 * A restart keeps the data: on a PGlite data folder by default, or on one PostgreSQL database when
 * TEST_DATABASE_URL is set (the same database for both app lifetimes).
 */
const pgUrl = process.env.TEST_DATABASE_URL;
let target: { DATA_DIR?: string; DATABASE_URL?: string; PGLITE_TEMPLATE?: string };
let cleanup: () => Promise<void>;

beforeAll(async () => {
  if (pgUrl) {
    const name = `botica_persist_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    target = { DATABASE_URL: url.toString() };
    cleanup = async () => {
      const a = new pg.Client({ connectionString: pgUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name}`);
      await a.end();
    };
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'botica-persist-'));
    // The empty folder starts from the migrated template (what initdb + migrations would leave there).
    target = { DATA_DIR: dir, DATABASE_URL: undefined, PGLITE_TEMPLATE: await pgliteTemplate(false) };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
});
afterAll(async () => cleanup?.());

const start = async (): Promise<FastifyInstance> => {
  const app = await buildApp({ LOG_LEVEL: 'silent', SEED: false, SANDBOX: true, ...target });
  await app.ready();
  return app;
};

describe('restart', () => {
  it('keeps what was written before the app closed', async () => {
    const first = await start();
    await first.outbox.send({ canal: 'sms', destino: '0981555111', cuerpo: 'Antes del reinicio' });
    await first.close();

    const second = await start();
    try {
      const res = await second.inject({ method: 'GET', url: '/api/sandbox/outbox?destino=0981555111' });
      expect(res.json().results.map((m: { cuerpo: string }) => m.cuerpo)).toEqual(['Antes del reinicio']);
      const health = await second.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ ok: true, database: pgUrl ? 'postgres' : 'pglite' });
    } finally {
      await second.close();
    }
  }, 120_000);
});
