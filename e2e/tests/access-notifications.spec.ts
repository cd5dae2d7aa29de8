import { expect, test } from '../support/test';
import { DEMO_PASSWORD, headers, registerPersona, unique } from '../support/access/access-data';
import { Header, LoginScreen, skipSeededPopup } from '../support/access/access-pages';

test('a notification created on the server appears in the open page without reload', async ({ page, request }) => {
  await skipSeededPopup(page);
  const email = unique().email('avisos');
  await registerPersona(request, email, DEMO_PASSWORD);
  const login = new LoginScreen(page);
  await login.open();
  await login.logIn(email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/mi-cuenta$/);

  const header = new Header(page);
  const bell = header.bell();
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByTestId('notification-panel');
  await expect(panel).toBeVisible();
  const before = await panel.getByTestId('notification-item').count();

  const created = await request.post('/api/sandbox/notificaciones', {
    headers,
    data: { email, titulo: 'Tu receta está lista', descripcion: 'Podés retirarla en la sucursal.', enlace: '/mis-pedidos' },
  });
  expect(created.ok()).toBeTruthy();
  const second = await request.post('/api/sandbox/notificaciones', {
    headers,
    data: { email, titulo: 'Tenés un cupón nuevo', descripcion: '10% en vitaminas.' },
  });
  expect(second.ok()).toBeTruthy();

  await expect(panel.getByText('Tu receta está lista')).toBeVisible();
  await expect(panel.getByText('Tenés un cupón nuevo')).toBeVisible();
  await expect(panel.getByTestId('notification-item')).toHaveCount(before + 2);
  const count = bell.getByTestId('notification-count');
  const unread = Number(await count.textContent());
  expect(unread).toBeGreaterThanOrEqual(2);

  await panel.getByRole('tab', { name: /No leídas/ }).click();
  await expect(panel.getByText('Tu receta está lista')).toBeVisible();
  const item = panel.getByTestId('notification-item').filter({ hasText: 'Tu receta está lista' });
  await item.getByRole('button', { name: 'Marcar como leída' }).click();
  await expect(panel.getByText('Tu receta está lista')).toBeHidden();
  await expect(count).toHaveText(String(unread - 1));

  await panel.getByRole('tab', { name: 'Todas' }).click();
  await panel.getByRole('button', { name: 'Eliminar Tu receta está lista' }).click();
  await expect(panel.getByText('Tu receta está lista')).toBeHidden();

  await panel.getByRole('button', { name: 'Marcar todas como leídas' }).click();
  await expect(count).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Marcar todas como leídas' })).toHaveCount(0);

  // the server kept the changes
  await page.reload();
  await header.bell().click();
  const reopened = page.getByTestId('notification-panel');
  await expect(reopened.getByText('Tenés un cupón nuevo')).toBeVisible();
  await expect(reopened.getByText('Tu receta está lista')).toHaveCount(0);
  await expect(header.bell().getByTestId('notification-count')).toHaveCount(0);
});

test('a pop-up notification shows once and closes with X', async ({ page }) => {
  const login = new LoginScreen(page);
  await login.open();
  await login.logIn('cliente@farmacia.test', DEMO_PASSWORD);
  const popup = page.getByRole('dialog', { name: 'Semana de la salud' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Aprovechar' })).toBeVisible();
  await popup.getByRole('button', { name: 'Cerrar' }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('my-account-page')).toBeVisible();
  await expect(popup).toBeHidden();
});
