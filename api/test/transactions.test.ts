import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inTransaction } from '../src/db/transaction.js';
import { APP_AUTH, testApp } from './helpers.js';

// On the embedded database (one connection) a transaction must hold the connection until it ends: a statement of
// another request that ran between its BEGIN and ROLLBACK would be undone with it. On PostgreSQL each transaction has
// its own pooled connection; the same assertions hold there.
describe('transactions keep other requests out', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const parameter = (nombre: string) => app.db.selectFrom('parameters').select('valor').where('nombre', '=', nombre).executeTakeFirst();

  test("a request that writes while another request's transaction is open keeps its write when that one rolls back", async () => {
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const failing = inTransaction(app, async (trx) => {
      await trx.insertInto('parameters').values({ nombre: 'prueba_transaccion', valor: 'deshecho' }).execute();
      opened();
      // the other request arrives and writes while this transaction is still open
      await sleep(150);
      throw new Error('falla a propósito');
    });
    await open;
    const subscribe = app.inject({ method: 'POST', url: '/api/newsletter', headers: APP_AUTH, payload: { email: 'durante.transaccion@correo.com.py' } });

    await expect(failing).rejects.toThrow('falla a propósito');
    const res = await subscribe;
    expect(res.statusCode).toBe(200);
    const rows = await app.db.selectFrom('newsletter_subscriptions').select('email').where('email', '=', 'durante.transaccion@correo.com.py').execute();
    expect(rows).toHaveLength(1);
    expect(await parameter('prueba_transaccion')).toBeUndefined();
  });

  test('two transactions at once each keep exactly their own writes', async () => {
    const write = (nombre: string, fail: boolean) =>
      inTransaction(app, async (trx) => {
        await trx.insertInto('parameters').values({ nombre, valor: 'x' }).execute();
        await sleep(50);
        await trx.updateTable('parameters').set({ valor: 'y' }).where('nombre', '=', nombre).execute();
        if (fail) throw new Error(`falla ${nombre}`);
      });
    const results = await Promise.allSettled([write('prueba_a', true), write('prueba_b', false)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
    expect(await parameter('prueba_a')).toBeUndefined();
    expect(await parameter('prueba_b')).toEqual({ valor: 'y' });
  });
});

// The lint keeps it so: a service that opens its own transaction, or writes SQL, does not pass `npm run lint`.
describe('the lint keeps transactions and SQL in their place', () => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const service = `import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export const save = (db: Kysely<Database>) =>
  db.transaction().execute((trx) => trx.insertInto('parameters').values({ nombre: 'a', valor: 'b' }).execute());
`;
  const lint = async (filePath: string) => {
    const [result] = await new ESLint({ cwd: root }).lintText(service, { filePath: `${root}${filePath}` });
    return result!.messages.map((m) => m.message);
  };

  test('a service may neither open a transaction nor write SQL', async () => {
    const messages = await lint('api/src/modules/parameters/parameters.service.ts');
    expect(messages).toEqual([
      expect.stringContaining('Una transacción se abre sólo con inTransaction'),
      expect.stringContaining('El acceso a la base vive en el repositorio del módulo'),
    ]);
  }, 120_000);

  test('a repository writes SQL but opens no transaction either', async () => {
    const messages = await lint('api/src/modules/parameters/parameters.repository.ts');
    expect(messages).toEqual([expect.stringContaining('Una transacción se abre sólo con inTransaction')]);
  }, 120_000);
});
