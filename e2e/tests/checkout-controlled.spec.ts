import { expect, test } from '../support/test';
import { customerWithAddress, DEMO_CODES, demoProductAt, openCartWith } from '../support/checkout/checkout-data';
import { confirmOrder } from '../support/checkout/order-summary';

test('a controlled product needs the acknowledgement before the order is placed', async ({ page }) => {
  const { address } = await customerWithAddress(page);
  const product = await demoProductAt(page.request, DEMO_CODES.controlled, { address: address.codigo });
  await openCartWith(page, [{ product, quantity: 1 }]);
  await page.getByRole('radio', { name: `Casa — ${address.calle} ${address.numero}` }).check();
  await page.getByRole('radio', { name: /Efectivo/ }).check();

  const orderCalls: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/peticiones/web') orderCalls.push(req.url());
  });
  const continuar = page.getByRole('button', { name: 'Continuar' });
  await expect(continuar).toBeEnabled();
  await continuar.click();
  const dialog = page.getByRole('dialog', { name: 'Productos controlados' });
  await expect(dialog).toContainText('receta');
  // Closing it places nothing.
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/carrito$/);
  expect(orderCalls).toEqual([]);

  await continuar.click();
  await page.getByRole('dialog', { name: 'Productos controlados' }).getByRole('button', { name: 'Entendido, continuar' }).click();
  // after the acknowledgement, the summary places the order
  expect(orderCalls).toEqual([]);
  await confirmOrder(page);
  await expect(page).toHaveURL(/\/compra-finalizada\/\d+$/);
  expect(orderCalls).toHaveLength(1);
});
