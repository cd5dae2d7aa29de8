import { expect, test, type Browser, type Page } from '../support/test';
import { headers } from '../support/access/access-data';
import { placeOrder } from '../support/account/account-data';
import { customerWithAddress, productsInStock } from '../support/checkout/checkout-data';
import { bytesOf, deliverCashOrder, me, myInvoices, pdfText } from '../support/invoices/invoices-data';

/** A new customer in a browser context of its own, with one delivered (invoiced) cash order. */
async function customerWithInvoice(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'es-PY' });
  const page = await context.newPage();
  const customer = await customerWithAddress(page);
  const [product] = await productsInStock(page.request, { address: customer.address.codigo }, 1);
  const order = await placeOrder(page.request, customer.address.codigo, [{ codigo: product!.codigo, cantidad: 1 }]);
  const invoice = await deliverCashOrder(page.request, order);
  const who = await me(page.request);
  return { page, order, invoice, codigo: who.codigo, documento: who.ci!, nombre: who.primerNombre };
}

test('the accountant a customer assigns sees that client in Mis Clientes and downloads their invoices; never another customer’s', async ({ browser, baseURL }) => {
  const cliente = await customerWithInvoice(browser, baseURL!);
  const contador = await customerWithInvoice(browser, baseURL!);
  const otro = await customerWithInvoice(browser, baseURL!);

  // Before being assigned, the accountant reaches nothing of the client.
  expect((await myInvoices(contador.page.request, cliente.codigo)).status()).toBe(404);

  // The customer adds the accountant: leaving the document field fills the names.
  const page: Page = cliente.page;
  await page.goto('/mis-facturas');
  await page.getByRole('button', { name: 'Agregar contador' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar contador' });
  await dialog.getByLabel('Número de documento').fill(contador.documento);
  await dialog.getByLabel('Nombres').click();
  await expect(dialog.getByLabel('Nombres')).toHaveValue(contador.nombre);
  await expect(dialog.getByLabel('Correo electrónico')).not.toHaveValue('');
  await dialog.getByLabel('Celular').fill('abc');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El formato correcto es 0991-123456')).toBeVisible();
  await dialog.getByLabel('Celular').fill('0981-123456');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Contador agregado correctamente.')).toBeVisible();
  await expect(page.getByTestId('accountant')).toContainText(contador.documento);

  // The customer edits it.
  await page.getByTestId('accountant').getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar contador' });
  await edit.getByLabel('Celular').fill('0982-654321');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Contador actualizado correctamente.')).toBeVisible();
  await expect(page.getByTestId('accountant')).toContainText('0982-654321');

  // The accountant picks the client in Mis Clientes and downloads the invoice.
  const k = contador.page;
  await k.goto('/mis-facturas');
  const clients = k.getByLabel('Mis Clientes');
  await expect(clients).toBeVisible();
  await expect(clients.locator('option')).toHaveCount(2);
  await clients.selectOption({ value: String(cliente.codigo) });
  const row = k.getByTestId(`invoice-${cliente.order}`);
  await expect(row).toBeVisible();
  await expect(k.getByTestId(`invoice-${contador.order}`)).toHaveCount(0);
  const pdf = k.waitForEvent('download', (d) => d.suggestedFilename().endsWith('.pdf'));
  await row.getByRole('button', { name: 'Descargar' }).click();
  expect(await pdfText(await bytesOf(await pdf))).toContain(cliente.invoice.cdc);

  // Probing another customer's invoices gives nothing.
  expect((await myInvoices(k.request, otro.codigo)).status()).toBe(404);
  expect((await k.request.get(`/api/ventas/${otro.invoice.codigo}/archivos`, { headers })).status()).toBe(404);
  expect((await k.request.get(`/api/ventas/porCliente/${otro.codigo}/archivos?desde=2000-01-01&hasta=2000-12-31`, { headers })).status()).toBe(404);

  // The customer deletes the accountant: the access ends.
  await page.getByTestId('accountant').getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Si' }).click();
  await expect(page.getByText('Contador eliminado con exito!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agregar contador' })).toBeVisible();
  expect((await myInvoices(k.request, cliente.codigo)).status()).toBe(404);
  expect((await k.request.get(`/api/ventas/${cliente.invoice.codigo}/archivos`, { headers })).status()).toBe(404);
});

test('the electronic-invoice e-mail is added and then updated', async ({ page }) => {
  await customerWithAddress(page);
  await page.goto('/mis-facturas');
  const email = page.getByRole('textbox', { name: 'Correo electrónico' });
  await email.fill('no-es-correo');
  await page.getByRole('button', { name: 'Guardar correo' }).click();
  await expect(page.getByText('Correo inválido.')).toBeVisible();
  await email.fill('facturas@empresa.test');
  await page.getByRole('button', { name: 'Guardar correo' }).click();
  await expect(page.getByText('Correo Sifen agregado correctamente.')).toBeVisible();
  await email.fill('contabilidad@empresa.test');
  await page.getByRole('button', { name: 'Actualizar correo' }).click();
  await expect(page.getByText('Correo Sifen actualizado correctamente.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('contabilidad@empresa.test');
});
