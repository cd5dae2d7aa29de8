import { CodeParamsSchema } from '@botica/shared-contracts/catalog/requests';
import {
  FavouriteChangeResponseSchema,
  FavouriteCheckResponseSchema,
  FavouritesCountResponseSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
} from '@botica/shared-contracts/catalog/responses';
import type { FastifyInstance } from 'fastify';
import type { CatalogServices } from '../catalog.services.js';
import { FAVOURITE_ADDED, FAVOURITE_REMOVED } from './favourite.service.js';
import { requireCustomer, sessionCustomer } from '../../auth/auth.guard.js';
import type { ValibotTypeProvider } from '../../../http/valibot-type-provider.js';

const tags = ['favoritos'];

export default async function favouriteRoutes(fastify: FastifyInstance, { services }: { services: CatalogServices }) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const { favourites } = services;
  const preHandler = requireCustomer;

  app.get(
    '/favoritos',
    { preHandler, schema: { tags, summary: 'Productos favoritos del cliente (12 por página)', querystring: ProductListQuerySchema, response: { 200: ProductListResponseSchema } } },
    async (req) => favourites.list(sessionCustomer(req), req.query.p),
  );

  app.get('/favoritos/count', { preHandler, schema: { tags, summary: 'Cantidad de favoritos', response: { 200: FavouritesCountResponseSchema } } }, async (req) => ({
    ok: true as const,
    result: await favourites.count(sessionCustomer(req)),
  }));

  app.get(
    '/favoritos/verificar/:code',
    { preHandler, schema: { tags, summary: '¿Es favorito?', params: CodeParamsSchema, response: { 200: FavouriteCheckResponseSchema } } },
    async (req) => ({ ok: true as const, result: await favourites.has(sessionCustomer(req), req.params.code) }),
  );

  app.post(
    '/favoritos/agregar/:code',
    { preHandler, schema: { tags, summary: 'Agregar a favoritos', params: CodeParamsSchema, response: { 200: FavouriteChangeResponseSchema } } },
    async (req) => ({ ok: true as const, message: FAVOURITE_ADDED, result: await favourites.add(sessionCustomer(req), req.params.code) }),
  );

  app.delete(
    '/favoritos/delete/:code',
    { preHandler, schema: { tags, summary: 'Quitar de favoritos', params: CodeParamsSchema, response: { 200: FavouriteChangeResponseSchema } } },
    async (req) => ({ ok: true as const, message: FAVOURITE_REMOVED, result: await favourites.remove(sessionCustomer(req), req.params.code) }),
  );
}
