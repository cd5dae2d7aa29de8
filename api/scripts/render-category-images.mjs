// Draws each category's picture as `seed-data/images/categorias/<name>.png` (96 × 96, twice the menu's 48 px), from
// the SVG of the same name in seed-data/images/placeholders: the shop serves category pictures at
// /categorias/<name>.png (spec 002 §2.11), the name being the top-level category's picture.
//
//   node api/scripts/render-category-images.mjs        (Chromium from CHROMIUM_PATH or /usr/bin/chromium)
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const images = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'seed-data', 'images');
const source = path.join(images, 'placeholders');
const target = path.join(images, 'categorias');
const SIZE = 96;
const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

mkdirSync(target, { recursive: true });
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  let count = 0;
  for (const file of readdirSync(source).filter((f) => f.endsWith('.svg'))) {
    const svg = readFileSync(path.join(source, file), 'utf8');
    const dataUrl = await page.evaluate(
      async ({ svg, size }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = size;
        canvas.height = size;
        const context = canvas.getContext('2d');
        context.imageSmoothingQuality = 'high';
        context.drawImage(image, 0, 0, size, size);
        return canvas.toDataURL('image/png');
      },
      { svg, size: SIZE },
    );
    writeFileSync(path.join(target, file.replace(/\.svg$/, '.png')), Buffer.from(dataUrl.split(',')[1], 'base64'));
    count += 1;
  }
  console.log(`${count} category pictures written to ${path.relative(process.cwd(), target)}`);
} finally {
  await browser.close();
}
