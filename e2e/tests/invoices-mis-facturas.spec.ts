import { expect, test } from '../support/test';
import { INVOICE_CSV_COLUMNS } from '@botica/shared-contracts/invoices/invoices';
import { CARDS, METHOD, checkoutPayingWith, payInFrame } from '../support/payments/payments-data';
import { orderOf } from '../support/checkout/checkout-data';
import { bytesOf, checkXml, deliverCashOrder, gs, openInvoices, pdfText, validCdc, zipEntries } from '../support/invoices/invoices-data';
import { sifenPorts, startSifenStack } from '../support/invoices/sifen-stack';

test('a paid order’s invoice in /mis-facturas: PDF with total and CDC, XML with a valid CDC, CSV and zip', async ({ page }) => {
  await checkoutPayingWith(page, METHOD.pagoUnico);
  await expect(page).toHaveURL(/\/procesar-pago$/);
  const codigo = (await page.getByTestId('payment-order').textContent())!;
  await payInFrame(page, CARDS.approved);
  await expect(page).toHaveURL(new RegExp(`/compra-finalizada/${codigo}$`));
  const total = (await orderOf(page, codigo)).total as number;

  const row = await openInvoices(page, codigo);
  await expect(row).toContainText(gs(total));
  await expect(row).toContainText(/001-002-\d{7}/);

  // Single download: the PDF and the XML.
  const downloads: import('@playwright/test').Download[] = [];
  page.on('download', (d) => downloads.push(d));
  await row.getByRole('button', { name: 'Descargar' }).click();
  await expect.poll(() => downloads.length).toBe(2);
  const pdf = downloads.find((d) => d.suggestedFilename().endsWith('.pdf'))!;
  const xml = downloads.find((d) => d.suggestedFilename().endsWith('.xml'))!;
  const cdc = checkXml((await bytesOf(xml)).toString('utf8'), total);
  expect(validCdc(cdc)).toBe(true);
  const text = await pdfText(await bytesOf(pdf));
  expect(text).toContain(cdc);
  expect(text).toContain(gs(total));

  // CSV of the listed invoices, with the spec's columns.
  const csvDownload = page.waitForEvent('download', (d) => d.suggestedFilename() === 'facturas.csv');
  await page.getByRole('button', { name: 'Descargar CSV' }).click();
  const csv = (await bytesOf(await csvDownload)).toString('utf8').trim().split(/\r?\n/);
  expect(csv[0]).toBe(INVOICE_CSV_COLUMNS.join(','));
  const line = csv.slice(1).map((l) => l.split(',')).find((cells) => cells[12] === String(total));
  expect(line).toBeTruthy();
  expect(line![8]).toBe('GS');
  expect(Number(line![9]) + Number(line![10]) + Number(line![11])).toBe(total);

  // All of them as facturas.zip: the PDF and the XML of the invoice.
  const zipDownload = page.waitForEvent('download', (d) => d.suggestedFilename() === 'facturas.zip');
  await page.getByRole('button', { name: 'Descargar todas' }).click();
  const entries = zipEntries(await bytesOf(await zipDownload));
  expect(Object.keys(entries)).toEqual(expect.arrayContaining([pdf.suggestedFilename(), xml.suggestedFilename()]));
  expect(Buffer.from(entries[xml.suggestedFilename()]!).toString('utf8')).toContain(`Id="${cdc}"`);
});

test('a cash order is invoiced when the operator marks it delivered on the console; months filter the list', async ({ page }) => {
  const { customerWithAddress, productsInStock } = await import('../support/checkout/checkout-data');
  const { placeOrder } = await import('../support/account/account-data');
  const customer = await customerWithAddress(page);
  const [product] = await productsInStock(page.request, { address: customer.address.codigo }, 1);
  const codigo = await placeOrder(page.request, customer.address.codigo, [{ codigo: product!.codigo, cantidad: 1 }]);

  await page.goto('/mis-facturas');
  await expect(page.getByText('No hay facturas en este mes.')).toBeVisible();

  const consola = await page.context().newPage();
  await consola.goto('/sandbox#facturas');
  await consola.locator(`#facturas tr[data-pedido="${codigo}"]`).getByRole('button', { name: 'Marcar entregado' }).click();
  await expect(consola.locator(`#facturas tr[data-pedido="${codigo}"]`)).toContainText('Factura');
  await consola.close();

  const row = await openInvoices(page, codigo);
  await expect(row).toBeVisible();
  // An empty file answered for the download gives the spec's messages instead of saving nothing.
  await page.route('**/api/ventas/*/archivos', async (route) => {
    const real = await route.fetch();
    const body = (await real.json()) as { ok: true; results: Record<string, string> };
    await route.fulfill({ response: real, json: { ...body, results: { ...body.results, pdf: '', xml: '' } } });
  });
  await row.getByRole('button', { name: 'Descargar' }).click();
  await expect(page.getByText('Lo sentimos. No se pudo procesar la descarga del PDF')).toBeVisible();
  await expect(page.getByText('Lo sentimos. No se pudo procesar la descarga del XML')).toBeVisible();
  await page.unroute('**/api/ventas/*/archivos');
  // Another month has none.
  await page.getByLabel('Mes').fill('2020-01');
  await expect(page.getByText('No hay facturas en este mes.')).toBeVisible();
});

test.describe('with SIFEN configured (certificate, stand-in of its web services)', () => {
  let stack: import('../support/invoices/sifen-stack').SifenStack | null = null;
  test.use({ baseURL: `http://localhost:${sifenPorts.host}` });
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    stack = await startSifenStack();
  });
  test.afterAll(async () => stack?.stop());

  test('/mis-facturas shows SIFEN’s approval of the signed invoice it was sent', async ({ page }) => {
    const { customerWithAddress, productsInStock } = await import('../support/checkout/checkout-data');
    const { placeOrder } = await import('../support/account/account-data');
    const customer = await customerWithAddress(page, `http://localhost:${sifenPorts.api}`);
    const [product] = await productsInStock(page.request, { address: customer.address.codigo }, 1);
    const codigo = await placeOrder(page.request, customer.address.codigo, [{ codigo: product!.codigo, cantidad: 1 }]);
    const invoice = await deliverCashOrder(page.request, codigo);

    const row = await openInvoices(page, codigo);
    const state = row.getByTestId(`invoice-sifen-${codigo}`);
    await expect(page.getByRole('columnheader', { name: 'SIFEN' })).toBeVisible();
    // The sender runs every second: the page shows the answer once SIFEN gave it.
    await expect(async () => {
      await page.reload();
      await expect(state).toHaveText('Aprobada por SIFEN', { timeout: 1000 });
    }).toPass({ timeout: 30_000 });

    // The XML downloaded is the signed one, with the QR after the signature.
    const download = page.waitForEvent('download', (d) => d.suggestedFilename().endsWith('.xml'));
    await row.getByRole('button', { name: 'Descargar' }).click();
    const xml = (await bytesOf(await download)).toString('utf8');
    expect(xml).toContain(`<Reference URI="#${invoice.cdc}">`);
    expect(xml).toMatch(/<\/Signature><gCamFuFD>/);
  });
});
