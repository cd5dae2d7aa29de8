import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CATALOG_CACHE_CHANNEL } from '../src/plugins/catalog-cache.js';
import { hashPassword } from '../src/modules/auth/password.js';
import { makeCatalog } from './catalog-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';
import { useRedis } from './notifications-fixtures.js';

// Public catalogue answers are kept for CATALOG_CACHE_SECONDS (1 s here, so the bound can be waited for).
let app: FastifyInstance;
let ana: Record<string, string>;
let tester: Record<string, string>;

async function customer(target: FastifyInstance, email: string, documento: string, esTester = false) {
  await target.db
    .insertInto('customers')
    .values({
      tipo: 'persona', tipo_persona: 'F', email, password_hash: await hashPassword('Demo1234'), nombres: 'Cliente',
      apellidos: 'Prueba', document_type: 'ci', documento, es_tester: esTester, terminos_estado: '1', verificado: true,
    })
    .execute();
  return loginAs(target, email);
}

const get = async (target: FastifyInstance, url: string, headers: Record<string, string> = {}) => {
  const res = await target.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers, text: res.body, body: res.body ? res.json() : null };
};
const price = async (target: FastifyInstance) => (await get(target, '/api/productos/101')).body.result.precio as number;
const setListPrice = (target: FastifyInstance, precio: number) => target.db.updateTable('products').set({ precio }).where('codigo', '=', 101).execute();

/** Polls until the product's price is `expected` or `ms` have passed; answers how long it took. */
async function priceBecomes(target: FastifyInstance, expected: number, ms: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if ((await price(target)) === expected) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`el precio no llegó a ${expected} en ${ms} ms (sigue en ${await price(target)})`);
}

beforeAll(async () => {
  app = await testApp({ SEED: false, CATALOG_CACHE_SECONDS: 1 });
  await makeCatalog(app);
  ana = await customer(app, 'ana.cache@correo.test', '2000001');
  tester = await customer(app, 'tester.cache@correo.test', '2000002', true);
}, 180_000);
afterAll(async () => app?.close());

describe('public catalogue reads', () => {
  test('carry an ETag, revalidate with 304 and are answered again unchanged', async () => {
    for (const url of ['/api/productos/101', '/api/categorias', '/api/categorias/10?orderBy=menor_precio', '/api/buscar?q=ibuprofeno']) {
      const first = await get(app, url);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const again = await get(app, url);
      expect(again.headers.etag).toBe(etag);
      expect(again.text).toBe(first.text);
      expect(again.headers['content-type']).toMatch(/^application\/json/);
      const revalidated = await get(app, url, { 'if-none-match': etag });
      expect(revalidated.status).toBe(304);
      expect(revalidated.text).toBe('');
      expect((await get(app, url, { 'if-none-match': '"otro"' })).status).toBe(200);
    }
  });

  test('a price written to the database shows within CATALOG_CACHE_SECONDS, not at once', async () => {
    app.catalogCache.clear();
    expect(await price(app)).toBe(10800);
    await setListPrice(app, 20000);
    // still the kept answer right after the change…
    expect(await price(app)).toBe(10800);
    // …and the new price (10 % off) once the second has passed
    expect(await priceBecomes(app, 18000, 3000)).toBeLessThanOrEqual(1500);
    await setListPrice(app, 12000);
    await priceBecomes(app, 10800, 3000);
  });

  test('a rating shows at once in the product', async () => {
    expect((await get(app, '/api/productos/101')).body.result.calificacion).toEqual({ promedio: 0, cantidad: 0 });
    const rated = await app.inject({ method: 'POST', url: '/api/calificaciones/agregar/101', headers: { ...APP_AUTH, ...ana }, payload: { puntaje: 4 } });
    expect(rated.statusCode).toBe(200);
    expect((await get(app, '/api/productos/101')).body.result.calificacion).toEqual({ promedio: 4, cantidad: 1 });
  });

  test('testers get their own answer (test discounts), never the shared one, and it is not kept for others', async () => {
    const visitor = await get(app, '/api/productos/101');
    expect(visitor.body.result.descuentosFormas.some((d: { test: boolean }) => d.test)).toBe(false);
    const own = await get(app, '/api/productos/101', tester);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    expect(own.headers.etag).toBeUndefined();
    expect(own.body.result.descuentosFormas.some((d: { test: boolean }) => d.test)).toBe(true);
    const after = await get(app, '/api/productos/101');
    expect(after.body.result.descuentosFormas.some((d: { test: boolean }) => d.test)).toBe(false);
  });

  test('errors are not kept: an unknown product stays 404 and a new one shows', async () => {
    expect((await get(app, '/api/productos/987654')).status).toBe(404);
    await app.db
      .insertInto('products')
      .values({ codigo: 987654, descripcion: 'Gel antiséptico', nombre: 'Gel antiséptico', slug: 'gel-antiseptico', precio: 5000, categoria_codigo: 20 })
      .execute();
    expect((await get(app, '/api/productos/987654')).status).toBe(200);
  });
});

/** A real HTTP request to the listening app (kept answers are written before Fastify there). */
function send(port: number, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
/** What a client sees of an answer's headers, without the per-response and per-transport ones. */
const seen = (headers: IncomingHttpHeaders | Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)));

describe('public catalogue reads over the network', () => {
  let port: number;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  test('a kept answer has the same status, body and headers as the answer that computed it, 200 and 304', async () => {
    for (const url of ['/api/productos/101', '/api/categorias', '/api/categorias/10?orderBy=menor_precio', '/api/buscar?q=ibuprofeno']) {
      app.catalogCache.clear();
      const computed = await send(port, url);
      expect(computed.status).toBe(200);
      const kept = await send(port, url);
      expect(kept.status).toBe(200);
      expect(kept.body.equals(computed.body)).toBe(true);
      expect(seen(kept.headers)).toEqual(seen(computed.headers));
      expect(kept.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
      expect(kept.headers['x-content-type-options']).toBe('nosniff');
      expect(kept.headers.vary).toBe('Origin, Accept-Encoding');
      // …and the same as Fastify's own hit (inject does not go through the server's request event)
      const injected = await app.inject({ method: 'GET', url });
      expect(seen(kept.headers)).toEqual(seen(injected.headers));
      const etag = kept.headers.etag as string;
      const revalidated = await send(port, url, { 'if-none-match': etag });
      expect(revalidated.status).toBe(304);
      expect(revalidated.body.length).toBe(0);
      // as Fastify has always answered it over HTTP: the 200's headers, length 0
      expect(seen(revalidated.headers)).toEqual({ ...seen(kept.headers), 'content-length': '0' });
    }
  });

  test('is sent compressed (br, gzip) to clients that ask, with an ETag of its own; the JSON to the others', async () => {
    const url = '/api/categorias';
    app.catalogCache.clear();
    const json = (await send(port, url)).body;
    expect(json.length).toBeGreaterThan(1024);
    const decode = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [coding, acceptEncoding] of [['br', 'gzip, deflate, br'], ['gzip', 'gzip, deflate']] as const) {
      // compressed once after the answer is kept: until then the JSON is sent
      let res = await send(port, url, { 'accept-encoding': acceptEncoding });
      for (let i = 0; i < 100 && res.headers['content-encoding'] === undefined; i++) {
        await new Promise((r) => setTimeout(r, 5));
        res = await send(port, url, { 'accept-encoding': acceptEncoding });
      }
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toBe('Origin, Accept-Encoding');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(json.length / 2);
      expect(decode[coding](res.body).equals(json)).toBe(true);
      const etag = res.headers.etag as string;
      expect(etag).toMatch(new RegExp(`-${coding}"$`));
      expect((await send(port, url, { 'accept-encoding': acceptEncoding, 'if-none-match': etag })).status).toBe(304);
      // a client with an Origin goes through Fastify's hooks and gets the same representation
      const withOrigin = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding, origin: 'http://localhost:3000' } });
      expect(withOrigin.headers['content-encoding']).toBe(coding);
      expect(withOrigin.headers.etag).toBe(etag);
      expect(decode[coding](withOrigin.rawPayload).equals(json)).toBe(true);
    }
    for (const acceptEncoding of [undefined, 'identity', 'gzip;q=0, br;q=0']) {
      const res = await send(port, url, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.equals(json)).toBe(true);
    }
  });

  test('testers get their own answer, a session cookie is slid as before, and CORS answers the Origin', async () => {
    app.catalogCache.clear();
    await send(port, '/api/productos/101');
    const visitor = await send(port, '/api/productos/101');
    expect(JSON.parse(visitor.body.toString()).result.descuentosFormas.some((d: { test: boolean }) => d.test)).toBe(false);
    const own = await send(port, '/api/productos/101', { cookie: tester.cookie! });
    expect(own.headers['cache-control']).toBe('private, no-cache');
    expect(own.headers.etag).toBeUndefined();
    expect(JSON.parse(own.body.toString()).result.descuentosFormas.some((d: { test: boolean }) => d.test)).toBe(true);
    const unknown = await send(port, '/api/productos/101', { cookie: 'token=desconocido' });
    expect(unknown.headers['set-cookie']?.[0]).toMatch(/^token=;/);
    const allowed = await send(port, '/api/productos/101', { origin: 'http://localhost:3000' });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.body.equals(visitor.body)).toBe(true);
    const foreign = await send(port, '/api/productos/101', { origin: 'https://otro.example' });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('several API instances (Redis)', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let redis: { url: string; stop: () => void };
  beforeAll(async () => {
    redis = await useRedis();
    // A long bound: only the message from the other instance can explain a fresh answer.
    [a, b] = await Promise.all([
      testApp({ SEED: false, REDIS_URL: redis.url, CATALOG_CACHE_SECONDS: 600 }),
      testApp({ SEED: false, REDIS_URL: redis.url, CATALOG_CACHE_SECONDS: 600 }),
    ]);
    await Promise.all([makeCatalog(a), makeCatalog(b)]);
    // Both instances listen on the channel, and their socket.io adapters are subscribed too (closing an adapter
    // whose subscriptions are still on their way leaves rejected promises behind).
    const probe = new Redis(redis.url);
    try {
      for (let i = 0; i < 100; i++) {
        const [, listeners] = (await probe.pubsub('NUMSUB', CATALOG_CACHE_CHANNEL)) as [string, number];
        const patterns = Number(await probe.pubsub('NUMPAT'));
        if (listeners >= 2 && patterns >= 2) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      probe.disconnect();
    }
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    redis?.stop();
  });

  test('clearing the cache on one instance clears it on the others', async () => {
    expect(await price(b)).toBe(10800);
    await setListPrice(b, 20000);
    expect(await price(b)).toBe(10800);
    a.catalogCache.clear();
    await priceBecomes(b, 18000, 3000);
  });
});
