import { OrderCodeParamsSchema } from '@botica/shared-contracts/checkout/payloads';
import {
  GiftAmountsResponseSchema,
  GiftCalcPayloadSchema,
  GiftCalcResponseSchema,
  GiftGeneratePayloadSchema,
  GiftGenerateResponseSchema,
  GiftTemplatesResponseSchema,
  OnlinePaymentTypeResponseSchema,
} from '@botica/shared-contracts/payments/giftcards';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireCustomer, sessionCustomer } from '../../auth/auth.guard.js';
import { paymentErrors } from '../payments.errors.js';
import { GIFT_AMOUNTS, GIFT_TEMPLATES, templateSvg } from './giftcards.data.js';
import { generateGiftcard, giftCalculation, onlinePaymentType } from './giftcards.service.js';
import type { ValibotTypeProvider } from '../../../http/valibot-type-provider.js';

const tags = ['giftcard'];
const TemplateParamsSchema = v.object({ codigo: v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'La plantilla no existe.'), v.transform(Number)) });

/** Gift cards (spec 001 §7): amounts, templates, calculation, purchase; and the order's online payment type. */
export default async function giftcardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.get('/giftcard/codigos', { schema: { tags, summary: 'Montos de Gift Card', response: { 200: GiftAmountsResponseSchema } } }, async () => ({ ok: true as const, results: GIFT_AMOUNTS }));
  app.get('/giftcard-plantillas', { schema: { tags, summary: 'Plantillas de Gift Card', response: { 200: GiftTemplatesResponseSchema } } }, async () => ({
    ok: true as const,
    results: GIFT_TEMPLATES.map((t) => ({ codigo: t.codigo, nombre: t.nombre, imagenRuta: `/api/giftcard-plantillas/${t.codigo}/imagen.svg`, nombreImagen: `gift-card-${t.codigo}.svg` })),
  }));
  app.get(
    '/giftcard-plantillas/:codigo/imagen.svg',
    { schema: { tags, summary: 'Imagen de una plantilla', params: TemplateParamsSchema } },
    async (req, reply) => {
      const svg = templateSvg(req.params.codigo);
      if (!svg) return reply.status(404).send({ errors: [{ msg: 'La plantilla no existe.' }] });
      return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(svg);
    },
  );
  app.post(
    '/peticiones/calcular/gift',
    { preHandler: requireCustomer, schema: { tags, summary: 'Cálculo de la compra de una Gift Card', body: GiftCalcPayloadSchema, response: { 200: GiftCalcResponseSchema } } },
    async (req) => ({ ok: true as const, result: giftCalculation(req.body.monto) }),
  );
  app.post(
    '/giftcard/generar',
    {
      preHandler: requireCustomer,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Compra de una Gift Card: el pedido a pagar en línea', body: GiftGeneratePayloadSchema, response: { 200: GiftGenerateResponseSchema } },
    },
    async (req) => {
      const c = sessionCustomer(req);
      return { ok: true as const, ...(await generateGiftcard({ db: app.db, pglite: app.pglite }, { codigo: c.codigo, esFuncionario: c.esFuncionario }, req.body)) };
    },
  );
  app.get(
    '/peticiones/pago-online/:codigo',
    { preHandler: requireCustomer, schema: { tags, summary: 'Tipo de pago en línea del pedido (SERV: Gift Card)', params: OrderCodeParamsSchema, response: { 200: OnlinePaymentTypeResponseSchema } } },
    async (req) => {
      const tipo = await onlinePaymentType(app.db, sessionCustomer(req).codigo, req.params.codigo);
      if (!tipo) throw paymentErrors.orderNotFound();
      return { ok: true as const, result: { tipo } };
    },
  );
}
