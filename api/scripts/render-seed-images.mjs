// Draws every SVG under seed-data/images as a WebP file beside it, at the SVG's own size, and each banner also as
// `<name>-movil.webp` at 60 % (a banner's `imagen`, shown below 768 px; `imagen_web` is the full size).
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
const QUALITY = 0.8;
/** A phone shows a banner at most 412 CSS px wide, about 720 device pixels at its usual density (1.75). */
const PHONE_SCALE = 0.6;
const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  let count = 0;
  for (const folder of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const dir = path.join(root, folder.name);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
      const svg = readFileSync(path.join(dir, file), 'utf8');
      const sizes = folder.name === 'banners' ? [['', 1], ['-movil', PHONE_SCALE]] : [['', 1]];
      for (const [suffix, scale] of sizes) {
        const dataUrl = await page.evaluate(
          async ({ source, quality, scale }) => {
            const image = new Image();
            image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
            await image.decode();
            const canvas = document.createElement('canvas');
            canvas.width = Math.round(image.naturalWidth * scale);
            canvas.height = Math.round(image.naturalHeight * scale);
            const context = canvas.getContext('2d');
            context.imageSmoothingQuality = 'high';
            context.drawImage(image, 0, 0, canvas.width, canvas.height);
            return canvas.toDataURL('image/webp', quality);
          },
          { source: svg, quality: QUALITY, scale },
        );
        if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`${file}: Chromium no generó WebP`);
        writeFileSync(path.join(dir, file.replace(/\.svg$/, `${suffix}.webp`)), Buffer.from(dataUrl.split(',')[1], 'base64'));
      }
      count += 1;
    }
  }
  console.log(`${count} imágenes WebP en ${root}`);
} finally {
  await browser.close();
}
