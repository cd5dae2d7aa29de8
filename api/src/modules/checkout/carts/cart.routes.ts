import {
  CartIdPayloadSchema,
  CartItemDeletePayloadSchema,
  CartSyncPayloadSchema,
  ShareCartDecodePayloadSchema,
  ShareCartPayloadSchema,
  ShareCartTokenParamsSchema,
} from '@botica/shared-contracts/checkout/payloads';
import { CartCreateResponseSchema, CartStateResponseSchema, ShareCartDecodeResponseSchema, ShareCartResponseSchema } from '@botica/shared-contracts/checkout/responses';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { Guard } from '../checkout.guard.js';
import type { CheckoutServices } from '../checkout.services.js';

type Body<S extends v.GenericSchema> = { Body: v.InferOutput<S> };

export default async function cartRoutes(app: FastifyInstance, { services, guard }: { services: CheckoutServices; guard: Guard }) {
  const tags = ['cart'];

  app.post<Body<typeof CartSyncPayloadSchema>>(
    '/cart/create',
    { preHandler: guard.authenticate, schema: { tags, summary: 'Guarda el carrito del cliente (carrito abandonado)', body: CartSyncPayloadSchema, response: { 200: CartCreateResponseSchema } } },
    async (req) => {
      const items = req.body.items.map((i) => ({ codigo: i.codigo, quantity: i.quantity ?? i.cantidad ?? 1, ...(i.esRegalo ? { esRegalo: true } : {}) }));
      const cartId = req.body.cartId !== undefined && req.body.cartId !== null && /^\d{1,9}$/.test(String(req.body.cartId)) ? Number(req.body.cartId) : null;
      const card_id = await services.carts.save(guard.customer(req).codigo, items, cartId, req.body.oncologico);
      return { ok: true as const, result: { card_id } };
    },
  );

  app.post<Body<typeof CartItemDeletePayloadSchema>>(
    '/cart/delete',
    { preHandler: guard.authenticate, schema: { tags, summary: 'Quita un producto del carrito guardado', body: CartItemDeletePayloadSchema, response: { 200: CartStateResponseSchema } } },
    async (req) => ({ ok: true as const, result: await services.carts.removeItem(guard.customer(req).codigo, req.body.carritoId, req.body.codigo) }),
  );

  app.post<Body<typeof CartIdPayloadSchema>>(
    '/cart/estado_carrito',
    { preHandler: guard.authenticate, schema: { tags, summary: 'Cierra el carrito guardado', body: CartIdPayloadSchema, response: { 200: CartStateResponseSchema } } },
    async (req) => ({ ok: true as const, result: await services.carts.setState(guard.customer(req).codigo, req.body.carritoId, 'CERRADO') }),
  );

  app.post<Body<typeof CartIdPayloadSchema>>(
    '/cart/finish',
    { preHandler: guard.authenticate, schema: { tags, summary: 'Marca el carrito guardado como finalizado', body: CartIdPayloadSchema, response: { 200: CartStateResponseSchema } } },
    async (req) => ({ ok: true as const, result: await services.carts.setState(guard.customer(req).codigo, req.body.carritoId, 'FINALIZADO') }),
  );

  app.post<Body<typeof ShareCartPayloadSchema>>(
    '/carrito',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags: ['carrito'], summary: 'Comparte el carrito: responde el enlace', body: ShareCartPayloadSchema, response: { 200: ShareCartResponseSchema } },
    },
    async (req) => ({ ok: true as const, result: await services.carts.share(req.body.detalles, req.customer?.codigo ?? null) }),
  );

  app.post<Body<typeof ShareCartDecodePayloadSchema>>(
    '/carrito/decode',
    { schema: { tags: ['carrito'], summary: 'Productos de un carrito compartido', body: ShareCartDecodePayloadSchema, response: { 200: ShareCartDecodeResponseSchema } } },
    async (req) => ({
      ok: true as const,
      result: { items: await services.carts.open(req.body.token, { active: req.body.active, customer: req.customer?.codigo ?? null }) },
    }),
  );

  app.get<{ Params: v.InferOutput<typeof ShareCartTokenParamsSchema> }>(
    '/carrito/:token',
    { schema: { tags: ['carrito'], summary: 'Productos de un carrito compartido', params: ShareCartTokenParamsSchema, response: { 200: ShareCartDecodeResponseSchema } } },
    async (req) => ({ ok: true as const, result: { items: await services.carts.open(req.params.token) } }),
  );
}
