// Platform benchmark: production build time per app, bytes of the JavaScript the browser downloads
// for `/` and one route of each remote, and navigation → remote content time (median of 7, loopback).
// `npm run bench` (add `-- --skip-build` to measure the current dist). Ports: BENCH_PORT_BASE (5530) … +4,
// API on base+10 with its own PGlite folder, or BENCH_API_URL to use a running API.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APP_NAMES, appDir } from '../src/apps.ts';
import { startBenchStack, top } from './bench-stack.mjs';
import { freshPage, kib, measureFirstLoadJs, table } from './first-load-js.mjs';

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

const bytesRows = [];
const timeRows = [];
for (const route of routes) {
  const js = await measureFirstLoadJs(browser, origin, route);
  bytesRows.push([`${route.path} (${route.remote})`, js.files, kib(js.raw), kib(js.gzip), kib(js.brotli)]);
}
// the bytes first: they do not depend on the machine's load, the times do
table('JavaScript descargado por el navegador (contexto nuevo, sin caché)', ['ruta', 'archivos', 'sin comprimir', 'gzip', 'brotli'], bytesRows);

for (const route of routes) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const fresh = await freshPage(browser, origin, route.login);
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
