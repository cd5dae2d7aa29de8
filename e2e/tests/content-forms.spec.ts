import { expect, test } from '../support/test';
import { untilMapReady } from '../support/platform';

/** A small valid PNG and JPEG: the API checks the bytes, not the name. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7), Buffer.from([0xff, 0xd9])]);

test('contact form: invalid input shows the messages, valid input is stored and reaches the staff', async ({ page }) => {
  await page.goto('/contacto');
  const form = page.getByRole('form', { name: 'Contacto' });
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('Nombre completo es requerido')).toBeVisible();
  await expect(form.getByText('Correo es requerido')).toBeVisible();
  await expect(form.getByText('Celular es requerido')).toBeVisible();
  await expect(form.getByText('Asunto es requerido')).toBeVisible();
  await expect(form.getByText('Mensaje es requerido')).toBeVisible();

  await form.getByLabel('Nombre completo').fill('Ana Benítez');
  await form.getByLabel('Correo').fill('ana@ejemplo');
  await form.getByLabel('Celular').fill('0951123456');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('Correo debe tener el formato correcto.')).toBeVisible();
  await expect(form.getByText('Formato incorrecto.')).toBeVisible();

  const text = `Consulta e2e ${Date.now()}`;
  await form.getByLabel('Correo').fill('ana@ejemplo.com');
  await form.getByLabel('Celular').fill('0981123456');
  await form.getByLabel('Asunto').selectOption('consulta');
  await form.getByLabel('Mensaje').fill(text);
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Gracias por escribirnos. Te responderemos a la brevedad.')).toBeVisible();
  await expect(form.getByLabel('Nombre completo')).toHaveValue('');

  await page.goto('/sandbox');
  await expect(page.locator('tr', { hasText: text })).toContainText('contacto@botica.test');
});

test('job application: the CV is required and sent with the form', async ({ page }) => {
  await page.goto('/trabaja-con-nosotros');
  const form = page.getByRole('form', { name: 'Trabaja con nosotros' });
  await form.getByLabel('Nombre completo').fill('Luis Gómez');
  await form.getByLabel('Correo').fill('luis@ejemplo.com');
  await form.getByLabel('Celular').fill('0971123456');
  await form.getByLabel('Mensaje').fill('Farmacéutico con 5 años de experiencia.');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('El currículum es requerido')).toBeVisible();
  await form.getByLabel(/Currículum/).setInputFiles({ name: 'cv-luis.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 cv de prueba\n%%EOF\n') });
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Recibimos tu postulación. ¡Gracias por querer ser parte del equipo!')).toBeVisible();
  await page.goto('/sandbox');
  await expect(page.locator('tr', { hasText: 'cv-luis.pdf' })).toContainText('rrhh@botica.test');
});

test('premises for rent: two images, map place and captcha; a 6 MB image is refused; the offer reaches the staff outbox', async ({ page }) => {
  await page.goto('/buscamos-local-en-alquiler');
  await expect(page.getByRole('heading', { level: 1, name: 'Buscamos Locales para Alquiler' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Buscamos Locales para Alquiler' });
  const note = `Local de prueba ${Date.now()}`;
  await form.getByLabel('Departamento').selectOption('Central');
  await form.getByLabel('Ciudad').selectOption('Luque');
  // Luque's localities come as its barrios (a city without them gets a text box)
  await form.getByRole('combobox', { name: 'Barrio' }).selectOption({ index: 1 });
  await form.getByLabel('Observación').fill(note);
  const fields: [string, string][] = [
    ['Metros cuadrados', '120'],
    ['Dirección', 'Av. Gral. Aquino 123'], ['Calle principal', 'Av. Gral. Aquino'], ['Lateral uno', 'Cerro Corá'],
    ['Nombre de contacto', 'Ana Benítez'], ['Número de contacto', '0981123456'], ['Correo', 'ana@ejemplo.com'],
    ['Precio del alquiler (Gs.)', '8000000'],
  ];
  for (const [label, value] of fields) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel('Forma').selectOption('ESQU');

  // nothing but the fields: the images, the place and the captcha are asked for
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('Tienes que subir por lo menos una imagen')).toBeVisible();
  await expect(form.getByText('Seleccione la ubicación del local')).toBeVisible();
  await expect(form.getByText('Por favor, complete el reCAPTCHA')).toBeVisible();

  const images = form.getByLabel(/Imágenes del local/);
  await images.setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]) });
  await expect(form.getByText('El archivo es demasiado grande, máximo permitido 5MB')).toBeVisible();
  await images.setInputFiles([
    { name: 'frente.png', mimeType: 'image/png', buffer: PNG },
    { name: 'salon.jpg', mimeType: 'image/jpeg', buffer: JPEG },
  ]);
  await expect(form.getByRole('list', { name: 'Imágenes elegidas' }).getByRole('listitem')).toHaveCount(2);

  await form.getByRole('button', { name: 'Seleccionar en el mapa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Seleccione una dirección' });
  await expect(dialog.getByText('Clic en el mapa para seleccionar una dirección')).toBeVisible();
  const map = dialog.getByTestId('shop-map');
  await untilMapReady(map);
  await expect(dialog.getByRole('button', { name: 'Guardar dirección' })).toBeDisabled();
  await map.locator('canvas').click({ position: { x: 200, y: 200 } });
  await expect(dialog.getByTestId('picked-point')).toContainText('Ubicación: -');
  await dialog.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(form.getByTestId('rental-place')).toBeVisible();

  await form.getByRole('checkbox', { name: /No soy un robot/ }).click();
  await expect(form.getByText('Verificado')).toBeVisible();
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Formulario enviado correctamente')).toBeVisible();
  await expect(form.getByLabel('Observación')).toHaveValue('');
  await expect(form.getByLabel('Departamento')).toHaveValue('');

  await page.goto('/sandbox');
  const row = page.locator('tr', { hasText: note });
  await expect(row).toContainText('expansion@botica.test');
  await expect(row).toContainText('Ciudad: Luque');
  await expect(row).toContainText('Imágenes (2)');
  await expect(row).toContainText('frente.png');
});
