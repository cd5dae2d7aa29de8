import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { FORM, orderForm, plainProduct, setStock, stockOf } from './checkout-fixtures.js';
import { loginAs } from './helpers.js';
import { pgliteTemplate } from './pglite-template.js';

/** An order placed before a restart is there after it, and its submission still answers the same order. */
const pgUrl = process.env.TEST_DATABASE_URL;
let target: { DATA_DIR?: string; DATABASE_URL?: string; PGLITE_TEMPLATE?: string };
let cleanup: () => Promise<void>;

beforeAll(async () => {
  if (pgUrl) {
    const name = `botica_persist_${process.pid}_${Date.now()}_orders`;
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
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'botica-orders-'));
    target = { DATA_DIR: dir, DATABASE_URL: undefined, PGLITE_TEMPLATE: await pgliteTemplate(true) };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
});
afterAll(async () => cleanup?.());

const start = async (): Promise<FastifyInstance> => {
  const app = await buildApp({ LOG_LEVEL: 'silent', ...target });
  await app.ready();
  return app;
};

it('keeps orders, their stock and their submission keys across a restart', async () => {
  const first = await start();
  let codigo: number;
  let form: string;
  let producto: number;
  try {
    const cliente = await loginAs(first, 'cliente@farmacia.test');
    const p = await plainProduct(first);
    producto = p.codigo;
    await setStock(first, p.codigo, 1001, 4);
    form = orderForm({ detalles: [{ productoCodigo: p.codigo, cantidad: 3 }], sucursalCodigo: 1001, idempotencyKey: 'antes-del-reinicio' });
    const res = await first.inject({ method: 'POST', url: '/api/peticiones/web', headers: { ...cliente, ...FORM }, payload: form });
    expect(res.statusCode).toBe(200);
    codigo = res.json().codigo;
  } finally {
    await first.close();
  }

  const second = await start();
  try {
    const cliente = await loginAs(second, 'cliente@farmacia.test');
    const order = await second.inject({ method: 'GET', url: `/api/peticiones/${codigo}`, headers: cliente });
    expect(order.statusCode).toBe(200);
    expect(order.json().result.detalles[0]).toMatchObject({ cantidad: 3, producto: { codigo: producto } });
    expect(await stockOf(second, producto, 1001)).toBe(1);
    const retry = await second.inject({ method: 'POST', url: '/api/peticiones/web', headers: { ...cliente, ...FORM }, payload: form });
    expect(retry.json()).toMatchObject({ codigo, repetido: true });
    expect(await stockOf(second, producto, 1001)).toBe(1);
  } finally {
    await second.close();
  }
});
