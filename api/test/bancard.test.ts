import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { bancardSettings } from '../src/modules/payments/payments.plugin.js';
import { BancardClient, BancardError } from '../src/modules/payments/providers/bancard/bancard.client.js';
import { formatAmount, tokens } from '../src/modules/payments/providers/bancard/bancard.protocol.js';
import { FORM, orderForm, plainProduct, setStock } from './checkout-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';
import { BancardStandIn } from './support/bancard-stand-in.js';

const KEYS = { publicKey: 'pk-botica-tests-0000000000000000', privateKey: 'sk-botica-tests-000000000000000000000000' };
const BRANCH = 1001;
const PRICE = 7500;

let app: FastifyInstance;
let bancard: BancardStandIn;
let cliente: Awaited<ReturnType<typeof loginAs>>;
let customer: number;
let producto: number;

/** The shop's confirmation address, as Bancard posts to it. */
const deliver = (body: string) =>
  app.inject({ method: 'POST', url: '/api/pagos/notificacion/bancard', headers: { 'content-type': 'application/json' }, payload: body });

beforeAll(async () => {
  bancard = new BancardStandIn({ ...KEYS, deliver });
  const url = await bancard.start();
  app = await testApp({
    PAYMENT_SWEEP_SECONDS: 0,
    PAYMENT_PROVIDER_CARDS: 'bancard',
    BANCARD_PUBLIC_KEY: KEYS.publicKey,
    BANCARD_PRIVATE_KEY: KEYS.privateKey,
    BANCARD_BASE_URL: url,
    BANCARD_TIMEOUT_MS: 1500,
    MAP_STYLE_URL: 'https://tiles.botica.test/styles/basic/style.json',
  });
  cliente = await loginAs(app, 'cliente@farmacia.test');
  customer = (await app.db.selectFrom('customers').select('codigo').where('email', '=', 'cliente@farmacia.test').executeTakeFirstOrThrow()).codigo;
  producto = (await plainProduct(app, [], PRICE)).codigo;
  await setStock(app, producto, BRANCH, 1000);
});
afterAll(async () => {
  await app?.close();
  await bancard?.stop();
});

/** A new pickup order of 2 units (Gs. 15.000) to be paid online. */
async function placeOrder(): Promise<{ codigo: number; total: number }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/peticiones/web',
    headers: { ...cliente, ...FORM },
    payload: orderForm({ detalles: [{ productoCodigo: producto, cantidad: 2 }], sucursalCodigo: BRANCH, formaPagoCodigo: 97, idempotencyKey: randomUUID() }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const codigo = res.json().codigo as number;
  const { total } = await app.db.selectFrom('orders').select('total').where('codigo', '=', codigo).executeTakeFirstOrThrow();
  return { codigo, total };
}

const start = (codigo: number, formaPago: string, extra: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: `/api/peticiones/pago-en-linea/${codigo}`, headers: { ...APP_AUTH, ...cliente }, payload: { formaPago, ...extra } });

const orderState = async (codigo: number) => (await app.db.selectFrom('orders').select('estado').where('codigo', '=', codigo).executeTakeFirstOrThrow()).estado;
const paymentOf = (codigo: number) => app.db.selectFrom('payments').selectAll().where('order_codigo', '=', codigo).orderBy('codigo', 'desc').executeTakeFirstOrThrow();
const lastRequest = (path: string) => [...bancard.requests].reverse().find((r) => r.path.endsWith(path))!;

/** An order with a single_buy under way at Bancard. */
async function singleBuy() {
  const order = await placeOrder();
  const res = await start(order.codigo, 'pago_unico');
  expect(res.statusCode, res.body).toBe(200);
  const payment = await paymentOf(order.codigo);
  return { ...order, answer: res.json(), payment, process: bancard.processes.get(payment.codigo)! };
}

describe('single_buy and the confirmation callback', () => {
  it('asks Bancard for the frame with the token over the exact fields, "NNNN.00" and "PYG"; the page gets its process_id and the checkout script', async () => {
    const { answer, payment, total } = await singleBuy();
    const sent = lastRequest('/single_buy').body;
    expect(sent.public_key).toBe(KEYS.publicKey);
    expect(sent.operation).toMatchObject({ shop_process_id: payment.codigo, amount: `${total}.00`, currency: 'PYG' });
    expect(sent.operation!.token).toBe(tokens.singleBuy(KEYS.privateKey, payment.codigo, `${total}.00`));
    expect(answer.process_id).toBe(bancard.processes.get(payment.codigo)!.processId);
    expect(answer.checkout).toBe(`${bancard.url}/checkout/javascript/dist/bancard-checkout-4.0.0.js`);
    expect(payment.process_id).toBe(answer.process_id);
    expect(payment.proveedor).toBe('bancard');
  });

  it('an approved confirmation pays the order; the same callback again applies nothing', async () => {
    const { codigo, process } = await singleBuy();
    await bancard.pay(process.processId, { approved: true, callback: false });
    const first = await deliver(bancard.callbackBody(process));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'success', result: { aplicado: true, estado: 'APROBADO' } });
    expect(await orderState(codigo)).toBe('PROC');
    const again = await deliver(bancard.callbackBody(process));
    expect(again.json()).toMatchObject({ status: 'success', result: { repetido: true, aplicado: false } });
    const approved = await app.db.selectFrom('payments').select('codigo').where('order_codigo', '=', codigo).where('estado', '=', 'APROBADO').execute();
    expect(approved).toHaveLength(1);
    expect((await paymentOf(codigo)).respuesta_codigo).toBe('00');
  });

  it('a declined confirmation leaves the order waiting for another attempt', async () => {
    const { codigo, process } = await singleBuy();
    await bancard.pay(process.processId, { approved: false });
    const p = await paymentOf(codigo);
    expect(p.estado).toBe('RECHAZADO');
    expect(p.respuesta_descripcion).toBe('Tarjeta no habilitada');
    expect(await orderState(codigo)).toBe('GENE');
  });

  it('refuses a callback with a wrong token, an amount not written "NNNN.00" or another amount, and changes nothing', async () => {
    const { codigo, process, total } = await singleBuy();
    await bancard.pay(process.processId, { approved: true, callback: false });
    const wrongToken = await deliver(bancard.callbackBody(process, (op) => (op.token = tokens.confirm('otra-clave', process.shopProcessId, process.amount, 'PYG'))));
    expect(wrongToken.statusCode).toBe(401);
    expect(wrongToken.json().errors[0].msg).toBe('Firma de la notificación inválida.');
    for (const amount of [String(total), `${total}.0`, `${total},00`]) {
      const res = await deliver(
        bancard.callbackBody(process, (op) => {
          op.amount = amount;
          op.token = tokens.confirm(KEYS.privateKey, process.shopProcessId, amount, 'PYG');
        }),
      );
      expect(res.statusCode, amount).toBe(401);
    }
    const otherCurrency = await deliver(bancard.callbackBody(process, (op) => (op.currency = 'USD')));
    expect(otherCurrency.statusCode).toBe(401);
    // a genuine token over another amount: the payment is not that one
    const other = `${total - 1000}.00`;
    const otherAmount = await deliver(
      bancard.callbackBody(process, (op) => {
        op.amount = other;
        op.token = tokens.confirm(KEYS.privateKey, process.shopProcessId, other, 'PYG');
      }),
    );
    expect(otherAmount.statusCode).toBe(422);
    expect(otherAmount.json().errors[0].msg).toBe('El monto de la notificación no coincide con el del pago.');
    expect((await paymentOf(codigo)).estado).toBe('PENDIENTE');
    expect(await orderState(codigo)).toBe('GENE');
    // the genuine one still pays it
    expect((await deliver(bancard.callbackBody(process))).json().result.estado).toBe('APROBADO');
  });
});

describe('nothing is lost when Bancard is slow or silent', () => {
  it('a payment whose confirmation never came is asked for with get_confirmation and ends approved', async () => {
    const { codigo, process } = await singleBuy();
    await bancard.pay(process.processId, { approved: true, callback: false });
    expect(await app.payments.service.reconcile(0)).toBeGreaterThanOrEqual(1);
    const asked = lastRequest('/single_buy/confirmations').body.operation!;
    expect(asked.token).toBe(tokens.getConfirmation(KEYS.privateKey, process.shopProcessId));
    expect(await orderState(codigo)).toBe('PROC');
    // the late callback changes nothing
    expect((await deliver(bancard.callbackBody(process))).json().result.repetido).toBe(true);
  });

  it('one still unknown to Bancard past its time is rolled back there and expires here', async () => {
    const { codigo, payment } = await singleBuy();
    await app.payments.service.reconcile(0);
    expect((await paymentOf(codigo)).estado).toBe('PENDIENTE'); // still within its time: only asked
    await sql`UPDATE payments SET expires_at = now() - interval '1 second' WHERE codigo = ${payment.codigo}`.execute(app.db);
    await app.payments.service.reconcile(0);
    const rollback = lastRequest('/single_buy/rollback').body.operation!;
    expect(rollback).toMatchObject({ shop_process_id: payment.codigo, token: tokens.rollback(KEYS.privateKey, payment.codigo) });
    expect(bancard.processes.get(payment.codigo)!.state).toBe('rolledback');
    expect((await paymentOf(codigo)).estado).toBe('EXPIRADO');
    // closed: not asked again
    const before = bancard.requests.length;
    await app.payments.service.reconcile(0);
    expect(bancard.requests.filter((r, i) => i >= before && r.body.operation?.shop_process_id === payment.codigo)).toHaveLength(0);
  });

  it('an approval that arrives after the payment expired is rolled back at Bancard, not applied', async () => {
    const { codigo, payment, process } = await singleBuy();
    await sql`UPDATE payments SET expires_at = now() - interval '1 second' WHERE codigo = ${payment.codigo}`.execute(app.db);
    await bancard.pay(process.processId, { approved: true });
    expect(bancard.processes.get(payment.codigo)!.state).toBe('rolledback');
    expect(await orderState(codigo)).toBe('GENE');
    expect((await paymentOf(codigo)).estado).not.toBe('APROBADO');
  });

  it('a silent Bancard ends the attempt with a Spanish error after the timeout', async () => {
    const order = await placeOrder();
    bancard.silent = true;
    try {
      const res = await start(order.codigo, 'pago_unico');
      expect(res.statusCode).toBe(503);
      expect(res.json().errors[0].msg).toBe('La pasarela de pagos no respondió. Intente de nuevo en unos minutos.');
    } finally {
      bancard.silent = false;
    }
    expect((await paymentOf(order.codigo)).estado).toBe('RECHAZADO');
    // the customer retries and Bancard answers this time
    expect((await start(order.codigo, 'pago_unico')).statusCode).toBe(200);
  });
});

describe('saved cards: catastro, the list, charge by alias_token with 3-D Secure when asked, deletion', () => {
  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url: `/api${url}`, headers: { ...APP_AUTH, ...cliente }, ...(payload ? { payload } : {}) });

  async function registerCard(o: { number?: string; threeDs?: boolean } = {}) {
    const started = await api('GET', '/bancard/catastro');
    expect(started.statusCode, started.body).toBe(200);
    const { process_id, card_id, checkout, url } = started.json();
    expect(url).toBeNull();
    expect(checkout).toBe(`${bancard.url}/checkout/javascript/dist/bancard-checkout-4.0.0.js`);
    const sent = lastRequest('/cards/new').body.operation!;
    expect(sent).toMatchObject({ card_id, user_id: customer, token: tokens.cardsNew(KEYS.privateKey, card_id, customer) });
    bancard.registerCard(process_id, o);
    const confirmed = await api('POST', '/bancard/catastro', { card_id });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return confirmed.json().result as { card_id: number; alias_token: string; card_masked_number: string; card_brand: string };
  }

  const listCards = async () => (await api('GET', '/bancard/tarjetas')).json().data.cards as { card_id: number; alias_token: string; card_masked_number: string }[];

  it('registers a card in the catastro frame and lists it from users/{id}/cards with a fresh alias token', async () => {
    await app.db.updateTable('saved_cards').set({ activo: false }).where('customer_codigo', '=', customer).execute();
    const card = await registerCard({ number: '4242424242424242' });
    expect(card).toMatchObject({ card_brand: 'Visa', card_masked_number: '4242 42** **** 4242' });
    const listed = await listCards();
    expect(listed.map((c) => c.card_id)).toEqual([card.card_id]);
    expect(lastRequest(`/users/${customer}/cards`).body.operation!.token).toBe(tokens.usersCards(KEYS.privateKey, customer));
    expect(listed[0]!.alias_token).toBe(bancard.cards.get(customer)![0]!.alias_token);
  });

  it('a card registration the frame did not complete is not a card', async () => {
    const started = (await api('GET', '/bancard/catastro')).json();
    const res = await api('POST', '/bancard/catastro', { card_id: started.card_id });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].msg).toBe('La tarjeta no existe.');
  });

  it('charges a saved card by its alias_token: decided at once, the order paid', async () => {
    const [card] = await listCards();
    const order = await placeOrder();
    const res = await start(order.codigo, 'tarjeta_catastrada', { aliasToken: card!.alias_token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().process_id).toBeUndefined();
    const payment = await paymentOf(order.codigo);
    const sent = lastRequest('/charge').body.operation!;
    // 3-D Secure by alias_token: the charge asks for the frame's process id, as the specification v1.22 says to always do
    expect(sent).toMatchObject({ alias_token: card!.alias_token, amount: formatAmount(order.total), currency: 'PYG', shop_process_id: payment.codigo, extra_response_attributes: ['confirmation.process_id'] });
    expect(sent.token).toBe(tokens.charge(KEYS.privateKey, payment.codigo, formatAmount(order.total), card!.alias_token));
    expect(await orderState(order.codigo)).toBe('PROC');
  });

  it('a declined charge is a Spanish error and the order keeps waiting', async () => {
    const declined = await registerCard({ number: '4000000000000002' });
    const alias = (await listCards()).find((c) => c.card_id === declined.card_id)!.alias_token;
    const order = await placeOrder();
    const res = await start(order.codigo, 'tarjeta_catastrada', { aliasToken: alias });
    expect(res.statusCode).toBe(402);
    expect(res.json().errors[0].msg).toBe('Tarjeta no habilitada');
    expect(await orderState(order.codigo)).toBe('GENE');
  });

  it('a charge that asks for 3-D Secure answers the frame to authenticate in, and its confirmation pays', async () => {
    const secure = await registerCard({ number: '5555555555554444', threeDs: true });
    const alias = (await listCards()).find((c) => c.card_id === secure.card_id)!.alias_token;
    const order = await placeOrder();
    const res = await start(order.codigo, 'tarjeta_catastrada', { aliasToken: alias });
    expect(res.statusCode, res.body).toBe(200);
    const processId = res.json().process_id as string;
    expect(processId).toBe(bancard.processes.get((await paymentOf(order.codigo)).codigo)!.processId);
    expect(await orderState(order.codigo)).toBe('GENE');
    await bancard.pay(processId, { approved: true });
    expect(await orderState(order.codigo)).toBe('PROC');
  });

  it('a charge whose outcome (or 3-D Secure process id) comes under `confirmation` rather than `operation` is read the same', async () => {
    const secure = await registerCard({ number: '4111111111111111', threeDs: true });
    bancard.chargeAnswerUnder = 'confirmation';
    try {
      const plainId = bancard.cards.get(customer)!.find((c) => !c.threeDs && !c.card_masked_number.endsWith('0002'))!.card_id;
      const plain = (await listCards()).find((c) => c.card_id === plainId);
      const paid = await placeOrder();
      expect((await start(paid.codigo, 'tarjeta_catastrada', { aliasToken: plain!.alias_token })).statusCode).toBe(200);
      expect(await orderState(paid.codigo)).toBe('PROC');
      const alias = (await listCards()).find((c) => c.card_id === secure.card_id)!.alias_token;
      const order = await placeOrder();
      const res = await start(order.codigo, 'tarjeta_catastrada', { aliasToken: alias });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().process_id).toBe(bancard.processes.get((await paymentOf(order.codigo)).codigo)!.processId);
    } finally {
      bancard.chargeAnswerUnder = 'operation';
    }
  });

  it('deletes a card at Bancard with its token and no longer lists it', async () => {
    const cards = await listCards();
    const victim = cards[0]!;
    const res = await api('DELETE', `/bancard/tarjetas/${victim.alias_token}/${victim.card_id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(lastRequest(`/users/${customer}/cards`).body.operation).toMatchObject({ alias_token: victim.alias_token, token: tokens.deleteCard(KEYS.privateKey, customer, victim.alias_token) });
    expect(bancard.cards.get(customer)!.some((c) => c.card_id === victim.card_id)).toBe(false);
    expect((await listCards()).some((c) => c.card_id === victim.card_id)).toBe(false);
  });
});

describe('AlreadyRollbackedError: a payment rolled back at Bancard is closed, not asked for again', () => {
  const events = async (codigo: number) =>
    (await app.db.selectFrom('payment_events').select(['evento_id', 'tipo']).where('payment_codigo', '=', codigo).where('proveedor', '=', 'bancard').orderBy('evento_id').execute()).map((e) => `${e.tipo}:${e.evento_id}`);
  const askedFor = (spid: number, since: number) => bancard.requests.filter((r, i) => i >= since && r.body.operation?.shop_process_id === spid).map((r) => r.path);

  it('get_confirmation answering AlreadyRollbackedError reverses the payment here (rollback S), records it, and closes it', async () => {
    const { codigo, payment, process } = await singleBuy();
    // paid at Bancard, the confirmation lost, then rolled back there (the merchants' portal, or a rollback whose answer was lost)
    await bancard.pay(process.processId, { approved: true, callback: false });
    bancard.processes.get(payment.codigo)!.state = 'rolledback';
    expect(await app.payments.service.reconcile(0)).toBeGreaterThanOrEqual(1);
    const asked = [...bancard.requests].reverse().find((r) => r.path.endsWith('/single_buy/confirmations') && r.body.operation?.shop_process_id === payment.codigo);
    expect(asked).toBeTruthy();
    const p = await paymentOf(codigo);
    expect(p).toMatchObject({ estado: 'REVERSADO', rollback: 'S', respuesta_descripcion: 'El pago fue cancelado (rollback) en Bancard.' });
    expect(await events(payment.codigo)).toEqual([`cierre:cerrado:${payment.codigo}`, `reverso:rollback:${payment.codigo}`]);
    // the order was never paid: it keeps waiting for another payment (or its own rollback)
    expect(await orderState(codigo)).toBe('GENE');
    // closed: the next reconciliations do not ask for it again
    const before = bancard.requests.length;
    await app.payments.service.reconcile(0);
    await app.payments.service.reconcile(0);
    expect(askedFor(payment.codigo, before)).toEqual([]);
  });

  it('a rollback answered AlreadyRollbackedError (its first answer lost) closes the payment as expired instead of retrying forever', async () => {
    const { codigo, payment } = await singleBuy();
    await sql`UPDATE payments SET expires_at = now() - interval '1 second' WHERE codigo = ${payment.codigo}`.execute(app.db);
    // an earlier rollback reached Bancard but its answer did not reach the shop
    bancard.processes.get(payment.codigo)!.state = 'rolledback';
    await app.payments.service.reconcile(0);
    const rollback = [...bancard.requests].reverse().find((r) => r.path.endsWith('/single_buy/rollback') && r.body.operation?.shop_process_id === payment.codigo);
    expect(rollback).toBeTruthy();
    expect((await paymentOf(codigo)).estado).toBe('EXPIRADO');
    expect(await events(payment.codigo)).toEqual([`cierre:cerrado:${payment.codigo}`]);
    const before = bancard.requests.length;
    await app.payments.service.reconcile(0);
    expect(askedFor(payment.codigo, before)).toEqual([]);
  });

  it('the client takes AlreadyRollbackedError as the rollback done and as get_confirmation’s closed answer', async () => {
    const c = new BancardClient({ ...KEYS, baseUrl: bancard.url, timeoutMs: 1500, charge3ds: true });
    const { payment, process } = await singleBuy();
    await bancard.pay(process.processId, { approved: true, callback: false });
    await c.rollback(payment.codigo);
    await expect(c.rollback(payment.codigo)).resolves.toBeUndefined();
    await expect(c.getConfirmation(payment.codigo)).resolves.toEqual({ kind: 'rolledback', description: 'Ya existe un pedido de rollback' });
  });
});

describe('Zimple: a single_buy with zimple "S", paid in Zimple’s own frame', () => {
  it('sends zimple "S" with the wallet’s phone in additional_data; its process opens in /checkout/zimple/new only, and the code pays it', async () => {
    const order = await placeOrder();
    const res = await start(order.codigo, 'zimple', { telefono: '0981123456' });
    expect(res.statusCode, res.body).toBe(200);
    const payment = await paymentOf(order.codigo);
    const sent = lastRequest('/single_buy').body.operation!;
    expect(sent).toMatchObject({ shop_process_id: payment.codigo, zimple: 'S', additional_data: '0981123456', amount: formatAmount(order.total), currency: 'PYG' });
    const processId = res.json().process_id as string;
    expect(processId).toBe(bancard.processes.get(payment.codigo)!.processId);
    // Bancard's card frame is not where a Zimple payment is made
    expect((await fetch(`${bancard.url}/checkout/new?process_id=${processId}`)).status).toBe(404);
    const frame = await fetch(`${bancard.url}/checkout/zimple/new?process_id=${processId}`);
    expect(frame.status).toBe(200);
    expect(await frame.text()).toContain('Código recibido');
    const paid = await fetch(`${bancard.url}/checkout/zimple/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ process_id: processId, code: '1234' }).toString(),
    });
    expect(await paid.text()).toContain('"message":"payment_success"');
    expect(await orderState(order.codigo)).toBe('PROC');
  });

  it('a card payment’s process does not open in Zimple’s frame, nor does it send zimple', async () => {
    const { answer } = await singleBuy();
    expect(lastRequest('/single_buy').body.operation).not.toHaveProperty('zimple');
    expect((await fetch(`${bancard.url}/checkout/zimple/new?process_id=${answer.process_id}`)).status).toBe(404);
  });
});

describe('BANCARD_CHARGE_3DS: extra_response_attributes on a charge by alias_token', () => {
  const settingsOf = (env: Record<string, string>) => bancardSettings(loadConfig({ PAYMENT_PROVIDER_CARDS: 'bancard', BANCARD_PUBLIC_KEY: KEYS.publicKey, BANCARD_PRIVATE_KEY: KEYS.privateKey, BANCARD_BASE_URL: bancard.url, ...env }))!;
  const charge = (c: BancardClient, shopProcessId: number, aliasToken: string) => c.charge({ shopProcessId, monto: 1000, aliasToken, description: 'x', returnUrl: 'http://x' });
  /** A registered card without 3-D Secure and its fresh alias token. */
  async function plainCard() {
    const plainId = bancard.cards.get(customer)!.find((c) => !c.threeDs && !c.card_masked_number.endsWith('0002'))?.card_id;
    if (plainId === undefined) {
      const started = (await app.inject({ method: 'GET', url: '/api/bancard/catastro', headers: { ...APP_AUTH, ...cliente } })).json();
      bancard.registerCard(started.process_id, { number: '4242424242424242' });
    }
    const list = (await app.inject({ method: 'GET', url: '/api/bancard/tarjetas', headers: { ...APP_AUTH, ...cliente } })).json().data.cards as { card_id: number; alias_token: string }[];
    const id = plainId ?? bancard.cards.get(customer)!.find((c) => !c.threeDs && !c.card_masked_number.endsWith('0002'))!.card_id;
    return list.find((c) => c.card_id === id)!.alias_token;
  }

  it('is on unless set off (the specification says to always send it)', () => {
    expect(settingsOf({}).charge3ds).toBe(true);
    expect(settingsOf({ BANCARD_CHARGE_3DS: 'off' }).charge3ds).toBe(false);
    expect(settingsOf({ BANCARD_CHARGE_3DS: 'false' }).charge3ds).toBe(false);
  });

  it('a merchant without the 3-D Secure product: charges carrying it are refused; set off, the charge goes through without it', async () => {
    const alias = await plainCard();
    bancard.threeDsProduct = false;
    try {
      const refused = await charge(new BancardClient(settingsOf({})), 990101, alias).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(BancardError);
      expect((refused as BancardError).key).toBe('UnauthorizedOperationError');
      const decided = await charge(new BancardClient(settingsOf({ BANCARD_CHARGE_3DS: 'off' })), 990102, alias);
      expect(decided).toMatchObject({ kind: 'decided', confirmation: { response: 'S', response_code: '00' } });
      expect(lastRequest('/charge').body.operation).not.toHaveProperty('extra_response_attributes');
    } finally {
      bancard.threeDsProduct = true;
    }
  });
});

describe('also real by configuration', () => {
  it('the maps get the configured MapLibre style through the shop parameters', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/parametros' });
    expect(res.json().results.MAP_STYLE_URL).toBe('https://tiles.botica.test/styles/basic/style.json');
  });
});

describe('the stand-in holds the shop to the protocol', () => {
  const client = (privateKey = KEYS.privateKey) => new BancardClient({ publicKey: KEYS.publicKey, privateKey, baseUrl: bancard.url, timeoutMs: 1500, charge3ds: true });

  it('rejects a wrong token', async () => {
    await expect(client('otra-clave').singleBuy({ shopProcessId: 990001, monto: 1000, description: 'x', returnUrl: 'http://x', cancelUrl: 'http://x' })).rejects.toMatchObject({ key: 'InvalidTokenError' });
  });

  it('rejects an amount not written "NNNN.00"', async () => {
    const res = await fetch(`${bancard.url}/vpos/api/0.3/single_buy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ public_key: KEYS.publicKey, operation: { token: tokens.singleBuy(KEYS.privateKey, 990002, '1000'), shop_process_id: 990002, amount: '1000', currency: 'PYG' } }),
    });
    expect(((await res.json()) as { messages: { key: string }[] }).messages[0]!.key).toBe('InvalidAmountError');
  });

  it('rejects a replayed shop_process_id', async () => {
    const order = { shopProcessId: 990003, monto: 1000, description: 'x', returnUrl: 'http://x', cancelUrl: 'http://x' };
    expect(await client().singleBuy(order)).toMatch(/\w+/);
    const replay = await client().singleBuy(order).catch((e: unknown) => e);
    expect(replay).toBeInstanceOf(BancardError);
    expect((replay as BancardError).key).toBe('InvalidOperationError');
  });

  it('the shop never sends an amount other than whole guaraníes', () => {
    expect(formatAmount(15000)).toBe('15000.00');
    expect(() => formatAmount(15000.5)).toThrow(RangeError);
    expect(() => formatAmount(0)).toThrow(RangeError);
  });
});

describe('the stand-in’s checkout script and frames (what the browser meets)', () => {
  const form = (path: string, fields: Record<string, string>) =>
    fetch(`${bancard.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

  it('serves bancard-checkout 4.0.0 at the protocol’s path, mounting its frames with the process_id', async () => {
    const res = await fetch(`${bancard.url}/checkout/javascript/dist/bancard-checkout-4.0.0.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    const js = await res.text();
    expect(js).toContain('"Zimple":"/checkout/zimple/new"');
    expect(js).toContain('"Cards":"/checkout/register_card/new"');
    expect(js).toContain('responseHandler');
  });

  it('the payment frame confirms to the shop (signed) before posting payment_success; a used process cannot be paid again', async () => {
    const { codigo, process } = await singleBuy();
    const page = await fetch(`${bancard.url}/checkout/new?process_id=${process.processId}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Número de tarjeta');
    const paid = await form('/checkout/pay', { process_id: process.processId, number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('"message":"payment_success"');
    expect(await orderState(codigo)).toBe('PROC');
    const again = await form('/checkout/pay', { process_id: process.processId, number: '4242 4242 4242 4242' });
    expect(again.status).toBe(409);
    expect((await fetch(`${bancard.url}/checkout/new?process_id=${process.processId}`)).status).toBe(404);
  });

  it('a card declined in the frame posts payment_fail with Bancard’s description and leaves the order waiting', async () => {
    const { codigo, process } = await singleBuy();
    const declined = await form('/checkout/pay', { process_id: process.processId, number: '4000000000000002' });
    const body = await declined.text();
    expect(body).toContain('"message":"payment_fail"');
    expect(body).toContain('Tarjeta no habilitada');
    expect(await orderState(codigo)).toBe('GENE');
  });

  it('the catastro frame registers the card and posts add_new_card_success; the shop then lists it', async () => {
    const api = (method: 'GET' | 'POST', url: string, payload?: unknown) => app.inject({ method, url: `/api${url}`, headers: { ...APP_AUTH, ...cliente }, ...(payload ? { payload } : {}) });
    const { process_id, card_id } = (await api('GET', '/bancard/catastro')).json();
    expect((await fetch(`${bancard.url}/checkout/register_card/new?process_id=${process_id}`)).status).toBe(200);
    const done = await form('/checkout/register_card', { process_id, number: '5555555555554444' });
    expect(await done.text()).toContain('"message":"add_new_card_success"');
    const confirmed = await api('POST', '/bancard/catastro', { card_id });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().result).toMatchObject({ card_id, card_brand: 'Mastercard', card_masked_number: '5555 55** **** 4444' });
    expect((await form('/checkout/register_card', { process_id, number: '5555555555554444' })).status).toBe(409);
  });
});
