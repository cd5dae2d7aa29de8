import { CategoryIdParamsSchema } from '@botica/shared-contracts/catalog/requests';
import {
  CategoryDetailResponseSchema,
  CategoryProductsResponseSchema,
  CategoryRelationsResponseSchema,
  FeaturedCategoriesResponseSchema,
  MenuResponseSchema,
  ProductListQuerySchema,
} from '@botica/shared-contracts/catalog/responses';
import type { FastifyInstance } from 'fastify';
import type { CatalogServices } from '../catalog.services.js';
import type { ValibotTypeProvider } from '../../../http/valibot-type-provider.js';

const tags = ['catálogo'];
/** Public catalogue reads: kept by the catalogue cache (plugins/catalog-cache.ts). */
const config = { publicCache: true };

export default async function categoryRoutes(fastify: FastifyInstance, { services }: { services: CatalogServices }) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const { categories, products } = services;

  app.get('/categorias', { config, schema: { tags, summary: 'Menú de categorías (tres niveles)', response: { 200: MenuResponseSchema } } }, async () => ({
    ok: true as const,
    results: await categories.menu(),
  }));

  app.get(
    '/categorias/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Productos de una categoría y sus subcategorías',
        params: CategoryIdParamsSchema,
        querystring: ProductListQuerySchema,
        response: { 200: CategoryProductsResponseSchema },
      },
    },
    async (req) => {
      const c = await categories.get(req.params.id);
      const ids = await categories.subtree(c.codigo);
      const descuento = req.query.descuento ? Number(req.query.descuento) : undefined;
      // Without a discount filter the total is the cached count of the subtree.
      const total = descuento === undefined ? () => categories.countIn(ids) : undefined;
      const page = await products.list({ categorias: ids, descuentoMin: descuento }, req.query.orderBy ?? 'destacado', req.query.p, req, total);
      return { ...page, categoria: { codigo: c.codigo, descripcion: c.descripcion, slug: c.slug } };
    },
  );

  app.get(
    '/categorias/relaciones/:id',
    { config, schema: { tags, summary: 'Categorías relacionadas', params: CategoryIdParamsSchema, response: { 200: CategoryRelationsResponseSchema } } },
    async (req) => ({ ok: true as const, results: await categories.relations(req.params.id) }),
  );

  app.get(
    '/categorias/detalles/:id',
    { config, schema: { tags, summary: 'Título, migas y preguntas frecuentes', params: CategoryIdParamsSchema, response: { 200: CategoryDetailResponseSchema } } },
    async (req) => ({ ok: true as const, result: await categories.details(req.params.id) }),
  );

  app.get('/categorias-destacadas', { config, schema: { tags, summary: 'Categorías destacadas', response: { 200: FeaturedCategoriesResponseSchema } } }, async () => ({
    ok: true as const,
    results: await categories.featured(),
  }));
}
