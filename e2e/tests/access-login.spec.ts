import { expect, test } from '../support/test';
import { DEMO_PASSWORD } from '../support/access/access-data';
import { Header, LoginScreen, MyAccountScreen, skipSeededPopup } from '../support/access/access-pages';

test.beforeEach(async ({ page }) => skipSeededPopup(page));

test.describe('login and logout', () => {
  test('a customer logs in, sees the account landing, and logs out back to a visitor', async ({ page }) => {
    const login = new LoginScreen(page);
    const header = new Header(page);
    await login.open();
    await header.expectVisitor();
    await expect(page.getByRole('link', { name: 'Continuar con Google' })).toHaveAttribute('href', /\/api\/social\/google\/start\?redirect=/);
    await expect(page.getByRole('link', { name: 'Crea una cuenta' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/forgot-password');

    await login.logIn('cliente@farmacia.test', DEMO_PASSWORD);
    await new MyAccountScreen(page).expectGreeting('María Benítez');
    await header.expectCustomer('María');
    await expect(page.getByText('cliente@farmacia.test').first()).toBeVisible();

    await page.getByTestId('my-account-page').getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await header.expectVisitor();
    const session = await page.request.get('/api/clientes');
    expect(session.status()).toBe(401);
  });

  test('a wrong password shows the server error on the password field', async ({ page }) => {
    const login = new LoginScreen(page);
    await login.open();
    await login.logIn('cliente@farmacia.test', 'Equivocada1');
    const password = page.getByLabel('Contraseña');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('El correo o la contraseña son incorrectos.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('client-side rules stop an empty form', async ({ page }) => {
    const login = new LoginScreen(page);
    await login.open();
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Correo es requerido')).toBeVisible();
    await expect(page.getByText('Contraseña es requerida')).toBeVisible();
  });
});

test.describe('route guards', () => {
  test('a private page sends the visitor to login and back there after logging in', async ({ page }) => {
    await page.goto('/mis-pedidos?mes=2');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmis-pedidos%3Fmes%3D2$/);
    await new LoginScreen(page).logIn('cliente@farmacia.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/mis-pedidos\?mes=2$/);
  });

  test('the header login link brings the visitor back to the page they were on', async ({ page }) => {
    await page.goto('/sucursales');
    const header = new Header(page);
    await header.accountLink().click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsucursales$/);
    await new LoginScreen(page).logIn('cliente@farmacia.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/sucursales$/);
    await header.expectCustomer('María');
  });

  test('guest-only pages send a logged-in customer to /mi-cuenta', async ({ page }) => {
    const login = new LoginScreen(page);
    await login.open();
    await login.logIn('cliente@farmacia.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/mi-cuenta$/);
    for (const path of ['/login', '/signup', '/forgot-password', '/social-register']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/mi-cuenta$/);
    }
  });
});
