import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tokens } from '../../src/modules/payments/providers/bancard/bancard.protocol.js';

/**
 * A local stand-in of Bancard vPOS 2.0 for the tests, following the published protocol (decision 061): every
 * operation checks the public key, its md5 token, the amount written "NNNN.00" and the currency "PYG", and refuses
 * a shop_process_id (or card_id) used twice. It answers like vPOS and sends the shop the confirmation callback
 * (`deliver`), signed with the confirm token. What a cardholder does in Bancard's frames the tests do through
 * `pay` and `registerCard`.
 */
export interface StandInOptions {
  publicKey: string;
  privateKey: string;
  /** Sends the confirmation callback's body to the shop (an HTTP POST, or app.inject in the API tests). */
  deliver: (body: string) => Promise<unknown>;
  /** The port to listen on (0, the default: any free one). */
  port?: number;
}

/**
 * Where the checkout script mounts each form's frame (`?process_id=` added; `?alias_token=` for Confirmation): the
 * paths of Bancard's published script. The stand-in serves the frames of the forms the shop uses; the other two
 * (preauthorization, the PIN pad of an alias token) answer 404.
 */
export const STAND_IN_FRAMES = {
  Checkout: '/checkout/new',
  Cards: '/checkout/register_card/new',
  Zimple: '/checkout/zimple/new',
  Confirmation: '/alias_token/confirmation/new',
  Preauthorization: '/checkout/preauthorization/new',
  Charge3DS: '/checkout/charge_3ds/new',
} as const;
/** The code Zimple's frame accepts (the one the specification gives for Zimple's tests). */
export const ZIMPLE_TEST_CODE = '1234';
export const CHECKOUT_SCRIPT_PATH = '/checkout/javascript/dist/bancard-checkout-4.0.0.js';

interface Process {
  kind: 'single_buy' | 'charge';
  shopProcessId: number;
  amount: string;
  processId: string;
  state: 'open' | 'decided' | 'rolledback';
  confirmation: Record<string, unknown> | null;
  aliasToken?: string;
  /** A Zimple single_buy (`zimple: "S"`, the phone in additional_data): it opens in Zimple's frame only. */
  zimple?: { phone: string };
}

interface Card {
  card_id: number;
  alias_token: string;
  card_masked_number: string;
  expiration_date: string;
  card_brand: string;
  card_type: string;
  threeDs: boolean;
}

const AMOUNT = /^\d+\.\d{2}$/;

export class BancardStandIn {
  readonly processes = new Map<number, Process>();
  readonly cards = new Map<number, Card[]>();
  private readonly registrations = new Map<string, { cardId: number; userId: number; done: boolean }>();
  private readonly usedCardIds = new Set<number>();
  /** Every request received: path and operation, for assertions on what the shop sent. */
  readonly requests: { method: string; path: string; body: { public_key?: string; operation?: Record<string, unknown> } }[] = [];
  /** Makes the next calls hang past the shop's timeout (a silent provider). */
  silent = false;
  /**
   * Whether the merchant has Bancard's 3-D Secure product. Without it a charge carrying `extra_response_attributes`
   * is refused (the stand-in answers UnauthorizedOperationError), as merchants without it report.
   */
  threeDsProduct = true;
  /** Where a charge's outcome comes: under `operation` (as the specification shows it) or `confirmation`. */
  chargeAnswerUnder: 'operation' | 'confirmation' = 'operation';
  private server: Server | null = null;
  url = '';

  constructor(private readonly o: StandInOptions) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server!.listen(this.o.port ?? 0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }

  // ---- what a cardholder does in the frames (the tests call these directly)

  /** The cardholder pays (or is declined) in the frame; `callback: false` loses the confirmation on the way. */
  async pay(processId: string, o: { approved: boolean; callback?: boolean } = { approved: true }) {
    const p = [...this.processes.values()].find((x) => x.processId === processId);
    if (!p || p.state !== 'open') throw new Error(`no open process ${processId}`);
    p.state = 'decided';
    p.confirmation = this.confirmation(p, o.approved);
    if (o.callback !== false) await this.o.deliver(this.callbackBody(p));
    return p;
  }

  /** The confirmation callback's body of a decided process (tests replay or alter it). */
  callbackBody(p: Process, alter: (op: Record<string, unknown>) => void = () => undefined): string {
    const operation = { ...p.confirmation!, token: tokens.confirm(this.o.privateKey, p.shopProcessId, p.amount, 'PYG') };
    alter(operation);
    return JSON.stringify({ operation });
  }

  /** The cardholder completes the catastro frame: the card is registered under the card_id the shop chose. */
  registerCard(processId: string, o: { number?: string; threeDs?: boolean } = {}) {
    const r = this.registrations.get(processId);
    if (!r || r.done) throw new Error(`no open registration ${processId}`);
    r.done = true;
    const number = o.number ?? '4242424242424242';
    const list = this.cards.get(r.userId) ?? [];
    list.push({
      card_id: r.cardId,
      alias_token: this.alias(),
      card_masked_number: `${number.slice(0, 4)} ${number.slice(4, 6)}** **** ${number.slice(-4)}`,
      expiration_date: '12/29',
      card_brand: number.startsWith('5') ? 'Mastercard' : 'Visa',
      card_type: 'credit',
      threeDs: o.threeDs ?? false,
    });
    this.cards.set(r.userId, list);
    return { card_id: r.cardId };
  }

  private alias = () => randomBytes(24).toString('hex');

  private confirmation(p: Process, approved: boolean): Record<string, unknown> {
    return {
      shop_process_id: p.shopProcessId,
      response: approved ? 'S' : 'N',
      response_details: approved ? 'Procesado Satisfactoriamente' : 'Transaccion denegada',
      amount: p.amount,
      currency: 'PYG',
      authorization_number: approved ? String(100000 + p.shopProcessId) : null,
      ticket_number: String(200000 + p.shopProcessId),
      response_code: approved ? '00' : '05',
      response_description: approved ? 'Transaccion aprobada' : 'Tarjeta no habilitada',
      extended_response_description: null,
      security_information: { customer_ip: '127.0.0.1', card_source: 'L', card_country: 'PARAGUAY', version: '0.3', risk_index: 0 },
    };
  }

  // ---- the protocol's HTTP side

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (this.silent) return; // never answers: the shop's timeout ends the call
    const url = new URL(req.url ?? '/', this.url);
    if (url.pathname.startsWith('/checkout/')) return this.browser(req.method ?? 'GET', url, Buffer.concat(chunks).toString('utf8'), res);
    let body: { public_key?: string; operation?: Record<string, unknown> } = {};
    try {
      body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
    } catch {
      return this.send(res, 400, error('InvalidJsonError', 'JSON inválido'));
    }
    this.requests.push({ method: req.method ?? '', path: url.pathname, body });
    const api = /^\/vpos\/api\/0\.3(\/.*)$/.exec(url.pathname)?.[1];
    if (!api) return this.send(res, 404, error('NotFoundError', 'Recurso inexistente'));
    if (body.public_key !== this.o.publicKey) return this.send(res, 401, error('InvalidPublicKeyError', 'Clave pública inválida'));
    const op = body.operation ?? {};
    const [status, answer] = this.operate(req.method ?? 'POST', api, op);
    return this.send(res, status, answer);
  }

  private operate(method: string, path: string, op: Record<string, unknown>): [number, unknown] {
    const key = this.o.privateKey;
    const spid = Number(op.shop_process_id);
    const badToken = (expected: string) => op.token !== expected;
    const amountError = () => (typeof op.amount !== 'string' || !AMOUNT.test(op.amount) ? error('InvalidAmountError', 'Formato de monto inválido') : op.currency !== 'PYG' ? error('InvalidCurrencyError', 'Moneda inválida') : null);

    if (method === 'POST' && (path === '/single_buy' || path === '/charge')) {
      const bad = amountError();
      if (bad) return [400, bad];
      const amount = op.amount as string;
      const expected = path === '/single_buy' ? tokens.singleBuy(key, spid, amount) : tokens.charge(key, spid, amount, String(op.alias_token));
      if (!Number.isInteger(spid) || badToken(expected)) return [403, error('InvalidTokenError', 'Token inválido')];
      if (this.processes.has(spid)) return [400, error('InvalidOperationError', 'Payment process has already been taken')];
      if (path === '/single_buy') {
        const zimple = op.zimple === 'S';
        if (zimple && (typeof op.additional_data !== 'string' || !/^09\d{8}$/.test(op.additional_data))) return [400, error('InvalidOperationError', 'Zimple: el celular va en additional_data')];
        const p: Process = { kind: 'single_buy', shopProcessId: spid, amount, processId: this.alias().slice(0, 20), state: 'open', confirmation: null, ...(zimple ? { zimple: { phone: op.additional_data as string } } : {}) };
        this.processes.set(spid, p);
        return [200, { status: 'success', process_id: p.processId }];
      }
      const asks3ds = Array.isArray(op.extra_response_attributes) && op.extra_response_attributes.includes('confirmation.process_id');
      if (op.extra_response_attributes !== undefined && !this.threeDsProduct) return [400, error('UnauthorizedOperationError', 'El comercio no tiene habilitado 3-D Secure')];
      const card = [...this.cards.values()].flat().find((c) => c.alias_token === op.alias_token);
      if (!card) return [400, error('InvalidAliasTokenError', 'Alias token inválido')];
      const p: Process = { kind: 'charge', shopProcessId: spid, amount, processId: this.alias().slice(0, 20), state: 'open', confirmation: null, aliasToken: card.alias_token };
      this.processes.set(spid, p);
      // as the specification shows it: 3-D Secure empties every field but the frame's process id, which comes only
      // when the charge asked for it (extra_response_attributes); the outcome otherwise comes in `operation` (its
      // amount as a number), neither with a `status`
      const under = this.chargeAnswerUnder;
      if (card.threeDs) return [200, { [under]: { token: null, process_id: asks3ds ? p.processId : null, shop_process_id: null, response: null, response_code: null, amount: null, currency: null } }];
      p.state = 'decided';
      p.confirmation = this.confirmation(p, !card.card_masked_number.endsWith('0002'));
      return [200, { [under]: { ...p.confirmation, amount: Number.parseFloat(amount), process_id: null, token: tokens.confirm(key, spid, amount, 'PYG') } }];
    }
    if (method === 'POST' && path === '/single_buy/confirmations') {
      if (badToken(tokens.getConfirmation(key, spid))) return [403, error('InvalidTokenError', 'Token inválido')];
      const p = this.processes.get(spid);
      // a payment rolled back after it was paid is closed at Bancard: get_confirmation names it (one of its message
      // keys in v1.22); one rolled back before anyone paid it has no payment to tell of
      if (p?.state === 'rolledback' && p.confirmation) return [200, error('AlreadyRollbackedError', 'Ya existe un pedido de rollback')];
      if (!p || p.state !== 'decided') return [200, error('PaymentNotFoundError', 'Pago no encontrado')];
      return [200, { status: 'success', confirmation: { ...p.confirmation, token: tokens.confirm(key, spid, p.amount, 'PYG') } }];
    }
    if (method === 'POST' && path === '/single_buy/rollback') {
      if (badToken(tokens.rollback(key, spid))) return [403, error('InvalidTokenError', 'Token inválido')];
      const p = this.processes.get(spid);
      if (!p) return [200, error('PaymentNotFoundError', 'Pago no encontrado')];
      if (p.state === 'rolledback') return [400, error('AlreadyRollbackedError', 'Ya existe un pedido de rollback')];
      p.state = 'rolledback';
      return [200, { status: 'success', messages: [{ key: 'RollbackSuccessful', level: 'info', dsc: 'Reversión exitosa' }] }];
    }
    if (method === 'POST' && path === '/cards/new') {
      const cardId = Number(op.card_id);
      const userId = Number(op.user_id);
      if (badToken(tokens.cardsNew(key, cardId, userId))) return [403, error('InvalidTokenError', 'Token inválido')];
      if (this.usedCardIds.has(cardId)) return [400, error('InvalidOperationError', 'Card id has already been taken')];
      this.usedCardIds.add(cardId);
      const processId = this.alias().slice(0, 20);
      this.registrations.set(processId, { cardId, userId, done: false });
      return [200, { status: 'success', process_id: processId }];
    }
    const users = /^\/users\/(\d+)\/cards$/.exec(path);
    if (users) {
      const userId = Number(users[1]);
      if (method === 'POST') {
        if (badToken(tokens.usersCards(key, userId))) return [403, error('InvalidTokenError', 'Token inválido')];
        // the alias tokens are temporary: each list hands out new ones
        const list = this.cards.get(userId) ?? [];
        for (const c of list) c.alias_token = this.alias();
        return [200, { status: 'success', cards: list.map(({ threeDs: _unused, ...c }) => c) }];
      }
      if (method === 'DELETE') {
        const alias = String(op.alias_token);
        if (badToken(tokens.deleteCard(key, userId, alias))) return [403, error('InvalidTokenError', 'Token inválido')];
        const list = this.cards.get(userId) ?? [];
        const i = list.findIndex((c) => c.alias_token === alias);
        if (i < 0) return [400, error('InvalidAliasTokenError', 'Alias token inválido')];
        list.splice(i, 1);
        return [200, { status: 'success' }];
      }
    }
    return [404, error('NotFoundError', 'Operación inexistente')];
  }

  // ---- what the cardholder's browser meets: the checkout script and the frames

  private async browser(method: string, url: URL, body: string, res: ServerResponse) {
    const html = (status: number, title: string, content: string) =>
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${content}</main></body></html>`);
    /** The frame's outcome, posted to the page that framed it (the script checks that it comes from this origin). */
    const post = (title: string, message: Record<string, unknown>) =>
      html(200, title, `<script>window.parent.postMessage(${JSON.stringify(message).replace(/</g, '\\u003c')}, '*');</script>`);
    const form = new URLSearchParams(body);
    const processId = url.searchParams.get('process_id') ?? form.get('process_id') ?? '';

    /** The open process of `processId` that pays in `frame`'s form: a card's single_buy, Zimple's, or a charge's 3-D Secure. */
    const openIn = (frame: 'Checkout' | 'Zimple' | 'Charge3DS') =>
      [...this.processes.values()].find(
        (x) => x.processId === processId && x.state === 'open' && (frame === 'Charge3DS' ? x.kind === 'charge' : x.kind === 'single_buy' && Boolean(x.zimple) === (frame === 'Zimple')),
      );
    const gone = (status: number) => html(status, 'Proceso inexistente', '<p>El proceso de pago no existe, ya fue usado o no es de este formulario.</p>');
    const decide = async (approved: boolean) => {
      const c = (await this.pay(processId, { approved })).confirmation!;
      return c.response === 'S'
        ? post('Pago aprobado', { message: 'payment_success', details: { shop_process_id: c.shop_process_id, authorization_number: c.authorization_number } })
        : post('Pago rechazado', { message: 'payment_fail', details: String(c.response_description) });
    };

    if (method === 'GET' && url.pathname === CHECKOUT_SCRIPT_PATH) {
      return res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(STAND_IN_CHECKOUT_JS);
    }
    if (method === 'GET' && (url.pathname === STAND_IN_FRAMES.Checkout || url.pathname === STAND_IN_FRAMES.Charge3DS)) {
      const p = openIn(url.pathname === STAND_IN_FRAMES.Checkout ? 'Checkout' : 'Charge3DS');
      if (!p) return gone(404);
      return html(200, 'Pago con tarjeta', cardForm('/checkout/pay', processId, `Monto: ${escapeHtml(p.amount)} PYG`, 'Pagar'));
    }
    if (method === 'POST' && url.pathname === '/checkout/pay') {
      if (!openIn('Checkout') && !openIn('Charge3DS')) return gone(409);
      const number = (form.get('number') ?? '').replace(/\s+/g, '');
      return decide(!number.endsWith('0002'));
    }
    if (method === 'GET' && url.pathname === STAND_IN_FRAMES.Zimple) {
      const p = openIn('Zimple');
      if (!p) return gone(404);
      return html(200, 'Pago con Zimple', zimpleForm(processId, p.zimple!.phone, p.amount));
    }
    if (method === 'POST' && url.pathname === '/checkout/zimple/pay') {
      if (!openIn('Zimple')) return gone(409);
      return decide(form.get('code') === ZIMPLE_TEST_CODE);
    }
    if (method === 'GET' && url.pathname === STAND_IN_FRAMES.Cards) {
      const r = this.registrations.get(processId);
      if (!r || r.done) return html(404, 'Proceso inexistente', '<p>El registro de tarjeta no existe o ya fue usado.</p>');
      return html(200, 'Registro de tarjeta', cardForm('/checkout/register_card', processId, '', 'Agregar tarjeta'));
    }
    if (method === 'POST' && url.pathname === '/checkout/register_card') {
      const r = this.registrations.get(processId);
      if (!r || r.done) return html(409, 'Proceso inexistente', '<p>El registro de tarjeta no existe o ya fue usado.</p>');
      this.registerCard(processId, { number: (form.get('number') ?? '').replace(/\s+/g, '') || undefined });
      return post('Tarjeta registrada', { message: 'add_new_card_success', details: null });
    }
    return html(404, 'Recurso inexistente', '');
  }

  private send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }
}

const error = (key: string, dsc: string) => ({ status: 'error', messages: [{ key, level: 'error', dsc }] });

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The card form of the stand-in's frames (number, expiry, CVV), posted to the stand-in itself. */
const cardForm = (action: string, processId: string, note: string, button: string) => `
<form method="post" action="${action}">
  ${note ? `<p>${note}</p>` : ''}
  <input type="hidden" name="process_id" value="${escapeHtml(processId)}">
  <label>Número de tarjeta <input name="number" inputmode="numeric" autocomplete="cc-number" required></label>
  <label>Vencimiento (MM/AA) <input name="expiry" autocomplete="cc-exp" required></label>
  <label>CVV <input name="cvv" inputmode="numeric" autocomplete="cc-csc" required></label>
  <button type="submit">${button}</button>
</form>`;

/** Zimple's frame: the code sent by SMS to the wallet's phone, posted to the stand-in itself. */
const zimpleForm = (processId: string, phone: string, amount: string) => `
<form method="post" action="/checkout/zimple/pay">
  <p>Monto: ${escapeHtml(amount)} PYG. Enviamos un código al ${escapeHtml(phone)}.</p>
  <input type="hidden" name="process_id" value="${escapeHtml(processId)}">
  <label>Código recibido <input name="code" inputmode="numeric" autocomplete="one-time-code" required></label>
  <button type="submit">Pagar</button>
</form>`;

/**
 * The stand-in's bancard-checkout 4.0.0, written from the published script's behaviour: the `Bancard` global with
 * exactly its forms (`Checkout`, `Cards`, `Zimple`, `Preauthorization`, `Charge3DS.createForm(divId, processId,
 * options)`, `Confirmation.loadPinPad(divId, aliasToken, options)`) mounting the frame at `{origin}{path}?process_id=…`,
 * `destroy()`, and the frame's messages (from this origin only) handed to `options.responseHandler`, an
 * `iframeHeight` setting the frame's height. `test/bancard-checkout-script.test.ts` holds it to the published list.
 */
export const STAND_IN_CHECKOUT_JS = `(function (window) {
  'use strict';
  var document = window.document;
  var current = document.currentScript;
  var origin = new URL(current.src).origin;
  var FRAMES = ${JSON.stringify(STAND_IN_FRAMES)};
  var state = { divId: null, handler: null, frame: null };
  function listener(event) {
    if (event.origin !== origin || !state.frame || event.source !== state.frame.contentWindow) return;
    var data = event.data || {};
    if (typeof data.iframeHeight !== 'undefined') { state.frame.style.minHeight = data.iframeHeight + 'px'; return; }
    if (state.handler) state.handler(data);
  }
  function mount(kind, param, label) {
    return function (divId, value, options) {
      if (typeof divId !== 'string' || divId === '') throw new Error('Div id must be a non empty string.');
      if (typeof value !== 'string' || value === '') throw new Error(label + ' must be a non empty string.');
      var container = document.getElementById(divId);
      if (!container) throw new Error('Div with id: ' + divId + ' could not be found.');
      var iframe = document.createElement('iframe');
      iframe.src = origin + FRAMES[kind] + '?' + param + '=' + encodeURIComponent(value);
      iframe.style.width = '100%';
      iframe.style.height = '100%';
      iframe.style.borderWidth = '0px';
      container.innerHTML = '';
      container.appendChild(iframe);
      state.divId = divId;
      state.frame = iframe;
      state.handler = options && typeof options.responseHandler === 'function' ? options.responseHandler : null;
      window.removeEventListener('message', listener);
      window.addEventListener('message', listener);
    };
  }
  function Bancard() {}
  Bancard.prototype.Checkout = { createForm: mount('Checkout', 'process_id', 'Process id') };
  Bancard.prototype.Cards = { createForm: mount('Cards', 'process_id', 'Process id') };
  Bancard.prototype.Zimple = { createForm: mount('Zimple', 'process_id', 'Process id') };
  Bancard.prototype.Confirmation = { loadPinPad: mount('Confirmation', 'alias_token', 'Alias token') };
  Bancard.prototype.Preauthorization = { createForm: mount('Preauthorization', 'process_id', 'Process id') };
  Bancard.prototype.Charge3DS = { createForm: mount('Charge3DS', 'process_id', 'Process id') };
  Bancard.prototype.destroy = function () {
    window.removeEventListener('message', listener);
    var container = state.divId && document.getElementById(state.divId);
    if (container) container.innerHTML = '';
    state.divId = null; state.frame = null; state.handler = null;
  };
  if (typeof window.Bancard === 'undefined') window.Bancard = new Bancard();
})(window);
`;
