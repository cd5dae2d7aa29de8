import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, makeCustomer } from './auth-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ SEED: false });
});
afterAll(async () => app?.close());

const mutating: [string, string][] = [
  ['POST', '/api/customers/login'],
  ['POST', '/api/customers/logout'],
  ['POST', '/api/clientes/registro'],
  ['POST', '/api/customers/verificar-celular'],
  ['POST', '/api/customers/password/info'],
  ['POST', '/api/customers/password/reset'],
  ['POST', '/api/customers/password/change/abcdefghijklmnop'],
  ['POST', '/api/clientes/verificar-correo'],
  ['POST', '/api/clientes/verificar-correo/enviar'],
  ['PUT', '/api/clientes/terminos-y-condiciones'],
  ['POST', '/api/sandbox/notificaciones'],
  ['DELETE', '/api/social/perfil'],
];

describe('access security', () => {
  it.each(mutating)('%s %s needs the application authorisation', async (method, url) => {
    const c = await makeCustomer(app);
    const { cookie } = await loginAs(app, c.email, c.password);
    const res = await app.inject({ method: method as 'POST', url, headers: { cookie, authorization: 'Bearer otra-app' }, payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].msg).toBe('Solicitud no autorizada: falta la autorización de la aplicación.');
    // the session survives: the refused call did nothing
    expect((await app.inject({ method: 'GET', url: '/api/clientes', headers: { cookie } })).statusCode).toBe(200);
  });

  it('a session answers only its own customer, whatever the request says', async () => {
    const a = await makeCustomer(app);
    const b = await makeCustomer(app);
    const headers = await loginAs(app, a.email, a.password);
    const res = await app.inject({ method: 'GET', url: `/api/clientes?clieCodigo=${b.codigo}`, headers: { ...headers, cliente: 'otro-token' } });
    expect(res.json().result.clieCodigo).toBe(a.codigo);
  });

  it('clears the cookie of a session that no longer exists', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/clientes', headers: { cookie: 'token=ya-no-existe' } });
    expect(res.statusCode).toBe(401);
    expect(cookieOf(res.headers['set-cookie'], 'token')).toMatch(/token=;/);
  });

  it('answers malformed bodies in Spanish without internals', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/customers/login',
      headers: { ...APP_AUTH, 'content-type': 'application/json' },
      payload: '{"mail":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].msg).toBe('El cuerpo de la solicitud no es un JSON válido.');
    expect(res.body).not.toMatch(/at \w+ \(|node_modules/);
  });

  it('sends the session cookie with Secure when COOKIE_SECURE is on', async () => {
    const secure = await testApp({ SEED: false, COOKIE_SECURE: true });
    try {
      const c = await makeCustomer(secure);
      const res = await secure.inject({ method: 'POST', url: '/api/customers/login', headers: APP_AUTH, payload: { mail: c.email, password: c.password } });
      expect(cookieOf(res.headers['set-cookie'], 'token')).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  }, 180_000);

  it('does not allow other origins to read answers with credentials', async () => {
    const res = await app.inject({ method: 'OPTIONS', url: '/api/customers/login', headers: { origin: 'https://otro-sitio.test', 'access-control-request-method': 'POST' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
