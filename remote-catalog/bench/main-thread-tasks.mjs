// The main thread of one first visit, task by task: what Lighthouse's TBT is made of, without Lighthouse's
// simulation. A new Chromium with a new profile opens the page (mobile viewport) and a trace lists every task at
// least MIN ms long with what ran inside it (scripts evaluated, functions called, HTML parsing, style, layout,
// paint, garbage collection), then the sum of each task's time over 50 ms.
//
//   npm run bench:tasks -- http://localhost:5530/             a stack that runs (e.g. npm start, or bench ports)
//   RATE=4 npm run bench:tasks -- <url>                       with the CPU slowed down 4x, as Lighthouse's mobile
//   CART=3 npm run bench:tasks -- <origin>/carrito            logged in as the demo customer with 3 products
//   AFTER='eval :\d+/static/2096' npm run bench:tasks -- <url>  also the blocking time after the first task
//                                                             that matches (e.g. a chunk's evaluation)
//   MIN=8 QUIET=1 …                                           shorter tasks counted; only the sums printed
//
// It also prints the fonts the page's first layouts looked up: on Linux each new (family, size, bold, italic) asks
// the browser process for its rendering style, a synchronous round trip on the page's main thread.
//
// Without RATE the blocking sum multiplies each task by 4 first, as Lighthouse's simulation does. Numbers vary a
// lot from run to run on a busy machine: compare two builds interleaved, several runs each.
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { customerWithCart, prepareElsewhere } from './checkout-steps.mjs';

const url = process.argv[2];
if (!url) throw new Error('uso: npm run bench:tasks -- <url>');
const min = Number(process.env.MIN ?? 10);
const rate = process.env.RATE ? Number(process.env.RATE) : null;
const afterPattern = process.env.AFTER ? new RegExp(process.env.AFTER) : null;
const quiet = Boolean(process.env.QUIET);
const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

const flags = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];
const browser = await puppeteer.launch({ executablePath, headless: true, args: [...flags, '--remote-debugging-port=0'] });
let trace;
try {
  if (process.env.CART) {
    // logged in and the cart stored in another Chromium: this one's profile has not seen the shop's scripts
    const port = Number(new URL(browser.wsEndpoint()).port);
    await prepareElsewhere(customerWithCart(Number(process.env.CART)), port, new URL(url).origin, { chromePath: executablePath, chromeFlags: ['--headless=new', ...flags] });
  }
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  if (rate) await (await page.createCDPSession()).send('Emulation.setCPUThrottlingRate', { rate });
  await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'loading', 'blink.user_timing', 'fonts'] });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
} finally {
  await browser.close();
}

const events = trace.traceEvents;
const mainThread = events.find(
  (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'navigationStart'),
);
const main = events.filter((e) => e.pid === mainThread.pid && e.tid === mainThread.tid);
const navigationStart = main.find((e) => e.name === 'navigationStart').ts;
const ms = (us) => us / 1000;
for (const mark of events.filter((e) => e.pid === mainThread.pid && ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(e.name))) {
  if (!quiet) console.log(`${mark.name} ${ms(mark.ts - navigationStart).toFixed(0)} ms`);
}

const KINDS = new Set(['ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Commit', 'MajorGC', 'MinorGC', 'v8.compile', 'v8.produceCache', 'RunMicrotasks', 'TimerFire', 'FireAnimationFrame']);
const short = (address) => (address ?? '').replace(/^https?:\/\/[^:/]+/, '').slice(-48);
function kindOf(event) {
  if (event.name === 'EvaluateScript') return `eval ${short(event.args?.data?.url)}`;
  if (event.name === 'FunctionCall') return `call ${short(event.args?.data?.url)} ${event.args?.data?.functionName ?? ''}`.trim();
  if (event.name === 'EventDispatch') return `event ${event.args?.data?.type}`;
  return KINDS.has(event.name) ? event.name : null;
}

const tasks = main.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= navigationStart && e.dur >= min * 1000);
let blocking = 0;
let afterStart = null;
let blockingAfter = 0;
for (const task of tasks) {
  const end = task.ts + task.dur;
  const parts = new Map();
  for (const e of main) {
    if (e.ph !== 'X' || e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > end) continue;
    const kind = kindOf(e);
    if (kind) parts.set(kind, (parts.get(kind) ?? 0) + ms(e.dur));
  }
  const over = Math.max(0, ms(task.dur) * (rate ? 1 : 4) - 50);
  blocking += over;
  if (afterStart !== null) blockingAfter += over;
  else if (afterPattern && [...parts.keys()].some((kind) => afterPattern.test(kind))) afterStart = task.ts;
  if (quiet) continue;
  const summary = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([kind, time]) => `${kind} ${time.toFixed(1)}`).join(' | ');
  console.log(`${ms(task.ts - navigationStart).toFixed(0).padStart(6)} ms +${ms(task.dur).toFixed(1).padStart(6)} ms  ${summary}`);
}
if (afterPattern) console.log(`tiempo bloqueante después de ${process.env.AFTER}: ${blockingAfter.toFixed(0)} ms`);
const fontEvents = (name) => main.filter((e) => e.ph === 'X' && e.name === name && e.ts >= navigationStart);
const strikes = fontEvents('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike');
const lookups = fontEvents('FontCache::GetFontPlatformData').filter((e, i, all) => !all.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur));
const total = (events) => events.reduce((sum, e) => sum + ms(e.dur), 0).toFixed(1);
console.log(`fuentes: ${strikes.length} tamaños pedidos al navegador (${total(strikes)} ms), ${lookups.length} búsquedas de fuente (${total(lookups)} ms)`);
console.log(`tareas de ${min} ms o más: ${tasks.length}; tiempo bloqueante (cada tarea${rate ? '' : ' x4'} menos 50 ms): ${blocking.toFixed(0)} ms`);
