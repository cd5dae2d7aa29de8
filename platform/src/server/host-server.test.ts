// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerFixture } from '@botica/shared-contracts/customer/customer.fixture';
import { PAGE_TOKEN } from '../document-slots';
import { tableWithUnbuiltRoute, UNBUILT_EXAMPLE } from '../testing/unbuilt-route-fixture';
import { FRAGMENT_SESSION_HEADER, type FragmentSession, sessionOfHeader } from './fragment-session';
import { startHostServer } from './host-server';
import type { RemoteManifest } from './remote-assets';

// How long a document waits for the owner's verdict on a path that names data (an id, a token): short here, so a
// test can outlast it. The first-screen wait stays at its default (FRAGMENT_TIMEOUT_MS, 1000 ms).
vi.hoisted(() => {
  process.env.PAGE_STATUS_TIMEOUT_MS = '3000';
});

// the route table with one route whose page is still to come (every route of the real one has its page)
vi.mock('@botica/shared-contracts/routes/route-table', async (importActual) => tableWithUnbuiltRoute(await importActual()));

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

/** The layout data a document carries for the browser's cache. */
const layoutDataOf = (doc: string): Record<string, unknown> =>
  JSON.parse(/<script id="botica-layout-data" type="application\/json" nonce="[^"]+">(.*?)<\/script>/.exec(doc)?.[1] ?? '{}') as Record<string, unknown>;

describe('host server documents', () => {
  let remote: FastifyInstance;
  let api: FastifyInstance;
  let host: FastifyInstance;
  let hostUrl = '';
  const fragmentCalls: { path: string; search: string; cookie?: string }[] = [];
  // the session each fragment request carried, as the remote's server reads it (undefined: none)
  const fragmentSessions: (FragmentSession | undefined)[] = [];
  let sessionReads = 0;
  let cutRequests = () => 0;
  const embedCalls: Record<string, unknown>[] = [];

  beforeAll(async () => {
    remote = Fastify();
    remote.get('/mf-manifest.json', async () => manifest);
    remote.get('/static/ssr.1.css', async (_req, reply) => reply.type('text/css').send('.cat-card{color:red}'));
    remote.get<{ Querystring: { path: string; search: string } }>('/__fragment', async (req, reply) => {
      fragmentCalls.push({ path: req.query.path, search: req.query.search, cookie: req.headers.cookie });
      fragmentSessions.push(sessionOfHeader(req.headers[FRAGMENT_SESSION_HEADER]));
      if (req.query.path === '/blog/999') return reply.status(404).send({ error: 'ruta desconocida' });
      if (req.query.path === '/producto/1/sin-estilos') return { html: '<h1>Sin estilos</h1>', styles: ['/static/missing.css'] };
      const late = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      if (req.query.path === '/productos') {
        // later than the host waits for a first screen (FRAGMENT_TIMEOUT_MS, 1000 ms by default)
        await late(1500);
        return { html: '<h1>Tarde</h1>', styles: ['/static/ssr.1.css'] };
      }
      // paths that name data, answered after the first-screen wait: the owner's verdict still decides the status
      if (req.query.path === '/producto/3/no-existe') {
        await late(1500);
        return reply.status(404).send({ error: 'ruta desconocida' });
      }
      if (req.query.path === '/producto/4/existe') {
        await late(1500);
        return { html: '<h1>Producto 4</h1>', styles: ['/static/ssr.1.css'] };
      }
      if (req.query.path === '/producto/5/sin-veredicto') return reply.status(503).send({ error: 'sin veredicto' });
      if (req.query.path === '/producto/6/colgado') {
        // later than the verdict's wait too (PAGE_STATUS_TIMEOUT_MS, 3000 ms here)
        await late(4000);
        return reply.status(404).send({ error: 'ruta desconocida' });
      }
      // a page that embeds another app's fragment twice (a world's product grids): their places marked, their props named
      if (req.query.path === '/mundo/belleza' || req.query.path === '/mundo/bebes') {
        const place = (id: string) => `<template data-botica-embed="${id}"></template><!--$!--><template></template><p>cargando</p><!--/$--><template data-botica-embed-end="${id}"></template>`;
        const props = (n: number) => ({ products: [{ codigo: n }], world: req.query.path.slice(7) });
        return {
          html: `<div class="w">${place('e0')}${place('e1')}</div>`,
          styles: ['/static/ssr.1.css'],
          data: { 'content:landing:belleza': { nombre: 'Belleza' } },
          embeds: [0, 1].map((n) => ({ id: `e${n}`, remote: 'catalog', module: 'product-grid', exportName: 'ProductGrid', props: props(n) })),
        };
      }
      if (req.query.path !== '/') return reply.status(204).send();
      return { html: '<section data-testid="home">Ofertas</section>', styles: ['/static/ssr.1.css'], scripts: ['/static/page-home.1.js'], title: 'Inicio', data: { 'banners:x': [{ t: '</script>' }] }, head: '<link rel="preload" as="image" href="/b.svg"/>', renderMs: 4 };
    });
    // the embedded remote's drawing of an exposed component for another app's page
    remote.get('/static/grid.1.css', async (_req, reply) => reply.type('text/css').send('.cat-grid{display:grid}'));
    remote.post<{ Body: { module: string; exportName: string; props: { products: { codigo: number }[]; world: string }; path: string; search: string } }>(
      '/__embed',
      async (req, reply) => {
        embedCalls.push({ ...req.body, cookie: req.headers.cookie, session: sessionOfHeader(req.headers[FRAGMENT_SESSION_HEADER]) });
        // the babies' world: catalog cannot draw its grid (the browser does)
        if (req.body.props.world === 'bebes') return reply.status(204).send();
        const codigo = req.body.props.products[0]?.codigo;
        return { html: `<ul data-testid="grid"><li>${codigo}</li></ul>`, head: `<link rel="preload" as="image" href="/p${codigo}.webp"/>`, styles: ['/static/grid.1.css'], data: { [`catalog:x${codigo}`]: codigo } };
      },
    );
    await remote.listen({ port: 0, host: '127.0.0.1' });
    const remoteOrigin = `http://127.0.0.1:${(remote.server.address() as { port: number }).port}`;

    // the API's session answer: `token=abc` is a customer (and the API renews the cookie), any other token a visitor
    api = Fastify();
    api.get('/api/customers/sesion', async (req, reply) => {
      sessionReads += 1;
      if (req.headers.cookie === 'token=abc') {
        reply.header('set-cookie', 'token=abc; Path=/; HttpOnly; SameSite=Lax');
        return { ok: true, authenticated: true, clieCodigo: 7, result: customerFixture({ clieCodigo: 7, primerNombre: 'Ana' }) };
      }
      if (req.headers.cookie === 'token=roto') {
        // a customer without the contract's fields: not a session the browser can use
        return { ok: true, authenticated: true, clieCodigo: 7, result: { clieCodigo: 7, primerNombre: 'Ana' } };
      }
      return { ok: true, authenticated: false, clieCodigo: null, result: null };
    });
    // the customer's own layout data, read with their cookie
    api.get('/api/favoritos/count', async (req, reply) => (req.headers.cookie === 'token=abc' ? { ok: true, result: 3 } : reply.status(401).send({ ok: false })));
    // the header's cart count (decision 079): a customer's by the session, a visitor's by the cart cookie
    const cartCounts: Record<string, number> = { 'token=abc': 2, 'carrito=k': 4 };
    api.get('/api/cart/cantidad', async (req) => ({ ok: true, result: { cantidad: cartCounts[req.headers.cookie ?? ''] ?? 0 } }));
    // the cart's form post (decisions 071, 079): what the API saw of the request, echoed back
    api.post('/api/cart/agregar', async (req, reply) =>
      reply
        .header('set-cookie', 'carrito=k; Path=/; HttpOnly; SameSite=Lax')
        .header('x-seen', JSON.stringify({ body: req.body, cookie: req.headers.cookie, origin: req.headers.origin, forwarded: req.headers['x-forwarded-for'] }))
        .redirect('/categoria/100/medicamentos', 303),
    );
    // an API replica leaving: the first request's connection is cut under it, the next one is answered
    let cutCalls = 0;
    api.get('/api/cortada-una-vez', async (req) => {
      cutCalls += 1;
      if (cutCalls === 1) req.raw.socket.destroy();
      return { ok: true, result: cutCalls };
    });
    cutRequests = () => cutCalls;
    api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    await api.listen({ port: 0, host: '127.0.0.1' });
    const apiUrl = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;

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
    writeFileSync(path.join(root, 'document-assets.json'), JSON.stringify({ scripts: ['/static/main.abc.js'], styles: ['/static/main.abc.css'], boot: ['/static/boot-shared.def.js'] }));
    const shellFile = path.join(dir, 'shell.cjs');
    // as host/src/shell/render-shell.tsx answers: the tree with the page's place, or the guard's redirect
    writeFileSync(
      shellFile,
      `exports.renderShell = (url, session, page) => {
        if (url === '/carrito' && session && !session.customer) return { redirect: '/login?redirect=%2Fcarrito' };
        const who = session ? (session.customer ? session.customer.primerNombre : 'visitante') : 'desconocido';
        return { html: '<header data-url="' + url + '" data-session="' + who + '"></header><main>' + (page === 'drawn' ? '${PAGE_TOKEN}' : '') + '</main>' };
      };
      exports.loadShopLayout = async (apiUrl) => ({ 'catalog:parameters': { LEIDO_DE: apiUrl, BLOG_API_URL: 'https://blog.botica.test/wp/' } });
      exports.loadShopperLayout = async (apiUrl, cookie, session) => {
        const read = async (path) => (await (await fetch(apiUrl + path, { headers: cookie ? { cookie } : {} })).json()).result;
        const cliente = session.customer ? session.customer.clieCodigo : null;
        const layout = { ['checkout:cart-count:' + (cliente ?? 'visitante')]: (await read('/api/cart/cantidad')).cantidad };
        if (cliente !== null) layout['catalog:favourites-count:' + cliente] = await read('/api/favoritos/count');
        return layout;
      };`,
    );
    host = await startHostServer({
      root,
      port: 0,
      apiUrl,
      shellFile,
      remotes: { catalog: `${remoteOrigin}/mf-manifest.json`, checkout: 'http://127.0.0.1:9/mf-manifest.json', content: `${remoteOrigin}/mf-manifest.json` },
    });
    hostUrl = `http://127.0.0.1:${(host.server.address() as { port: number }).port}`;
  }, 60_000);

  // closing waits for the test's kept-alive connections to go idle, which takes a while on a busy machine
  afterAll(async () => {
    await host?.close();
    await remote?.close();
    await api?.close();
  }, 60_000);

  it("composes the home: shell, the owner's page with its data and styles, remotes and preloads", async () => {
    const res = await fetch(`${hostUrl}/`, { headers: { cookie: 'token=abc' } });
    expect(res.status).toBe(200);
    const doc = await res.text();
    expect(doc).toContain('<style>.bg-header{height:10px}</style>');
    expect(doc).toContain('<style>.cat-card{color:red}</style>');
    // the page in the host's tree, drawn for the session the API answered, which the document carries
    expect(doc).toContain('<div id="root"><header data-url="/" data-session="Ana"></header><main><section data-testid="home">Ofertas</section></main></div>');
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? 'sin nonce';
    const opening = `<script id="botica-session" type="application/json" nonce="${nonce}">`;
    expect(doc).toContain(opening);
    const session = doc.slice(doc.indexOf(opening) + opening.length, doc.indexOf('</script>', doc.indexOf(opening)));
    expect(JSON.parse(session)).toEqual({ customer: customerFixture({ clieCodigo: 7, primerNombre: 'Ana' }) });
    // the shop layout data the shell is drawn from, read from the API, for the browser's cache
    expect(doc).toContain(`<script id="botica-layout-data" type="application/json" nonce="${nonce}">{"catalog:parameters":{"LEIDO_DE":"http://127.0.0.1:`);
    // and the customer's own (the header's cart and favourites counts), read with the shopper's cookie
    expect(layoutDataOf(doc)).toMatchObject({ 'checkout:cart-count:7': 2, 'catalog:favourites-count:7': 3 });
    expect(res.headers.get('set-cookie')).toBe('token=abc; Path=/; HttpOnly; SameSite=Lax');
    expect(doc).toContain('<title>Inicio</title>');
    expect(doc).toContain('<link rel="preload" as="image" href="/b.svg"/>');
    const data = /<script id="catalog-ssr-data" type="application\/json" nonce="[^"]+">(.*?)<\/script>/.exec(doc)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual({ 'banners:x': [{ t: '</script>' }] });
    expect(doc).toContain(`<script id="botica-remotes" type="application/json" nonce="${nonce}">`);
    // the scripts come with the document: the shell's entry as a deferred script, and preloaded beside it the chunks
    // its boot loads (the build's document-assets.json), the owner's entry and the drawn page's own chunks (named by
    // the owner with the fragment) on the owner's origin
    expect(doc).toContain(`<script defer src="/static/main.abc.js" nonce="${nonce}"></script>`);
    const preloaded = [...doc.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloaded[0]).toBe('/static/boot-shared.def.js');
    expect(preloaded).toContainEqual(expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/remoteEntry\.js$/));
    expect(preloaded).toContainEqual(expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/static\/page-home\.1\.js$/));
    expect(fragmentCalls.at(-1)).toEqual({ path: '/', search: '', cookie: 'token=abc' });
  });

  it("fills the owner's page with the fragments it embeds, drawn by their remote for the same page and session", async () => {
    embedCalls.length = 0;
    const res = await fetch(`${hostUrl}/mundo/belleza?page=2`, { headers: { cookie: 'token=abc' } });
    expect(res.status).toBe(200);
    const doc = await res.text();
    expect(doc).toContain('<main><div class="w"><!--$--><ul data-testid="grid"><li>0</li></ul><!--/$--><!--$--><ul data-testid="grid"><li>1</li></ul><!--/$--></div></main>');
    expect(doc).not.toContain('data-botica-embed');
    // the embedded remote's stylesheet once, written in, and its head tags
    expect(doc.split('<style>.cat-grid{display:grid}</style>')).toHaveLength(2);
    expect(doc).toContain('<link rel="preload" as="image" href="/p0.webp"/><link rel="preload" as="image" href="/p1.webp"/>');
    // the answers both were drawn from, with the page's, for the browser's one cache
    const data = /<script id="content-ssr-data" type="application\/json" nonce="[^"]+">(.*?)<\/script>/.exec(doc)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual({ 'content:landing:belleza': { nombre: 'Belleza' }, 'catalog:x0': 0, 'catalog:x1': 1 });
    expect(embedCalls).toHaveLength(2);
    expect(embedCalls[0]).toMatchObject({ module: 'product-grid', exportName: 'ProductGrid', props: { products: [{ codigo: 0 }], world: 'belleza' }, path: '/mundo/belleza', search: '?page=2', cookie: 'token=abc' });
    expect((embedCalls[0]?.session as FragmentSession | undefined)?.customer).toMatchObject({ clieCodigo: 7 });
    expect(res.headers.get('server-timing')).toMatch(/\bembeds;dur=/);
  });

  it('leaves an embedded fragment its remote does not draw to the browser: the boundary as it was, without its marks', async () => {
    const doc = await (await fetch(`${hostUrl}/mundo/bebes`)).text();
    const boundary = '<!--$!--><template></template><p>cargando</p><!--/$-->';
    expect(doc).toContain(`<main><div class="w">${boundary}${boundary}</div></main>`);
    expect(doc).not.toContain('data-botica-embed');
    expect(doc).not.toContain('.cat-grid');
  });

  it('reads the session once and hands it to the owner with the fragment request: a customer, or a visitor', async () => {
    const reads = sessionReads;
    expect((await fetch(`${hostUrl}/`, { headers: { cookie: 'token=abc' } })).status).toBe(200);
    expect(sessionReads - reads).toBe(1);
    expect(fragmentSessions.at(-1)?.customer).toMatchObject({ clieCodigo: 7, primerNombre: 'Ana' });
    // a visitor is known without asking the API
    expect((await fetch(`${hostUrl}/`)).status).toBe(200);
    expect(sessionReads - reads).toBe(1);
    expect(fragmentSessions.at(-1)).toEqual({ customer: null });
    // a session the API did not answer as a session is not handed over: the owner draws for no one it was not told of
    await fetch(`${hostUrl}/`, { headers: { cookie: 'token=roto' } });
    expect(fragmentSessions.at(-1)).toBeUndefined();
  });

  it("tells in Server-Timing where the document's time went: each read, the owner's drawing inside its fragment, the shell", async () => {
    const res = await fetch(`${hostUrl}/`, { headers: { cookie: 'token=abc' } });
    const entries = new Map(
      (res.headers.get('server-timing') ?? '').split(', ').map((entry) => {
        const [name, dur] = entry.split(';dur=');
        return [name, Number(dur)] as const;
      }),
    );
    expect([...entries.keys()].sort()).toEqual(['fragment', 'layout', 'manifests', 'render', 'session', 'shell', 'total']);
    expect(entries.get('render')).toBe(4);
    for (const ms of entries.values()) expect(ms).toBeGreaterThanOrEqual(0);
    expect(entries.get('total')).toBeGreaterThanOrEqual(entries.get('fragment')!);
  });

  it('sends each document its own script nonce in a policy that allows the remotes and frames only from the shop', async () => {
    const [first, second] = await Promise.all([fetch(`${hostUrl}/`), fetch(`${hostUrl}/`)]);
    const policies = [first, second].map((r) => r.headers.get('content-security-policy') ?? '');
    const nonces = policies.map((p) => /script-src 'self' 'nonce-([A-Za-z0-9+/=]{20,})'/.exec(p)?.[1]);
    expect(nonces[0]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);
    const doc = await first.text();
    // every script the document writes carries the nonce, and no other script is inline
    const inline = [...doc.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThanOrEqual(3);
    for (const attrs of inline) expect(attrs).toContain(`nonce="${nonces[0]}"`);
    const remoteOrigin = /"catalog":"(http:\/\/127\.0\.0\.1:\d+)\/mf-manifest\.json"/.exec(doc)?.[1];
    const directive = (name: string) => policies[0]!.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1) ?? [];
    for (const name of ['script-src', 'connect-src']) {
      expect(directive(name)).toEqual(expect.arrayContaining(["'self'", remoteOrigin, 'http://127.0.0.1:9']));
      expect(directive(name)).not.toContain('*');
      expect(directive(name)).not.toContain("'unsafe-inline'");
    }
    // the external blog the shop's parameters configure (BLOG_API_URL): its origin, for its posts and their pictures
    expect(directive('connect-src')).toContain('https://blog.botica.test');
    expect(directive('img-src')).toContain('https://blog.botica.test');
    expect(directive('script-src')).not.toContain('https://blog.botica.test');
    expect(directive('connect-src').filter((o) => o.includes('blog'))).toEqual(['https://blog.botica.test']);
    expect(directive('frame-ancestors')).toEqual(["'self'"]);
    expect(directive('frame-src')[0]).toBe("'self'");
    expect(directive('worker-src')).toEqual(expect.arrayContaining(["'self'", 'blob:']));
    expect(directive('object-src')).toEqual(["'none'"]);
    for (const res of [first, await fetch(`${hostUrl}/remotes.json`), await fetch(`${hostUrl}/static/main.abc.css`)]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    // the built document served as a file has a policy too
    const raw = await fetch(`${hostUrl}/index.html`);
    expect(raw.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it('still answers a page the owner does not draw, with the shell only', async () => {
    const res = await fetch(`${hostUrl}/categoria/100/medicamentos?orderBy=descuento`);
    expect(res.status).toBe(200);
    const doc = await res.text();
    expect(fragmentCalls.at(-1)).toEqual({ path: '/categoria/100/medicamentos', search: '?orderBy=descuento', cookie: undefined });
    // no cookie: a visitor, known without asking the API
    expect(doc).toContain('<header data-url="/categoria/100/medicamentos?orderBy=descuento" data-session="visitante"></header><main></main>');
    expect(doc).not.toContain(PAGE_TOKEN);
  });

  it('leaves a page whose stylesheet cannot be had to the browser, instead of painting it unstyled', async () => {
    const doc = await (await fetch(`${hostUrl}/producto/1/sin-estilos`)).text();
    expect(fragmentCalls.at(-1)?.path).toBe('/producto/1/sin-estilos');
    expect(doc).not.toContain('Sin estilos');
    expect(doc).toContain('<div id="root"><header data-url="/producto/1/sin-estilos" data-session="visitante"></header><main></main></div>');
  });

  it('tells the operator when a page is left to the browser: the fragment came too late, or its stylesheet is missing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const started = Date.now();
      const res = await fetch(`${hostUrl}/productos`);
      const doc = await res.text();
      expect(Date.now() - started).toBeLessThan(1450);
      // a page that names nothing: its status does not wait for the owner
      expect(res.status).toBe(200);
      expect(doc).not.toContain('Tarde');
      expect(doc).toContain('<main></main>');
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/la primera pantalla de http:\/\/127\.0\.0\.1:\d+ para \/productos no llegó en 1000 ms \(FRAGMENT_TIMEOUT_MS\)/));
      warn.mockClear();
      await (await fetch(`${hostUrl}/producto/1/sin-estilos`)).text();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/\/producto\/1\/sin-estilos.*\/static\/missing\.css/));
    } finally {
      warn.mockRestore();
    }
  });

  it('answers 404 for a path the route table does not know, and compresses documents', async () => {
    const res = await fetch(`${hostUrl}/no/existe/aqui`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const doc = await res.text();
    expect(doc).toContain('<div id="root"><header data-url="/no/existe/aqui"');
    // the client draws the not-found view: the shell's scripts still boot
    expect(doc).toMatch(/<script defer src="\/static\/main\.abc\.js" nonce="[^"]+"><\/script>/);
  });

  it('answers 404 for a route of the table whose page is not built yet, without asking its owner', async () => {
    const calls = fragmentCalls.length;
    const res = await fetch(`${hostUrl}${UNBUILT_EXAMPLE.path}`);
    expect(res.status).toBe(404);
    expect(fragmentCalls.length).toBe(calls);
    expect(await res.text()).toContain(`<header data-url="${UNBUILT_EXAMPLE.path}" data-session="visitante"></header><main></main>`);
  });

  it('answers 404 for a path its owner does not know, 200 for one it knows', async () => {
    const unknown = await fetch(`${hostUrl}/blog/999`);
    expect(unknown.status).toBe(404);
    expect(fragmentCalls.at(-1)?.path).toBe('/blog/999');
    const doc = await unknown.text();
    expect(doc).not.toContain(PAGE_TOKEN);
    // the document itself says it is not to be indexed (a crawler need not run its scripts)
    expect(doc).toContain('<meta name="robots" content="noindex">');
    const known = await fetch(`${hostUrl}/blog/1`);
    expect(known.status).toBe(200);
    expect(await known.text()).not.toContain('name="robots"');
    expect(fragmentCalls.at(-1)?.path).toBe('/blog/1');
  });

  it("takes the status of a path that names data from the owner's verdict, however late the first screen comes", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      // the first-screen wait (1000 ms) expires before the owner says it does not know the product: still 404
      const missing = await fetch(`${hostUrl}/producto/3/no-existe`);
      expect(missing.status).toBe(404);
      const missingDoc = await missing.text();
      expect(missingDoc).toContain('<meta name="robots" content="noindex">');
      expect(missingDoc).not.toContain(PAGE_TOKEN);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/\/producto\/3\/no-existe no llegó en 1000 ms \(FRAGMENT_TIMEOUT_MS\): se espera el veredicto/));
      // one that exists, as late: 200, and the drawing that came with the verdict is the page's
      const known = await fetch(`${hostUrl}/producto/4/existe`);
      expect(known.status).toBe(200);
      const knownDoc = await known.text();
      expect(knownDoc).toContain('<main><h1>Producto 4</h1></main>');
      expect(knownDoc).not.toContain('name="robots"');
    } finally {
      warn.mockRestore();
    }
  });

  it('answers 503 with noindex, never 200, when the owner cannot tell whether the named page exists', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const undecided = await fetch(`${hostUrl}/producto/5/sin-veredicto`);
      expect(undecided.status).toBe(503);
      expect(undecided.headers.get('retry-after')).toBe('5');
      expect(await undecided.text()).toContain('<meta name="robots" content="noindex">');
      // the owner answers after the verdict's wait (PAGE_STATUS_TIMEOUT_MS) too: not a 200 either
      const started = Date.now();
      const hanging = await fetch(`${hostUrl}/producto/6/colgado`);
      expect(hanging.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(3900);
      expect(await hanging.text()).toContain('<meta name="robots" content="noindex">');
      // an owner the host cannot reach (checkout here) cannot tell either; a path of it that names nothing is a page
      expect((await fetch(`${hostUrl}/link-pago/abc`)).status).toBe(503);
      expect((await fetch(`${hostUrl}/comprar-giftcard`)).status).toBe(200);
    } finally {
      warn.mockRestore();
    }
  });

  it('says in the document itself that search results are not to be indexed', async () => {
    const res = await fetch(`${hostUrl}/buscar?s=ibuprofeno`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<meta name="robots" content="noindex">');
    expect(await (await fetch(`${hostUrl}/`)).text()).not.toContain('name="robots"');
  });

  it("redirects where the route's guard would send the session, before drawing anything", async () => {
    const res = await fetch(`${hostUrl}/carrito`, { redirect: 'manual', headers: { cookie: 'token=otro' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?redirect=%2Fcarrito');
  });

  it("routes the server-drawn add-to-cart form to the API, with the cart cookie, and only its POST", async () => {
    const posted = await fetch(`${hostUrl}/carrito/agregar`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'carrito=k', origin: 'http://localhost:3000' },
      body: 'codigo=100001&cantidad=2&volver=%2Fcategoria%2F100%2Fmedicamentos',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/categoria/100/medicamentos');
    expect(posted.headers.get('set-cookie')).toBe('carrito=k; Path=/; HttpOnly; SameSite=Lax');
    expect(JSON.parse(posted.headers.get('x-seen')!)).toEqual({
      body: 'codigo=100001&cantidad=2&volver=%2Fcategoria%2F100%2Fmedicamentos',
      cookie: 'carrito=k',
      origin: 'http://localhost:3000',
      forwarded: '127.0.0.1',
    });
    // a GET of the form's path is a page the shop does not have; the browser reads its cart at /api
    expect((await fetch(`${hostUrl}/carrito/agregar`)).status).toBe(404);
    expect((await fetch(`${hostUrl}/carrito/actual`)).status).toBe(404);
  });

  it('leaves the session to the browser when the API answers something that is not a session', async () => {
    const res = await fetch(`${hostUrl}/`, { headers: { cookie: 'token=roto' } });
    const doc = await res.text();
    expect(doc).toContain('data-session="desconocido"');
    expect(doc).not.toContain('botica-session');
  });

  it("a visitor's document carries the shop's layout data and the count of the cart their cookie names", async () => {
    const doc = await (await fetch(`${hostUrl}/`, { headers: { cookie: 'carrito=k' } })).text();
    expect(layoutDataOf(doc)).toEqual({ 'catalog:parameters': expect.any(Object), 'checkout:cart-count:visitante': 4 });
    const other = await (await fetch(`${hostUrl}/`, { headers: { cookie: 'token=otro' } })).text();
    expect(layoutDataOf(other)).toEqual({ 'catalog:parameters': expect.any(Object), 'checkout:cart-count:visitante': 0 });
  });

  it("sends a shopper's GET again on another connection when the API cut the first under it (a replica leaving), instead of a 500", async () => {
    const res = await fetch(`${hostUrl}/api/cortada-una-vez`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, result: 2 });
    expect(cutRequests()).toBe(2);
  });

  it('leaves the session to the browser when the API does not answer it', async () => {
    await api.close();
    const res = await fetch(`${hostUrl}/carrito`, { redirect: 'manual', headers: { cookie: 'token=abc' } });
    expect(res.status).toBe(200);
    const doc = await res.text();
    expect(doc).toContain('data-session="desconocido"');
    expect(doc).not.toContain('botica-session');
  });
});
