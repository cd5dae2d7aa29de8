import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@botica/platform/build/app-config.mjs';
import { CATALOG_CSS_MODULE_PREFIX } from './css-modules.mjs';

export default createAppConfig({
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  name: 'catalog',
  port: Number(process.env.CATALOG_PORT ?? 3001),
  title: 'Catálogo (standalone)',
  exposes: {
    './pages': './src/exposes/pages.ts',
    './search-box': './src/exposes/search-box.ts',
    './product-grid': './src/exposes/product-grid.ts',
  },
  // The product card with what it needs (heart, rating, availability, add to cart, prices) is one file, whether a
  // page of this remote (home, category, product, search) or another app through ./product-grid (the landing
  // worlds) shows it: without the group the exposed grid splits it into more, smaller files every page downloads.
  // Their API calls are not in it: they come with the first call (features/*/api/index.ts, decision 054); nor is
  // the discount tier, which the home's discount badges use without the card.
  cacheGroups: {
    productCard: {
      test: /[\\/](src[\\/]components[\\/]product-card\.tsx|src[\\/]features[\\/](favourites|ratings|availability)[\\/](?!api[\\/](?!index\.ts$)).*\.tsx?|src[\\/]features[\\/]products[\\/]state[\\/]add-product\.ts)$/,
      name: 'product-card',
      chunks: 'async',
      enforce: true,
    },
  },
  // CSS Modules are imported as `import styles from './x.module.css'`, with the `cat-` prefix
  cssModulePrefix: CATALOG_CSS_MODULE_PREFIX,
});
