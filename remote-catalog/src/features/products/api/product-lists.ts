import * as v from 'valibot';
import { getJson } from '@botica/platform/http/client';
import {
  ProductListResponseSchema,
  SearchResponseSchema,
  TitledProductListResponseSchema,
  CategoryProductsResponseSchema,
} from '@botica/shared-contracts/catalog/responses';
import { LandingResponseSchema } from '@botica/shared-contracts/content/landing';
import type { KyInstance } from 'ky';
import { api } from '../../../app/api-client';

/** Filters, sort and page as they live in the URL (?page=&orderBy=&descuento=). */
export interface ListParams {
  page: number;
  orderBy?: string;
  descuento?: string;
}

export function listSearchParams({ page, orderBy, descuento }: ListParams, extra: Record<string, string> = {}) {
  const params: Record<string, string> = { ...extra, p: String(page) };
  if (orderBy) params.orderBy = orderBy;
  if (descuento) params.descuento = descuento;
  return params;
}

/** `client`: a server render passes its own (API address, shopper's cookie). */
export const titledList = (path: string, params: ListParams, client: KyInstance = api) =>
  getJson(client, path, TitledProductListResponseSchema, { searchParams: listSearchParams(params) });

export const plainList = (path: string, params: ListParams, client: KyInstance = api) =>
  getJson(client, path, ProductListResponseSchema, { searchParams: listSearchParams(params) });

/** `client`: a server render passes its own (API address, shopper's cookie). */
export const categoryProducts = (codigo: string, params: ListParams, client: KyInstance = api) =>
  getJson(client, `categorias/${encodeURIComponent(codigo)}`, CategoryProductsResponseSchema, {
    searchParams: listSearchParams(params),
  });

export const searchProducts = (q: string, params: ListParams, world?: string, client: KyInstance = api) =>
  getJson(client, world ? `landing/${encodeURIComponent(world)}/buscar` : 'buscar', SearchResponseSchema, {
    searchParams: listSearchParams(params, { q }),
  });

/** `GET /landing/{w}`: the world a search runs in (whether it is the oncology world, whose lines go to the oncology cart). */
export const getWorld = (world: string, client: KyInstance = api) => getJson(client, `landing/${encodeURIComponent(world)}`, LandingResponseSchema);

/** Suggestions of the search box: 5 products (spec 000 §9). */
export const searchSuggestions = (q: string, signal?: AbortSignal) =>
  getJson(api, 'buscar', SearchResponseSchema, {
    searchParams: { q, p: '1', limit: '5', buscador: 'true' },
    signal,
    retry: 0,
  });

/**
 * Home carousels: `GET /productos/{novedades|destacados-de-la-semana|te-va-a-encantar|top|destacados}`. `client`: a
 * server render passes its own.
 */
export const homeList = (name: string, client: KyInstance = api) =>
  getJson(client, `productos/${name}`, ProductListResponseSchema, { searchParams: { p: '1' } });

export type ProductList = v.InferOutput<typeof ProductListResponseSchema>;
