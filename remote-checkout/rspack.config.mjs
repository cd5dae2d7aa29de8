import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@botica/platform/build/app-config.mjs';

export default createAppConfig({
  dirname: path.dirname(fileURLToPath(import.meta.url)),
  name: 'checkout',
  port: Number(process.env.CHECKOUT_PORT ?? 3002),
  title: 'Compra (standalone)',
  exposes: {
    './pages': './src/exposes/pages.ts',
    './cart-service': './src/exposes/cart-service.ts',
    './mini-cart': './src/exposes/mini-cart.tsx',
    './add-to-cart-button': './src/exposes/add-to-cart-button.tsx',
  },
});
