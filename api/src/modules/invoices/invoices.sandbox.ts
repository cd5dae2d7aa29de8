import { formatGsText } from '@botica/shared-contracts/format/money';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { escapeHtml } from '../sandbox/sandbox.html.js';
import { invoiceNumber } from './invoice.document.js';
import { latestCashOrders } from './invoices.repository.js';
import type { InvoicesService } from './invoices.service.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

const ParamsSchema = v.object({ codigo: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)) });

/**
 * The operator's side in the sandbox: a cash order handed over to the customer is marked delivered (REND), which
 * issues its invoice; the console lists the latest cash orders and invoices.
 */
export default async function invoicesSandbox(fastify: FastifyInstance, opts: { service: InvoicesService }) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.post(
    '/sandbox/pedidos/:codigo/entregado',
    // The console's own HTML form posts here (no application authorisation, as the sandbox console's forms).
    { config: { appAuth: false }, schema: { tags: ['sandbox'], summary: 'Marca entregado un pedido en efectivo y emite su factura', params: ParamsSchema } },
    async (req, reply) => {
      const invoice = await opts.service.markDelivered(req.params.codigo);
      if (req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return reply.redirect('/sandbox#facturas', 303);
      return { ok: true as const, result: { codigo: invoice.codigo, cdc: invoice.cdc, numero: invoice.numero, total: invoice.total } };
    },
  );

  const sifen = app.sifen;
  if (sifen) {
    // The operator's list of what was sent to SIFEN: rejections and expired sends first, with SIFEN's code and message.
    app.get('/sandbox/sifen', { schema: { tags: ['sandbox'], summary: 'Envíos a SIFEN (rechazados y vencidos primero)' } }, async () => ({ ok: true as const, results: await sifen.latest(100) }));
    app.sandbox.addSection({
      id: 'sifen',
      titulo: 'Envíos a SIFEN',
      orden: 21,
      async render() {
        const jobs = await sifen.latest(30);
        if (jobs.length === 0) return '<p class="nota">Todavía no se envió ninguna factura a SIFEN.</p>';
        const rows = jobs
          .map((j) => {
            const answer = j.respuesta_codigo ? `${j.respuesta_codigo} ${j.respuesta_mensaje ?? ''}` : (j.ultimo_error ?? '');
            return `<tr data-sifen="${escapeHtml(j.cdc)}" data-estado="${escapeHtml(j.estado)}"><td>Factura ${invoiceNumber(j.establecimiento, j.punto, j.numero)} (pedido ${j.order_codigo})</td><td>${j.tipo === 'de' ? 'Documento' : 'Cancelación'}</td><td>${escapeHtml(j.estado)}</td><td>${j.intentos}</td><td>${escapeHtml(answer)}</td><td>${escapeHtml(j.cdc)}</td></tr>`;
          })
          .join('');
        return `<table><thead><tr><th>Factura</th><th>Envío</th><th>Estado</th><th>Intentos</th><th>Respuesta de SIFEN</th><th>CDC</th></tr></thead><tbody>${rows}</tbody></table>`;
      },
    });
  }

  app.sandbox.addSection({
    id: 'facturas',
    titulo: 'Facturas electrónicas',
    orden: 20,
    async render() {
      const cash = await latestCashOrders(app.db, 15);
      const rows = cash
        .map((o) => {
          const action = o.estado === 'ANUL' || o.numero !== null ? '' : `<form method="post" action="/api/sandbox/pedidos/${o.codigo}/entregado"><button>Marcar entregado</button></form>`;
          return `<tr data-pedido="${o.codigo}"><td>Pedido ${o.codigo}</td><td>${escapeHtml(o.email)}</td><td>${formatGsText(o.total)}</td><td>${escapeHtml(o.estado)}</td><td>${o.numero !== null ? `Factura ${o.numero} (Pin ${escapeHtml(o.pin ?? '')})` : ''}</td><td>${action}</td></tr>`;
        })
        .join('');
      return rows
        ? `<p class="nota">Pedidos en efectivo: al marcarlos entregados se emite la factura. Los pedidos pagados en línea la reciben al aprobarse el pago.</p><table><thead><tr><th>Pedido</th><th>Cliente</th><th>Total</th><th>Estado</th><th>Factura</th><th></th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p class="nota">Todavía no hay pedidos en efectivo.</p>';
    },
  });
}
