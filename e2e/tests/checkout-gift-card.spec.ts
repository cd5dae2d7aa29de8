import { expect, type Page, test } from '../support/test';
import { headers } from '../support/access/access-data';
import { customerWithAddress, openCartWith, orderOf, productsInStock } from '../support/checkout/checkout-data';
import { confirmOrder } from '../support/checkout/order-summary';

const gs = (n: number) => `Gs. ${n.toLocaleString('de-DE')}`;
const amount = async (page: Page, testId: string) => Number((await page.getByTestId(testId).textContent())!.replace(/\D/g, ''));

test('gift card: its three messages, then applied as a negative amount and spent by the order', async ({ page }) => {
  const { address } = await customerWithAddress(page);
  const [product] = await productsInStock(page.request, { address: address.codigo }, 1);
  // Enough units for the order to be above Gs. 20.000 and below Gs. 500.000.
  const quantity = Math.min(12, Math.max(1, Math.ceil(30_000 / product!.precio)));
  await openCartWith(page, [{ product: product!, quantity }]);
  await page.getByRole('radio', { name: `Casa — ${address.calle} ${address.numero}` }).check();
  await page.getByRole('radio', { name: /Efectivo/ }).check();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  const before = await amount(page, 'summary-total');
  expect(before).toBeGreaterThan(20_000);
  expect(before).toBeLessThan(500_000);

  const form = page.locator('form', { has: page.getByRole('textbox', { name: 'Gift Card' }) });
  const input = form.getByRole('textbox', { name: 'Gift Card' });
  const apply = async (code: string) => {
    await input.fill(code);
    await form.getByRole('button', { name: 'Aplicar' }).click();
  };
  await apply('GC-DEMO-VACIA');
  await expect(form).toContainText('El monto de la GiftCard es 0');
  await apply('GC-DEMO-500000');
  await expect(form).toContainText('El monto de la GiftCard es mayor a tu pedido');
  await apply('GC-DEMO-VENCIDA');
  await expect(form).toContainText('La Gift Card no existe o ya no está vigente.');
  await expect(page.getByTestId('summary-gift')).toHaveCount(0);
  await expect(page.getByTestId('summary-total')).toHaveText(gs(before));

  await apply('GC-DEMO-20000');
  await expect(page.getByText('Gift Card GC-DEMO-20000')).toBeVisible();
  await expect(page.getByTestId('summary-gift')).toHaveText(`-${gs(20_000)}`);
  await expect(page.getByTestId('summary-total')).toHaveText(gs(before - 20_000));

  await page.getByRole('button', { name: 'Continuar' }).click();
  await confirmOrder(page);
  await expect(page).toHaveURL(/\/compra-finalizada\/\d+$/);
  const order = await orderOf(page, page.url().split('/').pop()!);
  expect(order.total).toBe(before - 20_000);
  // The card was spent: nothing is left on it.
  const check = await page.request.get('/api/giftcard/controlar/GC-DEMO-20000', { headers });
  expect((await check.json()).result).toMatchObject({ valido: false, saldo: 0, mensaje: 'El monto de la GiftCard es 0' });
});
