import { expect, test } from '../support/test';
import { headers, unique } from '../support/access/access-data';
import { customerWithAddress, productsInStock } from '../support/checkout/checkout-data';
import { putCart } from '../support/checkout/cart-data';
import { CARDS, METHOD, orderState, payInFrame } from '../support/payments/payments-data';

test('a gift card bought through the wizard is paid, sent to the recipient and redeemable at checkout', async ({ page }) => {
  const { address } = await customerWithAddress(page);
  const recipient = unique().email('regalo');
  await page.goto('/comprar-giftcard');
  await expect(page.getByTestId('buy-giftcard-page')).toBeVisible();

  // Step 1: who sends, who receives and how.
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Campo obligatorio')).toHaveCount(3);
  await page.getByLabel('De parte de').fill('Ana');
  await page.getByLabel('Para', { exact: true }).fill('Luis');
  await page.getByRole('radio', { name: 'Correo' }).check();
  await page.getByLabel('Correo del destinatario').fill(recipient);
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Step 2: template, amount and message with its counter.
  await page.getByRole('radio', { name: 'Cumpleaños' }).check();
  await page.getByRole('combobox', { name: 'Monto' }).selectOption({ label: 'Gs. 100.000' });
  await page.getByRole('textbox', { name: 'Mensaje' }).fill('¡Feliz cumple!');
  await expect(page.getByTestId('gc-counter')).toHaveText('Te quedan 136 caracteres');
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Step 3 (logged in): confirmation, single payment by default.
  await expect(page.getByTestId('gc-amount')).toHaveText('Gs. 100.000');
  await expect(page.getByRole('radio', { name: 'Pago Único' })).toBeChecked();
  await page.getByLabel('Acepto los términos y condiciones').check();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/procesar-pago$/);
  const codigo = (await page.getByTestId('payment-order').textContent())!;
  await payInFrame(page, CARDS.approved);
  await expect(page).toHaveURL(new RegExp(`/compra-finalizada/${codigo}$`));
  await expect(page.getByRole('heading', { name: '!Muchas Gracias!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Comprar otra Gift Card' })).toHaveAttribute('href', '/comprar-giftcard');
  expect(await orderState(page, codigo)).toBe('PROC');
  // The page opened again by its address comes drawn as the gift card's thank-you, not as a products order.
  const drawn = await (await page.request.get(page.url())).text();
  expect(drawn).toContain('data-testid="giftcard-thanks-page"');
  expect(drawn).not.toContain('data-testid="order-finished-page"');

  // The recipient's e-mail carries the code; it is valid at checkout.
  const outbox = await page.request.get(`/api/sandbox/outbox?destino=${encodeURIComponent(recipient)}`);
  const [mail] = ((await outbox.json()) as { results: { cuerpo: string }[] }).results;
  const code = /GC-[A-Z0-9]{10}/.exec(mail!.cuerpo)![0];
  const check = await page.request.get(`/api/giftcard/controlar/${code}`, { headers });
  expect(((await check.json()) as { result: { valido: boolean; saldo: number } }).result).toMatchObject({ valido: true, saldo: 100000 });
  // A cart worth more than the card (a gift card pays only up to the order's total), of products the engine sells at the
  // address in those quantities (the suite's earlier orders use up stock)
  const quantityOf = (product: { precio: number }) => Math.max(1, Math.ceil(50_000 / product.precio));
  const products = await productsInStock(page.request, { address: address.codigo }, 3, undefined, quantityOf);
  await putCart(page.request, products.map((product) => ({ product, quantity: quantityOf(product) })));
  await page.addInitScript(() => localStorage.setItem('notificacionesPopupVistas', JSON.stringify({ 2: Date.now() })));
  await page.goto('/carrito');
  await page.getByRole('radio', { name: `Casa — ${address.calle} ${address.numero}` }).check();
  // single payment (97) is the method until another is chosen
  await expect(page.getByRole('radio', { name: METHOD.pagoUnico })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  await page.getByRole('textbox', { name: 'Gift Card' }).fill(code);
  await page.getByRole('button', { name: 'Aplicar' }).first().click();
  await expect(page.getByText(`Gift Card ${code}`)).toBeVisible();
});
