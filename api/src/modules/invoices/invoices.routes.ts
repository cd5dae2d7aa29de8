import {
  AccountantFormSchema,
  ClientIdParamsSchema,
  INVOICE_MESSAGES,
  INVOICE_ZIP_NAME,
  InvoiceIdParamsSchema,
  InvoiceQuerySchema,
  PUBLIC_INVOICE_RATE_PER_MINUTE,
  PublicInvoiceRequestSchema,
  SifenEmailFormSchema,
} from '@botica/shared-contracts/invoices/invoices';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { badRequest, notFound } from '../../http/app-error.js';
import { requireCustomer, sessionCustomer } from '../auth/auth.guard.js';
import { InvoicesService } from './invoices.service.js';
import invoicesSandbox from './invoices.sandbox.js';
import invoiceImportRoutes from './invoice-import.routes.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

const tags = ['facturas'];
const CodigoParamsSchema = v.object({ codigo: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)) });
const DeleteAccountantSchema = v.object({ CLCO_CODIGO: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d{1,9}$/, INVOICE_MESSAGES.accountantNotFound), v.transform(Number)) });
const DocumentParamsSchema = v.object({ documento: v.pipe(v.string(), v.regex(/^[\d.-]{3,15}$/, INVOICE_MESSAGES.documentInvalid)) });

/**
 * Electronic invoices (spec 001 §4, §7; spec 002 §3 /factura): list, files, zip, accountants, the invoice e-mail and
 * the public download. Paid orders get their invoice from the payments module's approval (a hook run in its
 * transaction); cash orders when delivered (operator path, sandbox console).
 */
export default async function invoiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const c = app.config;
  const service = new InvoicesService({
    target: { db: app.db, pglite: app.pglite },
    log: app.log,
    config: {
      issuer: {
        ruc: c.SIFEN_RUC,
        razonSocial: c.SIFEN_RAZON_SOCIAL,
        timbrado: c.SIFEN_TIMBRADO,
        timbradoInicio: c.SIFEN_TIMBRADO_INICIO,
        establecimiento: c.SIFEN_ESTABLECIMIENTO,
        punto: c.SIFEN_PUNTO,
        csc: c.SIFEN_CSC,
        cscId: c.SIFEN_CSC_ID,
        // SIFEN's test environment takes only documents marked as such (issuer name, consultas-test QR).
        produccion: Boolean(app.sifen) && c.SIFEN_ENV === 'prod',
      },
      vtoTimbrado: c.SIFEN_TIMBRADO_VENCIMIENTO,
      sifen: app.sifen,
    },
  });
  app.payments.service.paidHooks.push((trx, order) => service.issue(trx, order).then(() => undefined));

  const preHandler = requireCustomer;
  const me = (req: FastifyRequest) => sessionCustomer(req).codigo;
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('Cache-Control', 'private, no-store');
    return payload;
  });

  app.get(
    '/ventas',
    { preHandler, schema: { tags, summary: 'Facturas del mes (propias o de un cliente del contador)', querystring: InvoiceQuerySchema } },
    async (req) => ({ ok: true as const, results: await service.list(me(req), req.query.desde, req.query.hasta, req.query.activeCliente) }),
  );

  app.get(
    '/ventas/:id/archivos',
    { preHandler, config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, schema: { tags, summary: 'KuDE (PDF) y XML de una factura, en base64', params: InvoiceIdParamsSchema } },
    async (req) => ({ ok: true as const, results: await service.files(me(req), req.params.id) }),
  );

  app.get(
    '/ventas/porCliente/:clientId/archivos',
    { preHandler, config: { rateLimit: { max: 10, timeWindow: '1 minute' } }, schema: { tags, summary: 'Todas las facturas del rango (PDF y XML) en un zip', params: ClientIdParamsSchema, querystring: InvoiceQuerySchema } },
    async (req, reply) => {
      const stream = await service.zip(me(req), req.params.clientId, req.query.desde, req.query.hasta);
      return reply.type('application/zip').header('Content-Disposition', `attachment; filename="${INVOICE_ZIP_NAME}"`).send(stream);
    },
  );

  // ---- accountants (form data)
  app.get('/sifen/ver-contador', { preHandler, schema: { tags, summary: 'El contador del cliente' } }, async (req) => ({ ok: true as const, result: await service.accountantOf(me(req)) }));

  app.get('/sifen/verificar-contador', { preHandler, schema: { tags, summary: 'Si el usuario es contador, y sus clientes (Mis Clientes)' } }, async (req) => {
    const clientes = await service.clientsOf(me(req));
    return { ok: true as const, result: { isContador: clientes.length > 0, clientes } };
  });

  app.post(
    '/sifen/agregar-contador',
    { preHandler, config: { rateLimit: { max: 20, timeWindow: '1 minute' } }, schema: { tags, summary: 'Asigna un contador', body: AccountantFormSchema } },
    async (req) => ({ ok: true as const, result: await service.addAccountant(me(req), req.body), message: INVOICE_MESSAGES.accountantAdded }),
  );

  app.patch(
    '/sifen/actualizar-contador/:codigo',
    { preHandler, config: { rateLimit: { max: 20, timeWindow: '1 minute' } }, schema: { tags, summary: 'Actualiza el contador', params: CodigoParamsSchema, body: AccountantFormSchema } },
    async (req) => ({ ok: true as const, result: await service.updateAccountant(me(req), req.params.codigo, req.body), message: INVOICE_MESSAGES.accountantUpdated }),
  );

  app.post(
    '/sifen/eliminar-contador',
    { preHandler, schema: { tags, summary: 'Elimina el contador (form data CLCO_CODIGO)', body: DeleteAccountantSchema } },
    async (req) => {
      await service.deleteAccountant(me(req), req.body.CLCO_CODIGO);
      return { ok: true as const, message: INVOICE_MESSAGES.accountantDeleted };
    },
  );

  app.get(
    '/sifen/persona/:documento',
    { preHandler, config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { tags, summary: 'Búsqueda por documento para el formulario del contador', params: DocumentParamsSchema } },
    async (req) => ({ ok: true as const, result: await service.person(req.params.documento) }),
  );

  // ---- electronic-invoice e-mail
  app.get('/sifen/correo-sifen', { preHandler, schema: { tags, summary: 'Correo para facturas electrónicas' } }, async (req) => ({ ok: true as const, result: await service.sifenEmail(me(req)) }));

  app.post(
    '/sifen/agregar-correo-sifen',
    { preHandler, schema: { tags, summary: 'Agrega el correo de facturas electrónicas', body: SifenEmailFormSchema } },
    async (req) => ({ ok: true as const, result: await service.saveSifenEmail(me(req), req.body.correoSifen, 'add'), message: INVOICE_MESSAGES.sifenEmailAdded }),
  );

  // the path's id has no schema (a mismatch is 404, not 400), so this route names its types itself
  app.patch<{ Params: { codigoPersona: string }; Body: v.InferOutput<typeof SifenEmailFormSchema> }>(
    '/sifen/actualizar-correo-sifen/:codigoPersona',
    { preHandler, schema: { tags, summary: 'Actualiza el correo de facturas electrónicas', body: SifenEmailFormSchema } },
    async (req) => {
      if (req.params.codigoPersona !== String(me(req))) throw notFound('No tiene un correo para facturas electrónicas.');
      return { ok: true as const, result: await service.saveSifenEmail(me(req), req.body.correoSifen, 'update'), message: INVOICE_MESSAGES.sifenEmailUpdated };
    },
  );

  // ---- public download (/factura)
  app.post(
    '/sifen',
    {
      config: { rateLimit: { max: PUBLIC_INVOICE_RATE_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Descarga pública: documento + Pin (ticket) o documento + comprobante (nota de pedido)', body: PublicInvoiceRequestSchema },
    },
    async (req, reply) => {
      const { documento, hash, comprobante } = req.body;
      if (!hash && !comprobante) throw badRequest(INVOICE_MESSAGES.required, hash === '' ? 'hash' : 'comprobante');
      const files = await service.publicLookup(documento, hash, comprobante);
      if (!files) return reply.status(404).send({ ok: false, message: INVOICE_MESSAGES.publicNotFound, errors: [{ msg: INVOICE_MESSAGES.publicNotFound }] });
      return { ok: true as const, ...files };
    },
  );

  if (app.sandbox.enabled) await app.register(invoicesSandbox, { service });
  // Invoices issued by the chain's point of sale (decision 074): only with a key.
  if (c.INTEGRATION_API_KEY) await app.register(invoiceImportRoutes, { key: c.INTEGRATION_API_KEY });
}
