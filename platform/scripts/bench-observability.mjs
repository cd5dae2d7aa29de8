// What the field measurements cost (decision 080), in one run: three copies of the production stack of the current
// dist folders side by side, with nothing (METRICS=off, no tracing), with the Prometheus metrics, and with the metrics
// and OpenTelemetry traces sent over OTLP/HTTP to a receiver in this process, measured in turns. For each: the API's
// throughput (autocannon on two reads), the host's documents under load, and a first visit (a fresh browser, its
// document's time to first byte and its load event). Prints numbers, asserts nothing.
//   npm run bench:observability [-- --rounds 3 --duration 4 --visits 5]
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startBenchStack, waitFor } from './bench-stack.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const duration = Number(arg('duration', '4'));
const visits = Number(arg('visits', '5'));
const rounds = Number(arg('rounds', '3'));
const base = Number(process.env.BENCH_PORT_BASE ?? 5630);

// the OTLP/HTTP receiver: takes every batch of spans and counts it
const received = { batches: 0, bytes: 0 };
const receiver = createServer((req, res) => {
  req.on('data', (chunk) => (received.bytes += chunk.length));
  req.on('end', () => {
    received.batches += 1;
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const otlp = `http://127.0.0.1:${receiver.address().port}`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

async function load(url) {
  const r = await autocannon({ url, connections: 10, duration });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

async function firstVisits(browser, origin) {
  const ttfb = [];
  const loaded = [];
  for (let i = 0; i < visits; i++) {
    const context = await browser.newContext({ locale: 'es-PY' });
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    const nav = await page.evaluate(() => {
      const entry = performance.getEntriesByType('navigation')[0];
      return { ttfb: entry.responseStart, load: entry.loadEventEnd };
    });
    ttfb.push(nav.ttfb);
    loaded.push(nav.load);
    await context.close();
  }
  return { ttfb: Math.round(median(ttfb)), load: Math.round(median(loaded)) };
}

const MODES = [
  { name: 'sin medidas', env: { METRICS: 'off' } },
  { name: 'métricas', env: {} },
  { name: 'métricas + trazas', env: { OTEL_EXPORTER_OTLP_ENDPOINT: otlp, OTEL_BSP_SCHEDULE_DELAY: '500' } },
];

const { chromium } = await import('playwright-core');
const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
const stacks = [];
const results = MODES.map(() => ({ categorias: [], health: [], documentos: [], ttfb: [], load: [], errores: 0 }));
try {
  // the three stacks run side by side and are measured in turns, round after round: a machine whose load changes
  // during the run (other work on a shared machine) weighs on the three alike
  for (const [i, mode] of MODES.entries()) {
    const saved = { ...process.env };
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    Object.assign(process.env, mode.env);
    stacks.push(await startBenchStack({ base: base + i * 30 }));
    Object.keys(process.env).forEach((key) => (key in saved ? (process.env[key] = saved[key]) : delete process.env[key]));
  }
  for (const stack of stacks) {
    await waitFor(`${stack.origin}/`);
    // warm: the first documents compile the renderers' paths and fill the caches
    for (let i = 0; i < 20; i++) await fetch(`${stack.origin}/`).then((r) => r.arrayBuffer());
  }
  const batchesBefore = received.batches;
  for (let round = 0; round < rounds; round++) {
    for (const [i, stack] of stacks.entries()) {
      const api = `http://127.0.0.1:${stack.ports.api}`;
      const categories = await load(`${api}/api/categorias`);
      const health = await load(`${api}/api/health`);
      const documents = await load(`${stack.origin}/`);
      const visit = await firstVisits(browser, stack.origin);
      const r = results[i];
      r.categorias.push(categories.rps);
      r.health.push(health.rps);
      r.documentos.push(documents.rps);
      r.ttfb.push(visit.ttfb);
      r.load.push(visit.load);
      r.errores += categories.errors + health.errors + documents.errors;
    }
  }
  const rows = MODES.map((mode, i) => ({
    modo: mode.name,
    'API /api/categorias req/s': median(results[i].categorias),
    'API /api/health req/s': median(results[i].health),
    'documentos / req/s': median(results[i].documentos),
    'primera visita TTFB ms': median(results[i].ttfb),
    'load ms': median(results[i].load),
    errores: results[i].errores,
  }));
  console.log(
    `\n${rounds} rondas; en cada una, por pila: autocannon 10 conexiones ${duration} s por medida y la mediana de ${visits} primeras visitas (navegador nuevo); ` +
      `se informa la mediana de las rondas. Trazas: ${received.batches - batchesBefore} lotes OTLP, ${(received.bytes / 1024).toFixed(0)} KiB; carga de la máquina: ${loadavg().map((n) => n.toFixed(1)).join(' ')}`,
  );
  console.table(rows);
} finally {
  for (const stack of stacks) stack.stop();
  await browser.close();
  receiver.close();
}
await new Promise((resolve) => setTimeout(resolve, 2000));
process.exit(0);
