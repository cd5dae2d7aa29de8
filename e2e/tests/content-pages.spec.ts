import { expect, test } from '../support/test';

const notFound = 'Lo sentimos. No encontramos lo que buscabas.';

test.describe('static and promotion pages', () => {
  const pages: [string, string, RegExp | string][] = [
    ['/terminos-y-condiciones', 'Términos y condiciones', 'de 08:00 a 21:00'],
    ['/bases', 'Bases y condiciones', /18 años/],
    ['/politicas-de-privacidad', 'Políticas de privacidad', /datos/],
    ['/nosotros', 'Nosotros', '2001'],
    ['/saluder', 'Saluder', /call center/i],
    ['/promocion/promo-amistad', 'Promo Amistad', 'Gs. 30.000'],
    ['/promocion/fuera-nati-u', 'Fuera Nati U', 'mayores de 18 años'],
    ['/promocion/terminos-y-condiciones-trivia', 'Términos y condiciones de la Trivia', 'png, jpg o jpeg'],
    ['/promo-aniversario', 'Promo Aniversario', 'más de 500 sucursales'],
  ];
  for (const [path, title, text] of pages) {
    test(`${path} renders its content`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('main')).toContainText(text);
      await expect(page.getByText(notFound)).toHaveCount(0);
    });
  }

  test("/promocion/lolly lists its 17 clauses and the draw's date", async ({ page }) => {
    await page.goto('/promocion/lolly');
    await expect(page.getByRole('heading', { level: 1, name: 'Tu bebe merece Lolly' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Cláusulas' }).getByRole('listitem')).toHaveCount(17);
    await expect(page.locator('main')).toContainText('16 de octubre de 2023');
    await expect(page.locator('main')).toContainText('3 (tres) cunas');
  });

  test('/promocion/mama-y-papa shows the legal text and the prize table of 200.000.000 Gs', async ({ page }) => {
    await page.goto('/promocion/mama-y-papa');
    await expect(page.getByRole('heading', { level: 1, name: 'BASES Y CONDICIONES PROMOCIÓN Mamá y Papá' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Premios' });
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await expect(table).toContainText('Gs. 10.000.000');
    await expect(table.locator('tfoot')).toContainText('46');
    await expect(table.locator('tfoot')).toContainText('Gs. 200.000.000');
    await expect(page.locator('main')).toContainText('31/05');
  });

  test('/promo-dia-del-nino keeps Enviar disabled until the terms are ticked, then sends the trivia', async ({ page }) => {
    await page.goto('/promo-dia-del-nino');
    const form = page.getByRole('form', { name: 'Trivia Día del Niño' });
    const send = form.getByRole('button', { name: 'Enviar' });
    await expect(send).toBeDisabled();
    await form.getByLabel('Nombres del niño o niña').fill('Sofía');
    await form.getByLabel('Nombres del tutor').fill('María');
    await form.getByLabel('Apellido del tutor').fill('López');
    await form.getByLabel('Cédula del tutor').fill('1234567');
    await form.getByLabel('Celular del tutor').fill('0991-123456');
    await form.getByLabel('Correo del tutor').fill('maria@example.com');
    await form.getByRole('checkbox').check();
    await expect(send).toBeEnabled();
    await send.click();
    await expect(form.getByText('Imagen es requerido')).toBeVisible();
    await form.getByLabel('Imagen (png, jpg o jpeg)').setInputFiles({ name: 'dibujo.png', mimeType: 'image/png', buffer: png() });
    await send.click();
    await expect(page.getByText('Formulario enviado correctamente.')).toBeVisible();
    await expect(form.getByLabel('Nombres del niño o niña')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });

  test('/revista-dia-de-la-madre shows the PDF with home, previous and next clamped to the first and last page', async ({ page }) => {
    await page.goto('/revista-dia-de-la-madre');
    const counter = page.getByTestId('magazine-page-number');
    await expect(counter).toHaveText('Página 1 de 6');
    await expect(page.locator('canvas[data-rendered-page="1"]')).toBeVisible();
    const previous = page.getByRole('button', { name: 'Página anterior' });
    const next = page.getByRole('button', { name: 'Página siguiente' });
    await expect(previous).toBeDisabled();
    for (let i = 0; i < 5; i++) await next.click();
    await expect(counter).toHaveText('Página 6 de 6');
    await expect(next).toBeDisabled();
    await expect(page.locator('canvas[data-rendered-page="6"]')).toBeVisible();
    await previous.click();
    await expect(counter).toHaveText('Página 5 de 6');
    await page.getByRole('button', { name: 'Inicio' }).click();
    await expect(counter).toHaveText('Página 1 de 6');
    await expect(page.getByRole('button', { name: 'Pantalla completa' })).toBeEnabled();
  });

  test('/portada/gift-card-predeterminado shows the cover; an unknown cover the not-found view', async ({ page }) => {
    await page.goto('/portada/gift-card-predeterminado');
    await expect(page.getByTestId('cover-web')).toContainText('Regalá salud y bienestar');
    await expect(page.getByTestId('cover-web').getByRole('link')).toHaveAttribute('href', '/comprar-giftcard');
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByTestId('cover-app')).toBeVisible();
    await expect(page.getByTestId('cover-web')).toBeHidden();
    const missing = await page.goto('/portada/no-existe');
    expect(missing?.status()).toBe(404);
    await expect(page.getByText(notFound)).toBeVisible();
  });
});

test.describe('mega promos', () => {
  test('redirects by utm_id, or to MEGA_PROMO_URL_REDIRECCION when the utm_id is unknown', async ({ page }) => {
    await page.goto('/mega-promos?utm_id=mega-bebes');
    await expect(page).toHaveURL(/\/mundo\/bebes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mundo Bebé' })).toBeVisible();
    await page.goto('/mega-promos?utm_id=no-existe');
    await expect(page).toHaveURL(/\/productos\/promociones$/);
  });
});

/** A tiny valid PNG (1×1). */
function png(): Buffer {
  return Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
}
