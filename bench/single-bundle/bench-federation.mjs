// The federation's own cost: the same pages as one ordinary bundle (./rspack.config.mjs, served by ./server.mts)
// against the federated build (host + four remotes), side by side in one run on one API.
//   1. builds both (`npm run build`, `npm run build:single`; BENCH_NO_BUILD=1 measures what is built),
//   2. starts the federated production stack on BENCH_PORT_BASE (default 5800: host, remotes +1…+4, API +10) and
//      the single bundle's server on BENCH_PORT_BASE+5, on the same API,
//   3. walks through both as a shopper (browse, product, add to cart, login, cart) and fails if either does not work,
//   4. first-load JS of `/`, a category, a product, `/login` and `/carrito` (the demo customer with 3 products):
//      files, brotli and gzip bytes (platform/scripts/first-load-js.mjs),
//   5. Lighthouse mobile first visits (a new Chromium profile per run, remote-catalog/bench/lighthouse.mjs),
//      interleaved page after page, stack after stack; median of LH_RUNS (default 5),
//   6. prints one table per page and one summary: single vs federated bytes, ratio, LCP, ratio.
//
//   npm run bench:federation
//   BENCH_NO_BUILD=1 LH_RUNS=7 BENCH_PORT_BASE=6600 npm run bench:federation
//   LH_PAGES=home,login npm run bench:federation  only the named pages
//   BENCH_FILES=1 npm run bench:federation        also lists each page's JavaScript files on both
//   LH_REPORT_DIR=/tmp/lh npm run bench:federation also writes each full Lighthouse report there
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { APP_AUTHORIZATION } from '@botica/shared-contracts/http/headers';
import path from 'node:path';
import { bin, startBenchStack, top, waitFor } from '../../platform/scripts/bench-stack.mjs';
import { kib, measureFirstLoadJs, table } from '../../platform/scripts/first-load-js.mjs';
import { PAGES, measureOnce, median, warmServers, firstLoadJs } from '../../remote-catalog/bench/lighthouse.mjs';
import { checkShop } from './check-shop.mjs';

/** The targets the measurement is judged against (federated / single). */
const TARGET_BYTES_RATIO = 1.3;
const TARGET_LCP_RATIO = 1.1;

const base = Number(process.env.BENCH_PORT_BASE ?? 5800);
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 5));
const bytesRuns = Math.max(1, Number(process.env.JS_RUNS ?? 3));
const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

/** How the first-load JS of each page is measured: its ready element, and the cart of the Lighthouse run. */
const READY = {
  home: { ready: '[data-testid="catalog-home"]' },
  categoría: { ready: '[data-testid="cat-category-page"]' },
  producto: { ready: '[data-testid="cat-product-page"]' },
  login: { ready: 'main input[type="password"]' },
  carrito: { ready: '[data-testid="cart-page"] [data-testid="cart-line"]', login: true, prepare: storeCart(3) },
};

/** Puts `count` popular products in the logged-in customer's cart on the server before the visit (decision 079). */
function storeCart(count) {
  return async (page, origin) => {
    // the products are asked here: the API's answers carry a policy that forbids fetching from them in the page
    const top = await (await fetch(`${origin}/api/productos/top`)).json();
    const items = top.results.slice(0, count).map((p) => ({ codigo: p.codigo, descripcion: p.descripcion, precio: p.precio, quantity: 1 }));
    // the context's request carries the session the visit is made with
    const saved = await page.request.put(`${origin}/api/cart/actual`, { headers: { Authorization: APP_AUTHORIZATION }, data: { oncologico: false, carrito: { items } } });
    if (!saved.ok()) throw new Error(`carrito: ${saved.status()}`);
    await page.goto(`${origin}/api/health`);
    await page.evaluate(() => localStorage.setItem('notificacionesPopupVistas', JSON.stringify({ 2: Date.now() })));
  };
}

function run(cmd, args) {
  const res = spawnSync(cmd, args, { cwd: top, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} falló (${res.status})`);
}

/** The single bundle's server's port, next to the federated stack's (host, remotes +1…+4). */
const singlePort = base + 5;

async function startSingle(apiPort) {
  const port = singlePort;
  const child = spawn(bin('tsx'), [path.join(top, 'bench', 'single-bundle', 'server.mts')], {
    cwd: top,
    env: { ...process.env, HOST_PORT: String(port), API_PORT: String(apiPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => child.exitCode === null && child.kill('SIGTERM');
  process.on('exit', stop);
  await waitFor(`http://127.0.0.1:${port}/login`, 60_000);
  return { origin: `http://localhost:${port}`, stop };
}

const ratio = (a, b) => (b ? a / b : NaN);
const fmtRatio = (r) => (Number.isFinite(r) ? r.toFixed(2) : '—');
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  if (!process.env.BENCH_NO_BUILD) {
    run('npm', ['run', 'build']);
    run('npm', ['run', 'build:single']);
  }
  // one API for both: it must accept the single bundle's origin as well (logins and writes check the origin)
  const federated = await startBenchStack({ base, otherOrigins: [`http://localhost:${singlePort}`, `http://127.0.0.1:${singlePort}`] });
  const stops = [federated.stop];
  try {
    const single = await startSingle(federated.ports.api);
    stops.push(single.stop);
    const stacks = [
      { name: 'un bundle', origin: single.origin },
      { name: 'federado', origin: federated.origin },
    ];
    const only = process.env.LH_PAGES?.split(',');
    const pages = PAGES.filter((p) => READY[p.name] && (!only || only.includes(p.name)));

    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] });
    const bytes = new Map();
    try {
      for (const stack of stacks) {
        const seen = await checkShop(browser, stack.origin);
        console.log(`${stack.name}: recorrido de compra correcto (${seen})`);
      }
      for (let i = 0; i < bytesRuns; i++) {
        for (const page of pages) {
          for (const stack of stacks) {
            const js = await measureFirstLoadJs(browser, stack.origin, { path: page.path, ...READY[page.name] });
            const key = `${stack.name}|${page.name}`;
            bytes.set(key, [...(bytes.get(key) ?? []), js]);
          }
        }
      }
    } finally {
      await browser.close();
    }

    for (const stack of stacks) for (const page of pages) await warmServers(`${stack.origin}${page.path}`);
    const lh = new Map();
    for (let i = 0; i < runs; i++) {
      for (const page of pages) {
        for (const stack of stacks) {
          const lhr = await measureOnce(stack.origin, page);
          const a = (id) => lhr.audits[id].numericValue;
          const sample = { score: Math.round((lhr.categories.performance.score ?? 0) * 100), lcp: a('largest-contentful-paint'), tbt: a('total-blocking-time'), wire: firstLoadJs(lhr) };
          const key = `${stack.name}|${page.name}`;
          lh.set(key, [...(lh.get(key) ?? []), sample]);
          if (process.env.LH_REPORT_DIR) {
            mkdirSync(process.env.LH_REPORT_DIR, { recursive: true });
            writeFileSync(path.join(process.env.LH_REPORT_DIR, `${stack.name.replace(/\W+/g, '-')}-${page.name}-${i}.json`), JSON.stringify(lhr));
          }
          console.log(`  run ${i + 1} ${stack.name.padEnd(9)} ${page.name.padEnd(10)} score ${String(sample.score).padStart(3)}  LCP ${Math.round(sample.lcp)} ms  TBT ${Math.round(sample.tbt)} ms`);
        }
      }
    }

    const summary = [];
    for (const page of pages) {
      const row = (stack) => {
        const b = bytes.get(`${stack.name}|${page.name}`);
        const l = lh.get(`${stack.name}|${page.name}`);
        return {
          files: median(b.map((x) => x.files)),
          raw: median(b.map((x) => x.raw)),
          brotli: median(b.map((x) => x.brotli)),
          gzip: median(b.map((x) => x.gzip)),
          score: median(l.map((x) => x.score)),
          lcp: median(l.map((x) => x.lcp)),
          tbt: median(l.map((x) => x.tbt)),
        };
      };
      const [s, f] = stacks.map(row);
      table(
        `${page.name} (${page.path}): JS de la primera carga y Lighthouse móvil (mediana de ${runs})`,
        ['', 'archivos JS', 'brotli', 'gzip', 'sin comprimir', 'score', 'LCP', 'TBT'],
        [
          ['un bundle', s.files, kib(s.brotli), kib(s.gzip), kib(s.raw), s.score, seconds(s.lcp), `${Math.round(s.tbt)} ms`],
          ['federado', f.files, kib(f.brotli), kib(f.gzip), kib(f.raw), f.score, seconds(f.lcp), `${Math.round(f.tbt)} ms`],
          ['federado / un bundle', fmtRatio(ratio(f.files, s.files)), fmtRatio(ratio(f.brotli, s.brotli)), fmtRatio(ratio(f.gzip, s.gzip)), fmtRatio(ratio(f.raw, s.raw)), '', fmtRatio(ratio(f.lcp, s.lcp)), ''],
        ],
      );
      summary.push({ page: page.name, path: page.path, single: s, federated: f, bytesRatio: ratio(f.brotli, s.brotli), gzipRatio: ratio(f.gzip, s.gzip), lcpRatio: ratio(f.lcp, s.lcp) });
    }

    table(
      `Costo de la federación: federado / un bundle (objetivos: bytes <= ${TARGET_BYTES_RATIO}, LCP <= ${TARGET_LCP_RATIO})`,
      ['página', 'brotli un bundle → federado', 'ratio brotli', 'gzip un bundle → federado', 'ratio gzip', 'LCP un bundle → federado', 'ratio LCP'],
      summary.map((r) => [
        r.page,
        `${kib(r.single.brotli)} → ${kib(r.federated.brotli)}`,
        fmtRatio(r.bytesRatio),
        `${kib(r.single.gzip)} → ${kib(r.federated.gzip)}`,
        fmtRatio(r.gzipRatio),
        `${seconds(r.single.lcp)} → ${seconds(r.federated.lcp)}`,
        fmtRatio(r.lcpRatio),
      ]),
    );
    if (process.env.BENCH_FILES) {
      // a federated page's files come from five origins: named by their app
      const appOfPort = new Map(Object.entries(federated.ports).map(([app, port]) => [String(port), app]));
      const fileName = (url) => `${appOfPort.get(new URL(url).port) ?? 'un bundle'} ${new URL(url).pathname}`;
      for (const page of pages) {
        for (const stack of stacks) {
          const { list } = bytes.get(`${stack.name}|${page.name}`).at(-1);
          table(
            `${stack.name}, ${page.name}: archivos JS de la primera carga`,
            ['archivo', 'brotli', 'gzip', 'sin comprimir'],
            list.map((f) => [fileName(f.url), kib(f.brotli), kib(f.gzip), kib(f.raw)]),
          );
        }
      }
    }
    console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min)`);
    const missed = summary.filter((r) => !(r.bytesRatio <= TARGET_BYTES_RATIO && r.gzipRatio <= TARGET_BYTES_RATIO && r.lcpRatio <= TARGET_LCP_RATIO));
    console.log(
      missed.length
        ? `Objetivos NO cumplidos en: ${missed.map((r) => r.page).join(', ')} (bytes <= ${TARGET_BYTES_RATIO}, LCP <= ${TARGET_LCP_RATIO}).`
        : `Objetivos cumplidos en todas las páginas (bytes <= ${TARGET_BYTES_RATIO}, LCP <= ${TARGET_LCP_RATIO}).`,
    );
    console.log(JSON.stringify({ runs, bytesRuns, loadavg: loadavg(), results: summary }));
  } finally {
    for (const stop of stops) stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
