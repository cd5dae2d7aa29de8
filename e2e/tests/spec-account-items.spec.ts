import { expect, test } from '../support/test';
import { headers } from '../support/access/access-data';
import { loggedInCustomer, placeOrder } from '../support/account/account-data';
import { branchWithStock, productsInStock } from '../support/checkout/checkout-data';

const RE_REGISTER = 'Por tu seguridad, necesitamos que vuelvas a registrar tus tarjetas. Eliminá las tarjetas guardadas y agregalas nuevamente.';

test('a customer listed in CLIENTES_RECATASTRO_TARJETAS is asked to register the cards again; before being listed, not', async ({ page }) => {
  const { codigo } = await loggedInCustomer(page);
  await page.goto('/mis-tarjetas');
  await expect(page.getByText('No tenés tarjetas guardadas.')).toBeVisible();
  await expect(page.getByTestId('cards-re-register')).toHaveCount(0);

  // the operator lists the customer (the shop's parameter, in the database the API reads)
  const listed = await page.request.post(`/api/sandbox/clientes/${codigo}/recatastro-tarjetas`, { headers });
  expect(listed.ok(), await listed.text()).toBeTruthy();
  expect(((await listed.json()) as { result: { valor: string } }).result.valor.split(',').map((c) => c.trim())).toContain(String(codigo));

  await page.reload();
  await expect(page.getByTestId('cards-re-register')).toHaveText(RE_REGISTER);
  await expect(page.getByRole('alert').filter({ hasText: RE_REGISTER })).toBeVisible();
  await page.goto('/mi-cuenta');
  await expect(page.getByRole('region', { name: 'Mis tarjetas' }).getByTestId('cards-re-register')).toHaveText(RE_REGISTER);
});

test('a pickup order is MOST (Retiro en Sucursal) and a delivery DELI (Delivery), the same in the order list and in its detail', async ({ page }) => {
  await loggedInCustomer(page);
  const created = await page.request.post('/api/direcciones', {
    headers,
    data: { nombre: 'Casa', calle: 'Avda. Mariscal López', numero: '3045', ubicacionCodigo: 9042, latitud: -25.2946, longitud: -57.5806, default: 'S' },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const address = ((await created.json()) as { result: { codigo: number } }).result.codigo;
  const [forDelivery] = await productsInStock(page.request, { address }, 1);
  const delivery = await placeOrder(page.request, address, [{ codigo: forDelivery!.codigo, cantidad: 1 }]);
  const { branch, product } = await branchWithStock(page.request);
  const form = new URLSearchParams({
    formaPagoCodigo: '1',
    detalles: JSON.stringify([{ productoCodigo: product.codigo, cantidad: 1, esRegalo: false }]),
    sucursalCodigo: String(branch.codigo),
    tipoEntrega: 'inmediata',
    bolsa: '0',
    oncologico: 'false',
  });
  const res = await page.request.post('/api/peticiones/web', { headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, data: form.toString() });
  expect(res.ok(), await res.text()).toBeTruthy();
  const pickup = ((await res.json()) as { codigo: number }).codigo;

  // the API's type of each
  for (const [codigo, tipo] of [[pickup, 'MOST'], [delivery, 'DELI']] as const) {
    const detail = ((await (await page.request.get(`/api/peticiones/${codigo}`, { headers })).json()) as { result: { pedido: { tipo: string } } }).result;
    expect(detail.pedido.tipo).toBe(tipo);
  }

  await page.goto('/mis-pedidos');
  const enProceso = page.getByRole('region', { name: 'En proceso' });
  const pickupItem = enProceso.getByTestId('order-item').filter({ hasText: `Pedido #${pickup}` });
  const deliveryItem = enProceso.getByTestId('order-item').filter({ hasText: `Pedido #${delivery}` });
  await expect(pickupItem).toContainText('Retiro en Sucursal');
  await expect(pickupItem).not.toContainText('Delivery');
  await expect(deliveryItem).toContainText('Delivery');
  await expect(deliveryItem).not.toContainText('Retiro en Sucursal');

  await page.getByRole('link', { name: `Ver pedido ${pickup}` }).click();
  await expect(page).toHaveURL(new RegExp(`/pedido/${pickup}$`));
  await expect(page.getByTestId('order-place')).toContainText('Retiro en Sucursal');
  await expect(page.getByTestId('order-place')).toContainText(branch.descripcion);
  await page.goBack();
  await page.getByRole('link', { name: `Ver pedido ${delivery}` }).click();
  await expect(page).toHaveURL(new RegExp(`/pedido/${delivery}$`));
  await expect(page.getByTestId('order-place')).toHaveText('Delivery: Casa — Avda. Mariscal López 3045');
});

test("'Ops... Ocurrio un error' when the verification e-mail cannot be sent again (the API refuses more sends)", async ({ page }) => {
  await loggedInCustomer(page);
  await page.goto('/mi-cuenta');
  const banner = page.getByTestId('verify-email-banner');
  await expect(banner).toBeVisible();
  const resend = banner.getByRole('button', { name: 'Reenviar correo de verificación' });
  // three sends in 15 minutes are taken; the next is refused with the API's reason
  let refused = false;
  for (let i = 0; i < 5 && !refused; i++) {
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/clientes/verificar-correo/enviar'));
    await expect(resend).toBeEnabled();
    await resend.click();
    refused = (await answer).status() === 429;
  }
  expect(refused, 'the API refused a send').toBe(true);
  await expect(page.getByText('Ops... Ocurrio un error: Demasiados intentos. Espere unos minutos y vuelva a intentar.')).toBeVisible();
});
