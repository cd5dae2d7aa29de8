import { CodeParamsSchema } from '@botica/shared-contracts/catalog/requests';
import { RatingBodySchema, RatingResponseSchema, RatingSavedResponseSchema } from '@botica/shared-contracts/catalog/responses';
import type { FastifyInstance } from 'fastify';
import type { CatalogServices } from '../catalog.services.js';
import { RATING_SAVED } from './rating.service.js';
import { requireCustomer, sessionCustomer } from '../../auth/auth.guard.js';
import type { ValibotTypeProvider } from '../../../http/valibot-type-provider.js';

const tags = ['calificaciones'];

export default async function ratingRoutes(fastify: FastifyInstance, { services }: { services: CatalogServices }) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.get(
    '/calificaciones/ver/:code',
    { schema: { tags, summary: 'Promedio, cantidad y la calificación propia', params: CodeParamsSchema, response: { 200: RatingResponseSchema } } },
    async (req) => ({ ok: true as const, result: await services.ratings.view(req.params.code, req.customer) }),
  );

  app.post(
    '/calificaciones/agregar/:code',
    {
      preHandler: requireCustomer,
      schema: { tags, summary: 'Calificar (campo de formulario puntaje 1–5)', params: CodeParamsSchema, body: RatingBodySchema, response: { 200: RatingSavedResponseSchema } },
    },
    async (req) => {
      const result = await services.ratings.rate(req.params.code, sessionCustomer(req), req.body.puntaje);
      // product cards show the average and count: no instance may keep the old ones
      app.catalogCache.clear();
      return { ok: true as const, message: RATING_SAVED, result };
    },
  );
}
