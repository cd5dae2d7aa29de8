import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { clientNavigate, untilInteractive } from '../support/platform';
import { E2E_OPERATOR_PASSWORD, ports } from '../support/ports';
import { mustSucceed, releaseTool, rspackBuild, type ReleaseCommand } from '../support/releases';
import { top } from '../support/stack';

/**
 * A remote released, canaried, promoted and rolled back on the suite's stack, as its team and an operator would
 * (decision 082): the content remote rebuilt with a visible change, published with `npm run release`, given to a share
 * of the visitors and then to all of them with `npm run promote`, taken back with `npm run rollback`; a breaking build
 * refused by the contract gate; the operator's page. It changes what every shopper of the stack gets, so it runs
 * alone, after the other specs, and leaves every app on its base build.
 */
const OLD_LEAD = 'Cuidamos la salud y el bienestar de las familias paraguayas desde 2001.';
const NEW_LEAD = 'Nueva versión: cuidamos la salud de las familias paraguayas desde 2001.';
const contentOrigin = `http://localhost:${ports.content}`;

test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

const build = rspackBuild;

/** One of the release tools, as a team runs it (`npm run release`, `promote`, `rollback`), against the stack's API. */
const tool = releaseTool({ API_URL: `http://127.0.0.1:${ports.api}`, OPERATOR_PASSWORD: E2E_OPERATOR_PASSWORD, OPERATOR_NAME: 'Equipo de contenidos' });
const must = (command: ReleaseCommand, ...args: string[]) => mustSucceed(tool(command, ...args), `${command} ${args.join(' ')}`);

const publishedVersion = (out: string) => /Publicada content (\S+) /.exec(out)?.[1] ?? '';

/** The JSON a document writes in the script element with that id ({} when it has none). */
function writtenJson(html: string, id: string): Record<string, unknown> {
  const text = new RegExp(`<script id="${id}" type="application/json"[^>]*>(.*?)</script>`, 's').exec(html)?.[1];
  return JSON.parse(text ?? '{}') as Record<string, unknown>;
}

/** The content remote's manifest a document names (its remotes.json, written in). */
const contentManifestIn = (html: string) => String(writtenJson(html, 'botica-remotes').content ?? '');

/** The manifests a document carries written in, by the URL each one stands for. */
const writtenManifestsIn = (html: string) => Object.keys(writtenJson(html, 'botica-manifests'));

/** The content remote's manifest a document of the host names for a visitor (no mark: what the stable share gets). */
async function contentManifestOf(mark?: string): Promise<string> {
  const res = await fetch(`http://localhost:${ports.host}/nosotros`, { headers: mark ? { cookie: `botica_visitante=${mark}` } : {} });
  return contentManifestIn(await res.text());
}

/** The content remote's scripts a page requested, by path on its origin. */
function contentScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.origin === contentOrigin && url.pathname.endsWith('.js')) seen.push(url.pathname);
  });
  return seen;
}

/** Failed requests and error answers of a page (a tab that "keeps working" has none). */
function failures(page: Page): string[] {
  const seen: string[] = [];
  page.on('requestfailed', (req) => {
    if (new URL(req.url()).origin === contentOrigin) seen.push(`${req.url()} ${req.failure()?.errorText ?? ''}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400 && new URL(res.url()).origin === contentOrigin) seen.push(`${res.url()} ${res.status()}`);
  });
  return seen;
}

async function freshPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; scripts: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page, scripts: contentScripts(page) };
}

/** Milliseconds from now until a document of one of `marks` (none: a visitor without a mark) names a manifest `wanted` takes. */
async function untilDocumentsName(wanted: (manifest: string) => boolean, marks: (string | undefined)[] = [undefined]): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    for (const mark of marks) if (wanted(await contentManifestOf(mark))) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('los documentos no cambiaron de versión en 10 s');
}

let version = '';
let breakingBuild = '';
let brokenBuild = '';

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'botica-releases-'));
  // the content team's new version: the remote's own configuration with one visible change ("Nosotros")
  const next = path.join(dir, 'next');
  await build(['-c', path.join(top, 'e2e', 'fixtures', 'redeploy', 'rspack.config.mjs')], { REDEPLOY_DIR: next, REDEPLOY_FROM: OLD_LEAD, REDEPLOY_TO: NEW_LEAD });
  // and a build that dropped the footer's blog module, which the host loads
  breakingBuild = path.join(dir, 'breaking');
  await build(['-c', path.join(top, 'e2e', 'fixtures', 'releases', 'rspack.config.mjs')], { RELEASE_FIXTURE_DIR: breakingBuild });
  // and one whose "Nosotros" page throws while it draws, on the server and in the browser
  brokenBuild = path.join(dir, 'broken');
  await build(['-c', path.join(top, 'e2e', 'fixtures', 'redeploy', 'rspack.config.mjs')], {
    REDEPLOY_DIR: brokenBuild,
    REDEPLOY_FROM: `"${OLD_LEAD}"`,
    REDEPLOY_TO: "{(() => { throw new Error('Versión rota a propósito'); })()}",
  });
  version = publishedVersion(await must('publicar', 'content', '--desde', next));
  expect(version).toMatch(/^\d{8}\.\d{6}-[0-9a-z]+$/);
});

test.afterAll(async () => {
  // every app back on its base build, whatever a failure left
  for (let i = 0; i < 5 && (await tool('revertir', 'content')).code === 0; i += 1);
});

test('a release reaches nobody until promoted; a canary goes to a share of visitors who keep it; a promotion and a rollback reach the next document; tabs opened before keep working', async ({ browser }) => {
  // a shopper's tab opened before anything, on the catalogue's home: it stays open through all of it
  const before = await freshPage(browser);
  const beforeFailures = failures(before.page);
  await before.page.goto('/');
  await expect(before.page.getByTestId('catalog-home')).toBeVisible();

  // published is not given: documents still name the base build
  expect(await contentManifestOf()).toBe(`${contentOrigin}/mf-manifest.json`);
  const versioned = `${contentOrigin}/v/${version}/mf-manifest.json`;

  // a canary for half the visitors: each visitor gets one version, every time, whole
  expect(await must('promover', 'content', version, '--canary', '50', '--motivo', 'probar el texto nuevo')).toContain(`canario ${version} para el 50 %`);
  // the registry reaches the host: some of twenty visitors' documents name the canary
  const marks = Array.from({ length: 20 }, (_, i) => `visitante-de-la-prueba-${i}`);
  await untilDocumentsName((m) => m === versioned, marks);
  const seen = new Set<string>();
  for (let i = 0; i < 16 && seen.size < 2; i += 1) {
    const visitor = await freshPage(browser);
    const res = await visitor.page.goto('/nosotros');
    // the document says which version this visitor got
    const html = await res!.text();
    const canary = contentManifestIn(html) === versioned;
    await expect(visitor.page.getByText(canary ? NEW_LEAD : OLD_LEAD)).toBeVisible();
    seen.add(canary ? 'canario' : 'estable');
    // the document carries the manifest of the version it names, written in, from the version's first visitors on
    // (the host read it when the registry named the canary)
    expect(writtenManifestsIn(html)).toContain(canary ? versioned : `${contentOrigin}/mf-manifest.json`);
    // one version per document: a canary's content scripts all come from its version's folder, a stable's from none
    await untilInteractive(visitor.page);
    await expect.poll(() => visitor.scripts.length).toBeGreaterThan(0);
    expect(visitor.scripts.every((p) => p.startsWith(`/v/${version}/`) === canary)).toBe(true);
    // sticky: the same visitor gets the same version again
    await visitor.page.reload();
    await expect(visitor.page.getByText(canary ? NEW_LEAD : OLD_LEAD)).toBeVisible();
    await visitor.context.close();
  }
  expect([...seen].sort()).toEqual(['canario', 'estable']);

  // promoted: the next document of everyone names the version; measured from the command's answer, on visitors the
  // canary left on the stable build (a visitor without a mark may still draw the canary until the host reads the
  // promotion, which would measure nothing)
  const onStable: string[] = [];
  for (const mark of marks) if ((await contentManifestOf(mark)) !== versioned) onStable.push(mark);
  expect(onStable.length).toBeGreaterThan(0);
  await must('promover', 'content', version);
  const toPromoted = await untilDocumentsName((m) => m === versioned, onStable);
  console.log(`[versiones] de la promoción al primer documento con la versión nueva: ${toPromoted} ms`);
  expect(toPromoted).toBeLessThan(5000);
  const everyone = await freshPage(browser);
  await everyone.page.goto('/nosotros');
  await expect(everyone.page.getByText(NEW_LEAD)).toBeVisible();
  await untilInteractive(everyone.page);
  await expect.poll(() => everyone.scripts.length).toBeGreaterThan(0);
  expect(everyone.scripts.every((p) => p.startsWith(`/v/${version}/`))).toBe(true);
  // a shopper's tab opened now, on the catalogue's home: its document names the new version, not yet loaded
  const during = await freshPage(browser);
  const duringFailures = failures(during.page);
  const home = await during.page.goto('/');
  expect(contentManifestIn(await home!.text())).toBe(versioned);
  await expect(during.page.getByTestId('catalog-home')).toBeVisible();

  // the tab opened before goes to the remote's page by the shop's own navigation: its document's version, whole
  await clientNavigate(before.page, '/nosotros');
  await expect(before.page.getByTestId('about-page')).toBeVisible();
  await expect(before.page.getByText(OLD_LEAD)).toBeVisible();
  await expect(before.page.getByTestId('remote-fallback')).toHaveCount(0);
  expect(before.scripts.some((p) => p.startsWith('/v/'))).toBe(false);

  // rolled back: the next document names the base build again
  await must('revertir', 'content', '--motivo', 'volver al texto anterior');
  const toRolledBack = await untilDocumentsName((m) => m === `${contentOrigin}/mf-manifest.json`);
  console.log(`[versiones] de la reversión al primer documento con la versión anterior: ${toRolledBack} ms`);
  expect(toRolledBack).toBeLessThan(5000);
  const after = await freshPage(browser);
  await after.page.goto('/nosotros');
  await expect(after.page.getByText(OLD_LEAD)).toBeVisible();

  // the tab opened while the version was stable goes to the remote's page after the rollback: its document's version,
  // whose files are still served, whole
  expect(during.scripts).toEqual([]);
  await clientNavigate(during.page, '/nosotros');
  await expect(during.page.getByTestId('about-page')).toBeVisible();
  await expect(during.page.getByText(NEW_LEAD)).toBeVisible();
  await expect(during.page.getByTestId('remote-fallback')).toHaveCount(0);
  expect(during.scripts.length).toBeGreaterThan(0);
  expect(during.scripts.every((p) => p.startsWith(`/v/${version}/`))).toBe(true);
  expect(duringFailures).toEqual([]);
  expect(beforeFailures).toEqual([]);
  for (const context of [before.context, everyone.context, during.context, after.context]) await context.close();
});

test('the contract gate refuses a content that dropped the module the host loads, naming the host, the remote and the module; shoppers keep theirs', async () => {
  const published = await must('publicar', 'content', '--desde', breakingBuild);
  const breaking = publishedVersion(published);
  // the tool already says so when it publishes
  expect(published).toContain('El control de contratos la rechazaría hoy');
  const refused = await tool('promover', 'content', breaking, '--canary', '10');
  expect(refused.code).toBe(3);
  expect(refused.err).toContain(`host (compilación base) carga el módulo «footer-blog» de content (${breaking}), que no lo expone.`);
  expect(await contentManifestOf()).toBe(`${contentOrigin}/mf-manifest.json`);
});

test("the operator's page: a login, each app's versions and who gets them, the history, and buttons that canary and roll back", async ({ page }) => {
  await page.goto('/operador');
  await expect(page.getByRole('heading', { name: 'Ingresar como operador' })).toBeVisible();
  await expect(page.getByText(version)).toHaveCount(0);
  await page.getByLabel('Nombre').fill('Ana Operadora');
  await page.getByLabel('Contraseña de operador').fill('no-es-la-clave');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Nombre o contraseña de operador incorrectos.');
  await page.getByLabel('Contraseña de operador').fill(E2E_OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();

  const content = page.getByRole('region', { name: 'content' });
  await expect(content.getByRole('row', { name: new RegExp(version) }).first()).toBeVisible();
  // who got which version today: both were served
  const shares = content.getByRole('table').nth(1);
  await expect(shares.getByRole('row', { name: /^compilación base \d+ / })).toBeVisible();
  await expect(shares.getByRole('row', { name: new RegExp(`^${version.replace('.', '\\.')} \\d+ `) })).toBeVisible();
  // the history: who promoted what and why (newest first; a retried test finds its first attempt's rows below)
  await expect(content.getByRole('row', { name: /Equipo de contenidos Canario .* al 50 % probar el texto nuevo/ }).first()).toBeVisible();
  await expect(content.getByRole('row', { name: /Equipo de contenidos Revirtió: de .* a compilación base volver al texto anterior/ }).first()).toBeVisible();

  // the page's canary button does what `npm run promote -- content <v> --canary 20` does
  await content.getByLabel(`Porcentaje del canario de ${version}`).fill('20');
  await content.getByRole('button', { name: `Canario de ${version} de content` }).click();
  await expect(page.getByRole('status')).toHaveText(`Cambio aplicado en content: estable compilación base, canario ${version} al 20 %.`);
  await expect(content.getByRole('row', { name: /Ana Operadora Canario .* al 20 %/ }).first()).toBeVisible();
  // and its rollback what `npm run rollback -- content` does
  await content.getByRole('button', { name: 'Terminar el canario' }).click();
  await expect(page.getByRole('status')).toHaveText('Cambio aplicado en content: estable compilación base, sin canario.');
  expect(await untilDocumentsName((m) => m === `${contentOrigin}/mf-manifest.json`)).toBeLessThan(5000);
});

test('a canary whose page breaks is rolled back by itself, and the history says why', async ({ browser }) => {
  const broken = publishedVersion(await must('publicar', 'content', '--desde', brokenBuild));
  await must('promover', 'content', broken, '--canary', '100', '--motivo', 'probar la vigilancia');
  const versioned = `${contentOrigin}/v/${broken}/mf-manifest.json`;
  await untilDocumentsName((m) => m === versioned, ['visitante-de-la-vigilancia']);
  // shoppers of the canary meet the broken page: the remote's boundary shows the notice (and reports the error with
  // the remote's name and version), the rest of the shop works
  const started = Date.now();
  const context = await browser.newContext();
  const pages = await Promise.all(Array.from({ length: 12 }, () => context.newPage()));
  await Promise.all(
    pages.map(async (page) => {
      await page.goto('/nosotros');
      await expect(page.getByTestId('remote-fallback')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    }),
  );
  // the watch rolls it back, with nobody's command: the registry, then the documents, name the base build again
  let live: Record<string, { canario: string | null } | undefined> = { content: { canario: broken } };
  while (live.content?.canario && Date.now() - started < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    live = ((await (await fetch(`http://127.0.0.1:${ports.api}/api/releases/vigentes`)).json()) as { result: typeof live }).result;
  }
  expect(live.content?.canario ?? null).toBeNull();
  console.log(`[versiones] de las primeras páginas del canario roto a su reversión automática: ${Date.now() - started} ms`);
  expect(await untilDocumentsName((m) => m === `${contentOrigin}/mf-manifest.json`, ['visitante-de-la-vigilancia'])).toBeLessThan(5000);
  await context.close();
  const overview = await fetch(`http://127.0.0.1:${ports.api}/api/operador/versiones`, {
    headers: { authorization: 'Bearer botica-web-1.10.13', 'x-operator-password': E2E_OPERATOR_PASSWORD, 'x-operator-name': 'e2e' },
  });
  const content = ((await overview.json()) as { result: { app: string; historial: { accion: string; version: string; actor: string; motivo: string }[] }[] }).result.find((a) => a.app === 'content')!;
  expect(content.historial[0]).toMatchObject({ accion: 'revertir-auto', version: broken, actor: 'vigilancia del canario' });
  expect(content.historial[0]!.motivo).toMatch(/^Revertido automáticamente: el canario tuvo \d+ fallas en \d+ páginas \(\d+,\d %\) y la estable \d+ en \d+ \(\d+,\d %\)\.$/);
});
