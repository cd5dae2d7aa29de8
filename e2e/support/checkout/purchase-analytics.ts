import type { Page } from '@playwright/test';
import { headers } from '../access/access-data';

export interface PurchasePush {
  event: 'purchase';
  ecommerce: { transaction_id: string; value: number; currency: string; items: { item_id: string; item_name: string; price: number; quantity: number }[] };
}

/** The GA4 `purchase` events the page pushed to `window.dataLayer`. */
export const purchasesIn = (page: Page) =>
  page.evaluate(() => ((window as Window & { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((e) => e?.event === 'purchase')) as Promise<PurchasePush[]>;

/** What the API answers when asked again to record the order's conversion (its owner's session). */
export async function conversionOf(page: Page, codigo: string | number) {
  const res = await page.request.post('/api/analitica/conversiones', { headers, data: { pedido: Number(codigo) } });
  return { status: res.status(), body: (await res.json()) as { result?: { registrada: boolean; evento: PurchasePush }; errors?: { msg: string }[] } };
}
