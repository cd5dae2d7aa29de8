import { SearchQuerySchema, SearchResponseSchema } from '@botica/shared-contracts/catalog/responses';
import type { FastifyInstance } from 'fastify';
import type { CatalogServices } from '../catalog.services.js';
import type { ValibotTypeProvider } from '../../../http/valibot-type-provider.js';

export default async function searchRoutes(fastify: FastifyInstance, { services }: { services: CatalogServices }) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.get(
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
