import { expect, type Page } from '@playwright/test';

/** The access screens as a customer sees them: roles and labels, never CSS. */
export class LoginScreen {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/login${query}`);
    await expect(this.page.getByRole('heading', { name: 'Iniciar Sesion' })).toBeVisible();
  }

  async logIn(email: string, password: string) {
    await this.page.getByLabel('Correo electrónico').fill(email);
    await this.page.getByLabel('Contraseña').fill(password);
    await this.page.getByRole('button', { name: 'Iniciar sesión' }).click();
  }
}

export class Header {
  constructor(readonly page: Page) {}

  accountLink() {
    return this.page.getByTestId('account-link').filter({ visible: true }).first();
  }

  async expectVisitor() {
    await expect(this.accountLink()).toHaveText(/Iniciar sesión/);
  }

  async expectCustomer(firstName: string) {
    await expect(this.accountLink()).toHaveText(new RegExp(firstName));
  }

  bell() {
    return this.page.getByTestId('notification-bell').filter({ visible: true }).first();
  }
}

export class SignupScreen {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/signup${query}`);
    await expect(this.page.getByRole('heading', { name: 'Registrate' })).toBeVisible();
  }

  field(label: string, exact = true) {
    return this.page.getByRole('tabpanel').getByLabel(label, { exact });
  }
}

export class MyAccountScreen {
  constructor(readonly page: Page) {}

  async expectGreeting(name: string) {
    await expect(this.page).toHaveURL(/\/mi-cuenta$/);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(name);
  }
}

/** The seeded pop-up (nowaCodigo 2) counts as just seen, so it does not cover the pages a spec is about. */
export async function skipSeededPopup(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('notificacionesPopupVistas', JSON.stringify({ 2: Date.now() }));
  });
}
