import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, makeCustomer } from './auth-fixtures.js';
import { APP_AUTH, testApp } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ SEED: false });
});
afterAll(async () => app?.close());

const pair = (setCookie: string | string[] | undefined, name: string) => cookieOf(setCookie, name)?.split(';')[0];

/** Opens the sandbox provider page and answers its signed state and the browser's state cookie. */
async function start(provider: 'google' | 'facebook', redirect = '/carrito') {
  const res = await app.inject({ method: 'GET', url: `/api/social/${provider}/start?redirect=${encodeURIComponent(redirect)}` });
  expect(res.statusCode).toBe(200);
  // the group is not optional, so a match always has it
  const state = /name="state" value="([^"]+)"/.exec(res.body)![1]!;
  return { html: res.body, state, cookie: pair(res.headers['set-cookie'], 'social_state')! };
}
const callback = (provider: string, state: string, profile: string, cookie?: string) =>
  app.inject({ method: 'GET', url: `/api/social/${provider}/callback?state=${encodeURIComponent(state)}&profile=${profile}`, headers: cookie ? { cookie } : {} });

describe('social sign-in through the sandbox provider', () => {
  it('shows a Spanish page with three demo profiles', async () => {
    const { html } = await start('google');
    expect(html).toContain('Elegí un perfil');
    expect(html.match(/name="profile"/g)).toHaveLength(3);
    expect(html).toContain('sofia.rojas@gmail.test');
  });

  it('a linked profile logs the customer in and returns to the page they came from', async () => {
    const c = await makeCustomer(app, { google_id: 'sandbox-google-1001' });
    const { state, cookie } = await start('google', '/carrito');
    const res = await callback('google', state, 'sandbox-google-1001', cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/carrito');
    const token = pair(res.headers['set-cookie'], 'token')!;
    expect(cookieOf(res.headers['set-cookie'], 'token')).toMatch(/HttpOnly/i);
    const me = await app.inject({ method: 'GET', url: '/api/clientes', headers: { cookie: token } });
    expect(me.json().result.clieCodigo).toBe(c.codigo);
  });

  it('a new profile goes to /social-register; registering links the id and later sign-ins log in directly', async () => {
    const { state, cookie } = await start('google', '/mi-cuenta');
    const res = await callback('google', state, 'sandbox-google-2001', cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/social-register');
    const profileCookie = pair(res.headers['set-cookie'], 'social_profile')!;
    expect(cookieOf(res.headers['set-cookie'], 'social_profile')).toMatch(/HttpOnly/i);

    const perfil = await app.inject({ method: 'GET', url: '/api/social/perfil', headers: { cookie: profileCookie } });
    expect(perfil.json()).toEqual({
      ok: true,
      result: { provider: 'google', id: 'sandbox-google-2001', email: 'sofia.rojas@gmail.test', firstName: 'Sofía', lastName: 'Rojas' },
    });
    expect((await app.inject({ method: 'GET', url: '/api/social/perfil' })).statusCode).toBe(404);

    const payload = {
      tipo: 'persona',
      documentType: 'ci',
      document: '6543210',
      firstName: 'Sofía',
      lastName: 'Rojas',
      email: 'sofia.rojas@gmail.test',
      phone: '0983-765432',
      password: 'Social1234',
      passwordConfirmation: 'Social1234',
      googleId: 'sandbox-google-2001',
    };
    const withoutProof = await app.inject({ method: 'POST', url: '/api/clientes/registro', headers: APP_AUTH, payload });
    expect(withoutProof.statusCode).toBe(400);
    const reg = await app.inject({ method: 'POST', url: '/api/clientes/registro', headers: { ...APP_AUTH, cookie: profileCookie }, payload });
    expect(reg.statusCode).toBe(200);
    expect(cookieOf(reg.headers['set-cookie'], 'social_profile')).toMatch(/social_profile=;/);

    const again = await start('google', '/mi-cuenta');
    const second = await callback('google', again.state, 'sandbox-google-2001', again.cookie);
    expect(second.headers.location).toBe('/mi-cuenta');
    const me = await app.inject({ method: 'GET', url: '/api/clientes', headers: { cookie: pair(second.headers['set-cookie'], 'token')! } });
    expect(me.json().result.clieCodigo).toBe(reg.json().result.clieCodigo);
  });

  it('refuses forged, foreign or replayed states', async () => {
    const { state, cookie } = await start('google');
    const tampered = state.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    expect((await callback('google', tampered, 'sandbox-google-2002', cookie)).headers.location).toBe('/login?social=error');
    expect((await callback('google', state, 'sandbox-google-2002')).headers.location).toBe('/login?social=error');
    expect((await callback('facebook', state, 'sandbox-facebook-2001', cookie)).headers.location).toBe('/login?social=error');
    expect((await callback('google', state, 'no-existe', cookie)).headers.location).toBe('/login?social=error');
  });

  it('only redirects to paths of the shop', async () => {
    const c = await makeCustomer(app, { google_id: 'sandbox-google-2002' });
    const { state, cookie } = await start('google', 'https://otro-sitio.test/robar');
    const res = await callback('google', state, 'sandbox-google-2002', cookie);
    expect(res.headers.location).toBe('/mi-cuenta');
    expect(c.codigo).toBeGreaterThan(0);
  });

  it('login with a social id needs the provider\'s proof', async () => {
    const c = await makeCustomer(app, { google_id: 'id-de-google-x' });
    const res = await app.inject({ method: 'POST', url: '/api/customers/login', headers: APP_AUTH, payload: { mail: c.email, google: 'id-de-google-x', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].param).toBe('mail');
  });
});
