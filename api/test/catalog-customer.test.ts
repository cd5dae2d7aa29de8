import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { hashPassword } from '../src/modules/auth/password.js';
import { makeCatalog } from './catalog-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';

let app: FastifyInstance;
let geo: { city: number; dep: number };
let ana: Record<string, string>;
let beto: Record<string, string>;
let tester: Record<string, string>;
const ids: Record<string, number> = {};

async function customer(email: string, documento: string, esTester = false) {
  const row = await app.db
    .insertInto('customers')
    .values({
      tipo: 'persona', tipo_persona: 'F', email, password_hash: await hashPassword('Demo1234'), nombres: 'Cliente',
      apellidos: 'Prueba', document_type: 'ci', documento, es_tester: esTester, terminos_estado: '1', verificado: true,
    })
    .returning('codigo')
    .executeTakeFirstOrThrow();
  ids[email] = row.codigo;
  return loginAs(app, email);
}

beforeAll(async () => {
  app = await testApp({ SEED: false });
  geo = await makeCatalog(app);
  ana = await customer('ana.catalogo@correo.test', '1000001');
  beto = await customer('beto.catalogo@correo.test', '1000002');
  tester = await customer('tester.catalogo@correo.test', '1000003', true);
});
afterAll(async () => app?.close());

const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: Record<string, unknown>) => {
  const res = await app.inject({ method, url, headers: { ...APP_AUTH, ...headers }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};

describe('payment-method discounts marked test', () => {
  test('are hidden from visitors and customers, shown to testers', async () => {
    const visitor = (await call('GET', '/api/productos/101')).body.result.descuentosFormas;
    expect(visitor.map((d: { porcentaje: number }) => d.porcentaje)).toEqual([15]);
    const customerView = (await call('GET', '/api/productos/101', ana)).body.result.descuentosFormas;
    expect(customerView.some((d: { test: boolean }) => d.test)).toBe(false);
    const testerView = (await call('GET', '/api/productos/101', tester)).body.result.descuentosFormas;
    expect(testerView).toEqual(
      expect.arrayContaining([expect.objectContaining({ porcentaje: 40, test: true, precioConDescuento: 10800 - 4320 })]),
    );
    const inList = (await call('GET', '/api/buscar?q=ibuprofeno', ana)).body.results.flatMap((p: { descuentosFormas: { test: boolean }[] }) => p.descuentosFormas);
    expect(inList.some((d: { test: boolean }) => d.test)).toBe(false);
    const listTester = (await call('GET', '/api/descuentos', tester)).body.results.map((d: { porcentaje: number }) => d.porcentaje);
    expect(listTester).toEqual([40, 15]);
    expect((await call('GET', '/api/descuentos')).body.results.map((d: { porcentaje: number }) => d.porcentaje)).toEqual([15]);
    const testId = testerView.find((d: { test: boolean }) => d.test).codigoDescuento;
    expect((await call('GET', `/api/descuentos/descripcion/${testId}`)).status).toBe(404);
    expect((await call('GET', `/api/descuentos/descripcion/${testId}`, tester)).body.result).toBe('40% de descuento pagando con Blupy QR (prueba).');
  });
});

describe('favourites', () => {
  test('need a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/favoritos'], ['GET', '/api/favoritos/count'], ['GET', '/api/favoritos/verificar/101'],
      ['POST', '/api/favoritos/agregar/101'], ['DELETE', '/api/favoritos/delete/101'],
    ] as const) {
      const r = await call(method, url);
      expect(r.status, url).toBe(401);
      expect(r.body.errors[0].msg).toMatch(/sesión/);
    }
  });

  test('add, check, count, list and delete — each customer only sees their own', async () => {
    const added = await call('POST', '/api/favoritos/agregar/101', ana);
    expect(added.body).toEqual({ ok: true, message: 'Producto Agregado a Favoritos', result: 1 });
    await call('POST', '/api/favoritos/agregar/105', ana);
    expect((await call('POST', '/api/favoritos/agregar/105', ana)).body.result).toBe(2); // idempotent
    expect((await call('GET', '/api/favoritos/count', ana)).body.result).toBe(2);
    expect((await call('GET', '/api/favoritos/verificar/101', ana)).body.result).toBe(true);
    const list = await call('GET', '/api/favoritos', ana);
    expect(list.body).toMatchObject({ total: 2, page: 1, pageSize: 12 });
    expect(list.body.results.map((p: { codigo: number }) => p.codigo).sort()).toEqual([101, 105]);

    expect((await call('GET', '/api/favoritos/count', beto)).body.result).toBe(0);
    expect((await call('GET', '/api/favoritos/verificar/101', beto)).body.result).toBe(false);
    expect((await call('GET', '/api/favoritos', beto)).body.results).toEqual([]);
    // Beto cannot remove Ana's favourite: his delete touches only his rows.
    expect((await call('DELETE', '/api/favoritos/delete/101', beto)).status).toBe(404);
    expect((await call('GET', '/api/favoritos/count', ana)).body.result).toBe(2);

    expect((await call('DELETE', '/api/favoritos/delete/101', ana)).body.result).toBe(1);
    expect((await call('GET', '/api/favoritos/verificar/101', ana)).body.result).toBe(false);
    const rows = await app.db.selectFrom('favourites').selectAll().execute();
    expect(rows.map((r) => [r.customer_codigo, r.producto_codigo])).toEqual([[ids['ana.catalogo@correo.test'], 105]]);
  });

  test('unknown or malformed products are refused', async () => {
    expect((await call('POST', '/api/favoritos/agregar/999999', ana)).body.errors[0].msg).toBe('El producto no existe.');
    expect((await call('POST', '/api/favoritos/agregar/abc', ana)).status).toBe(400);
  });

  test('recommendations follow the categories of the favourites', async () => {
    const r = await call('GET', '/api/productos/te-va-a-encantar', ana);
    expect(r.body.results.length).toBeGreaterThan(0);
    expect(r.body.results.every((p: { categoria: { codigo: number } }) => p.categoria.codigo === 20)).toBe(true);
  });
});

describe('ratings', () => {
  test('rating needs a session and a score from 1 to 5', async () => {
    expect((await call('POST', '/api/calificaciones/agregar/101', {}, { puntaje: 5 })).status).toBe(401);
    const bad = await call('POST', '/api/calificaciones/agregar/101', ana, { puntaje: 7 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].msg).toBe('La calificación debe ser un número entero entre 1 y 5');
    expect((await call('POST', '/api/calificaciones/agregar/999999', ana, { puntaje: 3 })).status).toBe(404);
  });

  test('average and count, own score, re-rating replaces', async () => {
    // form-encoded, as the shop sends it
    const form = await app.inject({
      method: 'POST', url: '/api/calificaciones/agregar/101', headers: { ...ana, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'puntaje=5',
    });
    expect(form.statusCode).toBe(200);
    await call('POST', '/api/calificaciones/agregar/101', beto, { puntaje: 2 });
    await call('POST', '/api/calificaciones/agregar/101', beto, { puntaje: 4 });
    expect((await call('GET', '/api/calificaciones/ver/101')).body.result).toEqual({ promedio: 4.5, cantidad: 2, propia: null });
    expect((await call('GET', '/api/calificaciones/ver/101', beto)).body.result.propia).toBe(4);
    expect((await call('GET', '/api/productos/101')).body.result.calificacion).toEqual({ promedio: 4.5, cantidad: 2 });
  });
});

describe('availability', () => {
  test('by branch, in total, and bad ids', async () => {
    expect((await call('GET', '/api/existencia/101?sucursal=2')).body).toEqual({ ok: true, disponibilidad: { existencia: 7, sucursal: 2 } });
    expect((await call('GET', '/api/existencia/producto/101?sucursal=3')).body.disponibilidad.existencia).toBe(0);
    expect((await call('GET', '/api/existencia/101')).body.disponibilidad.existencia).toBe(12);
    expect((await call('GET', '/api/existencia/101?sucursal=99')).body.errors[0].msg).toBe('La sucursal no existe.');
    expect((await call('GET', '/api/existencia/999999')).status).toBe(404);
    expect((await call('GET', '/api/existencia/xyz')).status).toBe(400);
  });

  test('by address: its branch, else the nearest; only the owner may ask', async () => {
    const address = (nombre: string, customerCodigo: number, extra: Record<string, unknown>) =>
      app.db
        .insertInto('addresses')
        .values({ customer_codigo: customerCodigo, nombre, calle: 'Mcal. López', ciudad_codigo: geo.city, departamento_codigo: geo.dep, ...extra })
        .returning('codigo')
        .executeTakeFirstOrThrow();
    const anaId = ids['ana.catalogo@correo.test'];
    if (anaId === undefined) throw new Error('the customer is made in beforeAll');
    const assigned = await address('Casa', anaId, { sucursal_codigo: 2, latitud: -25.28, longitud: -57.64 });
    const near = await address('Oficina', anaId, { latitud: -25.339, longitud: -57.51 }); // San Lorenzo → branch 3
    const nowhere = await address('Sin ubicación', anaId, {});

    expect((await call('GET', `/api/existencia/101?direccion=${assigned.codigo}`, ana)).body.disponibilidad).toEqual({ existencia: 7, sucursal: 2 });
    expect((await call('GET', `/api/existencia/103?direccion=${near.codigo}`, ana)).body.disponibilidad).toEqual({ existencia: 4, sucursal: 3 });
    expect((await call('GET', `/api/existencia/103?direccion=${nowhere.codigo}`, ana)).status).toBe(422);
    expect((await call('GET', `/api/existencia/101?direccion=${assigned.codigo}`)).status).toBe(401);
    const other = await call('GET', `/api/existencia/101?direccion=${assigned.codigo}`, beto);
    expect(other.status).toBe(404);
    expect(other.body.errors[0].msg).toBe('La dirección no existe.');
  });

  test('donde-comprar: branches with stock, nearest first, distance in km', async () => {
    // the fixture's branches open on Mondays from 07:00 to 22:00; Monday 12:00 in Asunción
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T15:00:00Z') });
    const r = await call('GET', '/api/productos/existencia/donde-comprar/103?lat=-25.34&lng=-57.51');
    expect(r.status).toBe(200);
    expect(r.body.result.map((x: { sucursal: { codigo: number } }) => x.sucursal.codigo)).toEqual([3, 1]);
    expect(r.body.result[0].distancia).toBeLessThan(1);
    expect(r.body.result[1].distancia).toBeGreaterThan(10);
    expect(r.body.result[1].distancia).toBeLessThan(20);
    expect(r.body.result[0]).toMatchObject({ existencia: 4, sucursal: { ciudad: 'Asunción', departamento: 'Central' } });
    const far = await call('GET', '/api/productos/existencia/donde-comprar/101?lat=-27.33&lng=-55.87');
    expect(far.body.result.map((x: { sucursal: { codigo: number } }) => x.sucursal.codigo)).toEqual([2, 1]); // branch 3 has 0
    expect((await call('GET', '/api/productos/existencia/donde-comprar/101?lat=abc&lng=1')).body.errors[0].msg).toBe('La latitud no es válida');
    expect((await call('GET', '/api/productos/existencia/donde-comprar/101')).status).toBe(400);
    expect((await call('GET', '/api/productos/existencia/donde-comprar/999999?lat=-25&lng=-57')).status).toBe(404);
    vi.useRealTimers();
  });

  test('donde-comprar: only the 4 nearest branches open now, sorted by distance', async () => {
    const schedule = (from: string, to: string) =>
      JSON.stringify([1, 2, 3, 4, 5, 6, 7].map((dia) => ({ dia, horaInicioMostrador: from, horaFinMostrador: to, horaInicioDelivery: null, horaFinDelivery: null })));
    const branch = (codigo: number, latitud: number, horarios: string) => ({
      codigo, numero: codigo, descripcion: `Punto ${codigo}`, nombre: `Punto ${codigo}`, direccion: `Ruta ${codigo}`,
      ciudad_codigo: geo.city, departamento_codigo: geo.dep, latitud, longitud: -57.6, horarios,
    });
    const day = schedule('07:00', '21:00');
    // on longitude -57.6, one degree of latitude is about 111.2 km; 0.1° ≈ 11.1 km
    await app.db
      .insertInto('branches')
      .values([
        branch(41, -25.1, schedule('00:00', '23:59')), // ≈ 11.1 km, open all day
        branch(42, -25.05, schedule('08:00', '13:00')), // ≈ 5.6 km, closed in the afternoon
        branch(43, -25.3, day), // ≈ 33.4 km
        branch(44, -25.2, day), // ≈ 22.2 km
        branch(45, -25.5, day), // ≈ 55.6 km
        branch(46, -25.4, day), // ≈ 44.5 km
        branch(47, -25.01, day), // ≈ 1.1 km, no stock
      ])
      .execute();
    await app.db
      .insertInto('stock')
      .values([41, 42, 43, 44, 45, 46, 47].map((sucursal_codigo) => ({ producto_codigo: 106, sucursal_codigo, existencia: sucursal_codigo === 47 ? 0 : sucursal_codigo - 40 })))
      .execute();
    const nearest = async (utc: string) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(utc) });
      try {
        const r = await call('GET', '/api/productos/existencia/donde-comprar/106?lat=-25.0&lng=-57.6');
        expect(r.status).toBe(200);
        return r.body.result as { sucursal: { codigo: number }; distancia: number; existencia: number }[];
      } finally {
        vi.useRealTimers();
      }
    };

    // Tuesday 15:00 in Asunción: 42 closed since 13:00, 45 is the fifth open one
    const afternoon = await nearest('2026-11-24T18:00:00Z');
    expect(afternoon.map((b) => b.sucursal.codigo)).toEqual([41, 44, 43, 46]);
    expect(afternoon.map((b) => Math.round(b.distancia))).toEqual([11, 22, 33, 44]);
    expect(afternoon.map((b) => b.existencia)).toEqual([1, 4, 3, 6]);

    // Tuesday 10:00: 42 is open and the nearest
    expect((await nearest('2026-11-24T13:00:00Z')).map((b) => b.sucursal.codigo)).toEqual([42, 41, 44, 43]);

    // Tuesday 23:30: only the branch open all day
    expect((await nearest('2026-11-25T02:30:00Z')).map((b) => b.sucursal.codigo)).toEqual([41]);
  });
});
