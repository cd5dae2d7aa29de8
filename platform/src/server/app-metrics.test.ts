// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostServer } from './host-server';
import { startRemoteServer } from './remote-server';
import { appMetrics, metricsPortOf, serveMetrics } from './metrics';
import type { RemoteManifest } from './remote-assets';

const manifest: RemoteManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'pages', path: './pages', assets: { js: { sync: ['static/pages.1.js'], async: [] }, css: { sync: [], async: [] } } }],
};

/** The value of one series (name and labels as written), 0 when absent. */
async function valueOf(series: string): Promise<number> {
  const line = (await appMetrics.metrics()).split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("an app server's metrics", () => {
  let remote: FastifyInstance;
  let api: FastifyInstance;
  let host: FastifyInstance;
  let hostUrl = '';

  beforeAll(async () => {
    remote = Fastify();
    remote.get('/mf-manifest.json', async () => manifest);
    remote.get('/static/ssr.1.css', async (_req, reply) => reply.type('text/css').send('.x{color:red}'));
    remote.get<{ Querystring: { path: string } }>('/__fragment', async (req, reply) => {
      if (req.query.path === '/') return { html: '<h1>Inicio</h1>', styles: ['/static/ssr.1.css'] };
      // the owner cannot draw it now: the browser will
      if (req.query.path.startsWith('/producto/')) return reply.status(503).send({ error: 'sin veredicto' });
      // a page its owner leaves to the browser by design
      return reply.status(204).send();
    });
    await remote.listen({ port: 0, host: '127.0.0.1' });
    const remoteOrigin = `http://127.0.0.1:${(remote.server.address() as { port: number }).port}`;
    api = Fastify();
    api.get('/api/customers/sesion', async () => ({ ok: true, authenticated: false, clieCodigo: null, result: null }));
    await api.listen({ port: 0, host: '127.0.0.1' });

    const dir = mkdtempSync(path.join(tmpdir(), 'botica-metrics-'));
    const root = path.join(dir, 'dist');
    mkdirSync(root, { recursive: true });
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html><head><!--botica:title--><title>Botica</title><!--/botica:title--><!--botica:styles--><!--/botica:styles-->' +
        '<!--botica:scripts--><script defer src="/static/main.js"></script><!--/botica:scripts--><!--botica:head--></head>' +
        '<body><div id="root"><!--botica:shell--></div><!--botica:body--></body></html>',
    );
    writeFileSync(path.join(root, 'document-assets.json'), JSON.stringify({ scripts: ['/static/main.js'], styles: [] }));
    const shellFile = path.join(dir, 'shell.cjs');
    writeFileSync(shellFile, `exports.renderShell = () => ({ html: '<header></header>' });`);
    host = await startHostServer({
      root,
      port: 0,
      apiUrl: `http://127.0.0.1:${(api.server.address() as { port: number }).port}`,
      shellFile,
      remotes: { catalog: `${remoteOrigin}/mf-manifest.json`, checkout: `${remoteOrigin}/mf-manifest.json` },
    });
    hostUrl = `http://127.0.0.1:${(host.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await host?.close();
    await remote?.close();
    await api?.close();
  });

  it('counts first screens drawn, left to the browser by design, and fallen back, per remote', async () => {
    const drawn = await valueOf('botica_first_screens_total{remote="catalog",outcome="drawn"}');
    const fallback = await valueOf('botica_first_screens_total{remote="catalog",outcome="fallback"}');
    const browserOnly = await valueOf('botica_first_screens_total{remote="checkout",outcome="browser_only"}');
    expect((await fetch(`${hostUrl}/`)).status).toBe(200);
    // the owner had no verdict: a 503 document, and a first screen that fell back to the browser
    expect((await fetch(`${hostUrl}/producto/12/un-producto`)).status).toBe(503);
    expect((await fetch(`${hostUrl}/carrito-oncologicos`)).status).toBe(200);
    // a path the shop has no page for is no first screen of anyone's
    expect((await fetch(`${hostUrl}/no-hay-tal-pagina/1`)).status).toBe(404);
    expect(await valueOf('botica_first_screens_total{remote="catalog",outcome="drawn"}')).toBe(drawn + 1);
    expect(await valueOf('botica_first_screens_total{remote="catalog",outcome="fallback"}')).toBe(fallback + 1);
    expect(await valueOf('botica_first_screens_total{remote="checkout",outcome="browser_only"}')).toBe(browserOnly + 1);
  });

  it('times documents by their route pattern, never by the path asked', async () => {
    const series = 'http_request_duration_seconds_count{route="/producto/:codigo/:slug",method="GET",status="503"}';
    const before = await valueOf(series);
    await fetch(`${hostUrl}/producto/77/otro`);
    // an answer is timed once it has gone: the count follows the response by a moment
    await expect.poll(() => valueOf(series)).toBe(before + 1);
    const text = await appMetrics.metrics();
    expect(text).toContain('route="(sin página)",method="GET",status="404"');
    expect(text).not.toContain('/producto/77');
  });

  it('without tracing, a document carries no trace in its Server-Timing', async () => {
    const res = await fetch(`${hostUrl}/`);
    expect(res.headers.get('server-timing')).toMatch(/total;dur=/);
    expect(res.headers.get('server-timing')).not.toContain('trace');
  });

  it("counts a remote's first screens by outcome and its files under one label", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'botica-remote-metrics-'));
    const root = path.join(dir, 'dist');
    mkdirSync(root, { recursive: true });
    mkdirSync(path.join(dir, 'dist-ssr'));
    writeFileSync(path.join(root, 'remoteEntry.js'), 'var x = 1;');
    writeFileSync(path.join(dir, 'dist-ssr', 'render.cjs'), `exports.render = async ({ path }) => (path === '/' ? { html: '<p>x</p>', styles: [] } : null);`);
    const server = await startRemoteServer({ root, port: 0, apiUrl: 'http://127.0.0.1:9' });
    const origin = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
    try {
      const drawn = await valueOf('botica_fragment_render_seconds_count{outcome="drawn"}');
      const none = await valueOf('botica_fragment_render_seconds_count{outcome="none"}');
      expect((await fetch(`${origin}/__fragment?path=%2F&search=`)).status).toBe(200);
      expect((await fetch(`${origin}/__fragment?path=%2Fcarrito&search=`)).status).toBe(204);
      expect((await fetch(`${origin}/remoteEntry.js`)).status).toBe(200);
      await expect.poll(() => valueOf('botica_fragment_render_seconds_count{outcome="drawn"}')).toBe(drawn + 1);
      await expect.poll(() => valueOf('botica_fragment_render_seconds_count{outcome="none"}')).toBe(none + 1);
      expect(await appMetrics.metrics()).toContain('route="(archivo)",method="GET",status="200"');
    } finally {
      await server.close();
    }
  });

  it('serves /metrics on a port of its own, and nothing else there', async () => {
    const server = await serveMetrics(0, '127.0.0.1');
    expect(server).not.toBeNull();
    const port = (server!.address() as { port: number }).port;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
      expect(text).toContain('botica_first_screens_total');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      server!.close();
    }
    expect(metricsPortOf(3001, {})).toBe(3101);
    expect(metricsPortOf(3001, { METRICS_PORT: '9464' })).toBe(9464);
    expect(metricsPortOf(3001, { METRICS_PORT: '0' })).toBe(0);
  });
});
