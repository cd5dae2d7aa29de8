import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_ORIGIN_MESSAGE } from '../../src/plugins/same-origin.js';
import { cookieOf, makeCustomer } from '../auth-fixtures.js';
import { APP_AUTH, loginAs, testApp } from '../helpers.js';

/**
 * Brute force and cross-site requests: guessing a password, a one-time code or a one-time link ends in a Spanish
 * 429; a mutating request another site makes with the shopper's cookie is refused before it runs.
 */
const SHOP = 'https://botica.test';
let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ SEED: false, PUBLIC_URL: SHOP, CORS_ORIGINS: `${SHOP},https://www.botica.test` });
});
afterAll(async () => app?.close());

let address = 0;
/** A client address of its own for each scenario, so the per-address counters of one do not touch another. */
const from = () => ({ 'x-forwarded-for': `10.99.${Math.floor(++address / 250)}.${address % 250}` });
const login = (payload: object, headers: object) => app.inject({ method: 'POST', url: '/api/customers/login', headers: { ...APP_AUTH, ...headers }, payload });

describe('brute force ends in 429', () => {
  it('password guessing on one account: the 6th try is 429, even with the right password', async () => {
    const c = await makeCustomer(app);
    const ip = from();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await login({ mail: c.email, password: `Mala${i}1234` }, ip)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await login({ mail: c.email, password: c.password }, from());
    expect(right.statusCode).toBe(429);
    expect(right.json().errors[0].msg).toMatch(/^Demasiados intentos/);
    expect(cookieOf(right.headers['set-cookie'], 'token')).toBeUndefined();
  });

  it('password spraying from one address: after 50 failures every login from it is 429', async () => {
    const ip = from();
    for (let i = 0; i < 50; i++) expect((await login({ mail: `nadie${i}@correo.test`, password: 'Mala1234' }, ip)).statusCode).toBe(400);
    const c = await makeCustomer(app);
    expect((await login({ mail: c.email, password: c.password }, ip)).statusCode).toBe(429);
  }, 60_000);

  it('one-time code guessing: 40 tries per address, then 429', async () => {
    const c = await makeCustomer(app, { celular1: `0971-${String(Date.now() % 1_000_000).padStart(6, '0')}` });
    const headers = { ...(await loginAs(app, c.email, c.password)), ...from() };
    const body = { tipo: 'F', celular: '0971-000000', correo: c.email, nombres: 'Ana', apellidos: 'Benítez', fechaNacimiento: '1990-05-17' };
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) {
      const res = await app.inject({ method: 'PATCH', url: '/api/clientes/datos/para-verificacion', headers, payload: { ...body, codigoDeVerificacionOtp: String(1000 + i) } });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 40).every((s) => s !== 429 && s < 500)).toBe(true);
    expect(statuses[40]).toBe(429);
  }, 60_000);

  it('one-time link guessing (password change, e-mail verification): 10 bad links per address, then 429', async () => {
    const ip = from();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/customers/password/change/${'x'.repeat(20)}${i}`,
        headers: { ...APP_AUTH, ...ip },
        payload: { password: 'Nueva1234', passwordConfirmation: 'Nueva1234' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400 || s === 404 || s === 410)).toBe(true);
    expect(statuses[10]).toBe(429);
    // the same address guessing e-mail verification links is stopped too (one counter for one-time links)
    const c = await makeCustomer(app);
    const verify = await app.inject({ method: 'POST', url: '/api/clientes/verificar-correo', headers: { ...(await loginAs(app, c.email, c.password)), ...ip }, payload: { token: 'y'.repeat(32) } });
    expect(verify.statusCode).toBe(429);
  });
});

describe('cross-site requests are refused', () => {
  it('refuses a mutating call with a foreign Origin, before it runs, even with the application authorisation', async () => {
    const c = await makeCustomer(app);
    const res = await login({ mail: c.email, password: c.password }, { origin: 'https://otro-sitio.test' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].msg).toBe(FOREIGN_ORIGIN_MESSAGE);
    expect(cookieOf(res.headers['set-cookie'], 'token')).toBeUndefined();
  });

  it('refuses a foreign Origin, or a cross-site request without Origin, carrying the session cookie; nothing changes', async () => {
    const c = await makeCustomer(app);
    const headers = await loginAs(app, c.email, c.password);
    const created = await app.inject({
      method: 'POST',
      url: '/api/direcciones',
      headers: { ...headers, origin: SHOP },
      payload: { nombre: 'Casa', calle: 'Avda. España', ubicacionCodigo: 9042, latitud: -25.29, longitud: -57.58 },
    });
    // the seedless database has no locations: what matters is that the shop's own origin got through the check
    expect(created.statusCode).not.toBe(403);
    for (const site of [{ origin: 'https://otro-sitio.test' }, { origin: 'null' }, { origin: `${SHOP}.otro-sitio.test` }, { 'sec-fetch-site': 'cross-site' }]) {
      const res = await app.inject({ method: 'PUT', url: '/api/clientes/delete', headers: { ...headers, ...site }, payload: { codigo: c.codigo } });
      expect(res.statusCode, JSON.stringify(site)).toBe(403);
      const out = await app.inject({ method: 'POST', url: '/api/customers/logout', headers: { ...headers, ...site } });
      expect(out.statusCode, JSON.stringify(site)).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/clientes', headers })).statusCode).toBe(200);
  });

  it('lets through the shop’s own origins (PUBLIC_URL and CORS_ORIGINS) and same-site requests', async () => {
    const c = await makeCustomer(app);
    for (const origin of [SHOP, 'https://www.botica.test']) {
      expect((await login({ mail: c.email, password: c.password }, { origin, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    }
    expect((await login({ mail: c.email, password: c.password }, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('keeps the session cookie HttpOnly and SameSite=Lax', async () => {
    const c = await makeCustomer(app);
    const res = await login({ mail: c.email, password: c.password }, {});
    const cookie = cookieOf(res.headers['set-cookie'], 'token')!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe('security headers on API answers', () => {
  it('sends nosniff, a referrer policy and a policy that runs and frames nothing on JSON', async () => {
    for (const url of ['/api/health', '/api/no-existe', '/api/clientes']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['content-security-policy']).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
    }
  });
});
