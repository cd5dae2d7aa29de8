import { getJson, sendJson } from '@botica/platform/http/client';
import type { KyInstance } from 'ky';
import {
  FavouriteChangeResponseSchema,
  FavouriteCheckResponseSchema,
  ProductListResponseSchema,
} from '@botica/shared-contracts/catalog/responses';
import { api } from '../../../app/api-client';

/**
 * A heart's state, read in the background for every product on screen. It is quiet: a session that ended
 * meanwhile leaves the hearts empty, and the shopper's next action (a heart, the cart) meets the one 401 policy.
 * Otherwise the related products coming into view would send the shopper to the login form mid-read.
 */
export const checkFavourite = (codigo: number) =>
  getJson(api, `favoritos/verificar/${codigo}`, FavouriteCheckResponseSchema, { context: { quiet: true } }).then((r) => r.result);

export const addFavourite = (codigo: number) =>
  sendJson(api, 'post', `favoritos/agregar/${codigo}`, undefined, FavouriteChangeResponseSchema);

export const removeFavourite = (codigo: number) =>
  sendJson(api, 'delete', `favoritos/delete/${codigo}`, undefined, FavouriteChangeResponseSchema);

/** The customer's favourites, 12 a page. */
export const listFavourites = (page: number, orderBy?: string, client: KyInstance = api) =>
  getJson(client, 'favoritos', ProductListResponseSchema, {
    searchParams: { p: String(page), ...(orderBy ? { orderBy } : {}) },
  });
