import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/modules/auth/password.js';
import { runSeed } from '../src/db/seed/run-seed.js';
import { testApp } from './helpers.js';

let app: FastifyInstance;
const TABLES = [
  'locations', 'branches', 'categories', 'brands', 'products', 'stock', 'quantity_promotions', 'product_payment_discounts',
  'banners', 'parameters', 'customers', 'addresses', 'orders', 'order_lines', 'saved_cards', 'company_managers',
  'accountants', 'notification_messages', 'customer_notifications',
] as const;

async function counts() {
  const out: Record<string, number> = {};
  for (const t of TABLES) out[t] = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(t)}`.execute(app.db)).rows[0]!.n;
  return out;
}
const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(app.db)).rows[0]!;

beforeAll(async () => {
  app = await testApp(); // seeds on start
});
afterAll(async () => app?.close());

describe('seed', () => {
  it('is idempotent: a second run inserts nothing and duplicates nothing', async () => {
    const before = await counts();
    const report = await runSeed(app.db);
    expect(Object.values(report.steps).every((s) => s.inserted === 0)).toBe(true);
    expect(await counts()).toEqual(before);
    expect(before).toMatchObject({ branches: 500, products: 534, brands: 82, customers: 6, orders: 3, accountants: 1 });
  });

  it('loads the geography with the expected kinds', async () => {
    const kinds = (await sql<{ tipo: string; n: number }>`SELECT tipo, count(*)::int AS n FROM locations GROUP BY tipo`.execute(app.db)).rows;
    const byKind = Object.fromEntries(kinds.map((k) => [k.tipo, k.n]));
    expect(byKind.Departamento).toBe(18);
    expect(byKind.Ciudad).toBeGreaterThan(250);
    expect(byKind.Barrio).toBeGreaterThan(6000);
    const withPoint = await one(sql<{ n: number }>`SELECT count(*)::int AS n FROM locations WHERE tipo = 'Ciudad' AND latitud IS NOT NULL`);
    expect(withPoint.n).toBeGreaterThan(170);
  });

  it('builds a three-level category tree with featured entries and colours', async () => {
    const levels = await one(sql<{ l3: number; featured: number; nocolour: number }>`
      SELECT count(*) FILTER (WHERE nivel = 3)::int AS l3, count(*) FILTER (WHERE destacada)::int AS featured,
             count(*) FILTER (WHERE color IS NULL)::int AS nocolour FROM categories`);
    expect(levels.l3).toBeGreaterThan(10);
    expect(levels.featured).toBeGreaterThan(5);
    expect(levels.nocolour).toBe(0);
    const brands = await one(sql<{ n: number }>`SELECT count(*)::int AS n FROM brands WHERE destacada`);
    expect(brands.n).toBe(12);
  });

  it('spreads stock, discounts and promotions over the catalogue', async () => {
    const stock = await one(sql<{ none: number; shareavg: number; regional: number }>`
      WITH per AS (SELECT p.codigo, count(*) FILTER (WHERE s.existencia > 0) AS branches
                   FROM products p LEFT JOIN stock s ON s.producto_codigo = p.codigo GROUP BY p.codigo)
      SELECT count(*) FILTER (WHERE branches = 0)::int AS none,
             avg(branches)::float AS shareavg,
             (SELECT count(DISTINCT s.producto_codigo)::int FROM stock s WHERE s.producto_codigo % 11 = 3) AS regional
      FROM per`);
    expect(stock.none).toBeGreaterThanOrEqual(5);
    expect(stock.none).toBeLessThan(30);
    expect(stock.shareavg).toBeGreaterThan(150);
    const disc = await one(sql<{ n: number; lo: number; hi: number }>`
      SELECT count(*)::int AS n, min(descuento)::int AS lo, max(descuento)::int AS hi FROM products WHERE descuento > 0`);
    expect(disc.n / 534).toBeGreaterThan(0.2);
    expect(disc.n / 534).toBeLessThan(0.4);
    expect(disc.lo).toBe(10);
    expect(disc.hi).toBe(80);
    const promos = (await sql<{ promocion: string }>`SELECT DISTINCT q.promocion FROM quantity_promotions q JOIN products p ON p.codigo = q.producto_codigo WHERE p.promocion`.execute(app.db)).rows.map((r) => r.promocion).sort();
    expect(promos).toEqual(['2x1', '3x2', '4x2']);
    const formas = await one(sql<{ test: number; normal: number }>`SELECT count(*) FILTER (WHERE test)::int AS test, count(*) FILTER (WHERE NOT test)::int AS normal FROM product_payment_discounts`);
    expect(formas.test).toBeGreaterThan(0);
    expect(formas.normal).toBeGreaterThan(formas.test);
    const caps = await one(sql<{ n: number }>`SELECT count(*)::int AS n FROM products WHERE tope_linea IS NOT NULL`);
    expect(caps.n).toBeGreaterThan(0);
  });

  it('has a banner for every home position and a running timer', async () => {
    const positions = (await sql<{ posicion: string }>`SELECT DISTINCT posicion FROM banners`.execute(app.db)).rows.map((r) => r.posicion);
    for (const p of ['TEMPORIZADOR', 'OFERTA_PRINCIPAL', 'OFERTA_SECUNDARIA', 'MEDIO', 'PROMO', 'CARRUSEL_SUPERIOR', 'DESTACADO_SEMANA', 'DESCUENTOS']) {
      expect(positions).toContain(p);
    }
    const timer = await one(sql<{ future: boolean }>`SELECT fecha_fin > now() AS future FROM banners WHERE posicion = 'TEMPORIZADOR'`);
    expect(timer.future).toBe(true);
    const param = await app.db.selectFrom('parameters').select('valor').where('nombre', '=', 'CARRITO_HABILITADO').executeTakeFirst();
    expect(param?.valor).toBe('S');
  });

  it('creates the demo accounts with password Demo1234 and their history', async () => {
    const rows = await app.db.selectFrom('customers').selectAll().execute();
    const by = (e: string) => rows.find((r) => r.email === e)!;
    expect(await verifyPassword(by('cliente@farmacia.test').password_hash, 'Demo1234')).toBe(true);
    expect(by('cliente@farmacia.test')).toMatchObject({ terminos_estado: '1', verificado: true, tipo: 'persona' });
    expect(by('nuevo@farmacia.test')).toMatchObject({ terminos_estado: '0', verificado: false });
    expect(by('tester@farmacia.test').es_tester).toBe(true);
    expect(by('funcionario@farmacia.test').es_funcionario).toBe(true);
    expect(by('empresa@farmacia.test')).toMatchObject({ tipo: 'empresa', tipo_persona: 'J', document_type: 'ruc', documento: '80012345-6' });
    const cliente = by('cliente@farmacia.test').codigo;
    const orders = await app.db.selectFrom('orders').select(['estado', 'total', 'subtotal']).where('customer_codigo', '=', cliente).execute();
    expect(orders.map((o) => o.estado).sort()).toEqual(['GENE', 'PROC', 'REND']);
    const addresses = await app.db.selectFrom('addresses').selectAll().where('customer_codigo', '=', cliente).execute();
    expect(addresses).toHaveLength(2);
    expect(addresses.every((a) => a.barrio_codigo && a.latitud)).toBe(true);
    const popup = await app.db.selectFrom('notification_messages').selectAll().where('popup', '=', true).executeTakeFirstOrThrow();
    expect(popup.fecha_inicio).toBeTruthy();
    expect(popup.fecha_fin).toBeTruthy();
  });
});

describe('seed images and attribution', () => {
  it('serves an image with its type and a long cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/imagenes/placeholders/medicamentos.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toContain('<svg');
    const banner = await app.inject({ method: 'GET', url: '/api/imagenes/banners/temporizador.webp' });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toBe('image/webp');
    expect(banner.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('names a WebP drawn from its SVG for every picture of the shop, and every named picture is served', async () => {
    const named = (
      await sql<{ imagen: string }>`
        SELECT imagen FROM categories UNION SELECT imagen FROM brands UNION SELECT foto FROM products
        UNION SELECT imagen FROM banners UNION SELECT imagen_web FROM banners UNION SELECT imagen FROM notification_messages
        UNION SELECT imagen FROM cover_images UNION SELECT banner FROM landing_sections UNION SELECT imagen FROM landing_sections
        UNION SELECT imagen FROM landing_slides`.execute(app.db)
    ).rows.map((r) => r.imagen).filter(Boolean);
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((n) => !n.endsWith('.webp'))).toEqual([]);
    for (const name of named) {
      const res = await app.inject({ method: 'GET', url: `/api/imagenes/${name}` });
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type'], name).toBe('image/webp');
    }
    // a banner's phone picture (below 768 px) is the smaller drawing of its web picture
    const banner = (await sql<{ imagen: string; imagen_web: string }>`SELECT imagen, imagen_web FROM banners WHERE posicion = 'OFERTA_PRINCIPAL'`.execute(app.db)).rows[0]!;
    expect(banner).toEqual({ imagen: 'banners/oferta-principal-movil.webp', imagen_web: 'banners/oferta-principal.webp' });
    const phone = await app.inject({ method: 'GET', url: `/api/imagenes/${banner.imagen}` });
    const web = await app.inject({ method: 'GET', url: `/api/imagenes/${banner.imagen_web}` });
    expect(phone.rawPayload.length).toBeLessThan(web.rawPayload.length * 0.75);
  });

  it('refuses anything outside the image folder or not an image', async () => {
    for (const url of [
      '/api/imagenes/../package.json',
      '/api/imagenes/..%2f..%2fpackage.json',
      '/api/imagenes/%2e%2e/%2e%2e/src/config.ts',
      '/api/imagenes/placeholders/SOURCE.md',
      '/api/imagenes/no-existe.svg',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('"name"');
      expect(res.json().errors[0].msg).toBeTruthy();
    }
  });

  it('answers the data attribution', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/acerca-de-los-datos' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, result: { texto: expect.stringContaining('GeoNames') } });
  });
});
