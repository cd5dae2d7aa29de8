import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { untilInteractive } from '../support/platform';
import { top } from '../support/stack';
import { expect, test } from './compose-test';
import { compose, containersOf, customerReadyToOrder, docker, dockerBuild, healthy, placeOrderRetrying, sql } from './compose-stack';

// One app redeployed alone, for real: its image rebuilt with a visible change and its container replaced, nothing
// else touched; then the API replaced one replica at a time while orders are placed.
test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

const CONTENT_MANIFEST = `http://localhost:${process.env.CONTENT_PORT ?? 3004}/mf-manifest.json`;
const OLD_LEAD = 'Cuidamos la salud y el bienestar de las familias paraguayas desde 2001.';
const NEW_LEAD = 'Nueva versión: cuidamos la salud de las familias paraguayas desde 2001.';
const SERVICES = ['host', 'catalog', 'checkout', 'account', 'content', 'api', 'postgres', 'redis', 'mailpit'];
const snapshot = () => Object.fromEntries(SERVICES.map((s) => [s, containersOf(s).map((c) => `${c.id}@${c.started}`).sort().join(',')]));

/** The content app's build context (what its Dockerfile copies) with its about page's lead changed. */
function changedContentContext(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'botica-content-'));
  const skip = /(^|\/)(node_modules|dist|dist-ssr|dist-server|\.data)(\/|$)/;
  for (const file of ['package.json', 'package-lock.json', 'tsconfig.base.json', '.dockerignore']) cpSync(path.join(top, file), path.join(dir, file));
  for (const folder of ['shared-contracts', 'platform', 'api/vendor', 'remote-content']) {
    cpSync(path.join(top, folder), path.join(dir, folder), { recursive: true, filter: (src) => !skip.test(path.relative(top, src)) });
  }
  for (const app of ['api', 'host', 'remote-catalog', 'remote-checkout', 'remote-account']) cpSync(path.join(top, app, 'package.json'), path.join(dir, app, 'package.json'));
  const page = path.join(dir, 'remote-content/src/features/static-pages/components/about-page.tsx');
  const source = readFileSync(page, 'utf8');
  expect(source).toContain(OLD_LEAD);
  writeFileSync(page, source.replace(OLD_LEAD, NEW_LEAD));
  return dir;
}

test('the content app rebuilt and redeployed alone: the open tab keeps working, the next load shows the change', async ({ page }) => {
  await page.goto('/nosotros');
  await expect(page.getByText(OLD_LEAD)).toBeVisible();
  await untilInteractive(page);
  const before = snapshot();

  const context = changedContentContext();
  try {
    dockerBuild('-q', '-f', path.join(context, 'remote-content/content.Dockerfile'), '-t', `botica-content:${process.env.IMAGE_TAG ?? 'local'}`, context);
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
  compose('up', '-d', '--no-deps', 'content');
  const [content] = containersOf('content');
  // ready as the browser needs it: the container's health check (its manifest served), then the manifest fetched
  // from the open tab, with the shop's origin (CORS), through the published port
  await healthy(content!.id);
  await expect
    .poll(() => page.evaluate((url) => fetch(url, { cache: 'no-store' }).then((r) => r.status, (e: Error) => e.message), CONTENT_MANIFEST), { timeout: 60_000 })
    .toBe(200);

  const after = snapshot();
  expect(after.content).not.toBe(before.content);
  for (const service of SERVICES.filter((s) => s !== 'content')) expect(after[service], `${service} sin cambios`).toBe(before[service]);

  // the open tab: still the shop, its links still lead somewhere
  await page.getByRole('link', { name: /Sucursales/ }).first().click();
  await expect(page).toHaveURL(/\/sucursales/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the next load of the page
  await page.goto('/nosotros');
  await expect(page.getByText(NEW_LEAD)).toBeVisible();
  expect(content).toBeDefined();
});

test('the API replaced one replica at a time while orders are placed: no order fails', async ({ request }) => {
  // several products, one order every 2 s: the stock of one would run out before the replicas are all replaced
  const { address, products } = await customerReadyToOrder(request, 6);
  // enough units for the whole series where these products are stocked (a branch may hold a single one): an order
  // refused for stock would be a failure this test does not look for
  sql(`UPDATE stock SET existencia = existencia + 100 WHERE existencia > 0 AND producto_codigo IN (${products.map((p) => p.codigo).join(',')})`);
  const old = containersOf('api').map((c) => c.id);
  const scale = old.length;
  let placing = true;
  const placed: { codigo: number; attempts: number }[] = [];
  const orders = (async () => {
    for (let i = 0; placing || i < 3; i++) {
      placed.push(await placeOrderRetrying(request, `redespliegue-${Date.now()}-${i}`, address, products[i % products.length]!.codigo));
      await new Promise((r) => setTimeout(r, 2000));
    }
  })();
  try {
    for (const id of old) {
      // one more replica, healthy, before one old one stops (it finishes what it is answering)
      compose('up', '-d', '--no-deps', '--no-recreate', '--scale', `api=${scale + 1}`, 'api');
      const fresh = containersOf('api').find((c) => !old.includes(c.id) && docker('inspect', '--format', '{{.State.Health.Status}}', c.id).trim() !== 'healthy');
      if (fresh) await healthy(fresh.id);
      docker('stop', '-t', '20', id);
      docker('rm', id);
    }
  } finally {
    placing = false;
    await orders.catch(() => undefined);
    // whatever happened, the composition goes on with its number of replicas for the specs after this one
    if (containersOf('api').length !== scale) compose('up', '-d', '--no-deps', '--no-recreate', '--scale', `api=${scale}`, 'api');
  }
  await orders;
  const now = containersOf('api').map((c) => c.id);
  expect(now).toHaveLength(scale);
  for (const id of now) expect(old).not.toContain(id);
  console.log(`${placed.length} pedidos durante el redespliegue; intentos: ${placed.map((p) => p.attempts).join(' ')}`);
  expect(placed.length).toBeGreaterThan(3);
  expect(new Set(placed.map((p) => p.codigo)).size).toBe(placed.length);
  expect(Number(sql(`SELECT count(*) FROM orders WHERE codigo IN (${placed.map((p) => p.codigo).join(',')})`))).toBe(placed.length);
});
