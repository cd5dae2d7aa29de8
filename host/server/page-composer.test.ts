// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostServer } from './host-server';
import { bootAfterFirstPaint, composeDocument, pageAssets, remoteEndpoints, type RemoteManifest, scriptJson } from './page-composer';

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

describe('composeDocument', () => {
  it('escapes JSON so no script element can be closed from inside it', () => {
    expect(scriptJson({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(scriptJson({ a: '</script>' }))).toEqual({ a: '</script>' });
  });

  it("lists the owner's entry and page chunks, not the lazy ones", () => {
    const assets = pageAssets(manifest, 'http://cdn.example/catalog/mf-manifest.json');
    expect(assets.scripts).toEqual(['http://cdn.example/catalog/remoteEntry.js', 'http://cdn.example/catalog/static/pages.1.js']);
    expect(assets.styles).toEqual(['http://cdn.example/catalog/static/pages.1.css']);
  });

  it('reaches a remote at its internal address when one is configured', () => {
    const endpoints = remoteEndpoints({ catalog: 'http://localhost:3001/mf-manifest.json' }, { CATALOG_INTERNAL_URL: 'http://catalog:3001/' });
    expect(endpoints.catalog).toEqual({ manifestUrl: 'http://localhost:3001/mf-manifest.json', internalOrigin: 'http://catalog:3001' });
  });

  it('draws the page only inside the shell, inert until the client takes over', () => {
    const html = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
    const base = { html, remotes: {}, manifests: {}, preloadScripts: [], origins: [] };
    const fragment = { html: '<p>hola</p>', styles: [], owner: 'catalog', path: '/', origin: 'http://localhost:3001', title: 'Inicio <1>' };
    expect(composeDocument({ ...base, shell: null, fragment })).not.toContain('hola');
    const doc = composeDocument({ ...base, shell: '<header></header><main><!--botica-page--></main>', fragment });
    expect(doc).toContain('<div id="root"><div id="botica-server-shell" inert><header></header><main><div id="botica-server-page" inert data-owner="catalog" data-path="/"><p>hola</p></div></main></div></div>');
    expect(doc).toContain('<title>Inicio &lt;1></title>');
  });
});

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
      // long enough to be worth compressing
      `<!doctype html><html><head><title>Botica</title><meta name="description" content="${'Farmacia '.repeat(200)}"><link href="/static/main.abc.css" rel="stylesheet"></head><body><div id="root"></div></body></html>`,
    );
    const shellFile = path.join(dir, 'shell.cjs');
    writeFileSync(shellFile, "exports.renderShell = (url) => '<header data-url=\"' + url + '\"></header><main><!--botica-page--></main>';");
    host = await startHostServer({
      root,
      port: 0,
      apiUrl: 'http://127.0.0.1:9',
      shellFile,
      remotes: { catalog: `${remoteOrigin}/mf-manifest.json`, checkout: 'http://127.0.0.1:9/mf-manifest.json' },
    });
    hostUrl = `http://127.0.0.1:${(host.server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await host?.close();
    await remote?.close();
  });

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

  it('keeps status 404 for unknown paths and compresses documents', async () => {
    const res = await fetch(`${hostUrl}/no/existe/aqui`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('<div id="botica-server-shell" inert>');
  });
});

describe('bootAfterFirstPaint', () => {
  it('preloads the shell scripts and starts them from an inline script after the first frame', () => {
    const html = '<head><script defer src="/static/main.1.js"></script></head><body><div id="root"></div></body>';
    const out = bootAfterFirstPaint(html);
    expect(out).toContain('<link rel="preload" as="script" href="/static/main.1.js">');
    expect(out).not.toContain('<script defer');
    expect(out).toMatch(/<script>\(function\(\)\{[^<]*\["\/static\/main\.1\.js"\][^<]*requestAnimationFrame[^<]*<\/script><\/body>/);
  });
});
