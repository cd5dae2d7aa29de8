import { CouponParamsSchema, DiscountCodeParamsSchema, DiscountsQuerySchema } from '@botica/shared-contracts/catalog/requests';
import { DiscountTextResponseSchema, DiscountsResponseSchema } from '@botica/shared-contracts/catalog/responses';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { CatalogServices } from '../catalog.services.js';

const tags = ['descuentos'];

export default async function discountRoutes(app: FastifyInstance, { services }: { services: CatalogServices }) {
  app.get<{ Querystring: v.InferOutput<typeof DiscountsQuerySchema> }>(
    '/descuentos',
    { schema: { tags, summary: 'Descuentos por forma de pago vigentes (filtro por categoría y texto)', querystring: DiscountsQuerySchema, response: { 200: DiscountsResponseSchema } } },
    async (req) => ({ ok: true as const, results: await services.discounts.list(req.query, req) }),
  );

  app.get<{ Params: v.InferOutput<typeof DiscountCodeParamsSchema> }>(
    '/descuentos/descripcion/:codigoDescuento',
    { schema: { tags, summary: 'Texto de un descuento', params: DiscountCodeParamsSchema, response: { 200: DiscountTextResponseSchema } } },
    async (req) => ({ ok: true as const, result: await services.discounts.description(req.params.codigoDescuento, req) }),
  );

  app.get<{ Params: v.InferOutput<typeof CouponParamsSchema> }>(
    '/descuentos/regalo/:codigo',
    { schema: { tags, summary: 'Descripción del cupón aplicado', params: CouponParamsSchema, response: { 200: DiscountTextResponseSchema } } },
    async (req) => ({ ok: true as const, result: await services.discounts.coupon(req.params.codigo) }),
  );
}
