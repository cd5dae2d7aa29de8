import { SearchQuerySchema, SearchResponseSchema } from '@botica/shared-contracts/catalog/responses';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { CatalogServices } from '../catalog.services.js';

export default async function searchRoutes(app: FastifyInstance, { services }: { services: CatalogServices }) {
  app.get<{ Querystring: v.InferOutput<typeof SearchQuerySchema> }>(
    '/buscar',
    {
      // a public catalogue read: kept by the catalogue cache (plugins/catalog-cache.ts)
      config: { publicCache: true },
      schema: {
        tags: ['productos'],
        summary: 'Búsqueda de productos (sin acentos, tolerante a errores); buscador=true para sugerencias',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema },
      },
    },
    async (req) => services.search.search(req.query, req),
  );
}
