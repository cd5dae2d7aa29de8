import { expect, test } from '../support/test';
import { INVOICE_CSV_COLUMNS } from '@botica/shared-contracts/invoices/invoices';
import { loggedInCustomer } from '../support/account/account-data';
import { onePagePdf, sendBranchInvoice } from '../support/invoices/branch-invoices';
import { bytesOf, openInvoices, pdfText } from '../support/invoices/invoices-data';

test('an invoice in US dollars issued at a branch reaches the customer’s /mis-facturas: the amount in US$, its PDF and XML, the CSV', async ({ page, playwright }) => {
  const { codigo } = await loggedInCustomer(page);
  const numero = `004-001-${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const pdf = onePagePdf(`Factura ${numero} Total US$ 1.234,50`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?><rDE xmlns="http://ekuatia.set.gov.py/sifen/xsd"><DE><gTimb><dNumTim>16543210</dNumTim></gTimb></DE></rDE>`;

  // The chain's point of sale, another server, sends the invoice it issued (US$ 1.234,50 with 10% VAT).
  const pos = await playwright.request.newContext();
  const body = {
    fecha: new Date().toISOString(),
    codigo: `POS-${numero}`,
    clie_codigo: codigo,
    numero,
    timbrado: '16543210',
    vto_timbrado: '2027-06-30',
    mone_codigo: 'USD' as const,
    exento: 0,
    gravada5: 0,
    gravada10: 123_450,
    total: 123_450,
    pdf: pdf.toString('base64'),
    xml: Buffer.from(xml).toString('base64'),
  };
  const received = await sendBranchInvoice(pos, body);
  expect(received.status(), await received.text()).toBe(201);
  // Sent again (a retry of the point of sale): the same invoice, said so.
  const again = await sendBranchInvoice(pos, body);
  expect(again.status()).toBe(200);
  expect((await again.json()).duplicada).toBe(true);
  await pos.dispose();

  const row = await openInvoices(page, numero);
  await expect(row).toContainText(numero);
  await expect(row).toContainText('US$\u00a01.234,50');
  await expect(row).not.toContainText('Gs.');
  await expect(page.getByTestId('my-invoices-page').getByRole('row')).toHaveCount(2);

  // Its files, as the issuer drew them.
  const downloads: import('@playwright/test').Download[] = [];
  page.on('download', (d) => downloads.push(d));
  await row.getByRole('button', { name: 'Descargar' }).click();
  await expect.poll(() => downloads.length).toBe(2);
  const pdfDownload = downloads.find((d) => d.suggestedFilename() === `factura-${numero}.pdf`)!;
  const xmlDownload = downloads.find((d) => d.suggestedFilename() === `factura-${numero}.xml`)!;
  const pdfBytes = await bytesOf(pdfDownload);
  expect(pdfBytes.equals(pdf)).toBe(true);
  expect(await pdfText(pdfBytes)).toContain(`Factura ${numero} Total US$ 1.234,50`);
  expect((await bytesOf(xmlDownload)).toString('utf8')).toBe(xml);

  // The CSV of the month says it is in USD, with its amount in dollars.
  const csvDownload = page.waitForEvent('download', (d) => d.suggestedFilename() === 'facturas.csv');
  await page.getByRole('button', { name: 'Descargar CSV' }).click();
  const csv = (await bytesOf(await csvDownload)).toString('utf8').trim().split(/\r?\n/);
  expect(csv[0]).toBe(INVOICE_CSV_COLUMNS.join(','));
  const line = csv.slice(1).map((l) => l.split(','));
  expect(line).toHaveLength(1);
  expect(line[0]![INVOICE_CSV_COLUMNS.indexOf('numero')]).toBe(numero);
  expect(line[0]![INVOICE_CSV_COLUMNS.indexOf('mone_codigo')]).toBe('USD');
  expect(line[0]![INVOICE_CSV_COLUMNS.indexOf('total')]).toBe('1234.5');
});
