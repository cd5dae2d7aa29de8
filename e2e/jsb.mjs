import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
const [base, path] = [process.argv[2], process.argv[3] ?? '/'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
const list = [];
page.on('response', async (res) => { if (res.request().resourceType() === 'script') { const b = await res.body().catch(() => null); if (b) list.push([res.url().replace(base, ''), b.length, gzipSync(b, { level: 9 }).length]); } });
await page.goto(base + path); await page.waitForLoadState('networkidle'); await page.waitForTimeout(1500);
list.sort((a, b) => b[2] - a[2]);
let t = 0; for (const [u, r, g] of list) { t += g; console.log(String(g).padStart(7), String(r).padStart(8), u); }
console.log('total gzip', t, 'files', list.length);
await browser.close();
