import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { headers, registerPersona, unique } from '../access/access-data';

/** A new customer (terms accepted) logged in in the page's browser context, without addresses. */
export async function loggedInCustomer(page: Page) {
  const email = unique().email('cuenta');
  const password = 'Clave1234';
  await registerPersona(page.request, email, password);
  await page.addInitScript(() => localStorage.setItem('notificacionesPopupVistas', JSON.stringify({ 2: Date.now() })));
  const login = await page.request.post('/api/customers/login', { headers, data: { mail: email, password } });
  expect(login.ok(), await login.text()).toBeTruthy();
  const me = ((await (await page.request.get('/api/clientes', { headers })).json()) as { result: { codigo: number } }).result;
  return { email, password, codigo: me.codigo };
}

/** The seeded Asunción barrio of the demo address: department 1, city 1001, barrio 9042. */
export const ASUNCION = { departamento: '1', ciudad: '1001', barrio: '9042' } as const;

/** Places an order as the checkout page does (`POST /peticiones/web`, form fields), cash at a delivery address. */
export async function placeOrder(request: APIRequestContext, address: number, lines: { codigo: number; cantidad: number }[]) {
  const form = new URLSearchParams();
  form.set('formaPagoCodigo', '1');
  form.set('detalles', JSON.stringify(lines.map((l) => ({ productoCodigo: l.codigo, cantidad: l.cantidad, esRegalo: false }))));
  form.set('direccionCodigo', String(address));
  form.set('tipoEntrega', 'inmediata');
  form.set('bolsa', '0');
  form.set('oncologico', 'false');
  const res = await request.post('/api/peticiones/web', {
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    data: form.toString(),
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { codigo: number }).codigo;
}
