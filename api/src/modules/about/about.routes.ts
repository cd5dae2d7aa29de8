import type { FastifyInstance } from 'fastify';
import { DATA_ATTRIBUTION } from '../../db/seed/attribution.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

/** `GET /api/acerca-de-los-datos`: the attribution of the open data the shop's demo data comes from. */
export default async function aboutRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.get('/acerca-de-los-datos', { schema: { tags: ['sistema'], summary: 'Acerca de los datos (atribución)' } }, async () => ({
    ok: true,
    result: { texto: DATA_ATTRIBUTION },
  }));
}
