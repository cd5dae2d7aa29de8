import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from './auth-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ SEED: false, PUBLIC_URL: 'https://tienda.test' });
});
afterAll(async () => app?.close());

let ip = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers: { ...APP_AUTH, 'x-forwarded-for': `10.3.0.${(ip += 1) % 250}`, ...headers }, payload });
const lastMessage = (codigo: number) =>
  app.db.selectFrom('outbox').selectAll().where('customer_codigo', '=', codigo).orderBy('id', 'desc').executeTakeFirstOrThrow();
const tokenOf = (link: string | null) => link?.split('/cambiar-contrasena/')[1] ?? '';

describe('password recovery', () => {
  it('step 1 answers the account with the phone masked; unknown e-mails get a Spanish 404', async () => {
    const c = await makeCustomer(app, { celular1: '0981-123456' });
    const res = await post('/api/customers/password/info', { email: c.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ usuario: { email: c.email, phone: '0981-***456', persona: c.codigo, clieCodigo: c.codigo } });
    const unknown = await post('/api/customers/password/info', { email: 'nadie@correo.test' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].msg).toBe('No encontramos una cuenta registrada con ese correo.');
  });

  it('sends the link by e-mail; the link changes the password once and ends every session', async () => {
    const c = await makeCustomer(app);
    const session = await loginAs(app, c.email, c.password);
    const sent = await post('/api/customers/password/reset', { seleted: 'email', email: c.email });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ ok: true, message: 'Se ha enviado el enlace para recuperar tu contraseña.' });
    const mail = await lastMessage(c.codigo);
    expect(mail).toMatchObject({ canal: 'email', destino: c.email, asunto: 'Recuperar contraseña' });
    expect(mail.enlace).toMatch(/^https:\/\/tienda\.test\/cambiar-contrasena\/[A-Za-z0-9_-]{43}$/);
    expect(mail.cuerpo).toContain(mail.enlace);
    const token = tokenOf(mail.enlace);
    // the database keeps only the hash
    expect(await app.db.selectFrom('one_time_tokens').select('id').where('id', '=', token).executeTakeFirst()).toBeUndefined();

    // the link's page exists while it works: asked without using it
    const probe = (t: string) => app.inject({ method: 'GET', url: `/api/customers/password/change/${t}` });
    expect((await probe(token)).statusCode).toBe(200);
    expect((await probe('z'.repeat(43))).statusCode).toBe(404);

    const weak = await post(`/api/customers/password/change/${token}`, { password: 'debil', passwordConfirmation: 'debil' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0]).toMatchObject({ param: 'password', msg: 'Debe ser minimo 8 caracteres.' });
    const mismatch = await post(`/api/customers/password/change/${token}`, { password: 'NuevaClave1', passwordConfirmation: 'NuevaClave2' });
    expect(mismatch.json().errors[0]).toMatchObject({ param: 'passwordConfirmation', msg: 'La contraseña no coinciden' });

    const ok = await post(`/api/customers/password/change/${token}`, { password: 'NuevaClave1', passwordConfirmation: 'NuevaClave1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Clave actualizada');
    expect((await app.inject({ method: 'GET', url: '/api/clientes', headers: session })).statusCode).toBe(401);
    await expect(loginAs(app, c.email, c.password)).rejects.toThrow();
    await loginAs(app, c.email, 'NuevaClave1');

    const reuse = await post(`/api/customers/password/change/${token}`, { password: 'OtraClave1', passwordConfirmation: 'OtraClave1' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().errors[0].msg).toBe('El enlace para cambiar la contraseña no es válido o ya venció. Solicitá uno nuevo.');
    // a used link's page is gone
    const gone = await probe(token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errors[0].msg).toBe('El enlace para cambiar la contraseña no es válido o ya venció. Solicitá uno nuevo.');
  });

  it('sends the link by SMS to the phone of the account', async () => {
    const c = await makeCustomer(app, { celular1: '0972-111222' });
    const sent = await post('/api/customers/password/reset', { seleted: 'phone', email: c.email });
    expect(sent.statusCode).toBe(200);
    const sms = await lastMessage(c.codigo);
    expect(sms).toMatchObject({ canal: 'sms', destino: '0972-111222' });
    expect(sms.cuerpo).toContain('/cambiar-contrasena/');
  });

  it('a link expires after one hour, and a newer link retires the older one', async () => {
    const c = await makeCustomer(app);
    await post('/api/customers/password/reset', { seleted: 'email', email: c.email });
    const first = tokenOf((await lastMessage(c.codigo)).enlace);
    await post('/api/customers/password/reset', { seleted: 'email', email: c.email });
    const second = tokenOf((await lastMessage(c.codigo)).enlace);
    const body = { password: 'NuevaClave1', passwordConfirmation: 'NuevaClave1' };
    expect((await post(`/api/customers/password/change/${first}`, body)).statusCode).toBe(400);
    await app.db
      .updateTable('one_time_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('customer_codigo', '=', c.codigo)
      .execute();
    expect((await post(`/api/customers/password/change/${second}`, body)).statusCode).toBe(400);
  });

  it('limits sends per account (3 in 15 minutes) and wrong links per address', async () => {
    const c = await makeCustomer(app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post('/api/customers/password/reset', { seleted: 'email', email: c.email })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const tries: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post(`/api/customers/password/change/${'a'.repeat(43)}`, { password: 'NuevaClave1', passwordConfirmation: 'NuevaClave1' }, { 'x-forwarded-for': '10.4.4.4' });
      tries.push(res.statusCode);
    }
    expect(tries.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(tries[10]).toBe(429);
  });
});
