import { expect, test } from '../support/test';
import { headers } from '../support/access/access-data';
import { placeOrder } from '../support/account/account-data';
import { customerWithAddress, productsInStock } from '../support/checkout/checkout-data';
import { bytesOf, checkXml, deliverCashOrder, me, pdfText } from '../support/invoices/invoices-data';

/** A customer with an invoiced order, and the Pin printed on its KuDE (what a ticket shows). */
async function invoicedOrder(page: import('@playwright/test').Page) {
  const customer = await customerWithAddress(page);
  const [product] = await productsInStock(page.request, { address: customer.address.codigo }, 1);
  const order = await placeOrder(page.request, customer.address.codigo, [{ codigo: product!.codigo, cantidad: 1 }]);
  const invoice = await deliverCashOrder(page.request, order);
  const files = (await (await page.request.get(`/api/ventas/${invoice.codigo}/archivos`, { headers })).json()) as { results: { pdf: string } };
  const pin = /Pin: ([A-Z0-9]{8})/.exec(await pdfText(Buffer.from(files.results.pdf, 'base64')))![1]!;
  const documento = (await me(page.request)).ci!;
  await page.request.post('/api/customers/logout', { headers });
  await page.context().clearCookies();
  return { order, invoice, pin, documento };
}

test('/factura, ticket mode: document and Pin download the PDF and the XML; wrong data shows the message', async ({ page }) => {
  const { invoice, pin, documento } = await invoicedOrder(page);
  await page.goto('/factura');
  await expect(page.getByRole('heading', { name: 'Factura electrónica' })).toBeVisible();
  for (const link of ['/signup', '/login', '/mi-cuenta', '/direcciones/agregar']) await expect(page.locator(`a[href="${link}"]`).first()).toBeVisible();

  await page.getByRole('button', { name: 'Descargar' }).click();
  await expect(page.getByText('Es obligatorio')).toHaveCount(2);

  await page.getByLabel('Número de documento').fill(documento);
  await page.getByLabel('Pin').fill('ZZZZ9999');
  await page.getByRole('button', { name: 'Descargar' }).click();
  await expect(page.getByText('No encontramos una factura con los datos ingresados.')).toBeVisible();

  await page.getByLabel('Pin').fill(pin);
  const downloads: import('@playwright/test').Download[] = [];
  page.on('download', (d) => downloads.push(d));
  await page.getByRole('button', { name: 'Descargar' }).click();
  await expect.poll(() => downloads.length).toBe(2);
  const xml = downloads.find((d) => d.suggestedFilename().endsWith('.xml'))!;
  const pdf = downloads.find((d) => d.suggestedFilename().endsWith('.pdf'))!;
  expect(checkXml((await bytesOf(xml)).toString('utf8'), invoice.total)).toBe(invoice.cdc);
  expect(await pdfText(await bytesOf(pdf))).toContain(invoice.cdc);
});

test('/factura, nota de pedido mode: document and order number; another document gets the message; busy label', async ({ page }) => {
  const { order, invoice, documento } = await invoicedOrder(page);
  await page.goto('/factura');
  await page.getByRole('radio', { name: 'Nota de pedido' }).check();
  await page.getByLabel('Número de documento').fill(documento);
  await page.getByRole('button', { name: 'Descargar' }).click();
  await expect(page.getByText('Es obligatorio')).toBeVisible();

  await page.getByLabel('Número de comprobante').fill(String(order));
  // The answer is held back a moment to see the busy label.
  await page.route('**/api/sifen', async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  const pdf = page.waitForEvent('download', (d) => d.suggestedFilename().endsWith('.pdf'));
  await page.getByRole('button', { name: 'Descargar' }).click();
  await expect(page.getByRole('button', { name: 'Descargando...' })).toBeDisabled();
  expect(await pdfText(await bytesOf(await pdf))).toContain(invoice.cdc);

  await page.getByLabel('Número de documento').fill('1');
  await page.getByRole('button', { name: 'Descargar' }).click();
  await expect(page.getByText('No encontramos una factura con los datos ingresados.')).toBeVisible();
});
