import type { ChildProcess } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { headers } from '../support/access/access-data';
import { placeOrder } from '../support/account/account-data';
import { customerWithAddress, productsInStock } from '../support/checkout/checkout-data';
import { ports, stackEnv } from '../support/ports';
import { startApp, stopProcess, waitForUrl } from '../support/stack';

const NOINDEX = '<meta name="robots" content="noindex">';

/** A token of the right shape that names nothing. */
const unknownToken = () => `desconocido${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/**
 * Every route of the route table (spec 002 §2.12) that takes an id or a token, with one that names nothing. The
 * customer's own pages are asked with a logged-in customer's session (a visitor is sent to log in first).
 */
const unknownPaths = () => [
  // checkout
  '/compra-finalizada/999999999',
  `/compra-finalizada/${unknownToken()}`,
  '/compra-finalizada/no-es-un-pedido',
  '/ruleta-valentines-day/999999999',
  `/link-pago/${unknownToken()}`,
  `/qr-temporal/${unknownToken()}`,
  `/compartir-carrito/${unknownToken()}`,
  // account
  '/direcciones/999999999/editar',
  '/pedido/999999999',
  `/cambiar-contrasena/${unknownToken()}`,
  `/verificar-correo/${unknownToken()}`,
  // catalog
  '/producto/999999/no-existe',
  '/categoria/99999/no-existe',
  '/descuentos/15',
  '/productos/5x1',
  '/productos/ofertas/999999',
  '/destacados/marca/999999',
  '/marca/999999/no-existe',
  '/fabricante/999999/no-existe',
  '/mundo/no-existe/producto/100001/paracetamol',
  '/mundo/no-existe/buscar?s=crema',
  // content
  '/mundo/no-existe',
  '/mundo/no-existe/12',
  '/blog/999',
  '/portada/no-existe',
];

/** The raw document (no script run): its status, and whether it says itself that it is not to be indexed. */
async function documentOf(request: APIRequestContext, url: string) {
  const res = await request.get(url, { maxRedirects: 0 });
  const html = await res.text();
  return { status: res.status(), noindex: html.includes(NOINDEX), html };
}

test('every route that takes an id or a token answers 404 with noindex in the document for one that names nothing', async ({ page }) => {
  const { address } = await customerWithAddress(page);
  const misses: string[] = [];
  for (const path of unknownPaths()) {
    const doc = await documentOf(page.request, path);
    if (doc.status !== 404 || !doc.noindex) misses.push(`${path}: ${doc.status}${doc.noindex ? '' : ' sin noindex'}`);
  }
  expect(misses).toEqual([]);

  // what exists still answers 200, indexable: the customer's order by code and by token, their address
  const [product] = await productsInStock(page.request, { address: address.codigo }, 1);
  const codigo = await placeOrder(page.request, address.codigo, [{ codigo: product!.codigo, cantidad: 1 }]);
  const order = (await (await page.request.get(`/api/peticiones/${codigo}`, { headers })).json()) as { result: { tokenPeticion: string } };
  for (const path of [`/compra-finalizada/${codigo}`, `/pedido/${codigo}`, `/direcciones/${address.codigo}/editar`, '/producto/100001/x']) {
    const doc = await documentOf(page.request, path);
    expect([path, doc.status, doc.noindex]).toEqual([path, 200, false]);
  }
  expect((await documentOf(page.request, `/compra-finalizada/${order.result.tokenPeticion}`)).status).toBe(200);
});

test('an order that does not exist shows a Spanish not-found page, never the thanks of a purchase', async ({ page }) => {
  await customerWithAddress(page);
  const res = await page.goto('/compra-finalizada/999999999');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página no encontrada.' })).toBeVisible();
  await expect(page.getByText('Lo sentimos. No encontramos lo que buscabas.')).toBeVisible();
  await expect(page.getByText('¡Gracias por tu compra!')).toHaveCount(0);
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('search results say noindex in the document itself', async ({ page }) => {
  const doc = await documentOf(page.request, '/buscar?s=paracetamol');
  expect(doc.status).toBe(200);
  expect(doc.noindex).toBe(true);
  expect((await documentOf(page.request, '/')).noindex).toBe(false);
});

test.describe('with a host whose wait for a first screen always expires', () => {
  let host: ChildProcess | undefined;
  const port = ports.host + 30;
  const origin = `http://localhost:${port}`;

  test.beforeAll(async () => {
    // the stack's remotes and API; the host waits 1 ms for a page's first screen (FRAGMENT_TIMEOUT_MS)
    host = startApp('host', { ...stackEnv, HOST_PORT: String(port), FRAGMENT_TIMEOUT_MS: '1' });
    await waitForUrl(`http://127.0.0.1:${port}/remotes.json`);
  });
  test.afterAll(async () => {
    await stopProcess(host);
  });

  test('the status still comes from the data: 404 for what names nothing, 200 for what exists', async ({ page }) => {
    const { address } = await customerWithAddress(page);
    const misses: string[] = [];
    for (const path of unknownPaths()) {
      const doc = await documentOf(page.request, `${origin}${path}`);
      if (doc.status !== 404 || !doc.noindex) misses.push(`${path}: ${doc.status}${doc.noindex ? '' : ' sin noindex'}`);
    }
    expect(misses).toEqual([]);
    const [product] = await productsInStock(page.request, { address: address.codigo }, 1);
    const codigo = await placeOrder(page.request, address.codigo, [{ codigo: product!.codigo, cantidad: 1 }]);
    for (const path of [`/compra-finalizada/${codigo}`, `/direcciones/${address.codigo}/editar`, '/producto/100001/x']) {
      const doc = await documentOf(page.request, `${origin}${path}`);
      expect([path, doc.status, doc.noindex]).toEqual([path, 200, false]);
    }
  });
});
