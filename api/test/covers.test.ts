import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => app?.close());

describe('covers', () => {
  it('answers the active cover: the default gift card', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/portadas/activa' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, results: { slug: 'gift-card-predeterminado', nombre: 'Gift Card' } });
  });

  it('answers a cover by slug with its images and web banners', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/portadas/por-slug/gift-card-predeterminado' });
    expect(res.statusCode).toBe(200);
    const { ok, results } = res.json();
    expect(ok).toBe(true);
    expect(results.imagenes.map((i: { ubicacion: string }) => i.ubicacion)).toEqual(['FONDO-WEB', 'FONDO-APP', 'DERECHA-WEB', 'DERECHA-APP']);
    expect(results.banners).toHaveLength(2);
    expect(results.banners[0]).toMatchObject({ imagen: expect.any(String), url: '/comprar-giftcard' });
  });

  it('answers 404 in Spanish for an unknown cover and 400 for a malformed slug', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/portadas/por-slug/no-existe' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].msg).toBe('No se encontró la portada.');
    const bad = await app.inject({ method: 'GET', url: '/api/portadas/por-slug/NO_VALIDA!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].msg).toBe('La portada indicada no es válida.');
  });

  it('answers ok false when no cover is active', async () => {
    await app.db.updateTable('covers').set({ activo: false }).execute();
    const res = await app.inject({ method: 'GET', url: '/api/portadas/activa' });
    expect(res.json()).toEqual({ ok: false, results: null });
    await app.db.updateTable('covers').set({ activo: true }).execute();
  });
});
