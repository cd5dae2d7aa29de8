import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ROUTES_WITH_PAGE } from '@botica/shared-contracts/routes/route-table';
import { CHECKOUT, PAYMENTS, VISITOR } from '../support/a11y-routes';
import { A11yGate, audit, describeBlocking, settle } from '../support/a11y';
import { headers, linkIn, outboxFor, registerPersona, unique } from '../support/access/access-data';
import { placeOrder } from '../support/account/account-data';
import { productsInStock } from '../support/checkout/checkout-data';
import { loginAsDemo } from '../support/platform';

/**
 * Accessibility gate: axe-core on every route of the route table that has a page, in the states a shopper
 * meets (server-drawn and hydrated, each checkout step, the mini-cart open, forms showing their errors, the
 * payment pages). Any serious or critical violation fails the test that saw it, with all of them listed. This file
 * holds what needs the seeded accounts (the demo customer, the sandbox sign-in's profiles); the visitor's pages are in
 * a11y-public.spec.ts, the checkout and the payment pages, bought by customers of their own, in a11y-checkout.spec.ts:
 * those two run beside the specs of the seeded accounts, not after them.
 */

const FORMS = ['login', 'signup', 'social-register', 'forgot-password', 'change-password'] as const;
const CUSTOMER = [
  'favourites', 'my-account', 'my-account-data', 'my-account-managers', 'my-addresses', 'address-edit', 'address-add', 'my-cards',
  'cards', 'card-add', 'my-coupons', 'my-orders', 'order-detail', 'data-update', 'my-invoices', 'verify-email', 'order-finished',
  'roulette',
] as const;

/** The first error a form shows (its fields' messages and its own are alerts), in the page's main content. */
const formErrors = (page: Page) => page.getByRole('main').getByRole('alert').first();

/** The customer's notification pop-up is a state of its own (audited once); elsewhere it is marked as seen. */
const popupSeen = () => localStorage.setItem('notificacionesPopupVistas', JSON.stringify({ 2: Date.now() }));

test('every route with a page is in the gate', () => {
  const audited = new Set<string>([...VISITOR, ...FORMS, ...CUSTOMER, ...CHECKOUT, ...PAYMENTS]);
  expect([...ROUTES_WITH_PAGE].filter((id) => !audited.has(id))).toEqual([]);
});

test('server-drawn first screens, before any JavaScript runs', async ({ page }) => {
  test.setTimeout(600_000);
  // The documents as the servers draw them, with their scripts taken out: what the browser paints before any
  // JavaScript runs (axe itself still runs in the page).
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
    await route.fulfill({ response, body: html });
  });
  const findings = [];
  const paths = ['/', '/categoria/700/proteccion-solar', '/producto/100001/producto', '/buscar?s=crema', '/login', '/forgot-password', '/signup', '/nosotros', '/contacto', '/sucursales', '/mundo/belleza', '/blog'];
  for (const path of paths) {
    await page.goto(path);
    expect(await page.locator('html[data-hydrated="true"]').count(), 'la página no se hidrató').toBe(0);
    findings.push(...(await audit(page, `${path} sin JavaScript`)));
  }
  // The cart of a customer is drawn on the server too.
  await loginAsDemo(page);
  await page.goto('/carrito');
  findings.push(...(await audit(page, '/carrito sin JavaScript')));
  const report = describeBlocking(findings);
  expect(report, `violaciones serias o críticas de axe-core:\n${report}`).toBe('');
});

test('access forms, empty and with their validation errors', async ({ page, request }) => {
  test.setTimeout(600_000);
  const gate = new A11yGate(page);
  await gate.visit('/login', 'login');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(formErrors(page)).toBeVisible();
  await gate.check('login con errores');
  await page.getByLabel('Correo electrónico').fill('nadie@farmacia.test');
  await page.getByLabel('Contraseña').fill('Mala1234');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('main').getByText('El correo o la contraseña son incorrectos.')).toBeVisible();
  await gate.check('login con credenciales inválidas');

  await gate.visit('/signup', 'signup');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(formErrors(page)).toBeVisible();
  await gate.check('registro con errores');

  await page.goto('/social-register');
  await settle(page);
  // Without a pending social profile it goes to /signup; with one, the form (as the social sign-up leaves it).
  await page.goto('/signup');
  await page.getByRole('link', { name: 'Continuar con Google' }).click();
  await page.getByRole('button', { name: /Sofía Rojas/ }).click();
  await expect(page).toHaveURL(/\/social-register/);
  await settle(page);
  await gate.check('registro social', 'social-register');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(formErrors(page)).toBeVisible();
  await gate.check('registro social con errores');
  await page.context().clearCookies();

  const email = unique().email('a11y');
  await registerPersona(request, email, 'Vieja1234');
  await gate.visit('/forgot-password', 'forgot-password');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(formErrors(page)).toBeVisible();
  await gate.check('recuperar contraseña con errores');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('radio', { name: /Correo electrónico/ })).toBeChecked();
  await gate.check('recuperar contraseña: elegir el medio');
  await page.getByRole('button', { name: 'Recuperar' }).click();
  await expect(page.getByText('Se ha enviado el enlace para recuperar tu contraseña.').first()).toBeVisible();
  const [message] = await outboxFor(request, email);
  await gate.visit(linkIn(message!, '/cambiar-contrasena/'), 'change-password');
  await page.getByRole('button', { name: 'Actualizar contraseña' }).click();
  await expect(formErrors(page)).toBeVisible();
  await gate.check('cambiar contraseña con errores');

  await gate.visit('/contacto', 'contact', 'contacto con errores');
  await page.getByRole('form', { name: 'Contacto' }).getByRole('button', { name: 'Enviar' }).click();
  await expect(formErrors(page)).toBeVisible();
  await gate.check('contacto con errores');

  expect([...gate.routes].sort()).toEqual([...FORMS, 'contact'].sort());
  gate.assertClean();
});

test("the demo customer's account pages", async ({ page }) => {
  test.setTimeout(900_000);
  const gate = new A11yGate(page);
  await loginAsDemo(page);
  // The notification pop-up the customer meets on arrival.
  await page.goto('/mi-cuenta');
  await settle(page);
  if (await page.getByTestId('notification-popup').isVisible()) await gate.check('aviso de notificaciones');
  await page.evaluate(popupSeen);

  const addresses = (await (await page.request.get('/api/direcciones', { headers })).json()) as { results: { codigo: number }[] };
  const address = addresses.results[0]!.codigo;
  // An order of this run, so its detail, its completion and its roulette have a real id.
  const [stocked] = await productsInStock(page.request, { address }, 1);
  const orderId = await placeOrder(page.request, address, [{ codigo: stocked!.codigo, cantidad: 1 }]);

  for (const [path, id] of [
    ['/favoritos', 'favourites'],
    ['/mi-cuenta', 'my-account'],
    ['/mi-cuenta-datos', 'my-account-data'],
    ['/mi-cuenta-encargados', 'my-account-managers'],
    ['/mis-direcciones', 'my-addresses'],
    [`/direcciones/${address}/editar`, 'address-edit'],
    ['/direcciones/agregar', 'address-add'],
    ['/mis-tarjetas', 'my-cards'],
    ['/tarjetas', 'cards'],
    ['/tarjetas/agregar', 'card-add'],
    ['/mis-cupones', 'my-coupons'],
    ['/mis-pedidos', 'my-orders'],
    [`/pedido/${orderId}`, 'order-detail'],
    ['/actualizacion-de-datos', 'data-update'],
    ['/mis-facturas', 'my-invoices'],
    [`/compra-finalizada/${orderId}`, 'order-finished'],
    [`/ruleta-valentines-day/${orderId}`, 'roulette'],
  ] as const) {
    await gate.visit(path, id);
  }
  // a verification link that names nothing live: 404, and its view is checked like any page
  await gate.visit('/verificar-correo/enlace-vencido', 'verify-email', 'verify-email', 404);
  // A form of the account with its validation errors.
  await gate.visit('/direcciones/agregar', 'address-add', 'dirección nueva con errores');
  await page.locator('form button[type="submit"]').last().click();
  await expect(formErrors(page)).toBeVisible();
  await gate.check('dirección nueva con errores');

  expect([...gate.routes].sort()).toEqual([...CUSTOMER].sort());
  gate.assertClean();
});
