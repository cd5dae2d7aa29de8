// Platform benchmark: production build time per app, gzip bytes of the JavaScript the browser downloads
// for `/` and one route of each remote, and navigation → remote content time (median of 7, loopback).
// `npm run bench` (add `-- --skip-build` to measure the current dist). Ports: BENCH_PORT_BASE (5530) … +4,
// API on base+10 with its own PGlite folder, or BENCH_API_URL to use a running API.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_NAMES, appDir } from '../src/apps.ts';
import { startBenchStack, top } from './bench-stack.mjs';

const apps = APP_NAMES.map((name) => ({ name, dir: appDir(name) }));
const RUNS = 7;
const base = Number(process.env.BENCH_PORT_BASE ?? 5530);
const origin = `http://localhost:${base}`;
const routes = [
  { remote: 'catalog', path: '/', ready: '[data-testid="catalog-home"]' },
  { remote: 'checkout', path: '/carrito', ready: '[data-testid="cart-page"]', login: true },
  { remote: 'account', path: '/login', ready: 'main input[type="password"]' },
  { remote: 'content', path: '/nosotros', ready: '[data-testid="about-page"]' },
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

function table(title, head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${title}\n${line(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

// 1. build times
const buildRows = [];
if (!process.argv.includes('--skip-build')) {
  for (const app of apps) {
    const started = performance.now();
    // the app's whole build script: browser bundles, server renderer where the app has one, precompressed files
    const res = spawnSync('npm', ['run', 'build'], { cwd: path.join(top, app.dir), stdio: 'ignore' });
    const seconds = (performance.now() - started) / 1000;
    if (res.status !== 0) throw new Error(`la compilación de ${app.name} falló`);
    buildRows.push([app.name, `${seconds.toFixed(1)} s`]);
  }
  table('Compilación de producción (npm run build de cada aplicación)', ['aplicación', 'tiempo'], buildRows);
}

// 2. the stack on bench ports
const { stop } = await startBenchStack({ base, apiUrl: process.env.BENCH_API_URL });

// 3. the browser
const { chromium } = await import('playwright-core');
const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] });

async function freshPage(login) {
  const context = await browser.newContext({ locale: 'es-PY' });
  const page = await context.newPage();
  if (login) {
    const res = await page.request.post(`${origin}/api/customers/login`, {
      data: { mail: 'cliente@farmacia.test', password: 'Demo1234' },
      headers: { Authorization: 'Bearer botica-web-1.10.13' },
    });
    if (!res.ok()) throw new Error(`no se pudo iniciar sesión (${res.status()})`);
  }
  return { context, page };
}

const bytesRows = [];
const timeRows = [];
for (const route of routes) {
  const { context, page } = await freshPage(route.login);
  const bodies = [];
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (res.request().resourceType() === 'script' || type.includes('javascript')) bodies.push(res.body().then((b) => ({ url: res.url(), b })).catch(() => null));
  });
  await page.goto(`${origin}${route.path}`);
  await page.waitForSelector(route.ready, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(bodies)).filter(Boolean);
  const raw = files.reduce((s, f) => s + f.b.length, 0);
  const gz = files.reduce((s, f) => s + gzipSync(f.b).length, 0);
  bytesRows.push([`${route.path} (${route.remote})`, files.length, kb(raw), kb(gz)]);
  await context.close();
}
// the bytes first: they do not depend on the machine's load, the times do
table('JavaScript descargado por el navegador (contexto nuevo, sin caché)', ['ruta', 'archivos', 'sin comprimir', 'gzip'], bytesRows);

for (const route of routes) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const fresh = await freshPage(route.login);
    const started = performance.now();
    await fresh.page.goto(`${origin}${route.path}`, { waitUntil: 'commit' });
    await fresh.page.waitForSelector(route.ready, { timeout: 20_000 });
    times.push(performance.now() - started);
    await fresh.context.close();
  }
  timeRows.push([`${route.path} (${route.remote})`, `${median(times).toFixed(0)} ms`, `${Math.min(...times).toFixed(0)} ms`, `${Math.max(...times).toFixed(0)} ms`]);
}
await browser.close();

table(`Navegación → contenido del remoto (mediana de ${RUNS}, loopback, sin caché)`, ['ruta', 'mediana', 'mín', 'máx'], timeRows);
stop();
process.exit(0);
