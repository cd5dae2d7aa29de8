import { CouponsResponseSchema } from '@botica/shared-contracts/account/coupons';
import type { FastifyInstance } from 'fastify';
import { customerCoupons } from './coupons.service.js';
import { requireCustomer, sessionCustomer } from '../auth/auth.guard.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

/** `GET /clientes/regalos`: the session customer's coupons (spec 001 §7). */
export default async function couponRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.get(
    '/clientes/regalos',
    { preHandler: requireCustomer, schema: { tags: ['clientes'], summary: 'Cupones del cliente', response: { 200: CouponsResponseSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { ok: true as const, result: await customerCoupons(app, sessionCustomer(request).codigo) };
    },
  );
}
