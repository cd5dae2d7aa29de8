import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM } from '../checkout-fixtures.js';
import { testApp } from '../helpers.js';
import { EXEMPT, namesObjects, PROBED, type Probe, routeKey } from './access-matrix.js';
import { operationsOf } from './openapi-routes.js';
import { customerWithEverything, type Owner, snapshot } from './owned-objects.js';

/**
 * The access-control matrix, from the app's OpenAPI document: every route that can name an object is called by a
 * second customer with the first one's ids. None answers the owner's data, none changes it; owned objects answer
 * 404 (or 403). A route the matrix cannot classify fails here until it is listed in access-matrix.ts.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ PAYMENT_SWEEP_SECONDS: 0 });
});
afterAll(async () => app?.close());

const call = (probe: Probe, method: string, headers: Owner['headers']) =>
  app.inject({
    method: method as 'GET',
    url: probe.url,
    headers: probe.form ? { ...headers, ...FORM } : headers,
    payload: probe.form ?? (probe.payload as object | undefined),
  });

describe('access-control matrix', () => {
  it('classifies every route that can name an object', () => {
    const operations = operationsOf(app);
    const keys = new Set(operations.map(routeKey));
    const unclassified = operations.filter((op) => namesObjects(op) && !(routeKey(op) in PROBED) && !(routeKey(op) in EXEMPT)).map(routeKey);
    expect(unclassified, 'rutas con ids sin clasificar: agréguelas a PROBED o a EXEMPT con su motivo').toEqual([]);
    const stale = [...Object.keys(PROBED), ...Object.keys(EXEMPT)].filter((k) => !keys.has(k));
    expect(stale, 'rutas de la matriz que ya no existen').toEqual([]);
    console.log(`matriz: ${operations.length} rutas en OpenAPI, ${operations.filter(namesObjects).length} con ids, ${Object.keys(PROBED).length} probadas, ${Object.keys(EXEMPT).length} exentas con motivo`);
  });

  it('answers nothing of another customer and changes nothing of theirs', async () => {
    const a = await customerWithEverything(app);
    const b = await customerWithEverything(app);
    const before = await snapshot(app, a);
    const leaks: string[] = [];
    for (const [key, probeOf] of Object.entries(PROBED)) {
      const probe = probeOf(a);
      const res = await call(probe, key.split(' ')[0]!, b.headers);
      const refused = res.statusCode === 404 || res.statusCode === 403;
      if (probe.kind === 'owned' && !refused) leaks.push(`${key}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      if (res.statusCode >= 500) leaks.push(`${key}: ${res.statusCode}`);
      if (res.body.includes(a.tag) || res.body.includes(a.email) || res.body.includes(a.phone)) leaks.push(`${key}: la respuesta contiene datos del dueño`);
    }
    expect(leaks).toEqual([]);
    expect(await snapshot(app, a), 'los datos del dueño no cambiaron').toEqual(before);
    // The owner's own calls succeed: the ids were real.
    for (const [key, probeOf] of Object.entries(PROBED)) {
      const probe = probeOf(a);
      if (probe.ownerSucceeds === false || probe.kind !== 'owned') continue;
      const res = await call(probe, key.split(' ')[0]!, a.headers);
      expect(res.statusCode, `${key} como dueño: ${res.body.slice(0, 200)}`).toBe(200);
    }
  });
});
