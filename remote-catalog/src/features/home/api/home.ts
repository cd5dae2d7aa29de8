import { getJson, sendJson } from '@botica/platform/http/client';
import {
  BannersResponseSchema,
  BrandsResponseSchema,
  NewsletterResponseSchema,
  OffersResponseSchema,
} from '@botica/shared-contracts/catalog/responses';
import type { KyInstance } from 'ky';
import { api } from '../../../app/api-client';

// The first-screen reads take the client as a last argument so a server render can call them with its own
// (its API address, the shopper's cookie); the browser uses the remote's one client.

/** Active banners of one position (CARRUSEL_SUPERIOR, MEDIO, DESTACADO_SEMANA, DESCUENTOS…). */
export const bannersAt = (posicion: string, client: KyInstance = api) =>
  getJson(client, 'banners', BannersResponseSchema, { searchParams: { posicion } }).then((r) => r.results);

/** Countdown banners: `/temporizador` (first block of the home) and `/temporizador-dos` (further down). */
export const timerBanner = (which: 'temporizador' | 'temporizador-dos', client: KyInstance = api) =>
  getJson(client, which, BannersResponseSchema).then((r) => r.results);

export const offers = (client: KyInstance = api) => getJson(client, 'ofertas', OffersResponseSchema).then((r) => r.results);
export const promoBanners = () => getJson(api, 'promos', BannersResponseSchema).then((r) => r.results);
export const featuredBrands = () => getJson(api, 'marcas-destacadas', BrandsResponseSchema).then((r) => r.results);
export const subscribeNewsletter = (email: string) => sendJson(api, 'post', 'newsletter', { email }, NewsletterResponseSchema);
