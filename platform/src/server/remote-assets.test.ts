// @vitest-environment node
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManifestCache, type RemoteManifest, runtimeManifest } from './remote-assets';
import { setStaticHeaders } from './static-headers';

const manifestOf = (entry: string): RemoteManifest => ({ metaData: { remoteEntry: { name: entry, path: '' } }, exposes: [] });

describe('the manifests the host writes into documents', () => {
  let remote: FastifyInstance;
  let dir = '';
  let origin = '';
  const requests: { ifNoneMatch?: string }[] = [];
  const deploy = (entry: string, at: Date) => {
    const file = path.join(dir, 'mf-manifest.json');
    writeFileSync(file, JSON.stringify(manifestOf(entry)));
    utimesSync(file, at, at);
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'botica-manifest-'));
    deploy('remoteEntry.aaaaaaaaaa.js', new Date('2026-01-01T10:00:00Z'));
    remote = Fastify();
    remote.addHook('onRequest', async (req) => {
      requests.push({ ifNoneMatch: req.headers['if-none-match'] });
    });
    // a remote busy for a moment: its versions' manifests answer after 700 ms, immutable
    remote.get('/v/:version/mf-manifest.json', async (req, reply) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      return manifestOf(`remoteEntry.${(req.params as { version: string }).version}.js`);
    });
    // the remotes' own static serving (ETag and Last-Modified on, as in remote-server.ts)
    await remote.register(fastifyStatic, { root: dir, cacheControl: false, setHeaders: setStaticHeaders });
    await remote.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(remote.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await remote.close();
  });

  it('serves a redeployed manifest on the very next document, revalidating an unchanged one with a 304', async () => {
    const cache = new ManifestCache();
    const endpoint = { manifestUrl: `${origin}/mf-manifest.json`, internalOrigin: origin, basePath: '' };
    expect((await cache.get(endpoint))?.metaData.remoteEntry.name).toBe('remoteEntry.aaaaaaaaaa.js');
    expect((await cache.get(endpoint))?.metaData.remoteEntry.name).toBe('remoteEntry.aaaaaaaaaa.js');
    expect(cache.stats).toMatchObject({ fetched: 1, notModified: 1 });
    expect(requests.at(-1)?.ifNoneMatch).toBeTruthy();

    // the remote is redeployed in place: the next document carries the new manifest, not a kept copy
    deploy('remoteEntry.bbbbbbbbbb.js', new Date('2026-01-01T10:05:00Z'));
    expect((await cache.get(endpoint))?.metaData.remoteEntry.name).toBe('remoteEntry.bbbbbbbbbb.js');
    expect(cache.stats).toMatchObject({ fetched: 2, notModified: 1 });
  });

  it('documents asking at once share one request', async () => {
    const cache = new ManifestCache();
    const endpoint = { manifestUrl: `${origin}/mf-manifest.json`, internalOrigin: origin, basePath: '' };
    const before = requests.length;
    const answers = await Promise.all([cache.get(endpoint), cache.get(endpoint), cache.get(endpoint)]);
    expect(new Set(answers.map((m) => m?.metaData.remoteEntry.name)).size).toBe(1);
    expect(requests.length - before).toBe(1);
  });

  it('a slow answer is not given up: the documents of that moment go without it, the next ones carry it without asking again', async () => {
    const cache = new ManifestCache(300);
    const endpoint = { manifestUrl: `${origin}/v/slow/mf-manifest.json`, internalOrigin: origin, basePath: '/v/slow' };
    const before = requests.length;
    expect(await cache.get(endpoint)).toBeNull();
    // a document arriving while the late request is still out does not wait for it again (it would take 300 ms)
    const again = await Promise.race([cache.get(endpoint), new Promise((resolve) => setTimeout(() => resolve('esperó'), 250))]);
    expect(again).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await cache.get(endpoint))?.metaData.remoteEntry.name).toBe('remoteEntry.slow.js');
    expect(requests.length - before).toBe(1);
    expect(cache.stats).toMatchObject({ fetched: 1, failed: 0 });
  });

  it('a version warmed ahead of its first document is already there when that document asks', async () => {
    const cache = new ManifestCache(300);
    const endpoint = { manifestUrl: `${origin}/v/warm/mf-manifest.json`, internalOrigin: origin, basePath: '/v/warm' };
    cache.warm(endpoint);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = requests.length;
    expect((await cache.get(endpoint))?.metaData.remoteEntry.name).toBe('remoteEntry.warm.js');
    expect(requests.length - before).toBe(0);
  });

  it('a remote that does not answer gives no manifest, and is not asked again by the next documents for a while', async () => {
    const cache = new ManifestCache(300);
    const down = { manifestUrl: 'http://127.0.0.1:9/mf-manifest.json', internalOrigin: 'http://127.0.0.1:9', basePath: '' };
    expect(await cache.get(down)).toBeNull();
    expect(await cache.get(down)).toBeNull();
    expect(cache.stats).toMatchObject({ failed: 1, fetched: 0 });
  });
});

describe('the manifest a document carries for the runtime', () => {
  const assets = (js: string[], jsAsync: string[], css: string[] = []) => ({ js: { sync: js, async: jsAsync }, css: { sync: css, async: ['static/late.css'] } });
  const manifest: RemoteManifest = {
    id: 'checkout',
    name: 'checkout',
    metaData: { remoteEntry: { name: 'remoteEntry.abc.js', path: '' } },
    remotes: [],
    shared: [
      { name: 'react', version: '19.3.1', singleton: true, assets: assets(['static/react.js'], ['static/r-async.js']) },
      { name: 'jotai', version: '2.0.0', singleton: true, assets: assets(['static/pages.js'], [], ['static/pages.css']) },
    ],
    exposes: [{ name: 'pages', path: './pages', assets: assets(['static/pages.js'], ['static/page-cart.js', 'static/page-pay.js'], ['static/pages.css']) }],
  };

  it('keeps what the runtime preloads and what it leaves out of a preload, and nothing else', () => {
    const trimmed = runtimeManifest(manifest);
    // an expose keeps its sync files: the runtime preloads them when the expose is loaded
    expect(trimmed.exposes[0]!.assets).toEqual({ js: { sync: ['static/pages.js'], async: [] }, css: { sync: ['static/pages.css'], async: [] } });
    // a shared module keeps only the files an expose names (the runtime skips those when the page has the module)
    const shared = trimmed.shared as { name: string; version: string; singleton: boolean; assets: unknown }[];
    expect(shared.map((s) => [s.name, s.version, s.singleton, s.assets])).toEqual([
      ['react', '19.3.1', true, { js: { sync: [], async: [] }, css: { sync: [], async: [] } }],
      ['jotai', '2.0.0', true, { js: { sync: ['static/pages.js'], async: [] }, css: { sync: ['static/pages.css'], async: [] } }],
    ]);
    expect(trimmed.metaData).toBe(manifest.metaData);
    expect(trimmed.exposes[0]!.name).toBe('pages');
    // the original, which the server's own page assets read, is untouched
    expect(manifest.exposes[0]!.assets.js.async).toEqual(['static/page-cart.js', 'static/page-pay.js']);
    expect(runtimeManifest(manifest)).toBe(trimmed);
  });
});
