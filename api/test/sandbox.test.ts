import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.js';

describe('sandbox console (on)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ SEED: false, SANDBOX: true });
    app.sandbox.addSection({ id: 'pagos-pendientes', titulo: 'Pagos pendientes', orden: 10, render: () => '<p>Sin pagos pendientes de prueba.</p>' });
    await app.outbox.send({ canal: 'email', destino: 'ana@correo.test', asunto: 'Recuperá tu contraseña', cuerpo: 'Hola <Ana>, usá este enlace.', enlace: 'http://localhost:3000/cambiar-contrasena/abc123' });
    await app.outbox.send({ canal: 'sms', destino: '0981123456', cuerpo: 'Tu código es 654321' });
    await app.outbox.send({ canal: 'email', destino: 'otro@correo.test', cuerpo: 'Mensaje con enlace raro', enlace: 'javascript:alert(1)' });
  });
  afterAll(async () => app?.close());

  it('lists the outbox newest first as JSON, filtered by recipient', async () => {
    const all = (await app.inject({ method: 'GET', url: '/api/sandbox/outbox' })).json();
    expect(all.ok).toBe(true);
    expect(all.results.map((m: { destino: string }) => m.destino)).toEqual(['otro@correo.test', '0981123456', 'ana@correo.test']);
    const ana = (await app.inject({ method: 'GET', url: '/api/sandbox/outbox?destino=ANA@correo.test' })).json();
    expect(ana.results).toHaveLength(1);
    expect(ana.results[0]).toMatchObject({ canal: 'email', asunto: 'Recuperá tu contraseña', enlace: 'http://localhost:3000/cambiar-contrasena/abc123' });
    const bad = await app.inject({ method: 'GET', url: '/api/sandbox/outbox?limite=mil' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].msg).toMatch(/límite/);
  });

  it('renders the console in Spanish with escaped text, clickable safe links and registered sections', async () => {
    const res = await app.inject({ method: 'GET', url: '/sandbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).toContain('Bandeja de salida');
    expect(html).toContain('Hola &lt;Ana&gt;, usá este enlace.');
    expect(html).toContain('<a href="http://localhost:3000/cambiar-contrasena/abc123"');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('Tu código es 654321');
    expect(html).toMatch(/http-equiv="refresh"/);
    expect(html.indexOf('0981123456')).toBeLessThan(html.indexOf('ana@correo.test'));
    expect(html).toContain('<section id="pagos-pendientes"><h2>Pagos pendientes</h2><p>Sin pagos pendientes de prueba.</p>');
    const filtered = (await app.inject({ method: 'GET', url: '/sandbox?destino=0981123456' })).body;
    expect(filtered).toContain('Tu código es 654321');
    expect(filtered).not.toContain('usá este enlace');
  });
});

describe('sandbox console (off)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ SEED: false, SANDBOX: false });
  });
  afterAll(async () => app?.close());

  it('does not exist, but messages are still stored', async () => {
    await app.outbox.send({ canal: 'sms', destino: '0981999999', cuerpo: 'Código 111111' });
    for (const url of ['/sandbox', '/api/sandbox/outbox']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errors[0].msg).toMatch(/No existe la ruta/);
    }
    expect(app.sandbox.enabled).toBe(false);
    const stored = await app.db.selectFrom('outbox').select('cuerpo').execute();
    expect(stored).toEqual([{ cuerpo: 'Código 111111' }]);
  });
});
