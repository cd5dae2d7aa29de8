// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Bundle {
  file: string;
  bytes: number;
  inputs: string[];
}
interface BundleModule {
  bundleAppServer(app: string, outdir: string): Promise<Bundle>;
}
interface RulesModule {
  serverBundleProblems(app: string, files: string[]): string[];
}

const buildDir = path.join(__dirname, '..', '..', 'build');
const packagesIn = (inputs: string[], names: string[]) =>
  inputs.filter((file) => names.some((name) => file.split('/').join(path.sep).includes(`${path.sep}node_modules${path.sep}${name}${path.sep}`)));

/** A port nobody listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Runs a compiled server with `env` until it says it listens; answers the process. */
function run(file: string, env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`sin respuesta de ${file}: ${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('escuchando en')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${file} terminó (${code}): ${output}`));
    });
  });
}

/**
 * The compiled servers of the apps (<app>/dist-server/serve.mjs), built into a folder of the test's own: a remote's
 * holds its fragment server and nothing of the host's document composer, the host's the reverse, and neither a map
 * engine. Each runs as the one file an image has.
 */
describe('compiled app servers: each carries its own server only', () => {
  let work = '';
  let host: Bundle;
  let catalog: Bundle;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'app-servers-'));
    const { bundleAppServer } = (await import(path.join(buildDir, 'app-server-bundle.mjs'))) as BundleModule;
    host = await bundleAppServer('host', path.join(work, 'host', 'dist-server'));
    catalog = await bundleAppServer('catalog', path.join(work, 'catalog', 'dist-server'));
  }, 60_000);

  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("a remote's server carries the fragment server and none of the host's (its composer, proxy and route matching)", () => {
    expect(catalog.inputs).toContain('src/server/remote-server.ts');
    expect(catalog.inputs.filter((file) => file.startsWith('src/server/') && /host|page-composer|route-match|fragment-client/.test(file))).toEqual([]);
    expect(packagesIn(catalog.inputs, ['@fastify/http-proxy', 'undici', 'react-router', 'react-router-dom'])).toEqual([]);
  });

  it("the host's server carries the document composer and not a remote's fragment server", () => {
    expect(host.inputs).toContain('src/server/host-server.ts');
    expect(host.inputs).not.toContain('src/server/remote-server.ts');
  });

  it('no compiled server carries a map engine, and a remote is the smaller', () => {
    expect(packagesIn([...host.inputs, ...catalog.inputs], ['mapbox-gl', 'maplibre-gl'])).toEqual([]);
    // the host's proxy (undici) and route matching (react-router) are in the host's only
    expect(catalog.bytes).toBeLessThan(host.bytes);
  });

  it("a remote's file serves that remote's build on that remote's port", async () => {
    const dist = path.join(work, 'catalog', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"botica_catalog"}');
    const port = await freePort();
    children.push(await run(catalog.file, { CATALOG_PORT: String(port) }));
    const res = await fetch(`http://127.0.0.1:${port}/mf-manifest.json`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'botica_catalog' });
    // no renderer next to this build: the host is told to draw the page in the browser
    expect((await fetch(`http://127.0.0.1:${port}/__fragment?path=/`)).status).toBe(501);
  }, 30_000);

  it("the host's file serves the host: the remotes' manifests where its environment puts them", async () => {
    const dist = path.join(work, 'host', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    const port = await freePort();
    children.push(await run(host.file, { HOST_PORT: String(port), CATALOG_PORT: '4101', CHECKOUT_PORT: '4102', ACCOUNT_PORT: '4103', CONTENT_PORT: '4104' }));
    const remotes = (await (await fetch(`http://127.0.0.1:${port}/remotes.json`)).json()) as Record<string, string>;
    expect(remotes.catalog).toBe('http://localhost:4101/mf-manifest.json');
    expect(remotes.content).toBe('http://localhost:4104/mf-manifest.json');
  }, 30_000);
});

describe("the check of a compiled server's modules", () => {
  let rules: RulesModule;
  beforeAll(async () => {
    rules = (await import(path.join(buildDir, 'server-bundles.mjs'))) as RulesModule;
  });

  it("names the host's server in a remote's bundle, a remote's in the host's, and a map engine in either", () => {
    const shared = ['src/server/security-headers.ts', '../node_modules/fastify/fastify.js'];
    expect(rules.serverBundleProblems('checkout', [...shared, 'src/server/remote-server.ts'])).toEqual([]);
    expect(rules.serverBundleProblems('host', [...shared, 'src/server/host-server.ts'])).toEqual([]);
    expect(rules.serverBundleProblems('checkout', [...shared, 'src/server/remote-server.ts', 'src/server/host-server.ts'])).toEqual([
      'el servidor de checkout incluye src/server/host-server.ts, el servidor de otra aplicación',
    ]);
    expect(rules.serverBundleProblems('host', ['src/server/host-server.ts', 'src/server/remote-server.ts', '../node_modules/maplibre-gl/dist/maplibre-gl.mjs'])).toEqual([
      'el servidor de host incluye src/server/remote-server.ts, el servidor de otra aplicación',
      'el servidor de host incluye maplibre-gl, que sólo corre en el navegador',
    ]);
  });
});
