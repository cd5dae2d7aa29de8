import { expect, type Page } from '@playwright/test';

/**
 * The order's summary that 'Continuar' opens (spec 000 §4 "Finish"): optionally writes the observation, then
 * places the order with 'Confirmar pedido'.
 */
export async function confirmOrder(page: Page, observacion?: string): Promise<void> {
  const summary = page.getByRole('dialog', { name: 'Resumen del pedido' });
  await expect(summary).toBeVisible();
  if (observacion !== undefined) await summary.getByRole('textbox', { name: 'Observación' }).fill(observacion);
  await summary.getByRole('button', { name: 'Confirmar pedido' }).click();
}
