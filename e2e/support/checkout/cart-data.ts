import type { APIRequestContext, Page } from '@playwright/test';

export interface DemoProduct {
  codigo: number;
  descripcion: string;
  precio: number;
}

/** Two products on sale now (the API's most popular list, with stock). */
export async function twoProducts(request: APIRequestContext): Promise<[DemoProduct, DemoProduct]> {
  const res = await request.get('/api/productos/top');
  if (!res.ok()) throw new Error(`productos/top: ${res.status()}`);
  const { results } = (await res.json()) as { results: DemoProduct[] };
  const [a, b] = results;
  if (!a || !b) throw new Error('the catalogue has fewer than two products');
  return [a, b];
}

/** Puts lines in this browser's cart (the storage the cart service reads when the page loads). */
export async function storeCart(page: Page, lines: { product: DemoProduct; quantity: number }[]): Promise<void> {
  const items = lines.map(({ product, quantity }) => ({
    codigo: product.codigo,
    descripcion: product.descripcion,
    precio: product.precio,
    quantity,
  }));
  await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), { items });
}

/** The lines of this browser's stored cart. */
export async function storedCartLines(page: Page): Promise<{ codigo: number; quantity: number }[]> {
  return page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('cart') ?? '{"items":[]}') as { items: { codigo: number; quantity: number }[] };
    return cart.items.map(({ codigo, quantity }) => ({ codigo, quantity }));
  });
}

/**
 * Waits until this browser's cart is the server's copy (the cart service marks it `synced` when its save was taken):
 * a session started by the test meanwhile would otherwise receive a save still under way.
 */
export async function untilCartSaved(page: Page): Promise<void> {
  await page.waitForFunction(() => (JSON.parse(localStorage.getItem('cart') ?? '{}') as { synced?: boolean }).synced === true);
}
