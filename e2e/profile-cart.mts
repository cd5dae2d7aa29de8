// ad-hoc: CPU-profile /carrito (logged in, 3 products) under 4x, attribute the long tasks' samples to source (source maps)
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map';
import { logInWithCart, clearCache } from '../remote-catalog/bench/checkout-steps.mjs';
const base = process.argv[2] ?? 'http://localhost:5900';
const route = process.argv[3] ?? '/carrito';
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
if (route.startsWith('/carrito')) await logInWithCart(browser, base, 3);
const page = await browser.newPage();
await clearCache(page);
await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
const cdp = await page.createCDPSession();
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(base + route, { waitUntil: 'networkidle0' });
await new Promise((r) => setTimeout(r, 2000));
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
// self time per node, mapped to the original source
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i + 1] ?? 0) / 1000));
const maps = new Map();
const top = process.env.TOP ?? '/work/main';
async function mapFor(url) {
  if (maps.has(url)) return maps.get(url);
  let consumer = null;
  const m = url.match(/^https?:\/\/localhost:(\d+)\/(.*)$/);
  if (m) {
    const port = Number(m[1]) % 100;
    const app = ['host', 'remote-catalog', 'remote-checkout', 'remote-account', 'remote-content'][port] ?? 'host';
    const file = path.join(top, app, 'dist', m[2] + '.map');
    if (existsSync(file)) consumer = await new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')));
  }
  maps.set(url, consumer);
  return consumer;
}
const bySource = new Map();
const byFn = new Map();
for (const [id, ms] of self) {
  const n = byId.get(id);
  const cf = n.callFrame;
  const c = cf.url ? await mapFor(cf.url) : null;
  let src = cf.url ? cf.url.replace(/^https?:\/\/[^/]+\//, '') : `(${cf.functionName || 'native'})`;
  let fn = cf.functionName;
  if (c && cf.lineNumber >= 0) {
    const o = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
    if (o.source) { src = o.source.replace(/^.*node_modules\//, 'nm/').replace(/^webpack:\/\/[^/]*\//, ''); fn = o.name ?? fn; }
  }
  const pkg = src.startsWith('nm/') ? src.split('/').slice(0, src.split('/')[1].startsWith('@') ? 3 : 2).join('/') : src;
  bySource.set(pkg, (bySource.get(pkg) ?? 0) + ms);
  byFn.set(`${fn} ${src.slice(-60)}`, (byFn.get(`${fn} ${src.slice(-60)}`) ?? 0) + ms);
}
const print = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).forEach(([k, v]) => console.log(`${v.toFixed(0).padStart(6)} ms  ${k}`));
console.log('--- self time by source/package'); print(bySource, 30);
console.log('--- by function'); print(byFn, 30);
