import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { putCart } from '../support/checkout/cart-data';
import { mustSucceed, releaseTool, rspackBuild, type ReleaseCommand } from '../support/releases';
import { clientNavigate } from '../support/platform';
import { top } from '../support/stack';
import { expect, test } from './compose-test';
import { customerReadyToOrder, placeOrderRetrying, SHOP_URL, sql } from './compose-stack';

/**
 * Releases in the composition, under a steady load of shoppers (decision 082): a new catalogue and a new content
 * published with `npm run release`, the catalogue given to 20 % of the visitors and then to all, the content
 * promoted and rolled back, a breaking content refused by the contract gate, and a broken content canary rolled back
 * by the canary's watch, while shoppers browse and order and a tab stays open through all of it. Counted and printed:
 * requests failed, orders answered and in the database, documents that named two versions of one remote, and the time
 * from each command to the first document on the new version (the composition's host, one replica: its published port).
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(900_000);

const OLD_LEAD = 'Cuidamos la salud y el bienestar de las familias paraguayas desde 2001.';
const NEW_LEAD = 'Nueva versión: cuidamos la salud de las familias paraguayas desde 2001.';
const ORIGINS = {
  catalog: `http://localhost:${process.env.CATALOG_PORT ?? 3001}`,
  content: `http://localhost:${process.env.CONTENT_PORT ?? 3004}`,
} as const;
type Remote = keyof typeof ORIGINS;
const SHOPPERS = 4;

async function build(config: string, env: NodeJS.ProcessEnv) {
  await rspackBuild(['-c', path.join(top, 'e2e', 'fixtures', config, 'rspack.config.mjs')], env);
}

/** A release tool as a team runs it against the composition: through the host's /api, with the operator's password. */
const tool = releaseTool({ API_URL: SHOP_URL, OPERATOR_NAME: 'Equipo de la composición' });
const must = (command: ReleaseCommand, ...args: string[]) => mustSucceed(tool(command, ...args), `${command} ${args.join(' ')}`);
const published = (app: Remote, out: string) => new RegExp(`Publicada ${app} (\\S+) `).exec(out)?.[1] ?? '';

/** The remotes' manifests a document names (its remotes.json, written in). */
function manifestsIn(html: string): Record<string, string> {
  return JSON.parse(/<script id="botica-remotes" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as Record<string, string>;
}
const folderOf = (pathname: string) => /^\/v\/[^/]+\//.exec(pathname)?.[0] ?? '/';

/**
 * What of a document names another version of a remote than its manifest: every script and preload on a remote's
 * origin comes from the folder of the manifest the document names (`/v/<version>/`, or the base build's `/`).
 */
function mixedVersions(html: string): string[] {
  const manifests = manifestsIn(html);
  // files only: a script's src and a link's href, except the preconnects, which name an origin and no version
  const urls = [...html.matchAll(/<(script|link)\b([^>]*)>/g)]
    .filter(([, tag, attrs]) => tag === 'script' || !/\srel="(?:preconnect|dns-prefetch)"/.test(attrs!))
    .map(([, , attrs]) => /\s(?:src|href)="([^"]+)"/.exec(attrs!)?.[1])
    .filter((url): url is string => Boolean(url));
  const problems: string[] = [];
  for (const [remote, manifest] of Object.entries(manifests)) {
    const named = new URL(manifest);
    const folder = folderOf(named.pathname);
    for (const url of urls) {
      const file = new URL(url, SHOP_URL);
      if (file.origin === named.origin && folderOf(file.pathname) !== folder) problems.push(`${remote}: ${file.pathname} con ${named.pathname}`);
    }
  }
  return problems;
}

const manifestOf = (remote: Remote, version: string | null) => `${ORIGINS[remote]}/${version ? `v/${version}/` : ''}mf-manifest.json`;

/** The manifest of `remote` the next document of the visitor with `mark` names. */
async function documentManifest(remote: Remote, mark: string): Promise<string> {
  const res = await fetch(`${SHOP_URL}/nosotros`, { headers: { cookie: `botica_visitante=${mark}` } });
  return manifestsIn(await res.text())[remote] ?? `un documento ${res.status} sin remotos`;
}

/**
 * Milliseconds from now to the first document (of one of `marks`) that names `wanted`: each round asks a document for
 * every mark at once, so a slow document under load does not keep the others from being asked.
 */
async function untilDocumentsName(remote: Remote, wanted: string, marks = ['visitante-de-la-composicion']): Promise<number> {
  const started = Date.now();
  let named: string[] = [];
  while (Date.now() - started < 30_000) {
    named = await Promise.all(marks.map((mark) => documentManifest(remote, mark).catch((error: Error) => `sin documento: ${error.message}`)));
    if (named.includes(wanted)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`los documentos no nombraron ${wanted} en 30 s; la última vuelta nombró: ${[...new Set(named)].join(', ')}`);
}

interface Tally {
  requests: number;
  failed: string[];
  mixed: string[];
  retried: number;
  orders: { key: string; codigo: number }[];
  /** Documents per version of each remote (`catalog@base`, `content@<version>`). */
  versions: Map<string, number>;
}

interface LoadControl {
  done: boolean;
  /**
   * While the canary's watch judges a version whose page breaks in the browser: documents fetched without a browser
   * run no script, so they never meet that error and only dilute the failure rate the watch reads; the shoppers then
   * go on ordering, and real browsers make the documents.
   */
  documentsByBrowsersOnly: boolean;
}

/** One shopper: the home and "Nosotros" as documents, and an order every third round, until told to stop. */
async function shopper(n: number, series: string, request: APIRequestContext, ready: Awaited<ReturnType<typeof customerReadyToOrder>>, stop: LoadControl, tally: Tally) {
  const mark = `comprador-${series}-${n}`;
  for (let round = 0; !stop.done; round += 1) {
    if (stop.documentsByBrowsersOnly) await new Promise((resolve) => setTimeout(resolve, 300));
    for (const page of stop.documentsByBrowsersOnly ? [] : ['/', '/nosotros']) {
      tally.requests += 1;
      try {
        const res = await fetch(`${SHOP_URL}${page}`, { headers: { cookie: `botica_visitante=${mark}` }, signal: AbortSignal.timeout(30_000) });
        const html = await res.text();
        if (res.status !== 200) tally.failed.push(`${page} ${res.status}`);
        for (const problem of mixedVersions(html)) tally.mixed.push(`${page}: ${problem}`);
        for (const [remote, manifest] of Object.entries(manifestsIn(html))) {
          const key = `${remote}@${folderOf(new URL(manifest).pathname).slice(3, -1) || 'base'}`;
          tally.versions.set(key, (tally.versions.get(key) ?? 0) + 1);
        }
      } catch (error) {
        tally.failed.push(`${page} ${String(error)}`);
      }
    }
    if (round % 3 === 0) {
      tally.requests += 1;
      const placed = await placeOrderRetrying(request, `${series}-${n}-${round}`, ready.address, ready.product.codigo).catch((error: unknown) => {
        tally.failed.push(`pedido ${String(error)}`);
        return null;
      });
      if (placed) {
        tally.orders.push(placed);
        if (placed.attempts > 1) tally.retried += 1;
      }
    }
  }
}

const builds = { content: '', breaking: '', broken: '' };
const versions = { catalog: '', content: '' };

test.beforeAll(async () => {
  test.setTimeout(900_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'botica-compose-releases-'));
  builds.content = path.join(dir, 'content');
  builds.breaking = path.join(dir, 'breaking');
  builds.broken = path.join(dir, 'broken');
  // the content team's new version ("Nosotros" says something new), one that dropped the module the host loads, and
  // one whose "Nosotros" throws while it draws; the catalogue's new version is its own build
  await build('redeploy', { REDEPLOY_DIR: builds.content, REDEPLOY_FROM: OLD_LEAD, REDEPLOY_TO: NEW_LEAD });
  await build('releases', { RELEASE_FIXTURE_DIR: builds.breaking });
  await build('redeploy', { REDEPLOY_DIR: builds.broken, REDEPLOY_FROM: `"${OLD_LEAD}"`, REDEPLOY_TO: "{(() => { throw new Error('Versión rota a propósito'); })()}" });
  versions.catalog = published('catalog', await must('publicar', 'catalog'));
  versions.content = published('content', await must('publicar', 'content', '--desde', builds.content));
  expect(versions.catalog).toMatch(/^\d{8}\.\d{6}-[0-9a-z]+$/);
  expect(versions.content).toMatch(/^\d{8}\.\d{6}-[0-9a-z]+$/);
});

test.afterAll(async () => {
  test.setTimeout(300_000);
  for (const app of ['catalog', 'content']) for (let i = 0; i < 5 && (await tool('revertir', app)).code === 0; i += 1);
});

test('under load: canary, promote, rollback, a refused release and a canary rolled back by itself; nothing lost, one version per document, each switch in seconds', async ({ browser, playwright }) => {
  const series = `rel${Date.now().toString(36)}`;
  // shoppers, each logged in with an address, and stock for all their orders
  const contexts = await Promise.all(Array.from({ length: SHOPPERS }, () => playwright.request.newContext({ baseURL: SHOP_URL })));
  const ready: Awaited<ReturnType<typeof customerReadyToOrder>>[] = [];
  for (const request of contexts) ready.push(await customerReadyToOrder(request));
  // shoppers may all get the same product, and under load they order hundreds of times
  sql(`UPDATE stock SET existencia = existencia + 100000 WHERE producto_codigo IN (${ready.map((r) => r.product.codigo).join(',')})`);

  // a tab opened before anything, by a visitor with a product in the cart (made through the API, then the page)
  const tabContext = await browser.newContext();
  const tab = await tabContext.newPage();
  const tabFailures: string[] = [];
  tab.on('requestfailed', (req) => tabFailures.push(`${req.url()} ${req.failure()?.errorText ?? ''}`));
  await putCart(tab.request, [{ product: { codigo: ready[0]!.product.codigo, descripcion: ready[0]!.product.descripcion, precio: ready[0]!.product.precio }, quantity: 2 }]);
  await tab.goto('/');
  await expect(tab.getByTestId('catalog-home')).toBeVisible();
  await expect(tab.getByTestId('cart-count')).toHaveText('2');

  const tally: Tally = { requests: 0, failed: [], mixed: [], retried: 0, orders: [], versions: new Map() };
  const stop: LoadControl = { done: false, documentsByBrowsersOnly: false };
  const load = Promise.all(contexts.map((request, i) => shopper(i + 1, series, request, ready[i]!, stop, tally)));
  const latency: [string, number][] = [];
  const timed = async (label: string, remote: Remote, wanted: string, marks?: string[]) => {
    const ms = await untilDocumentsName(remote, wanted, marks);
    latency.push([label, ms]);
  };
  try {
    await new Promise((resolve) => setTimeout(resolve, 5000));

    // the catalogue to 20 % of the visitors, then to all
    await must('promover', 'catalog', versions.catalog, '--canary', '20', '--motivo', 'catálogo nuevo a una parte');
    const marks = Array.from({ length: 30 }, (_, i) => `visitante-${series}-${i}`);
    await timed('canario del catálogo (20 %)', 'catalog', manifestOf('catalog', versions.catalog), marks);
    const shares = await Promise.all(marks.map((mark) => documentManifest('catalog', mark)));
    const onCanary = shares.filter((m) => m === manifestOf('catalog', versions.catalog)).length;
    expect(onCanary).toBeGreaterThan(0);
    expect(onCanary).toBeLessThan(marks.length);
    // sticky: the same visitors get the same versions again
    expect(await Promise.all(marks.map((mark) => documentManifest('catalog', mark)))).toEqual(shares);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await must('promover', 'catalog', versions.catalog, '--motivo', 'catálogo nuevo para todos');
    // measured on the visitors the canary left on the base build: one on the canary names it before the promotion
    // reaches the host
    await timed('promoción del catálogo', 'catalog', manifestOf('catalog', versions.catalog), marks.filter((_mark, i) => shares[i] !== manifestOf('catalog', versions.catalog)));

    // the content promoted, then rolled back
    await must('promover', 'content', versions.content, '--motivo', 'texto nuevo');
    await timed('promoción de content', 'content', manifestOf('content', versions.content));
    const promoted = await browser.newContext();
    const promotedPage = await promoted.newPage();
    await promotedPage.goto('/nosotros');
    await expect(promotedPage.getByText(NEW_LEAD)).toBeVisible();
    await promoted.close();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await must('revertir', 'content', '--motivo', 'volver al texto anterior');
    await timed('reversión de content', 'content', manifestOf('content', null));

    // a breaking content: the gate refuses it, naming who expects what; shoppers keep theirs
    const breaking = published('content', await must('publicar', 'content', '--desde', builds.breaking));
    const refused = await tool('promover', 'content', breaking, '--canary', '20');
    expect(refused.code).toBe(3);
    expect(refused.err).toContain(`carga el módulo «footer-blog» de content (${breaking}), que no lo expone.`);
    expect(await documentManifest('content', 'visitante-de-la-composicion')).toBe(manifestOf('content', null));

    // a content canary whose page breaks, for everyone: the watch rolls it back by itself
    const broken = published('content', await must('publicar', 'content', '--desde', builds.broken));
    await must('promover', 'content', broken, '--canary', '100', '--motivo', 'probar la vigilancia');
    await timed('canario roto de content', 'content', manifestOf('content', broken));
    const watched = Date.now();
    // content's renderer leaves a page that throws while it draws to the browser: shoppers' browsers meet the broken
    // page, whose boundary shows the notice and reports the error with the remote's version when the page goes; the
    // watch reads those reports
    const rolledBack = { done: false };
    stop.documentsByBrowsersOnly = true;
    const visitors = await browser.newContext();
    const met = { visits: 0, notices: 0, reported: 0, drawn: 0 };
    const browsing = Promise.all(
      Array.from({ length: 3 }, async () => {
        const page = await visitors.newPage();
        while (!rolledBack.done) {
          met.visits += 1;
          // a shopper who meets the notice stays a moment: the page's field report carries the error a few seconds
          // after it happened (or when the page goes), and the API takes a bounded number of reports per address
          const reported = page
            .waitForRequest((req) => new URL(req.url()).pathname === '/api/campo' && (req.postData() ?? '').includes('"errores":[{'), { timeout: 15_000 })
            .catch(() => undefined);
          await page.goto('/nosotros').catch(() => undefined);
          const notice = page.getByTestId('remote-fallback');
          await notice.or(page.getByTestId('about-page')).first().waitFor({ timeout: 30_000 }).catch(() => undefined);
          if (await notice.isVisible()) {
            met.notices += 1;
            if (await reported) met.reported += 1;
          } else met.drawn += 1;
        }
      }),
    );
    try {
      await expect
        .poll(async () => (await documentManifest('content', 'visitante-de-la-composicion')) === manifestOf('content', null), { timeout: 240_000, intervals: [1000] })
        .toBe(true);
    } catch (error) {
      // what the watch had to judge: the visits, and the counts of each content version since the canary began
      console.log(`  visitas de navegadores a Nosotros: ${met.visits}, con el aviso: ${met.notices} (su error informado: ${met.reported}), dibujadas: ${met.drawn}`);
      console.log(`  release_views de content:\n${sql(`SELECT version, sum(documentos), sum(errores), sum(fragmentos_fallidos) FROM release_views WHERE app = 'content' GROUP BY version`)}`);
      console.log(`  release_channels de content: ${sql(`SELECT estable, canario, porcentaje, canario_desde FROM release_channels WHERE app = 'content'`)}`);
      throw error;
    } finally {
      rolledBack.done = true;
      stop.documentsByBrowsersOnly = false;
      await browsing;
      await visitors.close();
    }
    latency.push(['del canario roto a su reversión automática', Date.now() - watched]);
    const history = sql(`SELECT accion || ' ' || actor FROM release_history WHERE app = 'content' ORDER BY codigo DESC LIMIT 1`);
    expect(history).toBe('revertir-auto vigilancia del canario');

    // the catalogue back to its base build
    await must('revertir', 'catalog', '--motivo', 'fin de la prueba');
    await timed('reversión del catálogo', 'catalog', manifestOf('catalog', null));
  } finally {
    stop.done = true;
    await load;
    console.log(`\nVersiones bajo carga en la composición (${SHOPPERS} compradores, host ×1, API ×${process.env.COMPOSE_SCALE ?? 3}):`);
    console.log(`  pedidos HTTP: ${tally.requests}, fallidos: ${tally.failed.length}, pedidos reintentados: ${tally.retried}`);
    console.log(`  documentos con dos versiones de un remoto: ${tally.mixed.length}`);
    console.log(`  documentos por versión: ${[...tally.versions].map(([v, n]) => `${v} ${n}`).join(', ')}`);
    for (const [label, ms] of latency) console.log(`  ${label}: ${ms} ms`);
    for (const failure of tally.failed.slice(0, 10)) console.log(`  fallido: ${failure}`);
    for (const mixed of tally.mixed.slice(0, 10)) console.log(`  mezclado: ${mixed}`);
  }

  // the tab opened before all of it goes on: "Nosotros" by the shop's own navigation, and its cart, whole
  await clientNavigate(tab, '/nosotros');
  await expect(tab.getByTestId('about-page')).toBeVisible();
  await expect(tab.getByTestId('remote-fallback')).toHaveCount(0);
  // its cart, as a visitor sees it (the cart page asks a visitor to log in first): the header's count and mini-cart
  await expect(tab.getByTestId('cart-count')).toHaveText('2');
  await tab.getByTestId('cart-button').focus();
  await expect(tab.getByTestId('mini-cart')).toContainText(ready[0]!.product.descripcion.slice(0, 20));
  await tabContext.close();
  for (const request of contexts) await request.dispose();

  const keys = tally.orders.map((o) => o.key);
  const inDatabase = Number(sql(`SELECT count(*) FROM order_requests WHERE clave LIKE 'c:%:${series}-%' AND order_codigo IS NOT NULL`));
  const distinctOrders = new Set(tally.orders.map((o) => o.codigo)).size;
  const ordersStored = tally.orders.length ? Number(sql(`SELECT count(*) FROM orders WHERE codigo IN (${tally.orders.map((o) => o.codigo).join(',')})`)) : 0;
  console.log(`  pedidos respondidos: ${keys.length}, en la base: ${inDatabase}, distintos: ${distinctOrders}, guardados: ${ordersStored}`);
  expect(tally.failed).toEqual([]);
  expect(tally.mixed).toEqual([]);
  expect(tabFailures).toEqual([]);
  expect(keys.length).toBeGreaterThan(0);
  expect(inDatabase).toBe(keys.length);
  expect(distinctOrders).toBe(keys.length);
  expect(ordersStored).toBe(keys.length);
  for (const [label, ms] of latency) if (!label.includes('automática')) expect(ms, label).toBeLessThan(5000);
});
