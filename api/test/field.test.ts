import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldReportInput } from '@botica/shared-contracts/field/payloads';
import { hashPassword } from '../src/modules/auth/password.js';
import { releaseFile } from './release-fixtures.js';
import { testApp } from './helpers.js';

/**
 * Field measurements (decision 080): what a page view's browser sends with navigator.sendBeacon arrives, is validated,
 * limited and aggregated by minute (counts and p75 by route and by app version, errors, the slowest documents), never
 * keeps anything about a person, and the operator's page shows it, canary beside stable.
 */
let app: FastifyInstance;
const PASSWORD = 'clave-de-operador-de-campo';
const CANARY = '20261130.101500-ab12cd3';
// a beacon carries no authorisation header: only the page's own origin
const beacon = { 'content-type': 'application/json', origin: 'http://localhost:3000' };
let address = 0;
/** Each test's reports come from their own address: the limit per address is tested on its own. */
const from = () => `203.0.113.${(address += 1)}`;

const send = (report: FieldReportInput, remoteAddress = from(), headers: Record<string, string> = beacon) =>
  app.inject({ method: 'POST', url: '/api/campo', headers, remoteAddress, payload: JSON.stringify(report) });

const view = (over: Partial<FieldReportInput> = {}): FieldReportInput => ({
  ruta: '/producto/:codigo/:slug',
  app: 'catalog',
  version: 'base',
  vista: true,
  presentes: [{ app: 'checkout', version: 'base' }],
  medidas: [
    { nombre: 'LCP', valor: 1200 },
    { nombre: 'TTFB', valor: 180 },
  ],
  ...over,
});

async function operatorCookie(): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/operador/ingresar', headers: { origin: 'http://localhost:3000' }, payload: { nombre: 'Ana', contrasena: PASSWORD } });
  expect(res.statusCode).toBe(303);
  return res.cookies.find((c) => c.name === 'botica_operador')!.value;
}
const overview = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/operador/medidas', headers: { 'x-operator-password': PASSWORD, 'x-operator-name': 'Ana' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as {
    rutas: { ruta: string; app: string; vistas: number; errores: number; vitales: Record<string, { p75: number | null; muestras: number }> }[];
    versiones: { app: string; version: string; canal: string | null; vistas: number; errores: number; vitales: Record<string, { p75: number | null; muestras: number }> }[];
    lentos: { ruta: string; ms: number; partes: Record<string, number>; traza: string | null }[];
  };
};

beforeAll(async () => {
  app = await testApp({ OPERATOR_PASSWORD_HASH: await hashPassword(PASSWORD), CANARY_WATCH_SECONDS: 0 });
  // checkout's version under watch is a published release (an error of a version nobody published counts for no watch)
  await app.releases.register('checkout', { ...releaseFile('checkout'), version: CANARY }, 'equipo de checkout');
});
afterAll(async () => app?.close());

describe('POST /api/campo', () => {
  it('aggregates page views by minute: views per app of the page, each vital’s p75 by route and by version', async () => {
    // four views of a product page: LCP 1.2 s, 1.9 s, 1.95 s and one slow of 6 s; the p75 falls among the fast ones
    for (const lcp of [1200, 1900, 1950, 6000]) expect((await send(view({ medidas: [{ nombre: 'LCP', valor: lcp }, { nombre: 'CLS', valor: 0.02 }] }))).statusCode).toBe(204);
    // a later report of the same views (INP comes when the page is hidden) adds measures, not views
    expect((await send(view({ vista: false, medidas: [{ nombre: 'INP', valor: 120 }] }))).statusCode).toBe(204);

    const result = await overview();
    const product = result.rutas.find((r) => r.ruta === '/producto/:codigo/:slug')!;
    expect(product).toMatchObject({ app: 'catalog', vistas: 4, errores: 0 });
    expect(product.vitales.LCP!.muestras).toBe(4);
    expect(product.vitales.LCP!.p75).toBeGreaterThan(1800);
    expect(product.vitales.LCP!.p75).toBeLessThanOrEqual(2000);
    expect(product.vitales.INP).toMatchObject({ muestras: 1 });
    expect(product.vitales.CLS!.p75).toBeLessThanOrEqual(0.025);
    // the checkout ran in those pages too: its version counts the views
    expect(result.versiones.find((v) => v.app === 'checkout' && v.version === 'base')).toMatchObject({ vistas: 4, canal: 'estable' });
  });

  it('counts client errors by route, app and version, and for that version’s canary watch', async () => {
    await send(view({ ruta: '/carrito', app: 'checkout', version: CANARY, presentes: [{ app: 'catalog', version: 'base' }] }));
    const res = await send(
      view({
        ruta: '/carrito',
        app: 'checkout',
        version: CANARY,
        vista: false,
        medidas: [],
        errores: [
          { tipo: 'frontera', app: 'checkout', version: CANARY, nombre: 'TypeError' },
          { tipo: 'rechazo', app: 'checkout', version: CANARY, nombre: 'ChunkLoadError' },
        ],
      }),
    );
    expect(res.statusCode).toBe(204);
    const result = await overview();
    expect(result.rutas.find((r) => r.ruta === '/carrito')).toMatchObject({ vistas: 1, errores: 2 });
    expect(result.versiones.find((v) => v.app === 'checkout' && v.version === CANARY)).toMatchObject({ vistas: 1, errores: 2 });
    // the release registry's counts (what the automatic rollback reads) have the same two errors
    const counted = await app.db.selectFrom('release_views').select((eb) => eb.fn.sum<string>('errores').as('n')).where('app', '=', 'checkout').where('version', '=', CANARY).executeTakeFirst();
    expect(Number(counted?.n)).toBe(2);
  });

  it('keeps the slowest documents of each route with their Server-Timing parts and trace', async () => {
    const trace = 'a'.repeat(31) + 'b';
    for (const [ms, traza] of [[300, undefined], [2400, trace], [900, undefined]] as const) {
      await send(view({ ruta: '/categoria/:codigo/:slug', documento: { ms, partes: { manifests: 3, fragment: ms - 100, session: 20, total: ms - 50 }, ...(traza ? { traza } : {}) } }));
    }
    const slowest = (await overview()).lentos.filter((d) => d.ruta === '/categoria/:codigo/:slug');
    expect(slowest.map((d) => d.ms)).toEqual([2400, 900, 300]);
    expect(slowest[0]).toMatchObject({ traza: trace, partes: { manifests: 3, fragment: 2300, session: 20, total: 2350 } });
  });

  it('refuses what is not a report, in Spanish, and stores nothing of it', async () => {
    const before = await overview();
    const cases: [unknown, RegExp][] = [
      [{ ...view(), ruta: '/producto/100001/paracetamol' }, /La ruta no es una de las rutas de la tienda/],
      [{ ...view(), medidas: [{ nombre: 'FID', valor: 10 }] }, /La medida es LCP, INP, CLS o TTFB/],
      [{ ...view(), medidas: [{ nombre: 'LCP', valor: -5 }] }, /no puede ser negativo/],
      [{ ...view(), version: 'mi-version' }, /La versión se escribe como/],
      [{ ...view(), errores: [{ tipo: 'error', app: 'catalog', version: 'base', nombre: 'Error: ana@correo.com no existe' }] }, /El nombre del error es el de su clase/],
      [{ ...view(), documento: { ms: 100, partes: {}, traza: 'no-es-una-traza' } }, /La traza es un identificador/],
      [{ ...view(), medidas: Array.from({ length: 9 }, () => ({ nombre: 'LCP', valor: 1 })) }, /hasta 8 medidas/],
    ];
    for (const [payload, message] of cases) {
      const res = await send(payload as FieldReportInput);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[0].msg).toMatch(message);
    }
    expect(await overview()).toEqual(before);
    // another site's page cannot report
    expect((await send(view(), from(), { ...beacon, origin: 'https://otro.example' })).statusCode).toBe(403);
  });

  it('limits reports per address: the 61st in a minute is refused', async () => {
    const address = '198.51.100.61';
    for (let i = 0; i < 60; i += 1) expect((await send(view({ vista: false, medidas: [] }), address)).statusCode).toBe(204);
    const limited = await send(view({ vista: false, medidas: [] }), address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].msg).toContain('Demasiados intentos');
  });

  it('keeps nothing about a person: only patterns, app names, versions, numbers and class names', async () => {
    for (const table of ['field_vitals', 'field_views', 'field_errors', 'field_slow_documents'] as const) {
      const rows = await app.db.selectFrom(table).selectAll().execute();
      const text = JSON.stringify(rows);
      expect(text).not.toMatch(/203\.0\.113|198\.51\.100|@/);
      for (const row of rows as { ruta: string }[]) expect(row.ruta.startsWith('/') || row.ruta === '(sin página)').toBe(true);
    }
  });
});

describe('the operator page of field measurements', () => {
  it('is only for an operator, and shows p75 per route, each version with its channel, and the slowest documents', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/operador/medidas' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toContain('Ingresar como operador');
    expect(anonymous.body).not.toContain('Por ruta');

    const page = await app.inject({ method: 'GET', url: '/operador/medidas', cookies: { botica_operador: await operatorCookie() } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Medidas de campo');
    expect(page.body).toMatch(/<td>\/producto\/:codigo\/:slug<\/td><td>catalog<\/td><td>4<\/td>/);
    // checkout's canary (not promoted in this database) beside its stable base build
    expect(page.body).toMatch(/<td>checkout<\/td><td>estable<\/td><td>compilación base<\/td>/);
    expect(page.body).toContain(`<td>${CANARY}</td><td>1</td><td>2</td><td>200,0 %</td>`);
    expect(page.body).toContain(`<code>${'a'.repeat(31)}b</code>`);
    expect(page.body).toContain('fragment 2.300 ms');
  });
});
