import { expect, type Locator, type Page } from '@playwright/test';

export const APP_AUTH = { Authorization: 'Bearer botica-web-1.10.13' };
export const DEMO_CUSTOMER = { mail: 'cliente@farmacia.test', password: 'Demo1234' };

/** Logs in through the API from the page's own context, so the session cookie is the browser's. */
export async function loginAsDemo(page: Page, origin?: string): Promise<void> {
  const url = origin ? `${origin}/api/customers/login` : '/api/customers/login';
  const res = await page.request.post(url, { data: DEMO_CUSTOMER, headers: APP_AUTH });
  if (!res.ok()) throw new Error(`login falló: ${res.status()} ${await res.text()}`);
  // The demo customer's carts live on the server (decision 068) and outlast a test: each test starts from empty ones.
  const cartUrl = origin ? `${origin}/api/cart/actual` : '/api/cart/actual';
  for (const oncologico of [false, true]) {
    const emptied = await page.request.put(cartUrl, { data: { oncologico, carrito: { items: [] } }, headers: APP_AUTH });
    if (!emptied.ok()) throw new Error(`vaciar el carrito falló: ${emptied.status()} ${await emptied.text()}`);
  }
}

/** Waits until the host's tree is interactive: server-drawn controls have their handlers (data-hydrated on <html>). */
export async function untilInteractive(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * A client-side navigation, as the shop's links do (the router follows the history). It waits for the host's tree to
 * be hydrated first: before that no router listens, and the history change would be lost.
 */
export async function clientNavigate(page: Page, to: string): Promise<void> {
  await untilInteractive(page);
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** Closes the customer's notification pop-up with its 'X' when one shows (it covers the header's right side). */
export async function closeNotificationPopup(page: Page): Promise<void> {
  const popup = page.getByTestId('notification-popup');
  await popup.waitFor({ state: 'visible', timeout: 3000 }).catch(() => undefined);
  if (await popup.isVisible()) await popup.getByRole('button', { name: 'Cerrar' }).click();
}

/**
 * Waits until a shop map (`data-testid="shop-map"`) has drawn its first frame: `data-map-state="ready"`. maplibre-gl
 * draws with Chromium's software WebGL here (no GPU), and on CI's two cores, loaded by the other worker and the
 * stack, that first frame once took more than expect's 10 s, twice in a row; nothing in the spec bounds it. 30 s.
 */
export async function untilMapReady(map: Locator): Promise<void> {
  await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 30_000 });
}
