import { OrderIdParamsSchema, OrdersQuerySchema } from '@botica/shared-contracts/account/payloads';
import { OrderDetailResponseSchema, OrdersResponseSchema, TopProductsResponseSchema } from '@botica/shared-contracts/account/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CustomerOrdersService } from './customer-orders.service.js';
import { requireCustomer, sessionCustomer } from '../auth/auth.guard.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

const tags = ['clientes'];

/** The session customer's orders (spec 001 §7): another customer's order answers 404. */
export default async function customerOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const service = new CustomerOrdersService(app);
  const preHandler = requireCustomer;
  const me = (request: FastifyRequest) => sessionCustomer(request).codigo;
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('Cache-Control', 'private, no-store');
    return payload;
  });

  app.get(
    '/clientes/pedidos',
    { preHandler, schema: { tags, summary: "Pedidos del mes: 'En proceso' y 'Finalizados'", querystring: OrdersQuerySchema, response: { 200: OrdersResponseSchema } } },
    async (request) => {
      const { year, month } = request.query;
      return { ok: true as const, result: await service.month(me(request), year, month) };
    },
  );

  app.get(
    '/clientes/pedidos/:id',
    { preHandler, schema: { tags, summary: 'Detalle de un pedido del cliente', params: OrderIdParamsSchema, response: { 200: OrderDetailResponseSchema } } },
    async (request) => {
      const { id } = request.params;
      return { ok: true as const, result: [await service.detail(me(request), id)] as [Awaited<ReturnType<typeof service.detail>>] };
    },
  );

  app.get(
    '/clientes/top-productos',
    { preHandler, schema: { tags, summary: 'Mis productos más solicitados', response: { 200: TopProductsResponseSchema } } },
    async (request) => ({ ok: true as const, results: await service.top(me(request)) }),
  );
}
