import { getJson } from '@botica/platform/http/client';
import { LandingResponseSchema, LandingSectionProductsResponseSchema } from '@botica/shared-contracts/content/landing';
import { api } from '../../../app/api-client';

/** `GET /landing/{landing}`: theme, sliders and sections. */
export const getLanding = (landing: string) => getJson(api, `landing/${encodeURIComponent(landing)}`, LandingResponseSchema);

/** `GET /landing/lista/productos/{id}?landing&p&orderBy`: one section's products. */
export const getSectionProducts = (landing: string, id: string | number, page: number, orderBy?: string) =>
  getJson(api, `landing/lista/productos/${encodeURIComponent(String(id))}`, LandingSectionProductsResponseSchema, {
    searchParams: { landing, p: String(page), ...(orderBy ? { orderBy } : {}) },
  });
