import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from './auth-fixtures.js';
import { loginAs, testApp } from './helpers.js';
import { connect, listen, next, type TestSocket, useRedis } from './notifications-fixtures.js';

// Two API instances sharing one Redis: a notification created on A reaches a socket connected to B.
let a: FastifyInstance;
let b: FastifyInstance;
let redis: { url: string; stop: () => void };
let socket: TestSocket | undefined;
beforeAll(async () => {
  redis = await useRedis();
  [a, b] = await Promise.all([testApp({ SEED: false, REDIS_URL: redis.url }), testApp({ SEED: false, REDIS_URL: redis.url })]);
}, 180_000);
afterAll(async () => {
  socket?.close();
  await Promise.all([a?.close(), b?.close()]);
  redis?.stop();
});

describe('notifications across instances (Redis adapter)', () => {
  it('delivers a notification created on instance A to a socket connected to instance B', async () => {
    // Each instance has its own database here; the same customer code exists in both.
    const onA = await makeCustomer(a, { email: 'multi@correo.test', documento: '4242424' });
    const onB = await makeCustomer(b, { email: 'multi@correo.test', documento: '4242424' });
    expect(onB.codigo).toBe(onA.codigo);
    await listen(a);
    const baseB = await listen(b);
    const headers = await loginAs(b, onB.email, onB.password);
    socket = await connect(baseB, headers.cookie);
    await socket.initialList;

    const arrived = next(socket, 'sala', (p) => p.items.some((i) => i.nowaTitulo === 'Creada en A'));
    await a.notifications.createForCustomer(onA.codigo, { titulo: 'Creada en A' });
    const payload = await arrived;
    expect(payload.count).toBe(1);
  });

  it('shares the rate-limit counters between instances', async () => {
    const c = await makeCustomer(a);
    await makeCustomer(b, { email: c.email, documento: c.documento });
    const tries: number[] = [];
    const net = Math.floor(Math.random() * 250);
    for (let i = 0; i < 6; i++) {
      const app = i % 2 ? b : a;
      const res = await app.inject({
        method: 'POST',
        url: '/api/customers/login',
        headers: { authorization: 'Bearer botica-web-1.10.13', 'x-forwarded-for': `10.8.${net}.${i}` },
        payload: { mail: c.email, password: 'Incorrecta1' },
      });
      tries.push(res.statusCode);
    }
    expect(tries).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
