import { chromium } from '@playwright/test';
const [base, path] = [process.argv[2], process.argv[3] ?? '/'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(base + path); await page.waitForLoadState('networkidle'); await page.waitForTimeout(2000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; const samples = profile.samples;
for (let i = 0; i < samples.length; i++) { const n = byId.get(samples[i]); const cf = n.callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.replace(base, '').slice(-45)}:${cf.lineNumber}:${cf.columnNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0)); }
const byUrl = new Map();
for (const [k, v] of self) { const u = k.split(' ')[1]?.split(':')[0] ?? ''; byUrl.set(u, (byUrl.get(u) ?? 0) + v); }
console.log('by url (ms):'); [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).forEach(([u, v]) => console.log(String(Math.round(v / 1000)).padStart(6), u));
console.log('top functions:'); [...self].filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)')).sort((a, b) => b[1] - a[1]).slice(0, 30).forEach(([k, v]) => console.log(String((v / 1000).toFixed(1)).padStart(7), k));
await browser.close();
