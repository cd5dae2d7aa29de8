import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../auth-fixtures.js';
import { loginAs, testApp } from '../helpers.js';
import { badRequests, type FuzzRequest } from './fuzz-inputs.js';
import { fillPath, type Operation, operationsOf, wellFormed } from './openapi-routes.js';

/**
 * The fuzzer: for every route of the OpenAPI document, FUZZ_RUNS (default 1,000) generated bad requests — wrong
 * types, missing and unknown fields, huge strings, unicode, out-of-range numbers, bad path parameters, malformed
 * JSON, form and multipart bodies — sent with a live session and the application authorisation, so they reach
 * the handlers. No answer may be a 5xx. FUZZ_SEED repeats a run.
 *
 * A request generated twice for the same route (a GET without parameters has only one; small values come often) is
 * sent once: the same request to the same route tells nothing new.
 *
 * The routes are dealt to FUZZ_SHARDS test files (`fuzz-1.test.ts`, `fuzz-2.test.ts`), each with its own app and
 * database, so vitest sends them from two processes at once: every route still gets its FUZZ_RUNS generated requests,
 * with the same seed per route whatever the shard.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

const FUZZ_SHARDS = 2;

let app: FastifyInstance;
let headers: { cookie: string; authorization: string };

async function freshSession() {
  const c = await makeCustomer(app);
  headers = await loginAs(app, c.email, c.password);
}

let sent = 0;
function send(op: Operation, req: FuzzRequest, n: number) {
  sent += 1;
  const base = {
    method: req.method,
    url: fillPath(op.path, req.path),
    query: Object.fromEntries(Object.entries(req.query).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? v.map(wellFormed) : wellFormed(v)]]))),
    // a new client address each time: the per-address limits would otherwise answer 429 to all the rest
    headers: { ...headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } as Record<string, string>,
  };
  if (!req.body) return app.inject(base);
  if ('json' in req.body) return app.inject({ ...base, headers: { ...base.headers, 'content-type': 'application/json' }, payload: JSON.stringify(req.body.json) ?? 'null' });
  return app.inject({ ...base, headers: { ...base.headers, 'content-type': req.body.contentType }, payload: req.body.payload });
}

/** Defines the fuzz test for the routes of shard `shard` (1-based) of FUZZ_SHARDS: route i goes to shard i mod n. */
export function fuzzShard(shard: number) {
  beforeAll(async () => {
    app = await testApp();
    await freshSession();
  });
  afterAll(async () => app?.close());

  describe(`fuzzer: generated bad input on every route (part ${shard} of ${FUZZ_SHARDS})`, () => {
    it(`answers no 5xx to ${RUNS} generated bad requests per route, each distinct one sent once`, async () => {
      const all = operationsOf(app);
      expect(all.length).toBeGreaterThan(100);
      const operations = [...all.entries()].filter(([i]) => i % FUZZ_SHARDS === shard - 1);
      const failures: string[] = [];
      const started = Date.now();
      const slowest: [string, number][] = [];
      for (const [i, op] of operations) {
        const routeStarted = Date.now();
        // a request may have ended the session (logout, account deletion): the next route gets a live one
        if ((await app.inject({ method: 'GET', url: '/api/clientes', headers })).statusCode !== 200) await freshSession();
        const inputs = fc.sample(badRequests(op), { numRuns: RUNS, seed: SEED + i });
        const seen = new Set<string>();
        for (const [n, req] of inputs.entries()) {
          const key = JSON.stringify(req);
          if (seen.has(key)) continue;
          seen.add(key);
          const res = await send(op, req, n);
          if (res.statusCode >= 500) {
            failures.push(`${op.method} ${op.path} → ${res.statusCode} ${res.body.slice(0, 200)} :: ${key.slice(0, 400)}`);
          }
        }
        slowest.push([`${op.method} ${op.path}`, Date.now() - routeStarted]);
      }
      slowest.sort((a, b) => b[1] - a[1]);
      console.log(`rutas más lentas: ${slowest.slice(0, 8).map(([r, ms]) => `${r} ${ms} ms`).join(', ')}`);
      console.log(`fuzzer, parte ${shard}/${FUZZ_SHARDS}: ${operations.length} de ${all.length} rutas, ${operations.length * RUNS} generadas, ${sent} distintas enviadas, ${failures.length} respuestas 5xx, ${Math.round((Date.now() - started) / 1000)} s (semilla ${SEED})`);
      expect(failures.slice(0, 20)).toEqual([]);
    }, 3_600_000);
  });
}
