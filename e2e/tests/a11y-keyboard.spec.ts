import { expect, test, type Locator, type Page } from '../support/test';
import { untilProductInteractive } from '../support/catalog/catalog-pages';
import { settle } from '../support/a11y';
import { customerWithAddress, productsInStock } from '../support/checkout/checkout-data';

/**
 * The keyboard alone moves the focus and acts (Tab, Shift+Tab, Enter, Space, arrows): no clicks. Every element
 * the shopper acts on shows a focus ring while focused.
 */
class KeyboardShopper {
  constructor(private readonly page: Page) {}

  /** Presses Tab (or Shift+Tab) until `target` has the focus, then checks that the focus is visible on it. */
  async tabTo(target: Locator, { backwards = false, max = 200 } = {}): Promise<void> {
    for (let i = 0; i < max; i++) {
      await this.page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
      if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
        await this.expectFocusRing(target);
        return;
      }
    }
    throw new Error(`${max} pulsaciones de ${backwards ? 'Shift+Tab' : 'Tab'} no llegaron a ${target.toString()}`);
  }

  /** Presses an arrow key until `target` has the focus (radio groups move and choose with the arrows). */
  async arrowTo(target: Locator, key: 'ArrowDown' | 'ArrowUp' = 'ArrowDown', max = 20): Promise<void> {
    for (let i = 0; i < max; i++) {
      if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
        await this.expectFocusRing(target);
        return;
      }
      await this.page.keyboard.press(key);
    }
    throw new Error(`${max} pulsaciones de ${key} no llegaron a ${target.toString()}`);
  }

  /** The focused element matches :focus-visible and draws an outline (or a ring made with a shadow) of 2px or more. */
  async expectFocusRing(target: Locator): Promise<void> {
    const ring = await target.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        focusVisible: el.matches(':focus-visible'),
        outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
        shadow: style.boxShadow !== 'none',
      };
    });
    expect(ring.focusVisible, `${target.toString()} muestra el foco del teclado`).toBe(true);
    expect(ring.outline || ring.shadow, `${target.toString()} dibuja un indicador de foco visible`).toBe(true);
  }
}

test('a keyboard-only checkout: from a product page to a finished order paid cash on delivery', async ({ page }) => {
  test.setTimeout(240_000);
  const { address } = await customerWithAddress(page);
  await page.addInitScript(() => localStorage.setItem('notificacionesPopupVistas', JSON.stringify({ 2: Date.now() })));
  const [product] = await productsInStock(page.request, { address: address.codigo }, 1);
  const shopper = new KeyboardShopper(page);

  // The product page: Tab to its add-to-cart button, Enter.
  await page.goto(`/producto/${product!.codigo}/producto`);
  await settle(page);
  await untilProductInteractive(page);
  await shopper.tabTo(page.getByTestId('cat-detail-add'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Back up to the header's cart: the focus opens the mini-cart; Escape closes it; Enter goes to the cart.
  const cartButton = page.getByTestId('cart-button');
  await shopper.tabTo(cartButton, { backwards: true });
  await expect(page.getByTestId('mini-cart')).toBeVisible();
  await expect(page.getByTestId('mini-cart')).toContainText(product!.descripcion.slice(0, 20));
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('mini-cart')).toBeHidden();
  await expect(cartButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/carrito$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await settle(page);

  // Step 1: delivery to the customer's address (Tab into the group, Space to choose).
  const addressRadio = page.getByRole('radio', { name: `Casa — ${address.calle} ${address.numero}` });
  await shopper.tabTo(addressRadio);
  await page.keyboard.press('Space');
  await expect(addressRadio).toBeChecked();

  // Step 2: cash on delivery, in its own group of methods.
  const cash = page.getByRole('radiogroup', { name: 'Pago contra entrega' }).getByRole('radio', { name: /Efectivo/ });
  await shopper.tabTo(cash);
  await page.keyboard.press('Space');
  await expect(cash).toBeChecked();

  // Step 4: Continuar, with Enter.
  const continuar = page.getByRole('button', { name: 'Continuar' });
  await expect(continuar).toBeEnabled();
  const total = await page.getByTestId('summary-total').textContent();
  await shopper.tabTo(continuar);
  await page.keyboard.press('Enter');
  // the summary: its 'Confirmar pedido', with Enter too
  const confirm = page.getByRole('dialog', { name: 'Resumen del pedido' }).getByRole('button', { name: 'Confirmar pedido' });
  await shopper.tabTo(confirm);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/compra-finalizada\/\d+$/);
  await expect(page.getByTestId('order-total')).toHaveText(total!);
});
