import { CouponParamsSchema, DiscountCodeParamsSchema, DiscountsQuerySchema } from '@botica/shared-contracts/catalog/requests';
import { DiscountTextResponseSchema, DiscountsResponseSchema } from '@botica/shared-contracts/catalog/responses';
import type { FastifyInstance } from 'fastify';
import type { CatalogServices } from '../catalog.services.js';
import type { ValibotTypeProvider } from '../../../http/valibot-type-provider.js';

const tags = ['descuentos'];

export default async function discountRoutes(fastify: FastifyInstance, { services }: { services: CatalogServices }) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.get(
    '/descuentos',
    { schema: { tags, summary: 'Descuentos por forma de pago vigentes (filtro por categoría y texto)', querystring: DiscountsQuerySchema, response: { 200: DiscountsResponseSchema } } },
    async (req) => ({ ok: true as const, results: await services.discounts.list(req.query, req) }),
  );

  app.get(
    '/descuentos/descripcion/:codigoDescuento',
    { schema: { tags, summary: 'Texto de un descuento', params: DiscountCodeParamsSchema, response: { 200: DiscountTextResponseSchema } } },
    async (req) => ({ ok: true as const, result: await services.discounts.description(req.params.codigoDescuento, req) }),
  );

  app.get(
    '/descuentos/regalo/:codigo',
    { schema: { tags, summary: 'Descripción del cupón aplicado', params: CouponParamsSchema, response: { 200: DiscountTextResponseSchema } } },
    async (req) => ({ ok: true as const, result: await services.discounts.coupon(req.params.codigo) }),
  );
}
