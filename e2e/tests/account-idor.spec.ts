import { expect, test, type APIRequestContext } from '../support/test';
import { headers } from '../support/access/access-data';
import { loggedInCustomer, placeOrder } from '../support/account/account-data';
import { productsInStock } from '../support/checkout/checkout-data';

/** A customer with one of everything the account names by id: address, order, guardian, profile picture. */
async function customerWithObjects(request: APIRequestContext) {
  const address = (
    (await (
      await request.post('/api/direcciones', {
        headers,
        data: { nombre: 'Casa', calle: 'Avda. Mariscal López', numero: '3045', ubicacionCodigo: 9042, latitud: -25.2946, longitud: -57.5806 },
      })
    ).json()) as { result: { codigo: number } }
  ).result.codigo;
  const [product] = await productsInStock(request, { address }, 1);
  const order = await placeOrder(request, address, [{ codigo: product!.codigo, cantidad: 1 }]);
  const guardian = (
    (await (
      await request.put('/api/clientes/actualizar/encargados', {
        headers,
        data: { items: [{ CLIE_ENC_NOMBRES: 'Carlos', CLIE_ENC_APELLIDOS: 'Giménez', CLIE_ENC_CELU_P: '0981-222333' }] },
      })
    ).json()) as { results: { CLIE_ENC_CODIGO: number }[] }
  ).results[0]!.CLIE_ENC_CODIGO;
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63600000000200015e2d2a1b0000000049454e44ae426082', 'hex');
  const picture = (
    (await (
      await request.post('/api/clientes/actualizar-perfil', { headers, multipart: { NOMBRES: 'Ana', file: { name: 'yo.png', mimeType: 'image/png', buffer: png } } })
    ).json()) as { result: { imagenPerfil: string } }
  ).result.imagenPerfil;
  const me = ((await (await request.get('/api/clientes', { headers })).json()) as { result: { codigo: number; celular1: string } }).result;
  return { address, order, guardian, picture, codigo: me.codigo, phone: me.celular1 };
}

test('the IDOR walk: a second customer gets 404 for every object of the first and changes nothing', async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const pageA = await first.newPage();
  const pageB = await second.newPage();
  await loggedInCustomer(pageA);
  await loggedInCustomer(pageB);
  const a = await customerWithObjects(pageA.request);
  const b = pageB.request;

  const walk: [string, () => Promise<{ status(): number }>][] = [
    ['address', () => b.get(`/api/direcciones/${a.address}`, { headers })],
    ['address update', () => b.put(`/api/direcciones/${a.address}`, { headers, data: { nombre: 'X', calle: 'Y', latitud: -25.3, longitud: -57.6 } })],
    ['address default', () => b.put(`/api/direcciones/${a.address}/default`, { headers })],
    ['address delete', () => b.delete(`/api/direcciones/${a.address}`, { headers })],
    ['order (account)', () => b.get(`/api/clientes/pedidos/${a.order}`, { headers })],
    ['order (checkout)', () => b.get(`/api/peticiones/${a.order}`, { headers })],
    ['guardian default', () => b.put(`/api/clientes/encargados/${a.guardian}/defecto`, { headers })],
    [
      'guardian update',
      () => b.put('/api/clientes/actualizar/encargados', { headers, data: { items: [{ CLIE_ENC_CODIGO: a.guardian, CLIE_ENC_NOMBRES: 'X', CLIE_ENC_APELLIDOS: 'Y', CLIE_ENC_CELU_P: '0981-222333' }] } }),
    ],
    ['profile picture', () => b.get(a.picture)],
    ['phone deletion', () => b.post('/api/clientes/datos/para-verificacion/eliminar-numero', { headers, form: { personaCodigo: String(a.codigo), numero: a.phone } })],
    ['account deletion', () => b.put('/api/clientes/delete', { headers, data: { codigo: a.codigo } })],
  ];
  for (const [name, call] of walk) expect((await call()).status(), name).toBe(404);

  // the first customer's objects are intact
  expect((await pageA.request.get(`/api/direcciones/${a.address}`, { headers })).status()).toBe(200);
  expect((await pageA.request.get(`/api/clientes/pedidos/${a.order}`, { headers })).status()).toBe(200);
  expect((await pageA.request.get(a.picture)).status()).toBe(200);
  const guardians = (await (await pageA.request.get('/api/clientes/encargados', { headers })).json()) as { results: { CLIE_ENC_NOMBRES: string }[] };
  expect(guardians.results.map((g) => g.CLIE_ENC_NOMBRES)).toEqual(['Carlos']);
  await pageA.goto('/mis-direcciones');
  await expect(pageA.getByTestId('address-item')).toHaveCount(1);
  // and the second customer's pages show none of them
  await pageB.goto(`/pedido/${a.order}`);
  await expect(pageB.getByText('El pedido no existe.')).toBeVisible();
  await pageB.goto(`/direcciones/${a.address}/editar`);
  await expect(pageB.getByText('La dirección no existe.')).toBeVisible();
  await first.close();
  await second.close();
});
