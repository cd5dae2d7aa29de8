import { BranchSchema, LocationSchema } from '@botica/shared-contracts/geo/entities';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './helpers.js';
import { testApp } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => app?.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('locations', () => {
  it('lists the 18 departments', async () => {
    const res = await get('/api/ubicaciones');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.results).toHaveLength(18);
    expect(() => v.parse(v.array(LocationSchema), body.results)).not.toThrow();
    expect(body.results.every((l: { tipo: string }) => l.tipo === 'Departamento')).toBe(true);
    expect(body.results.map((l: { descripcion: string }) => l.descripcion)).toContain('Central');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('lists only the cities of a department, and the barrios of a city', async () => {
    const central = (await get('/api/ubicaciones')).json().results.find((l: { descripcion: string }) => l.descripcion === 'Central');
    const cities = (await get(`/api/ubicaciones/${central.codigo}/hijos`)).json().results;
    expect(cities.length).toBeGreaterThan(15);
    expect(cities.every((c: { tipo: string }) => c.tipo === 'Ciudad')).toBe(true);
    const sanLorenzo = cities.find((c: { descripcion: string }) => c.descripcion === 'San Lorenzo');
    expect(sanLorenzo).toBeTruthy();
    const barrios = (await get(`/api/ubicaciones/${sanLorenzo.codigo}/hijos`)).json().results;
    expect(barrios.length).toBeGreaterThan(5);
    expect(barrios.every((b: { tipo: string }) => b.tipo === 'Barrio')).toBe(true);

    const asuncion = (await get('/api/ubicaciones')).json().results.find((l: { descripcion: string }) => l.descripcion === 'Asunción');
    const [capital] = (await get(`/api/ubicaciones/${asuncion.codigo}/hijos`)).json().results;
    const asuBarrios = (await get(`/api/ubicaciones/${capital.codigo}/hijos`)).json().results;
    expect(asuBarrios).toHaveLength(68);
    expect(asuBarrios.map((b: { descripcion: string }) => b.descripcion)).toContain('Villa Morra');
  });

  it('answers 404 for an unknown location and 400 for a non-numeric one, in Spanish', async () => {
    const missing = await get('/api/ubicaciones/999999/hijos');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].msg).toBe('No se encontró la ubicación solicitada.');
    expect(missing.headers['cache-control']).toBeUndefined();
    const bad = await get('/api/ubicaciones/abc/hijos');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].msg).toBe('El código de ubicación debe ser numérico.');
  });
});

describe('branches', () => {
  it('lists all 500 branches in the contract shape', async () => {
    const res = await get('/api/sucursales');
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results).toHaveLength(500);
    expect(() => v.parse(v.array(BranchSchema), results)).not.toThrow();
    const first = results[0];
    expect(first.horarios).toHaveLength(7);
    expect(first.ciudad).toBeTruthy();
    expect(first.departamento).toBeTruthy();
    expect(['S', 'N']).toContain(first.sucursalDelivery.parametros.entregaProgramada);
    const flags = new Set(results.map((b: { sucursalDelivery: { parametros: { entregaProgramada: string } } }) => b.sucursalDelivery.parametros.entregaProgramada));
    expect([...flags].sort()).toEqual(['N', 'S']);
  });

  it('filters by city and validates the filter', async () => {
    const all = (await get('/api/sucursales')).json().results;
    const city = all[0].ciudadCodigo;
    const res = (await get(`/api/sucursales?ciudad=${city}`)).json().results;
    expect(res.length).toBe(all.filter((b: { ciudadCodigo: number }) => b.ciudadCodigo === city).length);
    expect(res.every((b: { ciudadCodigo: number }) => b.ciudadCodigo === city)).toBe(true);
    const bad = await get('/api/sucursales?ciudad=centro');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].msg).toBe('El código de ciudad debe ser numérico.');
  });

  it('keeps favourite branches private', async () => {
    const res = await get('/api/sucursales/favoritas');
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].msg).toBeTruthy();
  });

  it("lists the customer's last pickup branches, most recent first", async () => {
    const headers = await loginAs(app, 'cliente@farmacia.test');
    const res = await get('/api/sucursales/favoritas', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((b: { codigo: number }) => b.codigo)).toEqual([1005, 1001]);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const other = await loginAs(app, 'tester@farmacia.test');
    expect((await get('/api/sucursales/favoritas', other)).json().results).toEqual([]);
  });
});
