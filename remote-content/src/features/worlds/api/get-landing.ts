import { getJson } from '@botica/platform/http/client';
import { LandingResponseSchema, LandingSectionProductsResponseSchema } from '@botica/shared-contracts/content/landing';
import { api, type ApiClient } from '../../../app/api-client';

/** `GET /landing/{landing}`: theme, sliders and sections (`client`: the server render's, with the shopper's cookie). */
export const getLanding = (landing: string, client: ApiClient = api) => getJson(client, `landing/${encodeURIComponent(landing)}`, LandingResponseSchema);

/** `GET /landing/lista/productos/{id}?landing&p&orderBy`: one section's products. */
export const getSectionProducts = (landing: string, id: string | number, page: number, orderBy?: string, client: ApiClient = api) =>
  getJson(client, `landing/lista/productos/${encodeURIComponent(String(id))}`, LandingSectionProductsResponseSchema, {
    searchParams: { landing, p: String(page), ...(orderBy ? { orderBy } : {}) },
  });
