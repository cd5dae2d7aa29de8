import type { SortOption } from '@botica/shared-contracts/catalog/entities';
import {
  BrandProductsParamsSchema,
  CustomMenuParamsSchema,
  DiscountPercentParamsSchema,
  ListingParamsSchema,
  ProductCodeParamsSchema,
  ProductIdParamsSchema,
  PromotionParamsSchema,
} from '@botica/shared-contracts/catalog/requests';
import {
  ProductDetailResponseSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  TitledProductListResponseSchema,
} from '@botica/shared-contracts/catalog/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { catalogErrors } from '../catalog.errors.js';
import type { CatalogServices } from '../catalog.services.js';
import type { ProductFilter, ProductSort } from './product.repository.js';
import type { ValibotTypeProvider } from '../../../http/valibot-type-provider.js';

type ListQuery = v.InferOutput<typeof ProductListQuerySchema>;
type Req<P = unknown> = FastifyRequest<{ Params: P; Querystring: ListQuery }>;
const tags = ['productos'];
/** Public catalogue reads: kept by the catalogue cache (plugins/catalog-cache.ts). */
const config = { publicCache: true };

export default async function productRoutes(fastify: FastifyInstance, { services }: { services: CatalogServices }) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const { products, categories } = services;

  /** A paginated, sortable list with a fixed filter and its natural order. */
  const fixedList = (path: string, summary: string, filter: (req: Req) => Promise<ProductFilter> | ProductFilter, natural: ProductSort, shared = true) =>
    app.get(
      path,
      { config: { publicCache: shared }, schema: { tags, summary, querystring: ProductListQuerySchema, response: { 200: ProductListResponseSchema } } },
      async (req) => {
        const f = await filter(req as Req);
        const descuentoMin = req.query.descuento ? Number(req.query.descuento) : undefined;
        return products.list({ ...f, descuentoMin: descuentoMin ?? f.descuentoMin }, req.query.orderBy ?? natural, req.query.p, req);
      },
    );

  fixedList('/productos/novedades', 'Novedades', () => ({ nuevo: true }), 'nuevo');
  fixedList('/productos/destacados', 'Productos destacados', () => ({ destacado: true }), 'destacado');
  fixedList('/productos/destacados-de-la-semana', 'Destacados de la semana: destacados con existencia, los de mayor descuento primero', () => ({ destacado: true, conStock: true }), 'descuento');
  fixedList('/productos/top', 'Más populares', () => ({ conStock: true }), 'popular');
  fixedList(
    '/productos/te-va-a-encantar',
    'Recomendados: de las categorías favoritas del cliente, o los mejor valorados',
    async (req) => {
      const cats = req.customer ? await products.repo.favouriteCategories(req.customer.codigo) : [];
      return cats.length ? { categorias: cats, conStock: true } : { promocion: true, conStock: true };
    },
    'popular',
    // each customer's own recommendations
    false,
  );

  const sortOf = (q: ListQuery, natural: ProductSort): SortOption | ProductSort => q.orderBy ?? natural;

  app.get(
    '/productos/promociones/:id',
    { config, schema: { tags, summary: 'Promociones por cantidad (2x1, 3x2, 4x2)', params: PromotionParamsSchema, querystring: ProductListQuerySchema, response: { 200: TitledProductListResponseSchema } } },
    async (req) => ({
      ...(await products.list({ promo: req.params.id }, sortOf(req.query, 'destacado'), req.query.p, req)),
      titulo: `Promoción ${req.params.id}`,
    }),
  );

  app.get(
    '/productos/descuento/:percent',
    { config, schema: { tags, summary: 'Productos con al menos el porcentaje de descuento', params: DiscountPercentParamsSchema, querystring: ProductListQuerySchema, response: { 200: TitledProductListResponseSchema } } },
    async (req) => ({
      ...(await products.list({ descuentoMin: req.params.percent }, sortOf(req.query, 'descuento'), req.query.p, req)),
      titulo: `Descuentos de ${req.params.percent}% o más`,
    }),
  );

  app.get(
    '/productos/productos_relacionados/:id',
    { config, schema: { tags, summary: 'Otros productos de la misma categoría', params: ProductIdParamsSchema, querystring: ProductListQuerySchema, response: { 200: ProductListResponseSchema } } },
    async (req) => {
      const p = await products.categoryOf(req.params.id);
      if (!p) throw catalogErrors.productNotFound();
      return products.list({ categorias: [p.categoria], excluir: req.params.id }, sortOf(req.query, 'popular'), req.query.p, req);
    },
  );

  app.get(
    '/productos/relacionados/:id',
    { config, schema: { tags, summary: 'Productos de categorías hermanas (la rama de la categoría madre)', params: ProductIdParamsSchema, querystring: ProductListQuerySchema, response: { 200: ProductListResponseSchema } } },
    async (req) => {
      const p = await products.categoryOf(req.params.id);
      if (!p) throw catalogErrors.productNotFound();
      const cat = await categories.get(p.categoria);
      const ids = await categories.subtree(cat.padre ?? cat.codigo);
      return products.list({ categorias: ids, excluir: req.params.id, conStock: true }, sortOf(req.query, 'popular'), req.query.p, req);
    },
  );

  app.get(
    '/productos/marca/:marca/:producto',
    { config, schema: { tags, summary: 'Más productos de la marca, sin el producto que se está viendo', params: BrandProductsParamsSchema, querystring: ProductListQuerySchema, response: { 200: ProductListResponseSchema } } },
    async (req) => {
      if (!(await products.repo.brand(req.params.marca))) throw catalogErrors.brandNotFound();
      return products.list({ marca: req.params.marca, excluir: req.params.producto }, sortOf(req.query, 'popular'), req.query.p, req);
    },
  );

  for (const [path, destacado, summary] of [
    ['/productos/listado/:opcion/:id', false, 'Productos por marca, fabricante o categoría (/{opcion}/{id}/{slug})'],
    ['/productos/destacadosList/:opcion/:id', true, 'Destacados por marca, fabricante o categoría (/destacados/{opcion}/{id})'],
  ] as const) {
    app.get(
      path,
      { config, schema: { tags, summary, params: ListingParamsSchema, querystring: ProductListQuerySchema, response: { 200: TitledProductListResponseSchema } } },
      async (req) => {
        const { filter, titulo } = await products.listing(req.params.opcion, req.params.id, categories);
        const descuentoMin = req.query.descuento ? Number(req.query.descuento) : undefined;
        return {
          ...(await products.list({ ...filter, destacado: destacado || undefined, descuentoMin }, sortOf(req.query, 'destacado'), req.query.p, req)),
          titulo,
        };
      },
    );
  }

  app.get(
    '/productos/:slug/:codigo',
    { config, schema: { tags, summary: 'Listado de un menú personalizado (/productos/{slug}/{code})', params: CustomMenuParamsSchema, querystring: ProductListQuerySchema, response: { 200: TitledProductListResponseSchema } } },
    async (req) => {
      const { filter, titulo, sort } = await products.customMenu(req.params.codigo, categories);
      return { ...(await products.list(filter, sortOf(req.query, sort), req.query.p, req)), titulo };
    },
  );

  app.get(
    '/productos/:codigo',
    { config, schema: { tags, summary: 'Detalle de producto', params: ProductCodeParamsSchema, response: { 200: ProductDetailResponseSchema } } },
    async (req) => {
      const p = await products.categoryOf(req.params.codigo);
      if (!p) throw catalogErrors.productNotFound();
      const cat = await categories.get(p.categoria);
      const padres = [...(await categories.ancestors(p.categoria)), { codigo: cat.codigo, descripcion: cat.descripcion, slug: cat.slug }];
      return { ok: true as const, result: await products.detail(req.params.codigo, req, padres) };
    },
  );
}
