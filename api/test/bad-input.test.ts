import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_AUTH, testApp } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ SEED: false });
});
afterAll(async () => app?.close());

/** Every failure answers `{ errors: [{ msg }] }` in Spanish, never a 500 and never a stack. */
function expectErrorShape(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(Array.isArray(body.errors)).toBe(true);
  expect(typeof body.errors[0].msg).toBe('string');
  expect(body.errors[0].msg.length).toBeGreaterThan(3);
  expect(res.body).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  return body.errors[0].msg as string;
}

const LOGIN = '/api/customers/login';
const json = { ...APP_AUTH, 'content-type': 'application/json' };

describe('bad input', () => {
  it('rejects malformed JSON', async () => {
    const res = await app.inject({ method: 'POST', url: LOGIN, headers: json, payload: '{"mail": "a@b.c", "password": ' });
    expect(expectErrorShape(res, 400)).toBe('El cuerpo de la solicitud no es un JSON válido.');
    const empty = await app.inject({ method: 'POST', url: LOGIN, headers: json, payload: '' });
    expect(expectErrorShape(empty, 400)).toBe('El cuerpo de la solicitud no es un JSON válido.');
  });

  it('rejects wrong types with a field error', async () => {
    const res = await app.inject({ method: 'POST', url: LOGIN, headers: json, payload: { mail: 12345, password: ['x'] } });
    expectErrorShape(res, 400);
    const params = await app.inject({ method: 'GET', url: '/api/ubicaciones/doce/hijos' });
    expect(expectErrorShape(params, 400)).toBe('El código de ubicación debe ser numérico.');
    const huge = await app.inject({ method: 'GET', url: '/api/ubicaciones/99999999999999999999/hijos' });
    expectErrorShape(huge, 400);
  });

  it('answers 413 in Spanish for a body over 1 MiB', async () => {
    const big = JSON.stringify({ mail: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 10) });
    const res = await app.inject({ method: 'POST', url: LOGIN, headers: json, payload: big });
    expect(expectErrorShape(res, 413)).toBe('El contenido enviado es demasiado grande.');
  });

  it('answers 415 for an unsupported content type', async () => {
    const res = await app.inject({ method: 'POST', url: LOGIN, headers: { ...APP_AUTH, 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(expectErrorShape(res, 415)).toBe('Tipo de contenido no admitido.');
  });

  it('answers unknown routes and methods with 404', async () => {
    expect(expectErrorShape(await app.inject({ method: 'GET', url: '/api/no-existe' }), 404)).toMatch(/^No existe la ruta GET \/api\/no-existe/);
    expectErrorShape(await app.inject({ method: 'DELETE', url: '/api/ubicaciones', headers: APP_AUTH }), 404);
  });

  it('answers 401 on a private route without a session, and on a mutating call without the app authorisation', async () => {
    expectErrorShape(await app.inject({ method: 'GET', url: '/api/sucursales/favoritas' }), 401);
    expectErrorShape(await app.inject({ method: 'GET', url: '/api/sucursales/favoritas', headers: { cookie: 'token=inventado' } }), 401);
    const noAuth = await app.inject({ method: 'POST', url: LOGIN, payload: { mail: 'a@b.c', password: 'x' } });
    expectErrorShape(noAuth, 401);
  });

  it('survives a malformed URL', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ubicaciones/%E0%A4%A/hijos' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().errors[0].msg).toBeTruthy();
  });
});
