import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { alive } from '../src/db/data-dir-lock.js';
import { pgliteTemplate } from './pglite-template.js';
import { createFromTemplate, postgresTemplate } from './postgres-template.js';

/**
 * An app on a fresh database: in-memory PGlite by default, or the PostgreSQL of TEST_DATABASE_URL (each app gets a
 * database of its own by name: see `freshPostgres`). Either starts migrated, and seeded unless SEED is off, from a
 * template made once.
 */
export async function testApp(overrides: Record<string, unknown> = {}): Promise<FastifyInstance> {
  const url = process.env.TEST_DATABASE_URL;
  // On PGlite a new database starts from a prepared template (migrated, and seeded unless SEED is off).
  const template = !url && overrides.DATA_DIR === undefined ? await pgliteTemplate(overrides.SEED !== false) : undefined;
  const app = await buildApp({
    LOG_LEVEL: 'silent',
    // the sandboxes are off unless set on; the tests drive the shop through them, as the demo does
    SANDBOX: true,
    DATA_DIR: 'memory://',
    DATABASE_URL: url ? await freshPostgres(url, overrides.SEED !== false) : undefined,
    PGLITE_TEMPLATE: template,
    ...overrides,
  });
  await app.ready();
  return app;
}


/** Drops the test databases of earlier runs whose test process is gone (the pid is part of the name). */
async function dropLeftovers(admin: { query: (q: string) => Promise<{ rows: { datname: string }[] }> }) {
  const { rows } = await admin.query(`SELECT datname FROM pg_database WHERE datname ~ '^botica_(test|persist)_[0-9]+_'`);
  for (const { datname } of rows) {
    const pid = Number(datname.split('_')[2]);
    if (pid && !alive(pid)) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
  }
}

/** Creates a new database on the server of `url`, a copy of the template (seeded or not), and returns its URL. */
async function freshPostgres(url: string, seeded: boolean): Promise<string> {
  const pg = (await import('pg')).default;
  const template = await postgresTemplate(url, seeded);
  const name = `botica_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await dropLeftovers(admin);
  await createFromTemplate(admin, name, template);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** The application authorisation every mutating call carries (spec 000 §6). */
export const APP_AUTH = { authorization: 'Bearer botica-web-1.10.13' } as const;

/**
 * Logs in through `POST /api/customers/login` and answers the headers of a logged-in request
 * (`cookie` with the session token + the application `authorization`).
 */
export async function loginAs(app: FastifyInstance, email: string, password = 'Demo1234'): Promise<{ cookie: string; authorization: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/customers/login', headers: APP_AUTH, payload: { mail: email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  const token = (res.json() as { token: string }).token;
  return { cookie: `token=${token}`, authorization: APP_AUTH.authorization };
}
