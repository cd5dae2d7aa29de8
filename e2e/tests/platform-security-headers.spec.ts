import { expect, type APIResponse, test } from '../support/test';
import { APP_AUTH, DEMO_CUSTOMER, untilMapReady } from '../support/platform';
import { ports } from '../support/ports';

/**
 * Security headers of every document and API answer, as the browser gets them from the composed stack, and the
 * pages working under that policy (the automatic check of support/test.ts fails a test on any blocked resource).
 */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

function expectCommon(res: APIResponse) {
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

test('host documents: a per-request nonce on every inline script and exactly the remotes for scripts and connections', async ({ request }) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  const origins = [...new Set(Object.values(remotes).map((u) => new URL(u).origin))];
  const nonces = new Set<string>();
  for (const path of ['/', '/sucursales', '/login', '/no-existe-esta-pagina']) {
    const res = await request.get(path);
    expectCommon(res);
    const policy = res.headers()['content-security-policy'] ?? '';
    const scripts = directive(policy, 'script-src');
    const nonce = scripts.find((s) => s.startsWith("'nonce-"))?.slice(7, -1) ?? '';
    expect(nonce.length, path).toBeGreaterThanOrEqual(20);
    nonces.add(nonce);
    // the remotes' origins, the shop's own, the nonce and reCAPTCHA's script paths; nothing else, nothing inline
    expect(scripts.filter((s) => !s.startsWith("'nonce-") && !s.includes('recaptcha/')).sort()).toEqual(["'self'", ...origins].sort());
    expect(directive(policy, 'connect-src').filter((s) => !s.includes('mapbox.com')).sort()).toEqual(["'self'", ...origins].sort());
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(policy, 'worker-src')).toContain('blob:');
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(inline.length, path).toBeGreaterThan(0);
    for (const attrs of inline) expect(attrs, path).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(4);
});

test("remotes' servers and the API answer with nosniff, a referrer policy and a content policy", async ({ request }) => {
  for (const port of [ports.catalog, ports.checkout, ports.account, ports.content]) {
    const doc = await request.get(`http://localhost:${port}/`);
    expectCommon(doc);
    expect(directive(doc.headers()['content-security-policy'] ?? '', 'frame-ancestors')).toEqual(["'self'"]);
    const manifest = await request.get(`http://localhost:${port}/mf-manifest.json`);
    expectCommon(manifest);
    const { metaData } = (await manifest.json()) as { metaData: { remoteEntry: { name: string } } };
    expectCommon(await request.get(`http://localhost:${port}/${metaData.remoteEntry.name}`));
  }
  const api = await request.get('/api/parametros');
  expectCommon(api);
  expect(api.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('a mutating call from another site is refused, from the shop it goes through', async ({ request }) => {
  const foreign = await request.post('/api/customers/login', { data: DEMO_CUSTOMER, headers: { ...APP_AUTH, Origin: 'https://otro-sitio.test' } });
  expect(foreign.status()).toBe(403);
  expect((await foreign.json()).errors[0].msg).toBe('Solicitud rechazada: proviene de un sitio no permitido.');
  const own = await request.post('/api/customers/login', { data: DEMO_CUSTOMER, headers: { ...APP_AUTH, Origin: `http://localhost:${ports.host}` } });
  expect(own.status()).toBe(200);
});

test('the map, the home and a product page work under the policy', async ({ page }) => {
  await page.goto('/');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.goto('/sucursales');
  const map = page.getByTestId('shop-map');
  await untilMapReady(map);
  await expect(map.locator('canvas')).toBeVisible();
  await expect(map.locator('.shop-map-marker').first()).toBeVisible();
});
