// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostServer } from './host-server';
import type { RemoteManifest } from './remote-assets';

const manifest: RemoteManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'pages',
      path: './pages',
      assets: { js: { sync: ['static/pages.1.js'], async: ['static/late.js'] }, css: { sync: ['static/pages.1.css'], async: [] } },
    },
  ],
};

describe('host server documents', () => {
  let remote: FastifyInstance;
  let host: FastifyInstance;
  let hostUrl = '';
  const fragmentCalls: { path: string; search: string; cookie?: string }[] = [];

  beforeAll(async () => {
    remote = Fastify();
    remote.get('/mf-manifest.json', async () => manifest);
    remote.get('/static/ssr.1.css', async (_req, reply) => reply.type('text/css').send('.cat-card{color:red}'));
    remote.get<{ Querystring: { path: string; search: string } }>('/__fragment', async (req, reply) => {
      fragmentCalls.push({ path: req.query.path, search: req.query.search, cookie: req.headers.cookie });
      if (req.query.path === '/blog/999') return reply.status(404).send({ error: 'ruta desconocida' });
      if (req.query.path === '/producto/1/sin-estilos') return { html: '<h1>Sin estilos</h1>', styles: ['/static/missing.css'] };
      if (req.query.path !== '/') return reply.status(204).send();
      return { html: '<section data-testid="home">Ofertas</section>', styles: ['/static/ssr.1.css'], title: 'Inicio', data: { 'banners:x': [{ t: '</script>' }] }, head: '<link rel="preload" as="image" href="/b.svg"/>' };
    });
    await remote.listen({ port: 0, host: '127.0.0.1' });
    const remoteOrigin = `http://127.0.0.1:${(remote.server.address() as { port: number }).port}`;

    const dir = mkdtempSync(path.join(tmpdir(), 'botica-host-'));
    const root = path.join(dir, 'dist');
    mkdirSync(path.join(root, 'static'), { recursive: true });
    writeFileSync(path.join(root, 'static', 'main.abc.css'), '.bg-header{height:10px}');
    writeFileSync(
      path.join(root, 'index.html'),
      // as host/document.html.mjs writes it; long enough to be worth compressing
      `<!doctype html><html><head><meta name="description" content="${'Farmacia '.repeat(200)}">` +
        '<!--botica:title--><title>Botica</title><!--/botica:title--><!--botica:styles--><link href="/static/main.abc.css" rel="stylesheet"><!--/botica:styles-->' +
        '<!--botica:scripts--><script defer src="/static/main.abc.js"></script><!--/botica:scripts--><!--botica:head--></head>' +
        '<body><div id="root"><!--botica:shell--></div><!--botica:body--></body></html>',
    );
    writeFileSync(path.join(root, 'document-assets.json'), JSON.stringify({ scripts: ['/static/main.abc.js'], styles: ['/static/main.abc.css'] }));
    const shellFile = path.join(dir, 'shell.cjs');
    writeFileSync(shellFile, "exports.renderShell = (url) => '<header data-url=\"' + url + '\"></header><main><!--botica:page--></main>';");
    host = await startHostServer({
      root,
      port: 0,
      apiUrl: 'http://127.0.0.1:9',
      shellFile,
      remotes: { catalog: `${remoteOrigin}/mf-manifest.json`, checkout: 'http://127.0.0.1:9/mf-manifest.json', content: `${remoteOrigin}/mf-manifest.json` },
    });
    hostUrl = `http://127.0.0.1:${(host.server.address() as { port: number }).port}`;
  }, 60_000);

  // closing waits for the test's kept-alive connections to go idle, which takes a while on a busy machine
  afterAll(async () => {
    await host?.close();
    await remote?.close();
  }, 60_000);

  it("composes the home: shell, the owner's page with its data and styles, remotes and preloads", async () => {
    const res = await fetch(`${hostUrl}/`, { headers: { cookie: 'token=abc' } });
    expect(res.status).toBe(200);
    const doc = await res.text();
    expect(doc).toContain('<style>.bg-header{height:10px}</style>');
    expect(doc).toContain('<style>.cat-card{color:red}</style>');
    expect(doc).toContain('<div id="botica-server-page" inert data-owner="catalog" data-path="/"><section data-testid="home">Ofertas</section></div>');
    expect(doc).toContain('<title>Inicio</title>');
    expect(doc).toContain('<link rel="preload" as="image" href="/b.svg"/>');
    const data = /<script id="catalog-ssr-data" type="application\/json">(.*?)<\/script>/.exec(doc)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual({ 'banners:x': [{ t: '</script>' }] });
    expect(doc).toContain('<script id="botica-remotes" type="application/json">');
    expect(doc).toMatch(/<link rel="preload" as="script" href="http:\/\/127\.0\.0\.1:\d+\/remoteEntry\.js">/);
    expect(fragmentCalls.at(-1)).toEqual({ path: '/', search: '', cookie: 'token=abc' });
  });

  it('still answers a page the owner does not draw, with the shell only', async () => {
    const res = await fetch(`${hostUrl}/categoria/100/medicamentos?orderBy=descuento`);
    expect(res.status).toBe(200);
    const doc = await res.text();
    expect(fragmentCalls.at(-1)).toEqual({ path: '/categoria/100/medicamentos', search: '?orderBy=descuento', cookie: undefined });
    expect(doc).toContain('<header data-url="/categoria/100/medicamentos?orderBy=descuento"></header><main></main>');
    expect(doc).not.toContain('botica-server-page');
  });

  it('leaves a page whose stylesheet cannot be had to the browser, instead of painting it unstyled', async () => {
    const doc = await (await fetch(`${hostUrl}/producto/1/sin-estilos`)).text();
    expect(fragmentCalls.at(-1)?.path).toBe('/producto/1/sin-estilos');
    expect(doc).not.toContain('Sin estilos');
    expect(doc).toContain('<div id="botica-server-shell" inert>');
  });

  it('answers 404 for a path the route table does not know, and compresses documents', async () => {
    const res = await fetch(`${hostUrl}/no/existe/aqui`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const doc = await res.text();
    expect(doc).toContain('<div id="botica-server-shell" inert>');
    // the client draws the not-found view: the shell's scripts still boot
    expect(doc).toContain('<link rel="preload" as="script" href="/static/main.abc.js">');
  });

  it('answers 404 for a route of the table whose page is not built yet, without asking its owner', async () => {
    const calls = fragmentCalls.length;
    const res = await fetch(`${hostUrl}/factura`);
    expect(res.status).toBe(404);
    expect(fragmentCalls.length).toBe(calls);
    expect(await res.text()).toContain('<header data-url="/factura"></header><main></main>');
  });

  it('answers 404 for a path its owner does not know, 200 for one it knows', async () => {
    const unknown = await fetch(`${hostUrl}/blog/999`);
    expect(unknown.status).toBe(404);
    expect(fragmentCalls.at(-1)?.path).toBe('/blog/999');
    expect(await unknown.text()).not.toContain('botica-server-page');
    const known = await fetch(`${hostUrl}/blog/1`);
    expect(known.status).toBe(200);
    expect(fragmentCalls.at(-1)?.path).toBe('/blog/1');
  });
});
