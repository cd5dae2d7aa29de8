// The JavaScript a fresh browser (new context, empty cache) downloads for one page until the page is ready and
// the network is idle: file count and bytes raw, gzip and brotli. Brotli is counted at the quality the build
// precompresses with (platform/build/compress-dist.mjs), so it is what the app servers send.
// Measured the same way by the platform bench (`npm run bench`) and the bytes budget (`npm run test:budget`).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DEMO_CUSTOMER = { mail: 'cliente@farmacia.test', password: 'Demo1234' };
const APP_AUTHORIZATION = 'Bearer botica-web-1.10.13';

/** A new browser context, logged in as the demo customer when asked. */
export async function freshPage(browser, origin, login = false) {
  const context = await browser.newContext({ locale: 'es-PY' });
  const page = await context.newPage();
  if (login) {
    const res = await page.request.post(`${origin}/api/customers/login`, { data: DEMO_CUSTOMER, headers: { Authorization: APP_AUTHORIZATION } });
    if (!res.ok()) throw new Error(`no se pudo iniciar sesión (${res.status()})`);
  }
  return { context, page };
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {{ path: string, ready: string, login?: boolean, prepare?: (page: import('playwright-core').Page, origin: string) => Promise<void> }} route
 *   prepare: runs in the new context before the measured visit (e.g. stores a cart); it must load no page of the shop
 * @returns {Promise<{ files: number, raw: number, gzip: number, brotli: number, list: { url: string, raw: number, gzip: number, brotli: number }[] }>}
 *   list: each file, in the order the responses came
 */
export async function measureFirstLoadJs(browser, origin, route) {
  const { context, page } = await freshPage(browser, origin, route.login);
  try {
    const bodies = [];
    page.on('response', (res) => {
      const type = res.headers()['content-type'] ?? '';
      if (res.request().resourceType() === 'script' || type.includes('javascript')) bodies.push(res.body().then((body) => ({ url: res.url(), body }), () => null));
    });
    if (route.prepare) await route.prepare(page, origin);
    await page.goto(`${origin}${route.path}`);
    await page.waitForSelector(route.ready, { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const list = (await Promise.all(bodies)).filter(Boolean).map(({ url, body }) => ({
      url,
      raw: body.length,
      gzip: gzipSync(body).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length,
    }));
    const sum = (size) => list.reduce((total, file) => total + file[size], 0);
    return { files: list.length, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli'), list };
  } finally {
    await context.close();
  }
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Prints a Markdown table. */
export function table(title, head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${title}\n${line(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}
