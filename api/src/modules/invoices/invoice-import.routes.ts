import { createHash, timingSafeEqual } from 'node:crypto';
import { ExternalInvoiceSchema, INVOICE_IMPORT_MESSAGES } from '@botica/shared-contracts/invoices/integration';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { InvoiceImportService } from './invoice-import.service.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** Whether the request carries the integration's key; compared in constant time (digests of equal length). */
export function hasKey(request: FastifyRequest, key: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : '';
  return timingSafeEqual(digest(given), digest(key));
}

/**
 * `POST /api/integraciones/facturas` (decision 074): the chain's point of sale hands over an invoice it issued, with
 * its PDF and XML. Server to server: no session, no application authorisation, its own key. Registered only when
 * INTEGRATION_API_KEY is set.
 */
export default async function invoiceImportRoutes(fastify: FastifyInstance, opts: { key: string }) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const c = app.config;
  const service = new InvoiceImportService({
    db: app.db,
    shopPoint: { timbrado: c.SIFEN_TIMBRADO, establecimiento: c.SIFEN_ESTABLECIMIENTO, punto: c.SIFEN_PUNTO },
  });

  app.post(
    '/integraciones/facturas',
    {
      // The PDF (2 MB) and the XML (512 KB) in base64, and the columns.
      bodyLimit: 4 * 1024 * 1024,
      config: { appAuth: false, rateLimit: { max: 120, timeWindow: '1 minute' } },
      // The key before the body is read as an invoice: a caller without it learns nothing about the schema.
      onRequest: async (req) => {
        if (!hasKey(req, opts.key)) throw new AppError(401, 'INTEGRATION_UNAUTHORIZED', INVOICE_IMPORT_MESSAGES.unauthorized);
      },
      schema: {
        tags: ['integraciones'],
        summary: 'Recibe una factura emitida por el punto de venta de la cadena (GS o USD), con su PDF y XML',
        body: ExternalInvoiceSchema,
      },
    },
    async (req, reply) => {
      const answer = await service.receive(req.body);
      req.log.info({ factura: answer.result.codigo, numero: answer.result.numero, duplicada: answer.duplicada }, 'factura externa recibida');
      return reply.status(answer.duplicada ? 200 : 201).send({ ok: true as const, ...answer });
    },
  );
}
