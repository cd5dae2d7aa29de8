import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPLIER_STOCK_PRODUCTS } from '../src/db/seed/products.seed.js';
import { PaymentsService } from '../src/modules/payments/payments.service.js';
import { FORM, orderForm, plainProduct, setStock } from './checkout-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';

let app: FastifyInstance;
let cliente: Awaited<ReturnType<typeof loginAs>>;
const BRANCH = 1001;

beforeAll(async () => {
  app = await testApp({ PAYMENT_SWEEP_SECONDS: 0 });
  cliente = await loginAs(app, 'cliente@farmacia.test');
});
afterAll(async () => app?.close());

async function pickupOrder(producto: number): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/peticiones/web',
    headers: { ...cliente, ...FORM },
    payload: orderForm({ detalles: [{ productoCodigo: producto, cantidad: 1 }], sucursalCodigo: BRANCH, formaPagoCodigo: 97, idempotencyKey: randomUUID() }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().codigo as number;
}

const start = (codigo: number, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/peticiones/pago-en-linea/${codigo}`, headers: { ...APP_AUTH, ...cliente }, payload });

describe('payment type codes', () => {
  it("starts a single payment with its code S and refuses another method's code", async () => {
    const p = await plainProduct(app, [], 5000);
    await setStock(app, p.codigo, BRANCH, 100);
    const wrong = await start(await pickupOrder(p.codigo), { formaPago: 'pago_unico', tipoPago: 'ZIMPLE' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0].msg).toBe('El tipo de pago no corresponde a la forma de pago.');
    const unknown = await start(await pickupOrder(p.codigo), { formaPago: 'pago_unico', tipoPago: 'X' });
    expect(unknown.statusCode).toBe(400);
    const right = await start(await pickupOrder(p.codigo), { formaPago: 'pago_unico', tipoPago: 'S' });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().process_id).toBeTruthy();
  });

  it("answers 'No esta implementado el provider' for a method no provider serves", async () => {
    const p = await plainProduct(app, [], 5000);
    await setStock(app, p.codigo, BRANCH, 100);
    const codigo = await pickupOrder(p.codigo);
    const customer = (await app.db.selectFrom('orders').select('customer_codigo').where('codigo', '=', codigo).executeTakeFirstOrThrow()).customer_codigo;
    const none = new PaymentsService({
      target: { db: app.db, pglite: app.pglite },
      providers: { forMethod: () => null, byId: () => null, all: () => [] },
      notifications: app.notifications,
      log: app.log,
      outbox: app.outbox,
      publicUrl: 'http://localhost',
    } as ConstructorParameters<typeof PaymentsService>[0]);
    await expect(none.start(customer, codigo, { formaPago: 'pago_unico' })).rejects.toMatchObject({ message: 'No esta implementado el provider' });
  });
});

describe('quantity promotion without its percentage', () => {
  it('takes the default 50 percent off the set, in the catalogue and in the calculation', async () => {
    const p = await plainProduct(app, [], 10_000);
    await setStock(app, p.codigo, BRANCH, 100);
    await app.db.insertInto('quantity_promotions').values({ producto_codigo: p.codigo, promocion: '2x1', step: 2, porcentaje: null, mensaje: null }).execute();
    const product = await app.inject({ method: 'GET', url: `/api/productos/${p.codigo}`, headers: APP_AUTH });
    expect(product.statusCode, product.body).toBe(200);
    expect(product.json().result.descuentoPorCantidad).toMatchObject({ step: 2, porcentajeDescuento: 50 });
    const calc = await app.inject({
      method: 'POST',
      url: '/api/peticiones/calcular/web',
      headers: { ...APP_AUTH, ...cliente },
      payload: { items: [{ codigo: p.codigo, quantity: 2 }], delivery: false, office: { value: BRANCH } },
    });
    expect(calc.statusCode, calc.body).toBe(200);
    const line = calc.json().result.detalles[0];
    expect(line.descuentoPromocion).toBe(Math.round((2 * line.precioPantalla * 50) / 100));
  });
});

describe('the Blupy QR entries of the customer', () => {
  it("carry the test mark while the shop's QR_BLUPY_PRUEBA is 'S'", async () => {
    const before = await app.inject({ method: 'GET', url: '/api/clientes', headers: { ...APP_AUTH, ...cliente } });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().result.dataBlupy).toEqual([{ codigo: 130, descripcion: 'QR Blupy', test: 'N' }]);
    await app.db.insertInto('parameters').values({ nombre: 'QR_BLUPY_PRUEBA', valor: 'S' }).onConflict((oc) => oc.column('nombre').doUpdateSet({ valor: 'S' })).execute();
    const after = await app.inject({ method: 'GET', url: '/api/customers/sesion', headers: { ...APP_AUTH, ...cliente } });
    expect(after.json().result.dataBlupy).toEqual([{ codigo: 130, descripcion: 'QR Blupy', test: 'S' }]);
  });
});

describe('a gift line and the observation', () => {
  it('are kept with the order and read back with it', async () => {
    const p = await plainProduct(app, [], 5000);
    await setStock(app, p.codigo, BRANCH, 100);
    const visible = await app.inject({
      method: 'POST',
      url: `/api/regalo/regalos_verificar/0/${p.codigo}`,
      headers: APP_AUTH,
      payload: { items: [{ codigo: p.codigo, quantity: 1 }] },
    });
    expect(visible.json().result.visualizar).toBe(true);
    const res = await app.inject({
      method: 'POST',
      url: '/api/peticiones/web',
      headers: { ...cliente, ...FORM },
      payload: orderForm({
        detalles: [{ productoCodigo: p.codigo, cantidad: 1, esRegalo: true }],
        sucursalCodigo: BRANCH,
        formaPagoCodigo: 1,
        observacion: 'Envolver para regalo, sin precio',
        idempotencyKey: randomUUID(),
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = await app.inject({ method: 'GET', url: `/api/peticiones/${res.json().codigo}`, headers: { ...APP_AUTH, ...cliente } });
    expect(detail.json().result).toMatchObject({ observacion: 'Envolver para regalo, sin precio', detalles: [{ esRegalo: true, cantidad: 1 }] });
  });
});

describe('orders subject to supplier stock (spec 000 §9)', () => {
  it("carry the flag from a line whose product comes from the supplier's stock, by code and by token; others do not", async () => {
    const own = await plainProduct(app, [], 5000);
    const supplied = await plainProduct(app, [own.codigo], 5000);
    await setStock(app, own.codigo, BRANCH, 100);
    await setStock(app, supplied.codigo, BRANCH, 100);
    await app.db.updateTable('products').set({ stock_proveedor: false }).where('codigo', '=', own.codigo).execute();
    await app.db.updateTable('products').set({ stock_proveedor: true }).where('codigo', '=', supplied.codigo).execute();
    const place = async (codigos: number[]) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/peticiones/web',
        headers: { ...cliente, ...FORM },
        payload: orderForm({ detalles: codigos.map((productoCodigo) => ({ productoCodigo, cantidad: 1 })), sucursalCodigo: BRANCH, formaPagoCodigo: 1, idempotencyKey: randomUUID() }),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { codigo: number; tokenPeticion: string };
    };
    const read = async (path: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/peticiones/${path}`, headers: { ...APP_AUTH, ...cliente } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result as { codigo: number; stockProveedor: boolean };
    };

    const plain = await place([own.codigo]);
    expect((await read(String(plain.codigo))).stockProveedor).toBe(false);
    const mixed = await place([own.codigo, supplied.codigo]);
    expect(await read(String(mixed.codigo))).toMatchObject({ codigo: mixed.codigo, stockProveedor: true });
    expect(await read(`solicitud/${mixed.tokenPeticion}`)).toMatchObject({ codigo: mixed.codigo, stockProveedor: true });
    const stored = await app.db.selectFrom('orders').select(['codigo', 'stock_proveedor']).where('codigo', 'in', [plain.codigo, mixed.codigo]).orderBy('codigo').execute();
    expect(stored).toEqual([
      { codigo: plain.codigo, stock_proveedor: false },
      { codigo: mixed.codigo, stock_proveedor: true },
    ]);

    // the flag is the order's from the moment it is placed: the product changing later does not rewrite it
    await app.db.updateTable('products').set({ stock_proveedor: false }).where('codigo', '=', supplied.codigo).execute();
    expect((await read(String(mixed.codigo))).stockProveedor).toBe(true);
  });

  it("an order says what its online payment bought (pagoOnline.tipo): PEDI for products paid online, none paid at the branch", async () => {
    const product = await plainProduct(app, [], 5000);
    await setStock(app, product.codigo, BRANCH, 100);
    const place = async (formaPagoCodigo: number) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/peticiones/web',
        headers: { ...cliente, ...FORM },
        payload: orderForm({ detalles: [{ productoCodigo: product.codigo, cantidad: 1 }], sucursalCodigo: BRANCH, formaPagoCodigo, idempotencyKey: randomUUID() }),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { codigo: number; tokenPeticion: string };
    };
    const read = async (path: string) => (await app.inject({ method: 'GET', url: `/api/peticiones/${path}`, headers: { ...APP_AUTH, ...cliente } })).json().result;
    const cash = await place(1);
    expect((await read(String(cash.codigo))).pagoOnline).toBeNull();
    const online = await place(97);
    expect((await read(String(online.codigo))).pagoOnline).toEqual({ tipo: 'PEDI' });
    expect((await read(`solicitud/${online.tokenPeticion}`)).pagoOnline).toEqual({ tipo: 'PEDI' });
    const detail = await app.inject({ method: 'GET', url: `/api/clientes/pedidos/${online.codigo}`, headers: { ...APP_AUTH, ...cliente } });
    expect(detail.json().result[0].pagoOnline).toEqual({ tipo: 'PEDI' });
  });

  it('the demo catalogue has free-sale products from the supplier\'s stock', async () => {
    const rows = await app.db.selectFrom('products').select(['codigo', 'codigo_control']).where('stock_proveedor', '=', true).orderBy('codigo').execute();
    expect(rows.map((r) => r.codigo)).toEqual([...SUPPLIER_STOCK_PRODUCTS].sort((a, b) => a - b));
    expect(rows.every((r) => r.codigo_control === 1)).toBe(true);
  });
});

describe('customers listed to register their cards again', () => {
  it('are told so with the customer; others are not', async () => {
    const me = await app.inject({ method: 'GET', url: '/api/clientes', headers: { ...APP_AUTH, ...cliente } });
    const codigo = me.json().result.codigo as number;
    expect(me.json().result.recatastrarTarjetas).toBe(false);
    await app.db
      .insertInto('parameters')
      .values({ nombre: 'CLIENTES_RECATASTRO_TARJETAS', valor: `999991, ${codigo}` })
      .onConflict((oc) => oc.column('nombre').doUpdateSet({ valor: `999991, ${codigo}` }))
      .execute();
    const listed = await app.inject({ method: 'GET', url: '/api/customers/sesion', headers: { ...APP_AUTH, ...cliente } });
    expect(listed.json().result.recatastrarTarjetas).toBe(true);
  });

  it("the sandbox operator adds a customer to the list once, keeping the ones listed; others stay unlisted", async () => {
    await app.db.updateTable('parameters').set({ valor: '999991, 999992' }).where('nombre', '=', 'CLIENTES_RECATASTRO_TARJETAS').execute();
    const me = await app.inject({ method: 'GET', url: '/api/clientes', headers: { ...APP_AUTH, ...cliente } });
    const codigo = me.json().result.codigo as number;
    expect(me.json().result.recatastrarTarjetas).toBe(false);
    const add = (code: number) => app.inject({ method: 'POST', url: `/api/sandbox/clientes/${code}/recatastro-tarjetas`, headers: APP_AUTH });
    const [first, again] = await Promise.all([add(codigo), add(999993)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect((await add(codigo)).json().result.valor.split(',').map((c: string) => c.trim()).sort()).toEqual(['999991', '999992', '999993', String(codigo)].sort());
    const listed = await app.inject({ method: 'GET', url: '/api/clientes', headers: { ...APP_AUTH, ...cliente } });
    expect(listed.json().result.recatastrarTarjetas).toBe(true);
    const bad = await app.inject({ method: 'POST', url: '/api/sandbox/clientes/abc/recatastro-tarjetas', headers: APP_AUTH });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the browser position as a place name', () => {
  it('is the nearest city of the shop geography, with its department', async () => {
    // a point in San Lorenzo (Central), a few hundred metres from its centre
    const res = await app.inject({ method: 'GET', url: '/api/ubicaciones/cercana?lat=-25.3410&lng=-57.5090', headers: APP_AUTH });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ ciudad: 'San Lorenzo', departamento: 'Central', nombre: 'San Lorenzo, Central' });
    // a department capital shares its position with the cities that have none of their own: the capital is named
    const capital = await app.inject({ method: 'GET', url: '/api/ubicaciones/cercana?lat=-27.3306&lng=-55.8667', headers: APP_AUTH });
    expect(capital.json().result.nombre).toBe('Encarnación, Itapúa');
    // named by its plus code, computed from the coordinates and read against the nearest city (no maps service)
    expect(capital.json().result.plusCode).toEqual({ global: '5846M49M+Q8', compuesto: 'M49M+Q8 Encarnación, Itapúa' });
    expect(res.json().result.plusCode).toEqual({ global: '5864MF5R+H9', compuesto: 'MF5R+H9 San Lorenzo, Central' });
    const bad = await app.inject({ method: 'GET', url: '/api/ubicaciones/cercana?lat=abc&lng=-57.5', headers: APP_AUTH });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].msg).toBe('La latitud no es válida.');
  });
});
