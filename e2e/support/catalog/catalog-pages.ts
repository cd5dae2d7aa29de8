import { expect, type Locator, type Page } from '@playwright/test';
import { APP_AUTHORIZATION } from '@botica/shared-contracts/http/headers';
import { untilInteractive } from '../platform';

/**
 * The product page's own controls have their handlers: its quantity counter is no longer read-only. Before that,
 * "Agregar al carrito" posts its form and the server adds the product (decision 071); a test of the page's own
 * add (its toast, the header's count on the same page) waits for this first.
 */
export async function untilProductInteractive(page: Page): Promise<void> {
  await expect(page.getByTestId('cat-quantity').getByRole('textbox', { name: 'Cantidad' })).toBeEditable();
}

/**
 * The page's product cards have their handlers: their "Agregar al carrito" is marked live once hydrated. Before
 * that the button posts its form and the server adds the product (decision 075); a test of a card's own add (its
 * toast, the header's count on the same page) waits for this first.
 */
export async function untilCardsInteractive(scope: Page | Locator): Promise<void> {
  await expect(scope.locator('[data-testid="cat-add-to-cart"][data-live]').first()).toBeAttached();
}

/** "Gs. 1.234.567" → 1234567 */
export const parseGs = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** A product list (category, promotions, discounts, search, favourites) as a shopper sees it. */
export class ProductList {
  constructor(readonly page: Page) {}

  cards(): Locator {
    return this.page.getByTestId('cat-product-card');
  }

  card(name: string | RegExp): Locator {
    return this.cards().filter({ has: this.page.getByRole('link', { name }) });
  }

  /** The product name of a card (its title link; the image link is hidden from assistive technology). */
  async nameOf(card: Locator): Promise<string> {
    return ((await card.getByRole('link').first().textContent()) ?? '').trim();
  }

  async prices(): Promise<number[]> {
    await expect(this.cards().first()).toBeVisible();
    return (await this.page.getByTestId('cat-price').allTextContents()).map(parseGs);
  }

  async discounts(): Promise<number[]> {
    return (await this.page.getByTestId('cat-discount-badge').allTextContents()).map((t) => Number(t.replace(/[^\d]/g, '')));
  }

  async sortBy(value: string) {
    await this.page.getByTestId('cat-sort').selectOption(value);
  }

  async filterDiscount(percent: number) {
    await this.page.getByTestId('cat-discount-filters').getByRole('button', { name: `${percent}%` }).click();
  }

  async goToPage(n: number) {
    await this.page.getByRole('navigation', { name: 'Paginación' }).getByRole('link', { name: `Página ${n}` }).click();
  }

  async openProduct(name: string | RegExp) {
    await this.card(name).getByRole('link', { name }).click();
    await expect(this.page.getByTestId('cat-product-page')).toBeVisible();
  }
}

export class ProductDetail {
  constructor(readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  quantity() {
    return this.page.getByRole('textbox', { name: 'Cantidad' });
  }

  async addUnit() {
    await this.page.getByRole('button', { name: 'Agregar una unidad' }).click();
  }

  async addToCart() {
    await untilProductInteractive(this.page);
    await this.page.getByTestId('cat-detail-add').click();
  }

  promoHint() {
    return this.page.getByTestId('cat-quantity-promo-hint');
  }

  heart() {
    return this.page.getByTestId('cat-product-page').getByTestId('cat-favourite').first();
  }
}

export class SiteHeader {
  constructor(readonly page: Page) {}

  async openCategoryFromMenu(root: string) {
    const menu = this.page.getByTestId('mega-menu');
    // the menu opens on hover (a click would toggle it closed again), once the header's code runs: the drawn
    // header shows before it, and a hover before then opens nothing
    await untilInteractive(this.page);
    await menu.getByRole('button', { name: /Categorías/ }).hover();
    await menu.getByRole('link', { name: root, exact: true }).first().click();
  }

  /** The header's plain search form (server-drawn, works without script) before the shopper first uses it. */
  plainSearch() {
    return this.page.getByTestId('search-fallback');
  }

  /** Clicks into the header's search field, as a shopper starts a search: the catalog's box takes over. */
  async openSearch() {
    await this.plainSearch().getByRole('searchbox', { name: 'Buscar productos' }).click();
    await expect(this.searchInput()).toBeFocused();
  }

  searchInput() {
    return this.page.getByTestId('cat-search-box').getByRole('combobox', { name: 'Buscar productos' });
  }

  cartCount() {
    return this.page.getByTestId('cart-count');
  }

  favouritesCount() {
    return this.page.getByTestId('favourites-count');
  }
}

/**
 * Logs in from the page itself (the same call the login page makes), so the session cookie is the browser's,
 * and accepts the terms so their dialog does not cover the shop.
 */
export async function logInFromPage(page: Page, email: string, password: string) {
  const statuses = await page.evaluate(
    async ({ mail, password, auth }) => {
      const login = await fetch('/api/customers/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: auth },
        body: JSON.stringify({ mail, password }),
        credentials: 'include',
      });
      const terms = await fetch('/api/clientes/terminos-y-condiciones', {
        method: 'PUT',
        headers: { Authorization: auth },
        credentials: 'include',
      });
      return [login.status, terms.status];
    },
    { mail: email, password, auth: APP_AUTHORIZATION },
  );
  expect(statuses).toEqual([200, 200]);
}
