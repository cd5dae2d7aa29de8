import { CalculationRequestSchema, OrderCodeParamsSchema, OrderPayloadSchema, OrderTokenParamsSchema } from '@botica/shared-contracts/checkout/payloads';
import { CalculationResponseSchema, DeliverySlotsResponseSchema, OrderCreatedResponseSchema, OrderResponseSchema } from '@botica/shared-contracts/checkout/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CheckoutServices } from './checkout.services.js';
import { requireCustomer, sessionCustomer } from '../auth/auth.guard.js';
import { fromCart } from './checkout-input.js';
import { deliverySlots } from './engine/delivery.js';
import { CART_COOKIE, CART_KEY_PATTERN } from '@botica/shared-contracts/cart/saved-cart';
import type { CartOwner } from './carts/cart.repository.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

const tags = ['peticiones'];

export default async function orderRoutes(fastify: FastifyInstance, { services }: { services: CheckoutServices }) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const viewer = (req: { customer: { codigo: number; esTester: boolean } | null }) =>
    req.customer ? { codigo: req.customer.codigo, esTester: req.customer.esTester } : null;

  /** Whose cart a calculation may be of: the customer's, or the visitor's the cart cookie names; null for neither. */
  const cartOwner = (req: FastifyRequest): CartOwner | null => {
    if (req.customer) return { customer: req.customer.codigo };
    const clave = req.cookies?.[CART_COOKIE.name];
    return clave && CART_KEY_PATTERN.test(clave) ? { clave } : null;
  };

  for (const [path, oncologico] of [['/peticiones/calcular/web', false], ['/peticiones/calcular/web-oncologicos', true]] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: oncologico ? 'Cálculo del carrito oncológico' : 'Cálculo del pedido: precios, descuentos, stock, entrega y totales',
          body: CalculationRequestSchema,
          response: { 200: CalculationResponseSchema },
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        const input = fromCart(req.body, oncologico);
        const result = await services.calculations.calculate(input, viewer(req));
        // the shopper's cart on the server, when it is the one calculated, keeps what was applied to its lines
        const owner = cartOwner(req);
        if (owner) await services.carts.notePricing(owner, oncologico, input, result).catch((error: unknown) => req.log.warn({ err: error }, 'cart pricing not kept'));
        return { ok: true as const, result };
      },
    );
  }

  for (const [path, oncologico] of [['/peticiones/web', false], ['/peticiones/web-oncologicos', true]] as const) {
    app.post(
      path,
      {
        preHandler: requireCustomer,
        schema: {
          tags,
          summary: oncologico ? 'Pedido del carrito oncológico (formulario)' : 'Pedido (formulario): valida, reserva stock y responde tokenPeticion y codigo',
          body: OrderPayloadSchema,
          response: { 200: OrderCreatedResponseSchema },
        },
      },
      async (req) => {
        const customer = sessionCustomer(req);
        const placed = await services.orders.place(req.body, { codigo: customer.codigo, esTester: customer.esTester }, oncologico);
        return {
          ok: true as const,
          ...placed,
          result: { codigo: placed.codigo, tokenPeticion: placed.tokenPeticion },
        };
      },
    );
  }

  app.get(
    '/peticiones/:codigo',
    {
      preHandler: requireCustomer,
      schema: { tags, summary: 'Pedido del cliente (página de compra finalizada)', params: OrderCodeParamsSchema, response: { 200: OrderResponseSchema } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { ok: true as const, result: await services.orders.get(sessionCustomer(req).codigo, req.params.codigo) };
    },
  );

  app.get(
    '/peticiones/solicitud/:id',
    {
      preHandler: requireCustomer,
      schema: { tags, summary: 'Pedido del cliente por su tokenPeticion (compra finalizada por token)', params: OrderTokenParamsSchema, response: { 200: OrderResponseSchema } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { ok: true as const, result: await services.orders.getByToken(sessionCustomer(req).codigo, req.params.id) };
    },
  );

  app.get(
    '/carrito/entrega/horarios',
    { schema: { tags: ['carrito'], summary: 'Días y horarios (Mañana, Tarde, Noche) de la entrega programada', response: { 200: DeliverySlotsResponseSchema } } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { ok: true as const, results: deliverySlots(new Date()) };
    },
  );
}
