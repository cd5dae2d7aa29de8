// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveReleases } from '@botica/shared-contracts/releases/responses';
import { PAGE_TOKEN } from '../document-slots';
import { startHostServer } from './host-server';
import { RELEASE_SERVER_DIR } from './release-files';
import { ReleaseRegistry } from './release-registry';
import { startRemoteServer } from './remote-server';

/**
 * Released versions through the real servers (decision 082): a remote server with its base build and two released
 * versions, a host server reading a registry that changes while it runs, and the API's registry faked.
 */
const V1 = '20261130.100000-aaaa111';
const V2 = '20261130.110000-bbbb222';
const HOST_V1 = '20261130.120000-cccc333';

/** A build of the content remote: its manifest, its entry and a renderer that says which build drew the page. */
function writeBuild(dir: string, serverDir: string, name: string) {
  mkdirSync(path.join(dir, 'static'), { recursive: true });
  mkdirSync(serverDir, { recursive: true });
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: `remoteEntry.${name}.js`, path: '' } },
      exposes: [{ name: 'pages', path: './pages', assets: { js: { sync: [`static/pages.${name}.js`], async: [] }, css: { sync: [], async: [] } } }],
    }),
  );
  writeFileSync(path.join(dir, `remoteEntry.${name}.js`), `/* ${name} */`);
  writeFileSync(path.join(dir, 'static', `pages.${name}.js`), `/* pages ${name} */`);
  writeFileSync(path.join(dir, 'static', `ssr.${name}.css`), `.build-${name}{color:red}`);
  writeFileSync(path.join(serverDir, 'ssr-manifest.json'), JSON.stringify({ styles: [`/static/ssr.${name}.css`], pages: { pages: [`/static/pages.${name}.js`] } }));
  writeFileSync(
    path.join(serverDir, 'render.cjs'),
    `exports.render = async ({ path }) => path === '/nosotros' ? { html: '<h1 data-build="${name}">Nosotros</h1>', styles: ['/static/ssr.${name}.css'], scripts: ['/static/pages.${name}.js'] } : null;
    exports.renderEmbed = async ({ module, props }) => module === 'product-grid' ? { html: '<ul data-build="${name}">' + props.n + '</ul>', styles: ['/static/ssr.${name}.css'] } : null;`,
  );
}

const manifestsOf = (doc: string) => JSON.parse(/<script id="botica-manifests" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(doc)?.[1] ?? '{}') as Record<string, unknown>;
const remotesOf = (doc: string) => JSON.parse(/<script id="botica-remotes" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(doc)?.[1] ?? '{}') as Record<string, string>;

describe('released versions on the host and remote servers', () => {
  let api: FastifyInstance;
  let remote: FastifyInstance;
  let host: FastifyInstance;
  let registry: ReleaseRegistry;
  let hostUrl = '';
  let remoteUrl = '';
  let live: LiveReleases = {};
  const reported: { app: string; version: string; documentos: number }[] = [];

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'botica-releases-'));
    writeBuild(path.join(dir, 'content', 'dist'), path.join(dir, 'content', 'dist-ssr'), 'base');
    const releases = path.join(dir, 'releases', 'content');
    for (const [version, name] of [
      [V1, 'uno'],
      [V2, 'dos'],
    ] as const) {
      writeBuild(path.join(releases, version), path.join(releases, version, RELEASE_SERVER_DIR), name);
    }
    remote = await startRemoteServer({ root: path.join(dir, 'content', 'dist'), port: 0, releasesDir: releases });
    remoteUrl = `http://127.0.0.1:${(remote.server.address() as { port: number }).port}`;

    api = Fastify();
    api.get('/api/releases/vigentes', async () => ({ ok: true, result: live }));
    api.post<{ Body: { vistas: { app: string; version: string; documentos: number }[] } }>('/api/releases/vistas', async (req) => {
      reported.push(...req.body.vistas);
      return { ok: true };
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    const apiUrl = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;

    // the host's base build and one released version (made for /v/<version>/), each with its shell
    const hostBuild = (root: string, shellFile: string, name: string, publicPath: string) => {
      mkdirSync(path.join(root, 'static'), { recursive: true });
      mkdirSync(path.dirname(shellFile), { recursive: true });
      writeFileSync(
        path.join(root, 'index.html'),
        `<!doctype html><html><head><!--botica:scripts--><script defer src="${publicPath}static/main.${name}.js"></script><!--/botica:scripts--><!--botica:head--></head><body><div id="root"><!--botica:shell--></div><!--botica:body--></body></html>`,
      );
      writeFileSync(path.join(root, 'document-assets.json'), JSON.stringify({ scripts: [`${publicPath}static/main.${name}.js`], styles: [], boot: [] }));
      writeFileSync(path.join(root, 'static', `main.${name}.js`), `/* host ${name} */`);
      writeFileSync(shellFile, `exports.renderShell = (url, session, page) => ({ html: '<main data-host="${name}">' + (page === 'drawn' ? '${PAGE_TOKEN}' : '') + '</main>' });`);
    };
    const root = path.join(dir, 'host', 'dist');
    const shellFile = path.join(dir, 'host', 'dist-ssr', 'shell.cjs');
    hostBuild(root, shellFile, 'base', '/');
    hostBuild(path.join(dir, 'releases', 'host', HOST_V1), path.join(dir, 'releases', 'host', HOST_V1, RELEASE_SERVER_DIR, 'shell.cjs'), 'h1', `/v/${HOST_V1}/`);
    registry = new ReleaseRegistry(apiUrl, 100);
    await registry.start();
    host = await startHostServer({ root, port: 0, apiUrl, shellFile, remotes: { content: `${remoteUrl}/mf-manifest.json` }, releases: registry, releasesDir: path.join(dir, 'releases', 'host') });
    hostUrl = `http://127.0.0.1:${(host.server.address() as { port: number }).port}`;
  }, 60_000);

  afterAll(async () => {
    await host?.close();
    await remote?.close();
    await api?.close();
  }, 60_000);

  it('with no channel every document names the base build, as before', async () => {
    const res = await fetch(`${hostUrl}/nosotros`);
    const doc = await res.text();
    expect(remotesOf(doc).content).toBe(`${remoteUrl}/mf-manifest.json`);
    expect(Object.keys(manifestsOf(doc))).toEqual([`${remoteUrl}/mf-manifest.json`]);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('a promotion reaches the next document without a restart, whole: manifest, page drawn by that version, its chunks', async () => {
    live = { content: { estable: V1, canario: null, porcentaje: 0 } };
    const promoted = Date.now();
    let doc = '';
    // the host reads the registry every 100 ms here (every second by default)
    while (Date.now() - promoted < 5000) {
      doc = await (await fetch(`${hostUrl}/nosotros`)).text();
      if (remotesOf(doc).content?.includes(V1)) break;
    }
    const delay = Date.now() - promoted;
    expect(delay).toBeLessThan(1000);
    const versioned = `${remoteUrl}/v/${V1}/mf-manifest.json`;
    expect(remotesOf(doc).content).toBe(versioned);
    expect(Object.keys(manifestsOf(doc))).toEqual([versioned]);
    // the first screen comes from that version's renderer, with its own stylesheet and scripts under /v/<version>/
    expect(doc).toContain('<h1 data-build="uno">Nosotros</h1>');
    expect(doc).toContain('.build-uno{color:red}');
    expect(doc).toContain(`<link rel="preload" as="script" href="${remoteUrl}/v/${V1}/remoteEntry.uno.js">`);
    expect(doc).toContain(`<link rel="preload" as="script" href="${remoteUrl}/v/${V1}/static/pages.uno.js">`);
    // nothing of the content remote's other builds
    expect(doc).not.toMatch(/remoteEntry\.(base|dos)|pages\.(base|dos)|build-(base|dos)/);
    // and /remotes.json (what a retry reads) says the same
    expect((await (await fetch(`${hostUrl}/remotes.json`)).json()).content).toBe(versioned);
  });

  it('a canary goes to its share of visitors, each of whom keeps their version from one document to the next', async () => {
    live = { content: { estable: V1, canario: V2, porcentaje: 30 } };
    await registry.read();
    const first = await fetch(`${hostUrl}/nosotros`);
    const mark = /botica_visitante=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
    expect(first.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Lax/);
    expect(mark).toBeTruthy();
    const firstVersion = remotesOf(await first.text()).content;
    for (let i = 0; i < 5; i += 1) {
      const again = await fetch(`${hostUrl}/nosotros`, { headers: { cookie: `botica_visitante=${mark}` } });
      expect(again.headers.get('set-cookie')).toBeNull();
      const doc = await again.text();
      expect(remotesOf(doc).content).toBe(firstVersion);
      // one version per document: the drawn page is that version's
      expect(doc).toContain(firstVersion!.includes(V2) ? 'data-build="dos"' : 'data-build="uno"');
    }
    let canaries = 0;
    const visitors = 200;
    for (let i = 0; i < visitors; i += 1) {
      const doc = await (await fetch(`${hostUrl}/remotes.json`, { headers: { cookie: `botica_visitante=visitante-de-prueba-${i}` } })).json();
      if ((doc as Record<string, string>).content!.includes(V2)) canaries += 1;
    }
    expect(canaries / visitors).toBeGreaterThan(0.18);
    expect(canaries / visitors).toBeLessThan(0.42);
  });

  it('counts the documents of each version for the registry', async () => {
    await registry.report();
    const byVersion = new Map<string, number>();
    for (const r of reported.filter((v) => v.app === 'content')) byVersion.set(r.version, (byVersion.get(r.version) ?? 0) + r.documentos);
    expect(byVersion.get('base')).toBeGreaterThanOrEqual(1);
    expect(byVersion.get(V1)).toBeGreaterThanOrEqual(1);
    expect([...byVersion.keys()].every((v) => ['base', V1, V2].includes(v))).toBe(true);
  });

  it('a version is served whole and for good, old ones too; its server build and unknown versions are not', async () => {
    const entry = await fetch(`${remoteUrl}/v/${V1}/remoteEntry.uno.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await entry.text()).toBe('/* uno */');
    const manifest = await fetch(`${remoteUrl}/v/${V2}/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${remoteUrl}/v/${V1}/${RELEASE_SERVER_DIR}/render.cjs`)).status).toBe(404);
    expect((await fetch(`${remoteUrl}/v/20261130.130000-dddd444/mf-manifest.json`)).status).toBe(404);
    expect((await fetch(`${remoteUrl}/v/20261130.130000-dddd444/__fragment?path=%2Fnosotros`)).status).toBe(404);
    // the base build keeps its own rules (its manifest revalidated)
    expect((await fetch(`${remoteUrl}/mf-manifest.json`)).headers.get('cache-control')).toBe('no-cache');
  });

  it("a version's server draws its exposed components for another app's page, naming its own stylesheet", async () => {
    const ask = (base: string, body: Record<string, unknown>) =>
      fetch(`${remoteUrl}${base}/__embed`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const grid = { module: 'product-grid', exportName: 'ProductGrid', props: { n: 3 }, path: '/mundo/belleza', search: '' };
    const base = await ask('', grid);
    expect(base.headers.get('cache-control')).toBe('no-store');
    expect(await base.json()).toEqual({ html: '<ul data-build="base">3</ul>', styles: ['/static/ssr.base.css'] });
    expect(await (await ask(`/v/${V1}`, grid)).json()).toEqual({ html: '<ul data-build="uno">3</ul>', styles: [`/v/${V1}/static/ssr.uno.css`] });
    expect((await ask('', { ...grid, module: 'otro' })).status).toBe(204);
    expect((await ask('', { ...grid, path: 'sin-barra' })).status).toBe(400);
    expect((await ask('/v/20261130.130000-dddd444', grid)).status).toBe(404);
  });

  it('a rollback reaches the next document as fast, and the API being down keeps the last answer', async () => {
    live = {};
    await registry.read();
    const doc = await (await fetch(`${hostUrl}/nosotros`)).text();
    expect(remotesOf(doc).content).toBe(`${remoteUrl}/mf-manifest.json`);
    expect(doc).toContain('data-build="base"');
    live = { content: { estable: V2, canario: null, porcentaje: 0 } };
    await registry.read();
    await api.close();
    expect(await registry.read()).toBe(false);
    expect(remotesOf(await (await fetch(`${hostUrl}/nosotros`)).text()).content).toBe(`${remoteUrl}/v/${V2}/mf-manifest.json`);
  });

  it("the host's own release: its document, shell and scripts for the visitors who get it, served from /v/<version>/", async () => {
    const before = await (await fetch(`${hostUrl}/nosotros`)).text();
    expect(before).toContain('data-host="base"');
    expect(before).toContain('src="/static/main.base.js"');
    live = { host: { estable: HOST_V1, canario: null, porcentaje: 0 } };
    await registry.read();
    // (the API went down in the test before: the registry's answer is set by hand here, as a read would)
    (registry as unknown as { state: LiveReleases }).state = live;
    const doc = await (await fetch(`${hostUrl}/nosotros`)).text();
    expect(doc).toContain('data-host="h1"');
    expect(doc).toContain(`src="/v/${HOST_V1}/static/main.h1.js"`);
    expect(doc).not.toContain('main.base.js');
    const script = await fetch(`${hostUrl}/v/${HOST_V1}/static/main.h1.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${hostUrl}/v/${HOST_V1}/${RELEASE_SERVER_DIR}/shell.cjs`)).status).toBe(404);
    // a version whose files this server does not have: the base build, not a broken page
    (registry as unknown as { state: LiveReleases }).state = { host: { estable: '20261130.140000-eeee555', canario: null, porcentaje: 0 } };
    expect(await (await fetch(`${hostUrl}/nosotros`)).text()).toContain('data-host="base"');
  });
});
