import { AvailabilityQuerySchema, CodeParamsSchema, ProductIdParamsSchema, WhereToBuyQuerySchema } from '@botica/shared-contracts/catalog/requests';
import { AvailabilityResponseSchema, WhereToBuyResponseSchema } from '@botica/shared-contracts/catalog/responses';
import type { FastifyInstance } from 'fastify';
import type { CatalogServices } from '../catalog.services.js';
import type { ValibotTypeProvider } from '../../../http/valibot-type-provider.js';

const tags = ['disponibilidad'];

export default async function availabilityRoutes(fastify: FastifyInstance, { services }: { services: CatalogServices }) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  for (const path of ['/existencia/:id', '/existencia/producto/:id']) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: 'Existencia del producto en una sucursal, en la sucursal de una dirección del cliente o en total',
          params: ProductIdParamsSchema,
          querystring: AvailabilityQuerySchema,
          response: { 200: AvailabilityResponseSchema },
        },
      },
      async (req) => ({
        ok: true as const,
        disponibilidad: await services.availability.availability(req.params.id, req.query, req.customer),
      }),
    );
  }

  app.get(
    '/productos/existencia/donde-comprar/:code',
    {
      schema: {
        tags,
        summary: 'Sucursales con existencia, de la más cercana a la más lejana',
        params: CodeParamsSchema,
        querystring: WhereToBuyQuerySchema,
        response: { 200: WhereToBuyResponseSchema },
      },
    },
    async (req) => ({ ok: true as const, result: await services.availability.whereToBuy(req.params.code, req.query.lat, req.query.lng) }),
  );
}
