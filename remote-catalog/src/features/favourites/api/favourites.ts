import { getJson, sendJson } from '@botica/platform/http/client';
import {
  FavouriteChangeResponseSchema,
  FavouriteCheckResponseSchema,
  ProductListResponseSchema,
} from '@botica/shared-contracts/catalog/responses';
import { api } from '../../../app/api-client';

export const checkFavourite = (codigo: number) =>
  getJson(api, `favoritos/verificar/${codigo}`, FavouriteCheckResponseSchema).then((r) => r.result);

export const addFavourite = (codigo: number) =>
  sendJson(api, 'post', `favoritos/agregar/${codigo}`, undefined, FavouriteChangeResponseSchema);

export const removeFavourite = (codigo: number) =>
  sendJson(api, 'delete', `favoritos/delete/${codigo}`, undefined, FavouriteChangeResponseSchema);

/** The customer's favourites, 12 a page. */
export const listFavourites = (page: number, orderBy?: string) =>
  getJson(api, 'favoritos', ProductListResponseSchema, {
    searchParams: { p: String(page), ...(orderBy ? { orderBy } : {}) },
  });
