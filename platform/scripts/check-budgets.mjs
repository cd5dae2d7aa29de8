// Bytes budget: the first-load JavaScript of the pages in budgets.json (file count, brotli bytes — what the
// servers send — and gzip bytes — what the speed goals are stated in —, measured like the platform bench) against
// their budgets. Fails when a page grows more than the tolerance (5 %) over any of them. Builds nothing: it serves the current dist folders on the bench ports (BENCH_PORT_BASE, 5530 …
// +4, API on +10), or measures a stack that already runs at BUDGET_ORIGIN.
//   npm run test:budget                 check
//   npm run test:budget -- --update     write today's measurements as the budgets
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startBenchStack, top } from './bench-stack.mjs';
import { kib, measureFirstLoadJs, table } from './first-load-js.mjs';

const file = path.join(top, 'budgets.json');
const budgets = JSON.parse(readFileSync(file, 'utf8'));
const update = process.argv.includes('--update');
const limit = (budget) => budget * (1 + budgets.tolerance);

let origin = process.env.BUDGET_ORIGIN;
let stop = () => undefined;
if (!origin) {
  const missing = ['host', 'remote-catalog', 'remote-checkout', 'remote-account', 'remote-content'].filter((dir) => !existsSync(path.join(top, dir, 'dist')));
  if (missing.length) throw new Error(`sin compilar: ${missing.join(', ')} (npm run build primero)`);
  const stack = await startBenchStack({ base: Number(process.env.BENCH_PORT_BASE ?? 5530), apiUrl: process.env.BENCH_API_URL });
  origin = stack.origin;
  stop = stack.stop;
}

const { chromium } = await import('playwright-core');
const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] });

const rows = [];
const over = [];
try {
  for (const page of budgets.pages) {
    const js = await measureFirstLoadJs(browser, origin, page);
    const growth = (js.brotli / page.brotliBytes - 1) * 100;
    const gzipGrowth = (js.gzip / page.gzipBytes - 1) * 100;
    const fails = js.brotli > limit(page.brotliBytes) || js.gzip > limit(page.gzipBytes) || js.files > limit(page.files);
    if (fails) over.push(page.path);
    rows.push([
      page.path,
      `${js.files} / ${page.files}`,
      `${kib(js.brotli)} / ${kib(page.brotliBytes)}`,
      `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %`,
      `${kib(js.gzip)} / ${kib(page.gzipBytes)}`,
      `${gzipGrowth >= 0 ? '+' : ''}${gzipGrowth.toFixed(1)} %`,
      fails ? 'EXCEDIDO' : 'ok',
    ]);
    if (update) Object.assign(page, { files: js.files, brotliBytes: js.brotli, gzipBytes: js.gzip });
  }
} finally {
  await browser.close();
  stop();
}

table(
  `JavaScript de la primera carga frente al presupuesto (brotli y gzip; tolerancia ${Math.round(budgets.tolerance * 100)} %)`,
  ['página', 'archivos (medido / presupuesto)', 'brotli (medido / presupuesto)', 'diferencia brotli', 'gzip (medido / presupuesto)', 'diferencia gzip', 'estado'],
  rows,
);
if (update) {
  writeFileSync(file, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(`\nPresupuestos actualizados en ${path.relative(top, file)}.`);
  process.exit(0);
}
if (over.length) {
  console.error(`\nSe pasan del presupuesto más de ${Math.round(budgets.tolerance * 100)} %: ${over.join(', ')}`);
  process.exit(1);
}
process.exit(0);
