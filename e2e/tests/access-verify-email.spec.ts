import { expect, test } from '../support/test';
import { DEMO_PASSWORD, linkIn, outboxFor, registerPersona, unique } from '../support/access/access-data';
import { LoginScreen, skipSeededPopup } from '../support/access/access-pages';

test('a customer confirms the e-mail with the link sent at registration', async ({ page, request }) => {
  await skipSeededPopup(page);
  const email = unique().email('verifica');
  await registerPersona(request, email, DEMO_PASSWORD);
  const messages = await outboxFor(request, email);
  const path = linkIn(messages.find((m) => (m.enlace ?? m.cuerpo).includes('/verificar-correo/'))!, '/verificar-correo/');

  // the link is private: the visitor logs in first and comes back to it
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await new LoginScreen(page).logIn(email, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Verificado!' })).toBeVisible();
  await page.getByTestId('verify-email-page').getByRole('link', { name: 'Ir al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/mi-cuenta');
  await expect(page.getByText('Correo verificado')).toBeVisible();
  await expect(page.getByTestId('verify-email-banner')).toHaveCount(0);

  // a second use of the same link is refused
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'No verificado!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
});
