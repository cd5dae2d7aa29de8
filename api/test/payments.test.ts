import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, sign } from '../src/modules/payments/providers/signature.js';
import { FORM, orderForm, plainProduct, setStock, stockOf } from './checkout-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';

let app: FastifyInstance;
let cliente: Awaited<ReturnType<typeof loginAs>>;
let otro: Awaited<ReturnType<typeof loginAs>>;
let producto: number;
const BRANCH = 1001;

beforeAll(async () => {
  app = await testApp({ PAYMENT_SWEEP_SECONDS: 0 });
  [cliente, otro] = await Promise.all([loginAs(app, 'cliente@farmacia.test'), loginAs(app, 'tester@farmacia.test')]);
  producto = (await plainProduct(app, [], 5000)).codigo;
  await setStock(app, producto, BRANCH, 1000);
});
afterAll(async () => app?.close());

/** A new pickup order of 2 units, paid with the method of `code`. */
async function placeOrder(code = 97): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/peticiones/web',
    headers: { ...cliente, ...FORM },
    payload: orderForm({ detalles: [{ productoCodigo: producto, cantidad: 2 }], sucursalCodigo: BRANCH, formaPagoCodigo: code, idempotencyKey: randomUUID() }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().codigo as number;
}

const start = (codigo: number, formaPago: string, headers: Record<string, string> = cliente, extra: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: `/api/peticiones/pago-en-linea/${codigo}`, headers: { ...APP_AUTH, ...headers }, payload: { formaPago, ...extra } });

const orderState = async (codigo: number) => (await app.db.selectFrom('orders').select('estado').where('codigo', '=', codigo).executeTakeFirstOrThrow()).estado;
const approvedCount = async (codigo: number) =>
  Number((await app.db.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).where('order_codigo', '=', codigo).where('estado', '=', 'APROBADO').executeTakeFirstOrThrow()).n);
const notificationsOf = async (titulo: string) =>
  Number(
    (
      await app.db
        .selectFrom('customer_notifications as n')
        .innerJoin('notification_messages as m', 'm.nowa_codigo', 'n.nowa_codigo')
        .innerJoin('customers as c', 'c.codigo', 'n.customer_codigo')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('c.email', '=', 'cliente@farmacia.test')
        .where('m.titulo', '=', titulo)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A callback as the provider sends it, signed with the shared secret. */
function callback(proveedor: string, event: Record<string, unknown>, secret = app.payments.secret) {
  const body = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: `/api/pagos/notificacion/${proveedor}`,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(secret, body) },
    payload: body,
  });
}
const approval = (process_id: string, evento: string = randomUUID()) => ({
  evento,
  tipo: 'pago',
  process_id,
  aprobado: true,
  respuestaCodigo: '00',
  respuestaDescripcion: 'Transacción aprobada',
});

const frameSubmit = (processId: string, numero: string) =>
  app.inject({
    method: 'POST',
    url: `/sandbox/pagos/checkout/${processId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ numero, vencimiento: '12/39', cvv: '123' }).toString(),
  });

describe('card payment through the sandbox frame', () => {
  it('an approved test card pays the order once, prepares it and notifies the customer', async () => {
    const codigo = await placeOrder();
    const before = await notificationsOf('Pago confirmado');
    const res = await start(codigo, 'pago_unico');
    expect(res.statusCode, res.body).toBe(200);
    const { process_id } = res.json();
    expect(process_id).toMatch(/^[\w-]{20,}$/);
    const frame = await app.inject({ method: 'GET', url: `/sandbox/pagos/checkout/${process_id}` });
    expect(frame.statusCode).toBe(200);
    expect(frame.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(frame.body).toContain('Número de tarjeta');

    const paid = await frameSubmit(process_id, '4242 4242 4242 4242');
    expect(paid.body).toContain('payment_success');
    expect(await orderState(codigo)).toBe('PROC');
    expect(await approvedCount(codigo)).toBe(1);
    expect(await notificationsOf('Pago confirmado')).toBe(before + 1);
    // The frame is closed once paid; a new payment of a paid order is refused.
    expect((await app.inject({ method: 'GET', url: `/sandbox/pagos/checkout/${process_id}` })).statusCode).toBe(410);
    const again = await start(codigo, 'pago_unico');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].msg).toBe('El pedido ya fue pagado.');
  });

  it('a declined card leaves the order waiting; the retry gets a new process and pays', async () => {
    const codigo = await placeOrder();
    const first = (await start(codigo, 'pago_unico')).json().process_id;
    const declined = await frameSubmit(first, '4000000000000002');
    expect(declined.body).toContain('payment_error');
    expect(declined.body).toContain('Tarjeta rechazada por el emisor');
    expect(await orderState(codigo)).toBe('GENE');
    const second = (await start(codigo, 'pago_unico')).json().process_id;
    expect(second).not.toBe(first);
    expect((await frameSubmit(second, '4242424242424242')).body).toContain('payment_success');
    expect(await orderState(codigo)).toBe('PROC');
  });

  it('a 3-D Secure card asks for the code; a wrong code declines', async () => {
    const codigo = await placeOrder();
    const pid = (await start(codigo, 'pago_unico')).json().process_id;
    const challenge = await frameSubmit(pid, '4000000000003220');
    expect(challenge.body).toContain('Autenticación 3-D Secure');
    const wrong = await app.inject({ method: 'POST', url: `/sandbox/pagos/3ds/${pid}?t=3220`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'codigo=000000' });
    expect(wrong.body).toContain('payment_error');
    expect(await orderState(codigo)).toBe('GENE');
    const pid2 = (await start(codigo, 'pago_unico')).json().process_id;
    await frameSubmit(pid2, '4000000000003220');
    const ok = await app.inject({ method: 'POST', url: `/sandbox/pagos/3ds/${pid2}?t=3220`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'codigo=123456' });
    expect(ok.body).toContain('payment_success');
    expect(await orderState(codigo)).toBe('PROC');
  });

  it("another customer's order and payment do not exist for them", async () => {
    const codigo = await placeOrder();
    expect((await start(codigo, 'pago_unico', otro)).statusCode).toBe(404);
    const { hook_alias } = (await start(codigo, 'pago_qr')).json();
    expect((await app.inject({ method: 'GET', url: `/api/peticiones/pago-estado/${hook_alias}`, headers: otro })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/peticiones/pago-estado/${hook_alias}`, headers: cliente })).statusCode).toBe(200);
  });

  it('a cash order cannot be paid online', async () => {
    const codigo = await placeOrder(1);
    const res = await start(codigo, 'pago_unico');
    expect(res.statusCode).toBe(422);
  });
});

describe('callbacks: verified, idempotent, never paying or shipping twice', () => {
  it('refuses a callback with a wrong signature and changes nothing', async () => {
    const codigo = await placeOrder();
    const pid = (await start(codigo, 'pago_unico')).json().process_id;
    const forged = await callback('sandbox-tarjeta', approval(pid), 'otro-secreto');
    expect(forged.statusCode).toBe(401);
    const unsigned = await app.inject({ method: 'POST', url: '/api/pagos/notificacion/sandbox-tarjeta', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(approval(pid)) });
    expect(unsigned.statusCode).toBe(401);
    expect(await orderState(codigo)).toBe('GENE');
  });

  it('a replayed approval is recognised and changes nothing the second time', async () => {
    const codigo = await placeOrder();
    const pid = (await start(codigo, 'pago_unico')).json().process_id;
    const event = approval(pid);
    const notes = await notificationsOf('Pago confirmado');
    const first = await callback('sandbox-tarjeta', event);
    expect(first.json().result).toEqual({ repetido: false, aplicado: true, estado: 'APROBADO' });
    const replay = await callback('sandbox-tarjeta', event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().result).toMatchObject({ repetido: true, aplicado: false });
    // A late, different event approving the same payment again is not applied either.
    expect((await callback('sandbox-tarjeta', approval(pid))).json().result).toMatchObject({ repetido: false, aplicado: false });
    expect(await approvedCount(codigo)).toBe(1);
    expect(await orderState(codigo)).toBe('PROC');
    expect(await notificationsOf('Pago confirmado')).toBe(notes + 1);
  });

  it('concurrent confirmations of the same payment apply exactly once', async () => {
    const codigo = await placeOrder();
    const pid = (await start(codigo, 'pago_unico')).json().process_id;
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => callback('sandbox-tarjeta', approval(pid, i % 2 ? `mismo-evento-${pid}` : randomUUID()))));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.json().result.aplicado)).toHaveLength(1);
    expect(await approvedCount(codigo)).toBe(1);
    expect(await orderState(codigo)).toBe('PROC');
  });

  it('two payments of one order approved at once: only the newest counts', async () => {
    const codigo = await placeOrder();
    const a = (await start(codigo, 'pago_unico')).json().process_id;
    const b = (await start(codigo, 'pago_qr')).json();
    const bPid = (await app.db.selectFrom('payments').select('process_id').where('hook_alias', '=', b.hook_alias).executeTakeFirstOrThrow()).process_id;
    const [ra, rb] = await Promise.all([callback('sandbox-tarjeta', approval(a)), callback('sandbox-qr', approval(bPid))]);
    expect(ra.json().result.aplicado).toBe(false);
    expect(rb.json().result.aplicado).toBe(true);
    expect(await approvedCount(codigo)).toBe(1);
  });

  it('a reversal annuls the order and gives the stock back once, even when replayed', async () => {
    const codigo = await placeOrder();
    const before = await stockOf(app, producto, BRANCH);
    const pid = (await start(codigo, 'pago_unico')).json().process_id;
    await callback('sandbox-tarjeta', approval(pid));
    const notes = await notificationsOf('Pago reversado');
    const reversal = { evento: randomUUID(), tipo: 'reverso', process_id: pid, aprobado: false, respuestaCodigo: '00', respuestaDescripcion: 'Pago reversado', motivoRollback: 'PETICION_RECALCULADO_TOPE' };
    expect((await callback('sandbox-tarjeta', reversal)).json().result.aplicado).toBe(true);
    expect((await callback('sandbox-tarjeta', reversal)).json().result.repetido).toBe(true);
    expect((await callback('sandbox-tarjeta', { ...reversal, evento: randomUUID() })).json().result.aplicado).toBe(false);
    expect(await orderState(codigo)).toBe('ANUL');
    expect(await stockOf(app, producto, BRANCH)).toBe(before + 2);
    expect(await notificationsOf('Pago reversado')).toBe(notes + 1);
    const status = await app.inject({ method: 'GET', url: `/api/peticiones/pago-estado/${(await app.db.selectFrom('payments').select('hook_alias').where('process_id', '=', pid).executeTakeFirstOrThrow()).hook_alias}`, headers: cliente });
    expect(status.json().result.pago).toMatchObject({ rollback: 'S', motivoRollback: 'PETICION_RECALCULADO_TOPE', peticionCodigo: codigo });
  });

  it('an order not paid within 10 minutes is rolled back; a late approval is not applied', async () => {
    const codigo = await placeOrder();
    const before = await stockOf(app, producto, BRANCH);
    const pid = (await start(codigo, 'pago_unico')).json().process_id;
    await sql`UPDATE orders SET created_at = now() - interval '11 minutes' WHERE codigo = ${codigo}`.execute(app.db);
    await sql`UPDATE payments SET expires_at = now() - interval '1 minute' WHERE process_id = ${pid}`.execute(app.db);
    expect(await app.payments.service.sweep()).toBeGreaterThanOrEqual(1);
    expect(await orderState(codigo)).toBe('ANUL');
    expect(await stockOf(app, producto, BRANCH)).toBe(before + 2);
    expect((await callback('sandbox-tarjeta', approval(pid))).json().result.aplicado).toBe(false);
    expect(await orderState(codigo)).toBe('ANUL');
    expect(await approvedCount(codigo)).toBe(0);
    // Swept twice: nothing more is given back.
    await app.payments.service.sweep();
    expect(await stockOf(app, producto, BRANCH)).toBe(before + 2);
  });
});

describe('QR payments and the console', () => {
  it('answers a real QR image; the console pays it and the status follows', async () => {
    const codigo = await placeOrder(118);
    const res = await start(codigo, 'pago_qr');
    const body = res.json();
    expect(body.qr.qr_base64).toMatch(/^data:image\/png;base64,/);
    const png = await app.inject({ method: 'GET', url: body.qr_image_url });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const pending = (await app.inject({ method: 'GET', url: `/api/peticiones/pago-estado/${body.hook_alias}`, headers: cliente })).json().result;
    expect(pending).toMatchObject({ success: false, message: 'QR aun no autorizado', pago: null, peticion: { codigo } });

    const console = await app.inject({ method: 'GET', url: '/sandbox' });
    expect(console.body).toContain(`Pedido ${codigo}`);
    const pid = (await app.db.selectFrom('payments').select('process_id').where('hook_alias', '=', body.hook_alias).executeTakeFirstOrThrow()).process_id;
    const pay = await app.inject({ method: 'POST', url: `/sandbox/pagos/${pid}/decidir`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'accion=pagar' });
    expect(pay.statusCode).toBe(303);
    const paid = (await app.inject({ method: 'GET', url: `/api/peticiones/pago-estado/${body.hook_alias}`, headers: cliente })).json().result;
    expect(paid).toMatchObject({ success: true, pago: { respuestaCodigo: '00', rollback: 'N', peticionCodigo: codigo } });
  });

  it('each network answers in its own vocabulary (Cabal ACEP, Blupy Autorizado)', async () => {
    for (const [metodo, code, codigoForma] of [['pago_qr_cabal', 'ACEP', 119], ['pago_qr_blupy', 'Autorizado', 130]] as const) {
      const codigo = await placeOrder(codigoForma);
      const { hook_alias } = (await start(codigo, metodo)).json();
      const pid = (await app.db.selectFrom('payments').select('process_id').where('hook_alias', '=', hook_alias).executeTakeFirstOrThrow()).process_id;
      await app.inject({ method: 'POST', url: `/sandbox/pagos/${pid}/decidir`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'accion=pagar' });
      const blupy = await app.inject({ method: 'POST', url: `/api/peticiones/pago-en-linea-blupy/${hook_alias}`, headers: { ...APP_AUTH, ...cliente } });
      expect(blupy.json().result.pago.respuestaCodigo).toBe(code);
    }
  });

  it('a payment link is paid once, then answers inactive', async () => {
    const codigo = await placeOrder(118);
    const { createPaymentLink } = await import('../src/modules/payments/payment-links.js');
    const token = await createPaymentLink(app.db, codigo);
    const link = (await app.inject({ method: 'GET', url: `/api/link-pago/${token}` })).json().result;
    expect(link).toMatchObject({ active: true, token });
    expect(link.qr_url).toMatch(/\.png$/);
    // The same QR on a second visit while it is pending.
    expect((await app.inject({ method: 'GET', url: `/api/link-pago/${token}` })).json().result.hook_alias).toBe(link.hook_alias);
    const pid = (await app.db.selectFrom('payments').select('process_id').where('hook_alias', '=', link.hook_alias).executeTakeFirstOrThrow()).process_id;
    await app.inject({ method: 'POST', url: `/sandbox/pagos/${pid}/decidir`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'accion=pagar' });
    const status = (await app.inject({ method: 'GET', url: `/api/link-pago/${token}/estado/${link.hook_alias}` })).json().result;
    expect(status.pago.respuestaCodigo).toBe('00');
    const used = (await app.inject({ method: 'GET', url: `/api/link-pago/${token}` })).json().result;
    expect(used).toMatchObject({ active: false, qr_url: null });
    expect(await approvedCount(codigo)).toBe(1);
  });
});

describe('saved cards', () => {
  it('registers a card through the catastro frame and pays with it after 3-D Secure', async () => {
    const reg = (await app.inject({ method: 'GET', url: '/api/bancard/catastro', headers: cliente })).json();
    expect(reg.process_id).toBeTruthy();
    const framed = await app.inject({
      method: 'POST',
      url: `/sandbox/pagos/catastro/${reg.process_id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'numero=5555555555554444&vencimiento=10/38&cvv=321',
    });
    expect(framed.body).toContain('add_new_card_success');
    const cards = (await app.inject({ method: 'GET', url: '/api/bancard/tarjetas', headers: cliente })).json().data.cards;
    const card = cards.find((c: { card_masked_number: string }) => c.card_masked_number === '555555******4444');
    expect(card).toBeTruthy();
    // Other customers do not see it.
    const theirs = (await app.inject({ method: 'GET', url: '/api/bancard/tarjetas', headers: otro })).json().data.cards;
    expect(theirs.some((c: { card_id: number }) => c.card_id === card.card_id)).toBe(false);

    const codigo = await placeOrder();
    const { process_id } = (await start(codigo, 'tarjeta_catastrada', cliente, { aliasToken: card.alias_token })).json();
    const frame = await app.inject({ method: 'GET', url: `/sandbox/pagos/autorizacion/${process_id}` });
    expect(frame.body).toContain('555555******4444');
    const ok = await app.inject({ method: 'POST', url: `/sandbox/pagos/autorizacion/${process_id}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'codigo=123456' });
    expect(ok.body).toContain('payment_success');
    expect(await orderState(codigo)).toBe('PROC');
    expect((await start(await placeOrder(), 'tarjeta_catastrada', otro, { aliasToken: card.alias_token })).statusCode).toBe(404);
  });
});

describe('gift cards', () => {
  const draft = (over: Record<string, unknown> = {}) => ({
    remitente: 'Ana',
    destinatario: 'Luis',
    monto: 150000,
    metodoDeNotificacion: 'email',
    correoDestinatario: `luis-${randomUUID().slice(0, 8)}@correo.test`,
    mensaje: '¡Feliz cumpleaños!',
    plantilla: 2,
    metodoDePago: 97,
    terminos: true,
    ...over,
  });
  const generate = (body: unknown, headers: Record<string, string> = cliente) =>
    app.inject({ method: 'POST', url: '/api/giftcard/generar', headers: { ...APP_AUTH, ...headers }, payload: body as object });

  it('offers amounts and templates and calculates the VAT included', async () => {
    const amounts = (await app.inject({ method: 'GET', url: '/api/giftcard/codigos' })).json().results;
    expect(amounts[0]).toEqual({ value: 100000, label: 'Gs. 100.000' });
    expect(amounts.at(-1).value).toBe(500000);
    const templates = (await app.inject({ method: 'GET', url: '/api/giftcard-plantillas' })).json().results;
    expect((await app.inject({ method: 'GET', url: templates[0].imagenRuta })).headers['content-type']).toContain('image/svg+xml');
    const calc = await app.inject({ method: 'POST', url: '/api/peticiones/calcular/gift', headers: { ...APP_AUTH, ...cliente }, payload: { monto: 110000, metodoDePago: 97 } });
    expect(calc.json().result).toEqual({ cantidad: 1, subtotal: 110000, iva: 10000, total: 110000, sucursal: 371 });
    const out = await app.inject({ method: 'POST', url: '/api/peticiones/calcular/gift', headers: { ...APP_AUTH, ...cliente }, payload: { monto: 600000, metodoDePago: 97 } });
    expect(out.json().errors[0].msg).toBe('El monto debe estar entre Gs. 100.000 y Gs. 500.000');
  });

  it('refuses a long message and QR payment for staff', async () => {
    expect((await generate(draft({ mensaje: 'x'.repeat(151) }))).json().errors[0].msg).toBe('El mensaje debe tener menos de 150 caracteres');
    const staff = await loginAs(app, 'funcionario@farmacia.test');
    const res = await generate(draft({ metodoDePago: 118 }), staff);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].msg).toBe('El pago con QR no está disponible para funcionarios.');
  });

  it('issues the card once when the payment is approved; the recipient gets the code and can redeem it', async () => {
    const body = draft();
    const created = (await generate(body)).json();
    expect(created.metodo).toBe('pago_unico');
    expect((await app.inject({ method: 'GET', url: `/api/peticiones/pago-online/${created.codigo}`, headers: cliente })).json().result.tipo).toBe('SERV');
    // the order itself says so (spec 001 §3 pagoOnline.tipo), as the completion page reads it
    expect((await app.inject({ method: 'GET', url: `/api/peticiones/${created.codigo}`, headers: cliente })).json().result.pagoOnline).toEqual({ tipo: 'SERV' });
    const pid = (await start(created.codigo, 'pago_unico')).json().process_id;
    const event = approval(pid);
    await callback('sandbox-tarjeta', event);
    await callback('sandbox-tarjeta', event);
    const outbox = (await app.inject({ method: 'GET', url: `/api/sandbox/outbox?destino=${encodeURIComponent(body.correoDestinatario)}` })).json().results;
    expect(outbox).toHaveLength(1);
    const code = /GC-[A-Z0-9]{10}/.exec(outbox[0].cuerpo)![0];
    const check = (await app.inject({ method: 'GET', url: `/api/giftcard/controlar/${code}`, headers: cliente })).json().result;
    expect(check).toMatchObject({ valido: true, saldo: 150000 });
    expect(await orderState(created.codigo)).toBe('PROC');
  });
});
