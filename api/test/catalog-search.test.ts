import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeCatalog } from './catalog-fixtures.js';
import { ProductService } from '../src/modules/catalog/products/product.service.js';
import { SearchService } from '../src/modules/catalog/search/search.service.js';
import { testApp } from './helpers.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp({ SEED: false });
  await makeCatalog(app);
});
afterAll(async () => app?.close());

const search = async (qs: string) => {
  const res = await app.inject(`/api/buscar?${qs}`);
  return { status: res.statusCode, body: res.json() };
};
const codes = (body: { results: { codigo: number }[] }) => body.results.map((p) => p.codigo);

describe('GET /buscar', () => {
  test('finds by words, case and accent insensitive', async () => {
    expect(codes((await search('q=IBUPROFENO')).body).sort()).toEqual([101, 102]);
    expect(codes((await search('q=ninos')).body)).toEqual([103]); // 'niños' without the tilde
    expect(codes((await search(`q=${encodeURIComponent('DÍA noche')}`)).body)).toEqual([104]);
    expect(codes((await search('q=sol%20demo')).body).sort()).toEqual([105, 106, 107]); // brand name
  });

  test('tolerates typos', async () => {
    const ibu = await search('q=ibuprofno');
    expect(codes(ibu.body).sort()).toEqual([101, 102]);
    expect(ibu.body.sugerencia ?? null).toBeNull();
    expect(codes((await search('q=protectr')).body).sort()).toEqual([105, 106]);
    expect(codes((await search('q=protectr%20solar')).body).sort()).toEqual([105, 106]);
  });

  test('an exact product code or barcode comes first', async () => {
    const byCode = await search('q=101');
    expect(codes(byCode.body)[0]).toBe(101);
    expect(codes(byCode.body)).toContain(107); // 'Vitamina C 101' matches the text too
    expect(codes((await search('q=2990000000101')).body)).toEqual([101]);
  });

  test('prefix while typing and the suggestion mode limit', async () => {
    const r = await search('q=prot&buscador=true');
    expect(codes(r.body).sort()).toEqual([105, 106]);
    expect(r.body.pageSize).toBe(5);
    const limited = await search('q=solar&limit=1&buscador=true');
    expect(limited.body.results).toHaveLength(1);
    expect(limited.body.total).toBe(2);
  });

  test('sorts and paginates', async () => {
    const r = await search('q=protector&orderBy=menor_precio');
    expect(r.body.results.map((p: { precio: number }) => p.precio)).toEqual([72000, 110000]);
    const page2 = await search('q=protector&p=2');
    expect(page2.body).toMatchObject({ results: [], total: 2, page: 2 });
  });

  test('nothing found: empty results, total 0 and a real spelling suggestion', async () => {
    const r = await search('q=parasetamoll%20jarave');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true, results: [], total: 0 });
    expect(r.body.sugerencia).toBe('paracetamol jarabe');
    const follow = await search(`q=${encodeURIComponent(r.body.sugerencia)}`);
    expect(codes(follow.body)[0]).toBe(103); // both words match best
    const none = await search('q=zzqqxx');
    expect(none.body).toMatchObject({ results: [], total: 0, sugerencia: null });
  });

  test('invalid queries are refused in Spanish', async () => {
    expect((await search('q=a')).body.errors[0].msg).toBe('La búsqueda debe tener al menos 2 caracteres');
    expect((await search('')).status).toBe(400);
    expect((await search('q=ibu&limit=500')).status).toBe(400);
    expect((await search('q=%25%25%25')).body).toMatchObject({ results: [], total: 0 });
  });

  test('search text follows product edits', async () => {
    await app.db.updateTable('products').set({ descripcion: 'Ibuprofeno pediátrico suspensión' }).where('codigo', '=', 102).execute();
    expect(codes((await search('q=pediatrico')).body)).toEqual([102]);
  });
});

test('searches matching more than the broad threshold are ordered by popularity', async () => {
  // 'demo' is in every product (the manufacturer 'Laboratorio Demo Uno').
  const ranked = await search('q=demo');
  expect(ranked.body.total).toBe(7);
  const broad = new SearchService(app.db, new ProductService(app.db), 5);
  const byPopularity = await broad.search({ q: 'demo' }, {});
  expect(byPopularity.results.map((p) => p.codigo)).toEqual([107, 103, 105, 101, 102, 106, 104]);
  expect(byPopularity.total).toBe(7);
  // A typed code keeps the exact match first even when broad.
  expect((await broad.search({ q: '101' }, {})).results[0]?.codigo).toBe(101);
});
