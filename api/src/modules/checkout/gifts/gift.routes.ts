import { GiftCardParamsSchema, GiftVerifyBodySchema, GiftVerifyParamsSchema } from '@botica/shared-contracts/checkout/payloads';
import { GiftCardCheckResponseSchema, GiftVerifyResponseSchema } from '@botica/shared-contracts/checkout/responses';
import type { FastifyInstance } from 'fastify';
import type { CheckoutServices } from '../checkout.services.js';
import { requireCustomer } from '../../auth/auth.guard.js';
import type { ValibotTypeProvider } from '../../../http/valibot-type-provider.js';

export default async function giftRoutes(fastify: FastifyInstance, { services }: { services: CheckoutServices }) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.get(
    '/giftcard/controlar/:code',
    {
      preHandler: requireCustomer,
      // Codes are secrets worth guessing: few tries per minute.
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags: ['giftcard'], summary: 'Saldo de una Gift Card', params: GiftCardParamsSchema, response: { 200: GiftCardCheckResponseSchema } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { ok: true as const, result: await services.gifts.check(req.params.code) };
    },
  );

  app.post(
    '/regalo/regalos_verificar/:a/:b',
    {
      schema: {
        tags: ['regalo'],
        summary: 'Si la línea del carrito (carrito a, producto b) puede marcarse como regalo',
        params: GiftVerifyParamsSchema,
        body: GiftVerifyBodySchema,
        response: { 200: GiftVerifyResponseSchema },
      },
    },
    async (req) => {
      const line = req.body.items.find((i) => i.codigo === req.params.b);
      const cantidad = line ? (line.quantity ?? line.cantidad ?? 1) : 1;
      return { ok: true as const, result: { visualizar: await services.gifts.visible(req.params.b, cantidad) } };
    },
  );
}
