import { expect, test } from '../support/test';
import { ports } from '../support/ports';

// A remote on its own origin answers its routes with its standalone page (platform/src/app/standalone-shell.tsx), for
// working on it without the host: at any depth of the path its scripts load from the origin's root and the page runs.
const PAGES = [
  { remote: 'catalog', port: ports.catalog, path: '/categoria/100/medicamentos', shows: 'Ordenar por' },
  { remote: 'checkout', port: ports.checkout, path: '/carrito', shows: 'Mi carrito' },
  { remote: 'account', port: ports.account, path: '/login', shows: 'Iniciar sesión' },
  { remote: 'content', port: ports.content, path: '/nosotros', shows: 'Nosotros' },
];

for (const { remote, port, path, shows } of PAGES) {
  test(`the ${remote} remote's standalone page runs ${path} on its own origin`, async ({ page }) => {
    const failedScripts: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script' && !res.ok()) failedScripts.push(`${res.status()} ${res.url()}`);
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://localhost:${port}${path}`);
    await expect(page.locator('#root')).toContainText(shows);
    expect(failedScripts).toEqual([]);
    expect(errors).toEqual([]);
  });
}
