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

/** Pays cash on delivery or at the branch, presses 'Continuar', confirms the summary and waits for the completion page. */
export async function placeCashOrder(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /Efectivo/ }).check();
  const continuar = page.getByRole('button', { name: 'Continuar' });
  await expect(continuar).toBeEnabled();
  await continuar.click();
  await confirmOrder(page);
  await expect(page).toHaveURL(/\/compra-finalizada\/\d+$/);
}
