import { expect, test } from '../support/test';
import { ASUNCION, loggedInCustomer } from '../support/account/account-data';
import { openCheckoutWith, productsInStock } from '../support/checkout/checkout-data';
import { placeCashOrder } from '../support/checkout/order-summary';
import { untilMapReady } from '../support/platform';

test('add an address on the map, make it the default and use it in checkout', async ({ page, context }) => {
  // the second address is placed with the browser's position: a point in Asunción, inside a delivery zone
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -25.2946, longitude: -57.5806 });
  await loggedInCustomer(page);
  await page.goto('/direcciones/agregar');
  const form = page.getByRole('form', { name: 'Dirección' });
  await form.getByLabel('Nombre de la dirección').fill('Oficina centro');
  await form.getByLabel('Calle').fill('Palma');
  await form.getByLabel('Número').fill('585');
  await form.getByLabel('Forma').selectOption('ENTR');
  await form.getByLabel('Lateral 1').fill('Alberdi');
  // the field limits and the lateral rule
  await form.getByLabel('Piso').fill('x'.repeat(26));
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Maximo de caracteres permitidos 25')).toBeVisible();
  await expect(form.getByText('Campo obligatorio').first()).toBeVisible();
  await form.getByLabel('Piso').fill('3');
  await form.getByLabel('Lateral 2').fill('14 de Mayo');
  await form.getByLabel('Departamento').selectOption(ASUNCION.departamento);
  await form.getByLabel('Ciudad').selectOption(ASUNCION.ciudad);
  await form.getByLabel('Barrio').selectOption(ASUNCION.barrio);
  // without a point on the map the form does not save
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Debe de seleccionar la ubicación')).toBeVisible();

  const map = page.getByTestId('shop-map');
  await untilMapReady(map);
  await map.click({ position: { x: 200, y: 200 } });
  await expect(page.getByTestId('address-point')).toContainText('Ubicación: -');
  await expect(map.getByRole('button', { name: 'Ubicación de la dirección' })).toBeVisible();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Direccion agregrada!')).toBeVisible();
  await expect(page).toHaveURL(/\/mis-direcciones$/);
  const first = page.getByTestId('address-item').filter({ hasText: 'Oficina centro' });
  await expect(first).toContainText('Palma 585 entre Alberdi y 14 de Mayo');
  // the first address is the default
  await expect(first.getByRole('checkbox')).toBeChecked();

  // a second one, then it becomes the default from the list
  await page.getByRole('link', { name: '+ Agregar dirección' }).click();
  await form.getByLabel('Nombre de la dirección').fill('Casa');
  await form.getByLabel('Calle').fill('Avda. España');
  await form.getByLabel('Departamento').selectOption(ASUNCION.departamento);
  await form.getByLabel('Ciudad').selectOption(ASUNCION.ciudad);
  await form.getByLabel('Barrio').selectOption(ASUNCION.barrio);
  await page.getByRole('button', { name: 'Usar mi ubicación actual' }).click();
  await expect(page.getByTestId('address-point')).toHaveText('Ubicación: -25.2946, -57.5806');
  await form.getByRole('button', { name: 'Guardar' }).click();
  const second = page.getByTestId('address-item').filter({ hasText: 'Casa' });
  await expect(second.getByRole('checkbox')).not.toBeChecked();
  await second.getByRole('checkbox').click();
  await expect(page.getByText('La direccion por defecto actualizada.')).toBeVisible();
  await expect(second.getByRole('checkbox')).toBeChecked();
  await expect(first.getByRole('checkbox')).not.toBeChecked();

  // edit keeps the data and updates
  await second.getByRole('link', { name: 'Editar Casa' }).click();
  await expect(form.getByLabel('Calle')).toHaveValue('Avda. España');
  await form.getByLabel('Número').fill('1234');
  await form.getByRole('button', { name: 'Actualizar' }).click();
  await expect(page.getByText('Direccion actualizada!')).toBeVisible();
  await expect(page.getByTestId('address-item').filter({ hasText: 'Avda. España 1234' })).toBeVisible();

  // checkout offers it and delivers there
  const addresses = (await (await page.request.get('/api/direcciones')).json()) as { results: { codigo: number; nombre: string }[] };
  const casa = addresses.results.find((a) => a.nombre === 'Casa')!;
  const products = await productsInStock(page.request, { address: casa.codigo }, 1);
  await openCheckoutWith(page, products);
  await page.getByRole('radio', { name: /^Casa — Avda. España 1234/ }).check();
  await placeCashOrder(page);
  await expect(page.getByTestId('order-place')).toContainText('Avda. España');

  // delete
  await page.goto('/mis-direcciones');
  await page.getByRole('button', { name: 'Eliminar Oficina centro' }).click();
  await page.getByRole('dialog', { name: '¿Desea eliminar la dirección?' }).getByRole('button', { name: 'Si' }).click();
  await expect(page.getByText('Direccion eliminada!')).toBeVisible();
  await expect(page.getByTestId('address-item')).toHaveCount(1);
});
