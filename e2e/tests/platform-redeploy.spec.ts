import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '../support/test';
import { clientNavigate } from '../support/platform';
import { ports } from '../support/ports';
import { type PlatformCopy, startPlatformCopy, top } from '../support/stack';

/**
 * One remote (content) rebuilt with a visible change and redeployed alone, in place, on a copy of the shop (host on
 * base+26, remotes on base+27…base+30; the suite's API): the host and the other remotes are not touched.
 */
const base = ports.host + 26;
const contentPort = base + 4;
const OLD_LEAD = 'Cuidamos la salud y el bienestar de las familias paraguayas desde 2001.';
const NEW_LEAD = 'Nueva versión: cuidamos la salud de las familias paraguayas desde 2001.';

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

let copy: PlatformCopy;
let dir = '';
/** The folder the content remote's server serves (DIST_DIR), with its renderer in ../dist-ssr. */
let served = '';
let oldManifest: Manifest;
let newManifest: Manifest;

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

async function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, { cwd: top, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} terminó con ${code}: ${errors.slice(-2000)}`);
}

const readManifest = (distDir: string) => JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')) as Manifest;
/** Every JS file a build's manifest names (entry and chunks), relative to its dist. */
const buildFiles = (m: Manifest) => new Set([m.metaData.remoteEntry.name, ...m.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async])]);
/** Every JS file of a build, relative to its dist. */
const jsFilesOf = (distDir: string) =>
  new Set([
    ...readdirSync(distDir).filter((f) => f.endsWith('.js')),
    ...readdirSync(path.join(distDir, 'static')).filter((f) => f.endsWith('.js')).map((f) => `static/${f}`),
  ]);
let oldJs: Set<string>;
let newJs: Set<string>;
/** The JS files a page requested from the content remote, relative to its origin. */
function contentScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.port === String(contentPort) && url.pathname.endsWith('.js')) seen.push(url.pathname.slice(1));
  });
  return seen;
}

/** The redeploy: the new build's files go next to the old ones (the manifest is replaced), then the server restarts. */
async function redeploy(next: string) {
  cpSync(path.join(next, 'dist'), path.join(served, 'dist'), { recursive: true, force: true });
  rmSync(path.join(served, 'dist-ssr'), { recursive: true, force: true });
  cpSync(path.join(next, 'dist-ssr'), path.join(served, 'dist-ssr'), { recursive: true });
  await copy.stopRemote('content');
  await copy.startRemote('content', contentPort, { DIST_DIR: path.join(served, 'dist') });
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  dir = mkdtempSync(path.join(tmpdir(), 'botica-redeploy-'));
  served = path.join(dir, 'served');
  cpSync(path.join(top, 'remote-content', 'dist'), path.join(served, 'dist'), { recursive: true });
  cpSync(path.join(top, 'remote-content', 'dist-ssr'), path.join(served, 'dist-ssr'), { recursive: true });
  oldManifest = readManifest(path.join(served, 'dist'));
  oldJs = jsFilesOf(path.join(served, 'dist'));
  // the remote's team builds its new version (a real rspack build, the remote's own configuration)
  const next = path.join(dir, 'next');
  await run(path.join(top, 'node_modules', '.bin', 'rspack'), ['build', '-c', path.join(top, 'e2e', 'fixtures', 'redeploy', 'rspack.config.mjs')], {
    REDEPLOY_DIR: next,
    REDEPLOY_FROM: OLD_LEAD,
    REDEPLOY_TO: NEW_LEAD,
  });
  await run(process.execPath, [path.join(top, 'platform', 'build', 'compress-dist.mjs'), path.join(next, 'dist')]);
  newManifest = readManifest(path.join(next, 'dist'));
  newJs = jsFilesOf(path.join(next, 'dist'));
  copy = await startPlatformCopy(base, ports.api);
  await copy.stopRemote('content');
  await copy.startRemote('content', contentPort, { DIST_DIR: path.join(served, 'dist') });
  (globalThis as { nextBuild?: string }).nextBuild = next;
});
test.afterAll(async () => {
  await copy?.stop();
});

test('a remote rebuilt and redeployed alone is what the next page load shows, whole; a tab opened before keeps working', async ({ browser }) => {
  const next = (globalThis as { nextBuild?: string }).nextBuild!;
  expect(newManifest.metaData.remoteEntry.name).not.toBe(oldManifest.metaData.remoteEntry.name);
  const hostFiles = readdirSync(path.join(top, 'host', 'dist', 'static'));

  // before: the shop shows the old text; one tab stays on the catalogue's home
  const oldTab = await (await browser.newContext()).newPage();
  await oldTab.goto(`${copy.urls.host}/`);
  await expect(oldTab.getByTestId('catalog-home')).toBeVisible();
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${copy.urls.host}/nosotros`);
  await expect(page.getByText(OLD_LEAD)).toBeVisible();

  await redeploy(next);

  // the very next document carries the new manifest (the host does not keep the old one) and runs the new build only
  const fresh = await (await browser.newContext()).newPage();
  const scripts = contentScripts(fresh);
  const res = await fresh.goto(`${copy.urls.host}/nosotros`);
  const inline = JSON.parse(
    /<script id="botica-manifests" type="application\/json"[^>]*>(.*?)<\/script>/s.exec((await res!.text()))![1]!,
  ) as Record<string, Manifest>;
  expect(inline[`http://localhost:${contentPort}/mf-manifest.json`]?.metaData.remoteEntry.name).toBe(newManifest.metaData.remoteEntry.name);
  await expect(fresh.getByText(NEW_LEAD)).toBeVisible();
  await expect(fresh.getByText(OLD_LEAD)).toHaveCount(0);
  expect(scripts.filter((file) => !newJs.has(file))).toEqual([]);
  expect(scripts).toContain(newManifest.metaData.remoteEntry.name);
  expect(scripts).not.toContain(oldManifest.metaData.remoteEntry.name);

  // the tab opened before the redeploy goes to the remote's route by the shop's own navigation, and works
  await clientNavigate(oldTab, '/nosotros');
  await expect(oldTab.getByTestId('about-page')).toBeVisible();
  await expect(oldTab.getByTestId('remote-fallback')).toHaveCount(0);
  await expect(oldTab.getByText(NEW_LEAD)).toBeVisible();

  // the host and the other remotes were not touched
  expect(readdirSync(path.join(top, 'host', 'dist', 'static'))).toEqual(hostFiles);
  await oldTab.context().close();
  await page.context().close();
  await fresh.context().close();
});

test('a page that read the manifest before the redeploy runs that build whole: its entry and chunks, not the new entry with old chunks', async ({ page }) => {
  // a tab that read the remote's manifest before the redeploy (the browser may also hold the old chunks, immutable);
  // the remote's server now has the new build (the old files stay next to it)
  await page.route(`http://localhost:${contentPort}/mf-manifest.json`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: JSON.stringify(oldManifest) }),
  );
  const scripts = contentScripts(page);
  await page.goto(`${copy.urls.host}/`);
  await expect(page.getByTestId('catalog-home')).toBeVisible();
  await clientNavigate(page, '/nosotros');
  await expect(page.getByTestId('about-page')).toBeVisible();
  // one build, whole: the old page, from the old entry and the old chunks only
  await expect(page.getByText(OLD_LEAD)).toBeVisible();
  expect(scripts).toContain(oldManifest.metaData.remoteEntry.name);
  expect(scripts.filter((file) => !oldJs.has(file))).toEqual([]);
});

test("the remote's server sends the manifest to be revalidated and everything it names as immutable", async ({ request }) => {
  const origin = `http://localhost:${contentPort}`;
  const manifest = await request.get(`${origin}/mf-manifest.json`);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const current = (await manifest.json()) as Manifest;
  for (const file of buildFiles(current)) {
    const res = await request.get(`${origin}/${file}`);
    expect(res.status(), file).toBe(200);
    expect(res.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
  }
});

test("'Reintentar' registers the remote once and fetches its manifest and entry once; the next navigation fetches nothing again", async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  const fetched: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.port === String(contentPort) && /^\/(mf-manifest\.json|remoteEntry(\.[0-9a-f]+)?\.js)$/.test(url.pathname)) fetched.push(url.pathname);
  });
  await copy.stopRemote('content');
  try {
    await page.goto(`${copy.urls.host}/nosotros`);
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
  } finally {
    await copy.startRemote('content', contentPort, { DIST_DIR: path.join(served, 'dist') });
  }
  fetched.length = 0;
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByTestId('about-page')).toBeVisible();
  expect(fetched.filter((p) => p === '/mf-manifest.json')).toHaveLength(1);
  expect(fetched.filter((p) => p.startsWith('/remoteEntry'))).toHaveLength(1);
  // the federation runtime warns each time a registration is replaced (registerRemotes with force): once
  const replaced = () => warnings.filter((w) => /already registered/i.test(w));
  expect(replaced()).toHaveLength(1);

  // the shop's next navigation to another page of the same remote: its code is in the page already
  fetched.length = 0;
  await clientNavigate(page, '/politicas-de-privacidad');
  await expect(page.getByTestId('privacy-page')).toBeVisible();
  expect(fetched).toEqual([]);
  expect(replaced()).toHaveLength(1);
});
