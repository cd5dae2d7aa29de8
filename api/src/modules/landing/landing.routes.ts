import { ProductListQuerySchema, SearchQuerySchema, SearchResponseSchema } from '@botica/shared-contracts/catalog/responses';
import {
  LandingParamsSchema,
  LandingResponseSchema,
  LandingSectionParamsSchema,
  LandingSectionProductsResponseSchema,
  LandingStyleResponseSchema,
} from '@botica/shared-contracts/content/landing';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { CategoryService } from '../catalog/categories/category.service.js';
import { ProductService } from '../catalog/products/product.service.js';
import { SearchService } from '../catalog/search/search.service.js';
import { LandingService } from './landing.service.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

const tags = ['landing'];
const SectionQuerySchema = v.object({
  ...ProductListQuerySchema.entries,
  landing: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/, 'El mundo indicado no existe.'))),
});

/** Landing worlds: `/landing/{landing}`, its style, its sections' products and the search inside it (spec 002 §7). */
export default async function landingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const products = new ProductService(app.db);
  const landing = new LandingService(app.db, { products, categories: new CategoryService(app.db), search: new SearchService(app.db, products) });

  app.get(
    '/landing/:landing',
    { schema: { tags, summary: 'Inicio de un mundo: tema, sliders y secciones', params: LandingParamsSchema, response: { 200: LandingResponseSchema } } },
    async (req) => landing.home(req.params.landing),
  );
  app.get(
    '/landing/estilo/mundo/:landing',
    { schema: { tags, summary: 'Colores de un mundo', params: LandingParamsSchema, response: { 200: LandingStyleResponseSchema } } },
    async (req) => ({ ok: true as const, results: await landing.style(req.params.landing) }),
  );
  app.get(
    '/landing/lista/productos/:id',
    { schema: { tags, summary: 'Productos de una sección de un mundo', params: LandingSectionParamsSchema, querystring: SectionQuerySchema, response: { 200: LandingSectionProductsResponseSchema } } },
    async (req) => landing.sectionProducts(Number(req.params.id), req.query.landing, req.query.p, req.query.orderBy, req),
  );
  app.get(
    '/landing/productos/lista/:id',
    { schema: { tags, summary: 'Productos de una sección (sin indicar el mundo)', params: LandingSectionParamsSchema, querystring: SectionQuerySchema, response: { 200: LandingSectionProductsResponseSchema } } },
    async (req) => landing.sectionProducts(Number(req.params.id), undefined, req.query.p, req.query.orderBy, req),
  );
  app.get(
    '/landing/:landing/buscar',
    { schema: { tags, summary: 'Búsqueda dentro de un mundo', params: LandingParamsSchema, querystring: SearchQuerySchema, response: { 200: SearchResponseSchema } } },
    async (req) => landing.search(req.params.landing, req.query, req),
  );
}
