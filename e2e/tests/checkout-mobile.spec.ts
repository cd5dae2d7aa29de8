import { expect, test } from '../support/test';
import { customerWithAddress, openCheckoutWith, orderOf, productsInStock } from '../support/checkout/checkout-data';
import { confirmOrder } from '../support/checkout/order-summary';

test.use({ viewport: { width: 390, height: 844 } });

test('small screen: contact number, "Método de Entrega" and the summary bar that places the order', async ({ page }) => {
  const { address } = await customerWithAddress(page);
  const products = await productsInStock(page.request, { address: address.codigo }, 1);
  await openCheckoutWith(page, products);

  await page.getByRole('button', { name: 'Cambiar método' }).click();
  const method = page.getByRole('dialog', { name: 'Método de Entrega' });
  await method.getByRole('button', { name: 'Retiro en sucursal' }).click();
  await expect(page.getByRole('combobox', { name: 'Departamento' })).toBeVisible();
  await page.getByRole('button', { name: 'Cambiar método' }).click();
  await page.getByRole('dialog', { name: 'Método de Entrega' }).getByRole('button', { name: 'Delivery a domicilio' }).click();

  await page.getByRole('radio', { name: `Casa — ${address.calle} ${address.numero}` }).check();
  const picker = page.getByRole('radiogroup', { name: 'Número de contacto' });
  await expect(picker.getByRole('radio')).not.toHaveCount(0);
  await page.getByRole('button', { name: 'Agregar otro número' }).click();
  const input = page.getByRole('textbox', { name: 'Otro número' });
  const confirm = page.getByRole('button', { name: 'Confirmar' });
  await input.pressSequentially('098112345');
  await expect(input).toHaveValue('0981-12345');
  await expect(confirm).toBeDisabled();
  await input.pressSequentially('6');
  await confirm.click();
  await expect(picker.getByRole('radio', { name: '0981-123456' })).toBeChecked();

  await page.getByRole('radio', { name: /Efectivo/ }).check();
  // One 'Continuar' on a small screen: the bar's, with the total.
  const bar = page.getByTestId('mobile-summary-bar');
  await expect(bar).toBeVisible();
  const total = (await page.getByTestId('summary-total').textContent())!;
  await expect(bar).toContainText(total);
  await expect(page.getByRole('button', { name: 'Continuar' })).toHaveCount(1);
  const continuar = bar.getByRole('button', { name: 'Continuar' });
  await expect(continuar).toBeEnabled();
  await continuar.click();
  await confirmOrder(page);
  await expect(page).toHaveURL(/\/compra-finalizada\/\d+$/);
  const order = (await orderOf(page, page.url().split('/').pop()!)) as unknown as { entrega: { contacto: string } };
  expect(order.entrega.contacto).toBe('0981-123456');
});
