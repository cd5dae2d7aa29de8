import { expect, type Page, test } from '../support/test';
import { customerWithAddress, openCartWith, orderOf, productsInStock } from '../support/checkout/checkout-data';
import { confirmOrder } from '../support/checkout/order-summary';

const gs = (n: number) => `Gs. ${n.toLocaleString('de-DE')}`;
const amount = async (page: Page, testId: string) => Number(((await page.getByTestId(testId).textContent()) ?? '0').replace(/\D/g, ''));

test('coupon: a valid one takes its percentage off the subtotal and the order keeps it; an expired one takes nothing off', async ({ page }) => {
  const { address } = await customerWithAddress(page);
  const [product] = await productsInStock(page.request, { address: address.codigo }, 1);
  await openCartWith(page, [{ product: product!, quantity: 2 }]);
  await page.getByRole('radio', { name: `Casa — ${address.calle} ${address.numero}` }).check();
  await page.getByRole('radio', { name: /Efectivo/ }).check();
  const continuar = page.getByRole('button', { name: 'Continuar' });
  await expect(continuar).toBeEnabled();
  const subtotal = await amount(page, 'summary-subtotal');
  const before = await amount(page, 'summary-total');
  const discountBefore = (await page.getByTestId('summary-discount').count()) ? await amount(page, 'summary-discount') : 0;

  const form = page.locator('form', { has: page.getByRole('textbox', { name: 'Cupón' }) });
  await form.getByRole('textbox', { name: 'Cupón' }).fill('CUPONVENCIDO');
  await form.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText(/Cupón CUPONVENCIDO — El cupón no existe o ya no está vigente\./)).toBeVisible();
  await expect(page.getByTestId('summary-total')).toHaveText(gs(before));
  await page.getByRole('button', { name: 'Quitar cupón' }).click();

  await form.getByRole('textbox', { name: 'Cupón' }).fill('DEMO10');
  await form.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText(/Cupón DEMO10 — /)).toBeVisible();
  await expect(page.getByTestId('summary-total')).not.toHaveText(gs(before));
  const after = await amount(page, 'summary-total');
  const couponOff = before - after;
  expect(Math.abs(couponOff - subtotal * 0.1)).toBeLessThanOrEqual(1);
  await expect(page.getByTestId('summary-discount')).toHaveText(`-${gs(discountBefore + couponOff)}`);

  await expect(continuar).toBeEnabled();
  await continuar.click();
  await confirmOrder(page);
  await expect(page).toHaveURL(/\/compra-finalizada\/\d+$/);
  await expect(page.getByTestId('order-total')).toHaveText(gs(after));
  expect((await orderOf(page, page.url().split('/').pop()!)).total).toBe(after);
});
