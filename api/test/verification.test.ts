import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from './auth-fixtures.js';
import { loginAs, testApp } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ SEED: false });
});
afterAll(async () => app?.close());

type Headers = { cookie: string; authorization: string };
const URL = '/api/clientes/datos/para-verificacion';
let n = 0;
async function fresh() {
  n += 1;
  const celular = `0971-${String(Date.now() % 1_000_000).padStart(6, '0').slice(0, 5)}${n % 10}`;
  const c = await makeCustomer(app, { celular1: celular });
  return { ...c, celular, headers: await loginAs(app, c.email, c.password) };
}
/** The newest code sent to a destination, read from the outbox (as the sandbox console shows it). */
async function codeSentTo(destino: string): Promise<string> {
  const row = await app.db.selectFrom('outbox').select('cuerpo').where('destino', '=', destino).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return /(\d{4})\./.exec(row.cuerpo)![1]!;
}
const patch = (headers: Headers, payload: object) => app.inject({ method: 'PATCH', url: URL, headers, payload });
const form = (c: { celular: string; email: string }, over: Record<string, unknown> = {}) => ({
  tipo: 'F',
  celular: c.celular,
  correo: c.email,
  nombres: 'Ana María',
  apellidos: 'Benítez Ruiz',
  fechaNacimiento: '1990-05-17',
  ...over,
});

describe('data verification by one-time code (spec 001 §4)', () => {
  it('walks every state: SMS code, e-mail code, confirmation; the customer ends verified', async () => {
    const c = await fresh();
    const check = await app.inject({ method: 'GET', url: `${URL}?documento=${c.documento}&celular=${c.celular}`, headers: c.headers });
    expect(check.json()).toMatchObject({ ok: true, error: false, cliente: { verificado: false, celularVerificado: false, correoVerificado: false } });
    const wrongDoc = await app.inject({ method: 'GET', url: `${URL}?documento=999&celular=${c.celular}`, headers: c.headers });
    expect(wrongDoc.json()).toMatchObject({ ok: false, error: true, mensaje: 'El documento no corresponde a tu cuenta.' });

    const sent = await patch(c.headers, form(c));
    expect(sent.json()).toMatchObject({ ok: true, estado: 'CELULAR_OTP_ENVIADO' });
    const again = await patch(c.headers, form(c));
    expect(again.json().estado).toBe('CELULAR_EN_VERIFICACION');
    const sms = await codeSentTo(c.celular);
    expect(sms).toMatch(/^\d{4}$/);
    const wrong = String((Number(sms) + 1) % 10000).padStart(4, '0');
    const bad = await patch(c.headers, form(c, { codigoDeVerificacionOtp: wrong }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].msg).toBe('El código no es correcto. Te quedan 4 intentos.');
    const mobile = await patch(c.headers, form(c, { codigoDeVerificacionOtp: sms }));
    expect(mobile.json()).toMatchObject({ estado: 'CELULAR_VERIFICADO', cliente: { celularVerificado: true } });

    const mail = await patch(c.headers, form(c));
    expect(mail.json().estado).toBe('CORREO_EN_VERIFICACION');
    const emailCode = await codeSentTo(c.email);
    const email = await patch(c.headers, form(c, { codigoDeVerificacionOtp: emailCode }));
    expect(email.json()).toMatchObject({ estado: 'CORREO_VERIFICADO', cliente: { correoVerificado: true } });

    const noTerms = await patch(c.headers, form(c));
    expect(noTerms.statusCode).toBe(400);
    const done = await patch(c.headers, form(c, { bases: true }));
    expect(done.json()).toMatchObject({ ok: true, estado: 'CLIENTE_DATOS_VERIFICADOS' });
    const me = (await app.inject({ method: 'GET', url: '/api/clientes', headers: c.headers })).json().result;
    expect(me).toMatchObject({ clienteVerificado: true, emailValido: 'S', celular1: c.celular });
    const after = await app.inject({ method: 'GET', url: `${URL}?documento=${c.documento}&celular=${c.celular}`, headers: c.headers });
    expect(after.json().cliente.verificado).toBe(true);
  });

  it('locks a code after 5 wrong tries and refuses an expired one', async () => {
    const c = await fresh();
    await patch(c.headers, form(c));
    const sms = await codeSentTo(c.celular);
    const wrong = String((Number(sms) + 1) % 10000).padStart(4, '0');
    for (let i = 0; i < 4; i += 1) await patch(c.headers, form(c, { codigoDeVerificacionOtp: wrong }));
    const fifth = await patch(c.headers, form(c, { codigoDeVerificacionOtp: wrong }));
    expect(fifth.json().errors[0].msg).toBe('Superaste los 5 intentos. Pedí un código nuevo.');
    const right = await patch(c.headers, form(c, { codigoDeVerificacionOtp: sms }));
    expect(right.statusCode).toBe(400);
    expect(right.json().errors[0].msg).toBe('Superaste los 5 intentos. Pedí un código nuevo.');

    // a new code, then it expires
    expect((await patch(c.headers, form(c))).json().estado).toBe('CELULAR_OTP_ENVIADO');
    const fresh2 = await codeSentTo(c.celular);
    await app.db.updateTable('verification_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('customer_codigo', '=', c.codigo).execute();
    const late = await patch(c.headers, form(c, { codigoDeVerificacionOtp: fresh2 }));
    expect(late.json().errors[0].msg).toBe('El código venció. Pedí un código nuevo.');
  });

  it('caps the codes a customer may ask for in an hour', async () => {
    const c = await fresh();
    for (let i = 0; i < 5; i += 1) expect((await patch(c.headers, form(c, { reenviar: true }))).statusCode).toBe(200);
    const sixth = await patch(c.headers, form(c, { reenviar: true }));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errors[0].msg).toBe('Pediste demasiados códigos. Intentá de nuevo en una hora.');
  });

  it('checks a RUC on blur: format and another account', async () => {
    const c = await fresh();
    const q = (value: string) => app.inject({ method: 'GET', url: `/api/clientes/datos/verificar-ruc?value=${value}&kind=ruc`, headers: c.headers });
    expect((await q('123')).json().results).toEqual(['false', 'Formato correcto de RUC 1234567-8']);
    expect((await q('4567123-4')).json().results).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: `${URL}?documento=1&celular=0981-123456` })).statusCode).toBe(401);
  });
});
