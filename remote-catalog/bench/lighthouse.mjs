// Lighthouse (mobile profile) for the home, a category and a product page of the composed production build.
// Prints the performance score, LCP and CLS of each page. Targets: performance >= 90, CLS <= 0.05.
//
//   npm run build && npm run bench:lighthouse
//   BENCH_BASE_URL=http://localhost:3000 npm run bench:lighthouse   (an already running stack)
//   BENCH_PORT_BASE=5700 LH_RUNS=3 npm run bench:lighthouse         (own stack on other ports, median of 3 runs)
//   LH_REPORT_DIR=/tmp/lh npm run bench:lighthouse                   (also writes each full Lighthouse report there)
//   LH_PAGES=home npm run bench:lighthouse                            (only the named pages: home, categoría, producto)
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startBenchStack } from '../../platform/scripts/bench-stack.mjs';

const runs = Math.max(1, Number(process.env.LH_RUNS ?? 1));
const chromePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'categoría', path: '/categoria/100/medicamentos' },
  { name: 'producto', path: '/producto/100001/paracetamol-500-mg-x-20-comprimidos-lab-demo-tajy' },
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const stack = process.env.BENCH_BASE_URL
    ? { baseUrl: process.env.BENCH_BASE_URL.replace(/\/$/, ''), stop: () => {} }
    : await startBenchStack({ base: Number(process.env.BENCH_PORT_BASE ?? process.env.E2E_PORT_BASE ?? 5700) }).then((stack) => ({
        baseUrl: stack.origin,
        stop: stack.stop,
      }));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows = [];
  try {
    // LH_PAGES=home,producto measures only those pages
    const only = process.env.LH_PAGES?.split(',');
    for (const page of PAGES.filter((p) => !only || only.includes(p.name))) {
      const url = `${stack.baseUrl}${page.path}`;
      // Warm-up, not measured: the servers and the database's caches are warm once the document arrives with the
      // page drawn by the catalog's server (a cold embedded database can miss the host's short wait at first).
      let drawn = false;
      for (let i = 0; i < 10 && !drawn; i++) {
        const html = await fetch(url).then((r) => r.text(), () => '');
        drawn = html.includes('id="botica-server-page"');
      }
      if (!drawn) console.log(`  (${page.name}: the document came without the server-drawn page during the warm-up)`);
      const scores = [];
      const lcps = [];
      const clss = [];
      for (let i = 0; i < runs; i++) {
        // default config = Lighthouse's mobile profile (Moto G Power emulation, simulated slow 4G)
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const lhr = result.lhr;
        if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
        scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
        lcps.push(lhr.audits['largest-contentful-paint'].numericValue);
        if (process.env.LH_REPORT_DIR) {
          const { writeFileSync, mkdirSync } = await import('node:fs');
          mkdirSync(process.env.LH_REPORT_DIR, { recursive: true });
          writeFileSync(path.join(process.env.LH_REPORT_DIR, `${page.name}-${i}.json`), JSON.stringify(lhr));
        }
        const a = (id) => Math.round(lhr.audits[id].numericValue);
        console.log(`  run ${i + 1}: FCP ${a('first-contentful-paint')} ms, LCP ${a('largest-contentful-paint')} ms, TBT ${a('total-blocking-time')} ms, SI ${a('speed-index')} ms`);
        clss.push(lhr.audits['cumulative-layout-shift'].numericValue);
      }
      const row = { page: page.name, path: page.path, performance: median(scores), lcpMs: Math.round(median(lcps)), cls: Number(median(clss).toFixed(3)) };
      rows.push(row);
      console.log(
        `${row.page.padEnd(10)} performance ${String(row.performance).padStart(3)}  LCP ${(row.lcpMs / 1000).toFixed(2)} s  CLS ${row.cls.toFixed(3)}  ${row.path}`,
      );
    }
  } finally {
    await chrome.kill();
    stack.stop();
  }
  // scores depend on main-thread time, so a busy machine lowers them: the load says how busy it was
  console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min)`);
  const ok = rows.every((r) => r.performance >= 90 && r.cls <= 0.05);
  console.log(ok ? 'Objetivos cumplidos (performance >= 90, CLS <= 0.05).' : 'Objetivos NO cumplidos (performance >= 90, CLS <= 0.05).');
  console.log(JSON.stringify({ runs, results: rows }));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
