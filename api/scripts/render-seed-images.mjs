// Draws every SVG under seed-data/images as a WebP file beside it, at the SVG's own size.
//
//   node api/scripts/render-seed-images.mjs        (Chromium from CHROMIUM_PATH or /usr/bin/chromium)
//
// The shop serves the WebP files: a browser decodes a raster picture off the main thread, while an SVG picture is
// laid out, its text shaped and its fonts looked up on the page's main thread, in the middle of the first visit.
// The SVG files stay as the editable source (and for data stored with their names); run this after changing one.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'seed-data', 'images');
const QUALITY = 0.86;
const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  let count = 0;
  for (const folder of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const dir = path.join(root, folder.name);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
      const svg = readFileSync(path.join(dir, file), 'utf8');
      const dataUrl = await page.evaluate(
        async ({ source, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.naturalWidth;
          canvas.height = image.naturalHeight;
          canvas.getContext('2d').drawImage(image, 0, 0);
          return canvas.toDataURL('image/webp', quality);
        },
        { source: svg, quality: QUALITY },
      );
      if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`${file}: Chromium no generó WebP`);
      writeFileSync(path.join(dir, file.replace(/\.svg$/, '.webp')), Buffer.from(dataUrl.split(',')[1], 'base64'));
      count += 1;
    }
  }
  console.log(`${count} imágenes WebP en ${root}`);
} finally {
  await browser.close();
}
