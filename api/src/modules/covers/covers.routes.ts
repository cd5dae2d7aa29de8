import type { FastifyInstance } from 'fastify';
import { ActiveCoverResponseSchema, CoverResponseSchema, CoverSlugParamsSchema } from '@botica/shared-contracts/content/covers';
import { coversService } from './covers.service.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

const tags = ['portadas'];

/** Cover pages: the active one (header gift-card link) and one by slug (/portada/{slug}). */
export default async function coversRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const covers = coversService(app.db);

  app.get('/portadas/activa', { schema: { tags, summary: 'Portada activa', response: { 200: ActiveCoverResponseSchema } } }, async () => {
    const active = await covers.active();
    return { ok: active !== null, results: active };
  });

  app.get(
    '/portadas/por-slug/:slug',
    { schema: { tags, summary: 'Portada por slug', params: CoverSlugParamsSchema, response: { 200: CoverResponseSchema } } },
    async (req) => ({ ok: true as const, results: await covers.bySlug(req.params.slug) }),
  );
}
