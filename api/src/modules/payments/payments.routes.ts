import { OrderCodeParamsSchema } from '@botica/shared-contracts/checkout/payloads';
import { HookAliasParamsSchema, PaymentStartPayloadSchema, TokenParamsSchema } from '@botica/shared-contracts/payments/payloads';
import { PaymentLinkResponseSchema, PaymentStartResponseSchema, PaymentStatusResponseSchema } from '@botica/shared-contracts/payments/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { requireCustomer, sessionCustomer } from '../auth/auth.guard.js';
import cardRoutes from './cards.routes.js';
import giftcardRoutes from './giftcards/giftcards.routes.js';
import rouletteRoutes from './roulette/roulette.routes.js';
import { deactivateLink, paymentLink, paymentLinkStatus } from './payment-links.js';
import { paymentErrors } from './payments.errors.js';
import { paymentCallbacks, paymentCallbacksRefused } from '../../observability/metrics.js';
import { AppError } from '../../http/app-error.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

const tags = ['pagos'];

const ProviderParamsSchema = v.object({ proveedor: v.pipe(v.string(), v.regex(/^[a-z0-9-]{3,40}$/, 'Proveedor desconocido.')) });
const LinkStatusParamsSchema = v.object({ ...TokenParamsSchema.entries, ...HookAliasParamsSchema.entries });
const DeactivateSchema = v.object({ active: v.literal(false, 'Solo se puede desactivar el link.') });

/** Provider callbacks: the raw body is kept to check its signature (HMAC-SHA256 with the shared secret). */
async function callbackRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (req, body, done) => {
    (req as FastifyRequest & { rawBody?: string }).rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(paymentErrors.badSignature(), undefined);
    }
  });
  // a notification refused (its body, signature, payment or amount), counted by provider and reason; a provider the
  // shop does not know is one label, whatever the path said
  app.addHook('onError', async (req, _reply, error) => {
    if (!(error instanceof AppError) || error.status >= 500) return;
    const named = (req.params as { proveedor?: string } | undefined)?.proveedor;
    paymentCallbacksRefused.inc({ proveedor: (named && app.payments.providers.byId(named)?.id) || '(desconocido)', motivo: error.code });
  });
  app.post(
    '/pagos/notificacion/:proveedor',
    {
      config: { appAuth: false },
      schema: { tags, summary: 'Notificación firmada de un proveedor de pagos (idempotente)', params: ProviderParamsSchema },
    },
    async (req) => {
      const provider = app.payments.providers.byId(req.params.proveedor);
      const raw = (req as FastifyRequest & { rawBody?: string }).rawBody ?? '';
      const event = provider?.verify(raw, req.headers) ?? null;
      if (!provider || !event) throw paymentErrors.badSignature();
      const result = await app.payments.service.settle(provider.id, event);
      paymentCallbacks.inc({ proveedor: provider.id });
      // `status: 'success'` is the acknowledgement Bancard's confirmation expects
      return { ok: true, status: 'success', result };
    },
  );
}

/** Payments (spec 001 §7 "Payments and completion"): start, status, bank-app QR, payment links, callbacks, cards. */
export default async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const service = app.payments.service;

  app.post(
    '/peticiones/pago-en-linea/:codigo',
    {
      preHandler: requireCustomer,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Inicia el pago en línea del pedido: process_id (tarjeta), redirectUrl (Tigo Money), QR o push (billetera)',
        params: OrderCodeParamsSchema,
        body: PaymentStartPayloadSchema,
        response: { 200: PaymentStartResponseSchema },
      },
    },
    async (req) => service.start(sessionCustomer(req).codigo, req.params.codigo, req.body),
  );

  app.get(
    '/peticiones/pago-estado/:alias',
    {
      preHandler: requireCustomer,
      schema: { tags, summary: 'Estado del pago por hook alias (consulta cada 10 s)', params: HookAliasParamsSchema, response: { 200: PaymentStatusResponseSchema } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { ok: true as const, result: await service.status(sessionCustomer(req).codigo, req.params.alias) };
    },
  );

  app.post(
    '/peticiones/pago-en-linea-blupy/:token',
    {
      preHandler: requireCustomer,
      schema: { tags, summary: 'Estado del pago QR Blupy por su token', params: TokenParamsSchema, response: { 200: PaymentStatusResponseSchema } },
    },
    async (req) => ({ ok: true as const, result: await service.status(sessionCustomer(req).codigo, req.params.token) }),
  );

  app.get(
    '/link-pago/:token',
    { schema: { tags, summary: 'Link de pago (público): QR del pedido, o inactivo cuando ya se pagó', params: TokenParamsSchema, response: { 200: PaymentLinkResponseSchema } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { ok: true as const, result: await paymentLink(app.db, service, req.params.token) };
    },
  );
  app.get(
    '/link-pago/:token/estado/:alias',
    { schema: { tags, summary: 'Estado del pago de un link (público)', params: LinkStatusParamsSchema, response: { 200: PaymentStatusResponseSchema } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { ok: true as const, result: await paymentLinkStatus(app.db, service, req.params.token, req.params.alias) };
    },
  );
  app.post(
    '/link-pago/:token',
    { schema: { tags, summary: 'Desactiva el link de pago una vez pagado', params: TokenParamsSchema, body: DeactivateSchema } },
    async (req) => ({ ok: true, result: { active: !(await deactivateLink(app.db, req.params.token)) } }),
  );

  await app.register(callbackRoutes);
  await app.register(cardRoutes);
  await app.register(giftcardRoutes);
  await app.register(rouletteRoutes);
}
