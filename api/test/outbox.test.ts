import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ SEED: false });
});
afterAll(async () => app?.close());

describe('outbox', () => {
  it('stores e-mails and SMS, newest first, without SMTP', async () => {
    await app.outbox.send({ canal: 'email', destino: 'ana@correo.test', asunto: 'Bienvenida', cuerpo: 'Hola Ana', enlace: 'http://localhost:3000/verificar-correo/abc' });
    await app.outbox.send({ canal: 'sms', destino: '0981123456', cuerpo: 'Su código es 123456' });
    const rows = await app.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').execute();
    expect(rows.map((r) => r.canal)).toEqual(['sms', 'email']);
    expect(rows[1]).toMatchObject({ destino: 'ana@correo.test', asunto: 'Bienvenida', enlace: 'http://localhost:3000/verificar-correo/abc', estado: 'en_bandeja' });
    expect(rows[0]).toMatchObject({ destino: '0981123456', cuerpo: 'Su código es 123456', asunto: null });
  });
});
