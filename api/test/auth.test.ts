import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, makeCustomer } from './auth-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ SEED: false });
});
afterAll(async () => app?.close());

const login = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/customers/login', headers: { ...APP_AUTH, ...headers }, payload });

describe('login', () => {
  it('answers the token and the customer code and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const c = await makeCustomer(app);
    const res = await login({ mail: c.email.toUpperCase(), password: c.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result.clieCodigo).toBe(c.codigo);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = cookieOf(res.headers['set-cookie'], 'token')!;
    expect(cookie).toContain(`token=${body.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=1800/);
    expect(cookie).not.toMatch(/Secure/);
    // only the hash is stored
    const stored = await app.db.selectFrom('sessions').select('id').where('customer_codigo', '=', c.codigo).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id).not.toBe(body.token);
  });

  it('gives the same Spanish message, on a field, for a wrong password and an unknown e-mail', async () => {
    const c = await makeCustomer(app);
    const wrong = await login({ mail: c.email, password: 'Otra1234' });
    const unknown = await login({ mail: 'nadie-existe@correo.test', password: 'Otra1234' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ msg: 'El correo o la contraseña son incorrectos.', param: 'password' });
    expect(unknown.json().errors[0]).toEqual(wrong.json().errors[0]);
  });

  it('validates the payload per field in Spanish', async () => {
    const bad = await login({ mail: 'no-es-correo', password: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ msg: 'Correo debe tener el formato correcto.', param: 'mail' });
    const empty = await login({ mail: 'a@b.com', password: '' });
    expect(empty.json().errors[0]).toMatchObject({ msg: 'Contraseña es requerida', param: 'password' });
  });

  it('refuses mutating calls without the application authorisation', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/customers/login', payload: { mail: 'a@b.com', password: 'x' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].msg).toBe('Solicitud no autorizada: falta la autorización de la aplicación.');
  });

  it('blocks an account after 5 failed attempts with a Spanish 429, even with the right password', async () => {
    const c = await makeCustomer(app);
    for (let i = 0; i < 5; i++) expect((await login({ mail: c.email, password: 'Mala1234' })).statusCode).toBe(400);
    const blocked = await login({ mail: c.email, password: c.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors[0].msg).toMatch(/^Demasiados intentos/);
    // another account from the same address still works
    const other = await makeCustomer(app);
    expect((await login({ mail: other.email, password: other.password })).statusCode).toBe(200);
  });
});

describe('login limits per address', () => {
  it('blocks an address after 50 failed attempts across accounts', async () => {
    const from = { 'x-forwarded-for': '10.77.0.1' };
    for (let i = 0; i < 50; i++) expect((await login({ mail: `nadie${i}@correo.test`, password: 'Mala1234' }, from)).statusCode).toBe(400);
    const c = await makeCustomer(app);
    expect((await login({ mail: c.email, password: c.password }, from)).statusCode).toBe(429);
    expect((await login({ mail: c.email, password: c.password }, { 'x-forwarded-for': '10.77.0.2' })).statusCode).toBe(200);
  }, 60_000);
});

describe('session', () => {
  it('GET /api/clientes answers the customer of the session, by cookie or Cliente header', async () => {
    const c = await makeCustomer(app);
    const headers = await loginAs(app, c.email, c.password);
    const res = await app.inject({ method: 'GET', url: '/api/clientes', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      result: {
        clieCodigo: c.codigo,
        email: c.email,
        primerNombre: 'Ana',
        primerApellido: 'Benítez',
        nombreCompleto: 'Ana María Benítez Ruiz',
        terminoYcondicionesEstado: '0',
        esTester: false,
        esFuncionario: false,
        bloqueadoPagoOnline: 'N',
      },
    });
    const token = headers.cookie.replace('token=', '');
    const byHeader = await app.inject({ method: 'GET', url: '/api/clientes', headers: { cliente: token } });
    expect(byHeader.json().result.clieCodigo).toBe(c.codigo);
  });

  it('answers 401 in Spanish without a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/clientes' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].msg).toBe('Debe iniciar sesión para continuar.');
    const forged = await app.inject({ method: 'GET', url: '/api/clientes', headers: { cookie: 'token=inventado' } });
    expect(forged.statusCode).toBe(401);
  });

  it('the session probe answers a visitor 200 "not logged in" and a customer with their data', async () => {
    const visitor = await app.inject({ method: 'GET', url: '/api/customers/sesion' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ ok: true, authenticated: false, clieCodigo: null, result: null });
    const forged = await app.inject({ method: 'GET', url: '/api/customers/sesion', headers: { cookie: 'token=inventado' } });
    expect(forged.statusCode).toBe(200);
    expect(forged.json().authenticated).toBe(false);

    const c = await makeCustomer(app);
    const headers = await loginAs(app, c.email, c.password);
    const customer = await app.inject({ method: 'GET', url: '/api/customers/sesion', headers });
    expect(customer.statusCode).toBe(200);
    expect(customer.json()).toMatchObject({
      ok: true,
      authenticated: true,
      clieCodigo: c.codigo,
      result: { clieCodigo: c.codigo, email: c.email, nombreCompleto: 'Ana María Benítez Ruiz' },
    });
    await app.inject({ method: 'POST', url: '/api/customers/logout', headers });
    expect((await app.inject({ method: 'GET', url: '/api/customers/sesion', headers })).json().authenticated).toBe(false);
  });

  it('logout ends the session on the server: the old token no longer works', async () => {
    const c = await makeCustomer(app);
    const headers = await loginAs(app, c.email, c.password);
    const out = await app.inject({ method: 'POST', url: '/api/customers/logout', headers });
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out.headers['set-cookie'], 'token')).toMatch(/token=;|Expires=Thu, 01 Jan 1970/);
    const after = await app.inject({ method: 'GET', url: '/api/clientes', headers });
    expect(after.statusCode).toBe(401);
  });

  it('rotates the session on login: the previous token of the browser ends', async () => {
    const c = await makeCustomer(app);
    const first = await loginAs(app, c.email, c.password);
    const again = await login({ mail: c.email, password: c.password }, { cookie: first.cookie });
    expect(again.statusCode).toBe(200);
    expect(`token=${again.json().token}`).not.toBe(first.cookie);
    expect((await app.inject({ method: 'GET', url: '/api/clientes', headers: first })).statusCode).toBe(401);
    const fresh = await app.inject({ method: 'GET', url: '/api/clientes', headers: { cookie: `token=${again.json().token}` } });
    expect(fresh.statusCode).toBe(200);
  });

  it('slides the expiry with activity, at most once a minute, and renews the cookie', async () => {
    const c = await makeCustomer(app);
    const headers = await loginAs(app, c.email, c.password);
    const quick = await app.inject({ method: 'GET', url: '/api/clientes', headers });
    expect(cookieOf(quick.headers['set-cookie'], 'token')).toBeUndefined();
    const old = new Date(Date.now() - 5 * 60 * 1000);
    await app.db
      .updateTable('sessions')
      .set({ last_seen_at: old as never, expires_at: new Date(Date.now() + 25 * 60 * 1000) })
      .where('customer_codigo', '=', c.codigo)
      .execute();
    const later = await app.inject({ method: 'GET', url: '/api/clientes', headers });
    expect(cookieOf(later.headers['set-cookie'], 'token')).toMatch(/Max-Age=1800/);
    const row = await app.db.selectFrom('sessions').select('expires_at').where('customer_codigo', '=', c.codigo).executeTakeFirstOrThrow();
    expect(new Date(row.expires_at as unknown as Date).getTime()).toBeGreaterThan(Date.now() + 29 * 60 * 1000);
  });

  it('an expired session is refused', async () => {
    const c = await makeCustomer(app);
    const headers = await loginAs(app, c.email, c.password);
    await app.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('customer_codigo', '=', c.codigo).execute();
    expect((await app.inject({ method: 'GET', url: '/api/clientes', headers })).statusCode).toBe(401);
  });

  it('accepting the terms sets terminoYcondicionesEstado to 1', async () => {
    const c = await makeCustomer(app);
    const headers = await loginAs(app, c.email, c.password);
    const res = await app.inject({ method: 'PUT', url: '/api/clientes/terminos-y-condiciones', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Términos y condiciones aceptado correctamente!');
    const me = await app.inject({ method: 'GET', url: '/api/clientes', headers });
    expect(me.json().result.terminoYcondicionesEstado).toBe('1');
    const anonymous = await app.inject({ method: 'PUT', url: '/api/clientes/terminos-y-condiciones', headers: { authorization: headers.authorization } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors[0].msg).toBeTruthy();
  });
});
