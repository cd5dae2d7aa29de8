import { expect, type Page } from '@playwright/test';
import { headers } from '../access/access-data';
import { customerWithAddress, openCheckoutWith, productsInStock } from '../checkout/checkout-data';
import { confirmOrder } from '../checkout/order-summary';

/** The radio of a payment method in step 2, by its catalogue text. */
export const METHOD = {
  pagoUnico: /^Pago Único/,
  qr: /^Pago con QR/,
  cabal: /^QR Cabal/,
  blupy: /^QR Blupy/,
  tigo: /^Tigo Money/,
  personal: /^Billetera Personal/,
  zimple: /^Zimple/,
} as const;

/**
 * A new customer's delivery checkout of one product paid with `method`: the order is placed with 'Continuar'
 * and the page is left on whatever the method leads to. `phone`: the wallet's 'Celular'. Answers the customer.
 */
export async function checkoutPayingWith(page: Page, method: RegExp, apiOrigin?: string, phone?: string) {
  const customer = await customerWithAddress(page, apiOrigin);
  const products = await productsInStock(page.request, { address: customer.address.codigo }, 1);
  await openCheckoutWith(page, products);
  await page.getByRole('radio', { name: `Casa — ${customer.address.calle} ${customer.address.numero}` }).check();
  await page.getByRole('radio', { name: method }).check();
  if (phone) await page.getByLabel('Celular').fill(phone);
  const continuar = page.getByRole('button', { name: 'Continuar' });
  await expect(continuar).toBeEnabled();
  await continuar.click();
  await confirmOrder(page);
  return { ...customer, products };
}

/** The test cards of the sandbox card frame (api/src/modules/payments/README.md). */
export const CARDS = { approved: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', threeDs: '4000 0000 0000 3220' } as const;

/** Types a card into the provider's frame and pays. */
export async function payInFrame(page: Page, number: string, frameTitle = 'Pago con tarjeta') {
  const frame = page.frameLocator(`iframe[title="${frameTitle}"]`);
  await frame.getByLabel('Número de tarjeta').fill(number);
  await frame.getByLabel('Vencimiento (MM/AA)').fill('12/39');
  await frame.getByLabel('CVV').fill('123');
  await frame.getByRole('button', { name: 'Pagar' }).click();
  return frame;
}

/**
 * Staff make a payment link for the order on the sandbox console, opened in a second tab of the same session. Answers
 * the link's path (`/link-pago/{token}`), its token and the console's tab, left open on `/sandbox#pagos` (the caller
 * pays on it with `payLinkOnConsole` or closes it).
 */
export async function createPaymentLink(page: Page, codigo: string) {
  const consola = await page.context().newPage();
  await consola.goto('/sandbox#pagos');
  await consola.getByLabel('Número de pedido').fill(codigo);
  await consola.getByRole('button', { name: 'Crear link de pago' }).click();
  const link = (await consola.locator('#pagos a[href^="/link-pago/"]').first().getAttribute('href'))!;
  return { link, token: link.split('/').pop()!, consola };
}

/** On the console tab `createPaymentLink` left open: reloads it and pays the order's pending payment (the link's own). */
export async function payLinkOnConsole(consola: Page, codigo: string) {
  await consola.reload();
  const row = consola.locator(`#pagos tr[data-pedido="${codigo}"]`).filter({ has: consola.getByRole('button', { name: 'Pagar' }) }).first();
  await row.getByRole('button', { name: 'Pagar' }).click();
}

/** The sandbox console in a second tab, as the operator (or the customer's bank app) uses it. */
export async function consoleAction(page: Page, codigo: string | number, action: 'Pagar' | 'Rechazar' | 'Revertir', motivo?: string) {
  const consola = await page.context().newPage();
  await consola.goto('/sandbox#pagos');
  const row = consola.locator(`#pagos tr[data-pedido="${codigo}"]`).first();
  await expect(row).toBeVisible();
  if (motivo !== undefined) await row.getByLabel('Motivo').selectOption(motivo);
  await row.getByRole('button', { name: action }).click();
  await expect(consola).toHaveURL(/\/sandbox/);
  const estado = await consola.locator(`#pagos tr[data-pedido="${codigo}"]`).first().locator('td.estado').textContent();
  await consola.close();
  return estado;
}

/** The order's state as the API stores it (its owner's view). */
export async function orderState(page: Page, codigo: string | number) {
  const res = await page.request.get(`/api/peticiones/${codigo}`, { headers });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { result: { estado: string } }).result.estado;
}
