import { expect, test } from '../support/test';
import { customerWithAddress, openCheckoutWith, orderOf, productsInStock } from '../support/checkout/checkout-data';
import { placeCashOrder } from '../support/checkout/order-summary';

test('scheduled delivery: the slot chosen in the modal is priced, shown and kept with the order', async ({ page }) => {
  const { address } = await customerWithAddress(page);
  const products = await productsInStock(page.request, { address: address.codigo }, 1);
  await openCheckoutWith(page, products);
  await page.getByRole('radio', { name: `Casa — ${address.calle} ${address.numero}` }).check();

  const types = page.getByRole('radiogroup', { name: 'Tipo de entrega' });
  const programada = types.getByRole('radio', { name: /Entrega programada/ });
  await expect(programada).toBeEnabled();
  const cost = (await page.getByTestId('delivery-cost-programada').textContent())!;
  await programada.check();

  // The modal: date tabs, Mañana / Tarde / Noche, and 'Elegir horario' only once a slot is chosen.
  const dialog = page.getByRole('dialog', { name: 'Entrega programada' });
  await expect(dialog.getByRole('tab').first()).toBeVisible();
  expect(await dialog.getByRole('tab').count()).toBeGreaterThanOrEqual(2);
  const slots = dialog.getByRole('radiogroup', { name: 'Horarios' });
  for (const part of ['Mañana', 'Tarde', 'Noche']) await expect(slots.getByText(part, { exact: true })).toBeVisible();
  const elegir = dialog.getByRole('button', { name: 'Elegir horario' });
  await expect(elegir).toBeDisabled();
  // The last day offered always has its slots open.
  await dialog.getByRole('tab').last().click();
  const slot = slots.getByRole('radio', { disabled: false }).first();
  await slot.check();
  const horario = (await slots.locator('label', { has: page.locator('input:checked') }).locator('small').textContent())!;
  await elegir.click();
  await expect(dialog).toBeHidden();

  await expect(page.getByText(new RegExp(`Entrega: \\d{4}-\\d{2}-\\d{2} · ${horario}`))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cambiar horario' })).toBeVisible();
  await expect(page.getByTestId('summary-delivery')).toHaveText(cost);

  await placeCashOrder(page);
  await expect(page.getByTestId('order-schedule')).toContainText(horario);
  const codigo = page.url().split('/').pop()!;
  const order = (await orderOf(page, codigo)) as unknown as { tipoEntrega: string; entrega: { horario: { codigo: string; horario: string } } };
  expect(order.tipoEntrega).toBe('programada');
  expect(order.entrega.horario.codigo).toMatch(/^\d{4}-\d{2}-\d{2}-[MTN]$/);
  expect(order.entrega.horario.horario).toBe(horario);
});
