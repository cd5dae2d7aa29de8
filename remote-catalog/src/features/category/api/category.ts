import { getJson } from '@botica/shared-contracts/http/client';
import {
  CategoryDetailResponseSchema,
  CategoryRelationsResponseSchema,
  FeaturedCategoriesResponseSchema,
} from '@botica/shared-contracts/catalog/responses';
import { api } from '../../../app/api-client';

export const categoryDetail = (codigo: string) =>
  getJson(api, `categorias/detalles/${encodeURIComponent(codigo)}`, CategoryDetailResponseSchema).then((r) => r.result);

export const categoryRelations = (codigo: string) =>
  getJson(api, `categorias/relaciones/${encodeURIComponent(codigo)}`, CategoryRelationsResponseSchema).then((r) => r.results);

export const featuredCategories = () =>
  getJson(api, 'categorias-destacadas', FeaturedCategoriesResponseSchema).then((r) => r.results);
