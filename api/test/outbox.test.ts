import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.js';
import { startSmtpCatcher } from './smtp-catcher.js';

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await testApp({ SEED: false, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe('outbox', () => {
  it('stores every message and mails e-mails through SMTP; SMS stay in the outbox', async () => {
    await app.outbox.send({ canal: 'email', destino: 'ana@correo.test', asunto: 'Bienvenida', cuerpo: 'Hola Ana', enlace: 'http://localhost:3000/verificar-correo/abc' });
    await app.outbox.send({ canal: 'sms', destino: '0981123456', cuerpo: 'Su código es 123456' });
    await (app.outbox as unknown as { flush(): Promise<void> }).flush();

    const rows = await app.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').execute();
    expect(rows.map((r) => r.canal)).toEqual(['sms', 'email']);
    expect(rows[1]).toMatchObject({ destino: 'ana@correo.test', asunto: 'Bienvenida', enlace: 'http://localhost:3000/verificar-correo/abc', estado: 'enviado' });
    expect(rows[0]).toMatchObject({ destino: '0981123456', cuerpo: 'Su código es 123456', asunto: null, estado: 'en_bandeja' });

    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to.join()).toContain('ana@correo.test');
    expect(smtp.mails[0]!.data).toContain('Subject: Bienvenida');
    expect(smtp.mails[0]!.data).toContain('http://localhost:3000/verificar-correo/abc');
  });

  it('keeps the message, marked as failed, when the SMTP server is unreachable', async () => {
    const offline = await testApp({ SEED: false, SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      await offline.outbox.send({ canal: 'email', destino: 'bea@correo.test', asunto: 'Hola', cuerpo: 'Prueba' });
      await (offline.outbox as unknown as { flush(): Promise<void> }).flush();
      const row = await offline.db.selectFrom('outbox').select(['destino', 'estado']).executeTakeFirstOrThrow();
      expect(row).toEqual({ destino: 'bea@correo.test', estado: 'error' });
    } finally {
      await offline.close();
    }
  });
});
