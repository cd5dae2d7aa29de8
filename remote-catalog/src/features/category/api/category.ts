import { getJson } from '@botica/platform/http/client';
import {
  CategoryDetailResponseSchema,
  CategoryRelationsResponseSchema,
  FeaturedCategoriesResponseSchema,
} from '@botica/shared-contracts/catalog/responses';
import type { KyInstance } from 'ky';
import { api } from '../../../app/api-client';

// A server render passes its own client (API address, shopper's cookie); the browser uses the remote's one.

export const categoryDetail = (codigo: string, client: KyInstance = api) =>
  getJson(client, `categorias/detalles/${encodeURIComponent(codigo)}`, CategoryDetailResponseSchema).then((r) => r.result);

export const categoryRelations = (codigo: string, client: KyInstance = api) =>
  getJson(client, `categorias/relaciones/${encodeURIComponent(codigo)}`, CategoryRelationsResponseSchema).then((r) => r.results);

export const featuredCategories = () =>
  getJson(api, 'categorias-destacadas', FeaturedCategoriesResponseSchema).then((r) => r.results);
