import { formatGsText } from '@botica/shared-contracts/format/money';
import { SHOP_TIME_ZONE } from '@botica/shared-contracts/time/clock';
import { randomBytes } from 'node:crypto';
import { checkoutFormFor } from '@botica/shared-contracts/payments/bancard-checkout';
import { ADD_CARD_SUCCESS, PAYMENT_SUCCESS, ROLLBACK_RECALCULATED } from '@botica/shared-contracts/payments/methods';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../sandbox/sandbox.html.js';
import { cardMaskOf, cardRegistration, latestLinks, type PaymentRow, paymentBy, recentPayments } from './payments.repository.js';
import { createPaymentLink } from './payment-links.js';
import { SANDBOX_CHECKOUT_JS } from './sandbox/checkout-script.js';
import { sendCallback } from './sandbox/decide.js';
import { postToParent, providerCsp, providerPage } from './sandbox/frame.html.js';
import { qrPng, SANDBOX_BANCARD, SANDBOX_CHECKOUT_SCRIPT, SANDBOX_FRAMES } from './providers/sandbox.provider.js';
import { THREE_DS_CODE, TEST_CARDS, TIGO_PIN, ZIMPLE_CODE, cardFormError, digits, mask } from './sandbox/test-cards.js';

type Form = Record<string, string | undefined>;
const ID = /^[A-Za-z0-9_-]{8,64}$/;
const nonce = () => randomBytes(16).toString('base64');

function send(reply: FastifyReply, html: (n: string) => string, status = 200) {
  const n = nonce();
  return reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').header('Content-Security-Policy', providerCsp(n)).send(html(n));
}

const cardForm = (action: string, error: string | null, monto: number) => `<h1>Pago con tarjeta</h1>
<p class="nota">Monto: ${formatGsText(monto)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}">
<label>Número de tarjeta <input name="numero" inputmode="numeric" autocomplete="cc-number" required></label>
<div class="fila"><label>Vencimiento (MM/AA) <input name="vencimiento" required></label>
<label>CVV <input name="cvv" inputmode="numeric" required></label></div>
<label>Titular <input name="titular"></label>
<button type="submit">Pagar</button></form>`;

const threeDsForm = (action: string, tarjeta: string, error: string | null) => `<h1>Autenticación 3-D Secure</h1>
<p>Tu banco pide confirmar la compra con la tarjeta ${escapeHtml(tarjeta)}.</p>
<p class="nota">Ingresá el código enviado por tu banco (sandbox: ${THREE_DS_CODE}).</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}">
<label>Código de verificación <input name="codigo" inputmode="numeric" required></label>
<button type="submit">Confirmar</button>
<button type="submit" name="cancelar" value="1" class="secundario">Cancelar</button></form>`;

const zimpleForm = (action: string, telefono: string | null, monto: number, error: string | null) => `<h1>Pago con Zimple</h1>
<p>Te enviamos un código por SMS${telefono ? ` al ${escapeHtml(telefono)}` : ''}: ingresalo para pagar ${formatGsText(monto)} con tu billetera Zimple.</p>
<p class="nota">Sandbox: el código ${ZIMPLE_CODE} aprueba; otro código rechaza.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}">
<label>Código recibido <input name="codigo" inputmode="numeric" autocomplete="one-time-code" required></label>
<button type="submit">Pagar</button></form>`;

/** A process id given as the frame's query (`?process_id=`), as the checkout script mounts the frames. */
const processIdOf = (query: unknown) => String((query as Form | undefined)?.process_id ?? '');

/** The provider pages of every sandbox method, and the console block to pay, reject or reverse. */
export default async function sandboxPaymentRoutes(app: FastifyInstance) {
  const pending = async (processId: string, proveedor: string[]): Promise<PaymentRow | null> => {
    if (!ID.test(processId)) return null;
    const p = await paymentBy(app.db, 'process_id', processId);
    return p && proveedor.includes(p.proveedor) ? p : null;
  };
  const closed = (reply: FastifyReply) =>
    send(reply, (n) => providerPage('Pago', '<p class="error">Este proceso de pago ya no está disponible.</p>', n, postToParent({ message: 'payment_error', details: 'Proceso de pago no disponible' })), 410);

  /** The frame's last page: it tells the shop how the payment ended. */
  async function finish(reply: FastifyReply, p: PaymentRow, aprobado: boolean, descripcion: string, numeroTarjeta: string | null) {
    const { answer } = await sendCallback(app, p, { tipo: 'pago', aprobado, descripcion, numeroTarjeta });
    const applied = answer.ok && answer.result?.estado === (aprobado ? 'APROBADO' : 'RECHAZADO');
    const ok = aprobado && applied;
    const message = ok
      ? { message: PAYMENT_SUCCESS, details: { process_id: p.process_id, peticionCodigo: p.order_codigo } }
      : { message: 'payment_error', details: aprobado ? 'El pago no pudo confirmarse: el proceso venció.' : descripcion };
    return send(reply, (n) => providerPage('Pago', ok ? '<p class="ok">Pago aprobado.</p>' : `<p class="error">${escapeHtml(String(message.details))}</p>`, n, postToParent(message)));
  }

  // ---- the checkout script the payment pages load (the card provider's own when Bancard is configured)
  app.get(SANDBOX_CHECKOUT_SCRIPT, { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(SANDBOX_CHECKOUT_JS),
  );

  // ---- the frames, where the checkout script mounts them (Bancard's paths under /sandbox/bancard, `?process_id=`);
  // each opens only the payments of its own form, as Bancard's do
  /** A pending payment of the card provider that pays in `form`'s frame. */
  const pendingIn = async (processId: string, form: 'Checkout' | 'Zimple') => {
    const p = await pending(processId, ['sandbox-tarjeta']);
    return p && p.estado === 'PENDIENTE' && checkoutFormFor(p.metodo) === form ? p : null;
  };
  const frame = (form: keyof typeof SANDBOX_FRAMES) => `${SANDBOX_BANCARD}${SANDBOX_FRAMES[form]}`;

  // ---- card frame (pago_unico, itau, itau_amex, pago_unico_cu, credito_debito)
  const checkoutFrame = async (processId: string, reply: FastifyReply) => {
    const p = await pendingIn(processId, 'Checkout');
    if (!p) return closed(reply);
    return send(reply, (n) => providerPage('Pago con tarjeta', cardForm(`/sandbox/pagos/checkout/${p.process_id}`, null, p.monto), n));
  };
  app.get<{ Querystring: Form }>(frame('Checkout'), { schema: { hide: true } }, (req, reply) => checkoutFrame(processIdOf(req.query), reply));
  app.get<{ Params: { id: string } }>('/sandbox/pagos/checkout/:id', { schema: { hide: true } }, (req, reply) => checkoutFrame(req.params.id, reply));
  app.post<{ Params: { id: string }; Body: Form }>('/sandbox/pagos/checkout/:id', { schema: { hide: true } }, async (req, reply) => {
    const p = await pendingIn(req.params.id, 'Checkout');
    if (!p) return closed(reply);
    const body = req.body ?? {};
    const error = cardFormError(body);
    if (error) return send(reply, (n) => providerPage('Pago con tarjeta', cardForm(`/sandbox/pagos/checkout/${p.process_id}`, error, p.monto), n), 422);
    const numero = digits(body.numero);
    const card = TEST_CARDS[numero];
    if (!card) return finish(reply, p, false, 'Tarjeta no habilitada en el sandbox: use una tarjeta de prueba.', mask(numero));
    if (card.resultado === '3ds') {
      return send(reply, (n) => providerPage('3-D Secure', threeDsForm(`/sandbox/pagos/3ds/${p.process_id}?t=${numero.slice(-4)}`, mask(numero), null), n));
    }
    return finish(reply, p, card.resultado === 'aprobada', card.descripcion, mask(numero));
  });

  // ---- 3-D Secure: after a card that asks for it, and the saved-card authorisation (/autorizacion-pago)
  const threeDs = async (req: { params: { id: string }; body?: Form; query?: unknown }, reply: FastifyReply, proveedor: string) => {
    const p = await pending(req.params.id, [proveedor]);
    if (!p || p.estado !== 'PENDIENTE') return closed(reply);
    const tarjeta = proveedor === 'sandbox-tarjeta' ? `************${digits((req.query as Form | undefined)?.t).slice(-4)}` : await savedCardMask(p);
    const body = req.body ?? {};
    if (body.cancelar) return finish(reply, p, false, 'Autenticación cancelada por el titular.', tarjeta);
    if (digits(body.codigo) !== THREE_DS_CODE) return finish(reply, p, false, 'Autenticación 3-D Secure fallida.', tarjeta);
    return finish(reply, p, true, 'Transacción aprobada', tarjeta);
  };
  const savedCardMask = async (p: PaymentRow) => {
    return (p.alias_token ? await cardMaskOf(app.db, p.alias_token) : null) ?? '************';
  };
  app.post<{ Params: { id: string }; Body: Form; Querystring: Form }>('/sandbox/pagos/3ds/:id', { schema: { hide: true } }, (req, reply) => threeDs(req, reply, 'sandbox-tarjeta'));
  const authorizationFrame = async (processId: string, reply: FastifyReply) => {
    const p = await pending(processId, ['sandbox-tarjeta-catastrada']);
    if (!p || p.estado !== 'PENDIENTE') return closed(reply);
    const tarjeta = await savedCardMask(p);
    return send(reply, (n) => providerPage('3-D Secure', threeDsForm(`/sandbox/pagos/autorizacion/${p.process_id}`, tarjeta, null), n));
  };
  app.get<{ Querystring: Form }>(frame('Charge3DS'), { schema: { hide: true } }, (req, reply) => authorizationFrame(processIdOf(req.query), reply));
  app.get<{ Params: { id: string } }>('/sandbox/pagos/autorizacion/:id', { schema: { hide: true } }, (req, reply) => authorizationFrame(req.params.id, reply));
  app.post<{ Params: { id: string }; Body: Form }>('/sandbox/pagos/autorizacion/:id', { schema: { hide: true } }, (req, reply) => threeDs(req, reply, 'sandbox-tarjeta-catastrada'));

  // ---- Zimple: a single_buy with zimple "S"; its frame asks for the code sent to the wallet's phone
  app.get<{ Querystring: Form }>(frame('Zimple'), { schema: { hide: true } }, async (req, reply) => {
    const p = await pendingIn(processIdOf(req.query), 'Zimple');
    if (!p) return closed(reply);
    return send(reply, (n) => providerPage('Pago con Zimple', zimpleForm(`/sandbox/pagos/zimple/${p.process_id}`, p.telefono, p.monto, null), n));
  });
  app.post<{ Params: { id: string }; Body: Form }>('/sandbox/pagos/zimple/:id', { schema: { hide: true } }, async (req, reply) => {
    const p = await pendingIn(req.params.id, 'Zimple');
    if (!p) return closed(reply);
    const codigo = digits(req.body?.codigo);
    if (!codigo) return send(reply, (n) => providerPage('Pago con Zimple', zimpleForm(`/sandbox/pagos/zimple/${p.process_id}`, p.telefono, p.monto, 'Ingresá el código recibido.'), n), 422);
    return codigo === ZIMPLE_CODE ? finish(reply, p, true, 'Transacción aprobada', null) : finish(reply, p, false, 'Código de verificación incorrecto.', null);
  });

  // ---- the published script's forms the shop does not use: their frames say so
  const notOffered = (what: string) => async (_req: unknown, reply: FastifyReply) =>
    send(reply, (n) => providerPage(what, `<p class="error">El sandbox no ofrece ${what.toLowerCase()}: la tienda no la usa.</p>`, n), 404);
  app.get(frame('Preauthorization'), { schema: { hide: true } }, notOffered('Preautorización'));
  app.get(frame('Confirmation'), { schema: { hide: true } }, notOffered('Confirmación por PIN'));

  // ---- QR image and the bank app's page (what scanning the QR opens)
  app.get<{ Params: { file: string } }>('/sandbox/pagos/qr/:file', { schema: { hide: true } }, async (req, reply) => {
    const alias = req.params.file.replace(/\.png$/, '');
    const p = ID.test(alias) ? await paymentBy(app.db, 'hook_alias', alias) : undefined;
    if (!p) return reply.status(404).send({ errors: [{ msg: 'El pago no existe.' }] });
    const png = await qrPng(`${app.config.PUBLIC_URL.replace(/\/$/, '')}/sandbox/pagos/banco/${alias}`);
    return reply.type('image/png').header('Cache-Control', 'private, max-age=600').send(png);
  });
  app.get<{ Params: { alias: string } }>('/sandbox/pagos/banco/:alias', { schema: { hide: true } }, async (req, reply) => {
    const p = ID.test(req.params.alias) ? await paymentBy(app.db, 'hook_alias', req.params.alias) : undefined;
    if (!p) return reply.status(404).type('text/html; charset=utf-8').send('<p>El pago no existe.</p>');
    const body =
      p.estado === 'PENDIENTE'
        ? `<h1>App del banco</h1><p>Pagar ${formatGsText(p.monto)} a Botica Guaraní (pedido ${p.order_codigo})</p>
<form method="post" action="/sandbox/pagos/${p.process_id}/decidir"><input type="hidden" name="volver" value="banco">
<button name="accion" value="pagar">Pagar</button> <button name="accion" value="rechazar" class="secundario">Rechazar</button></form>`
        : `<p>Pago ${escapeHtml(p.estado.toLowerCase())}.</p>`;
    return send(reply, (n) => providerPage('App del banco', body, n));
  });

  // ---- Tigo Money: the PIN page, then back to the shop with transactionStatus and merchantTransactionId
  app.get<{ Params: { id: string } }>('/sandbox/pagos/tigo/:id', { schema: { hide: true } }, async (req, reply) => {
    const p = await pending(req.params.id, ['sandbox-tigo']);
    if (!p || p.estado !== 'PENDIENTE') return closed(reply);
    const body = `<h1>Tigo Money</h1><p>Confirmá el pago de ${formatGsText(p.monto)} a Botica Guaraní.</p>
<p class="nota">Sandbox: el PIN ${TIGO_PIN} aprueba; cualquier otro rechaza.</p>
<form method="post" action="/sandbox/pagos/tigo/${p.process_id}"><label>PIN de Tigo Money <input name="pin" type="password" inputmode="numeric" required></label>
<button type="submit">Confirmar pago</button></form>`;
    return send(reply, (n) => providerPage('Tigo Money', body, n));
  });
  app.post<{ Params: { id: string }; Body: Form }>('/sandbox/pagos/tigo/:id', { schema: { hide: true } }, async (req, reply) => {
    const p = await pending(req.params.id, ['sandbox-tigo']);
    if (!p || p.estado !== 'PENDIENTE') return closed(reply);
    const aprobado = digits(req.body?.pin) === TIGO_PIN;
    const { answer } = await sendCallback(app, p, { tipo: 'pago', aprobado, descripcion: aprobado ? 'Transacción exitosa' : 'PIN incorrecto' });
    const status = aprobado && answer.result?.estado === 'APROBADO' ? 'success' : 'fail';
    return reply.redirect(`/compra-finalizada/${p.order_codigo}?transactionStatus=${status}&merchantTransactionId=${encodeURIComponent(p.process_id)}`, 303);
  });

  // ---- console actions: pay, reject, reverse (QR, wallet push, any pending payment)
  app.post<{ Params: { id: string }; Body: Form }>('/sandbox/pagos/:id/decidir', { schema: { hide: true } }, async (req, reply) => {
    const p = ID.test(req.params.id) ? await paymentBy(app.db, 'process_id', req.params.id) : undefined;
    if (!p) return reply.status(404).type('text/html; charset=utf-8').send('<p>El pago no existe.</p>');
    const accion = req.body?.accion;
    const motivo = req.body?.motivoRollback?.trim() || null;
    if (accion === 'pagar') await sendCallback(app, p, { tipo: 'pago', aprobado: true, descripcion: 'Transacción aprobada', numeroTarjeta: null });
    else if (accion === 'rechazar') await sendCallback(app, p, { tipo: 'pago', aprobado: false, descripcion: 'Pago rechazado por el cliente' });
    else if (accion === 'revertir')
      await sendCallback(app, p, {
        tipo: 'reverso',
        aprobado: false,
        descripcion: 'Pago reversado',
        motivoRollback: motivo,
        advertencia: req.body?.advertencia?.trim().slice(0, 300) || null,
      });
    else return reply.status(400).type('text/html; charset=utf-8').send('<p>Acción desconocida.</p>');
    return reply.redirect(req.body?.volver === 'banco' ? `/sandbox/pagos/banco/${p.hook_alias}` : '/sandbox#pagos', 303);
  });
  app.post<{ Body: Form }>('/sandbox/pagos/links', { schema: { hide: true } }, async (req, reply) => {
    const codigo = Number(digits(req.body?.pedido));
    try {
      await createPaymentLink(app.db, codigo);
    } catch (error) {
      return reply.status(404).type('text/html; charset=utf-8').send(`<p>${escapeHtml((error as Error).message)}</p><p><a href="/sandbox">Volver</a></p>`);
    }
    return reply.redirect('/sandbox#pagos', 303);
  });

  // ---- card registration (catastro) frame for /tarjetas/agregar
  const catastroFrame = async (processId: string, reply: FastifyReply) => {
    const reg = ID.test(processId) ? await cardRegistration(app.db, processId) : undefined;
    if (!reg || reg.card_id !== null) return send(reply, (n) => providerPage('Catastro', '<p class="error">Este registro ya no está disponible.</p>', n, postToParent({ message: 'add_new_card_error', details: 'Registro no disponible' })), 410);
    return send(reply, (n) => providerPage('Registrar tarjeta', catastroForm(reg.process_id, null), n));
  };
  app.get<{ Querystring: Form }>(frame('Cards'), { schema: { hide: true } }, (req, reply) => catastroFrame(processIdOf(req.query), reply));
  app.get<{ Params: { id: string } }>('/sandbox/pagos/catastro/:id', { schema: { hide: true } }, (req, reply) => catastroFrame(req.params.id, reply));
  app.post<{ Params: { id: string }; Body: Form }>('/sandbox/pagos/catastro/:id', { schema: { hide: true } }, async (req, reply) => {
    const reg = ID.test(req.params.id) ? await cardRegistration(app.db, req.params.id) : undefined;
    if (!reg || reg.card_id !== null) return send(reply, (n) => providerPage('Catastro', '<p class="error">Este registro ya no está disponible.</p>', n), 410);
    const error = cardFormError(req.body ?? {});
    if (error) return send(reply, (n) => providerPage('Registrar tarjeta', catastroForm(reg.process_id, error), n), 422);
    const numero = digits(req.body?.numero);
    const test = TEST_CARDS[numero];
    if (test?.resultado === 'rechazada') {
      return send(reply, (n) => providerPage('Registrar tarjeta', `<p class="error">${escapeHtml(test.descripcion)}</p>`, n, postToParent({ message: 'add_new_card_error', details: test.descripcion })));
    }
    const card = await app.payments.cards.register(reg.process_id, reg.customer_codigo, {
      numero,
      vencimiento: String(req.body?.vencimiento).trim(),
      marca: test?.marca ?? (numero.startsWith('5') ? 'MASTERCARD' : 'VISA'),
    });
    return send(reply, (n) => providerPage('Registrar tarjeta', '<p class="ok">Tarjeta registrada.</p>', n, postToParent({ message: ADD_CARD_SUCCESS, details: card })));
  });

  app.sandbox.addSection({
    id: 'pagos',
    titulo: 'Pagos (proveedores sandbox)',
    orden: 10,
    async render() {
      const rows = (await recentPayments(app.db)).map((p) => {
        const actions =
          p.estado === 'PENDIENTE'
            ? `<form method="post" action="/sandbox/pagos/${escapeHtml(p.process_id)}/decidir"><button name="accion" value="pagar">Pagar</button> <button name="accion" value="rechazar">Rechazar</button></form>`
            : p.estado === 'APROBADO'
              ? `<form method="post" action="/sandbox/pagos/${escapeHtml(p.process_id)}/decidir"><label>Motivo <select name="motivoRollback"><option value="">(sin motivo)</option><option value="${ROLLBACK_RECALCULATED}">${ROLLBACK_RECALCULATED}</option><option value="PROMOCION_NO_APLICA">PROMOCION_NO_APLICA</option></select></label> <label>Advertencia <input name="advertencia" size="18"></label> <button name="accion" value="revertir">Revertir</button></form>`
              : '';
        return `<tr data-pedido="${p.order_codigo}"><td>Pedido ${p.order_codigo}</td><td>${escapeHtml(p.email)}</td><td>${escapeHtml(p.metodo)}${p.telefono ? ` (celular ${escapeHtml(p.telefono)})` : ''}</td><td>${formatGsText(p.monto)}</td><td class="estado">${escapeHtml(p.estado)}${p.motivo_rollback ? ` (${escapeHtml(p.motivo_rollback)})` : ''}</td><td>${escapeHtml(new Date(p.created_at).toLocaleString('es-PY', { timeZone: SHOP_TIME_ZONE }))}</td><td>${actions}</td></tr>`;
      });
      const table = rows.length
        ? `<table><thead><tr><th>Pedido</th><th>Cliente</th><th>Método</th><th>Monto</th><th>Estado</th><th>Fecha</th><th>Acciones</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
        : '<p class="nota">Todavía no hay pagos.</p>';
      const links = await latestLinks(app.db, 10);
      const linkRows = links
        .map((l) => `<tr><td>Pedido ${l.order_codigo}</td><td><a href="/link-pago/${escapeHtml(l.token)}">/link-pago/${escapeHtml(l.token)}</a></td><td>${l.active ? 'activo' : 'utilizado'}</td></tr>`)
        .join('');
      return `<p class="nota">Tarjetas de prueba: 4242 4242 4242 4242 aprueba, 4000 0000 0000 0002 rechaza, 4000 0000 0000 3220 pide 3-D Secure (código ${THREE_DS_CODE}). Código de Zimple: ${ZIMPLE_CODE}. PIN de Tigo Money: ${TIGO_PIN}.</p>
${table}
<h3>Links de pago</h3>
<form method="post" action="/sandbox/pagos/links" class="filtro"><label>Número de pedido <input name="pedido" inputmode="numeric" required></label> <button type="submit">Crear link de pago</button></form>
${linkRows ? `<table><tbody>${linkRows}</tbody></table>` : ''}`;
    },
  });
}

const catastroForm = (id: string, error: string | null) => `<h1>Registrar tarjeta</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/sandbox/pagos/catastro/${id}">
<label>Número de tarjeta <input name="numero" inputmode="numeric" required></label>
<div class="fila"><label>Vencimiento (MM/AA) <input name="vencimiento" required></label>
<label>CVV <input name="cvv" inputmode="numeric" required></label></div>
<button type="submit">Registrar</button></form>`;
