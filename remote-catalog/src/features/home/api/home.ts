import { getJson, sendJson } from '@botica/shared-contracts/http/client';
import {
  BannersResponseSchema,
  BrandsResponseSchema,
  NewsletterResponseSchema,
  OffersResponseSchema,
} from '@botica/shared-contracts/catalog/responses';
import { api } from '../../../app/api-client';

/** Active banners of one position (CARRUSEL_SUPERIOR, MEDIO, DESTACADO_SEMANA, DESCUENTOS…). */
export const bannersAt = (posicion: string) =>
  getJson(api, 'banners', BannersResponseSchema, { searchParams: { posicion } }).then((r) => r.results);

/** Countdown banners: `/temporizador` (first block of the home) and `/temporizador-dos` (further down). */
export const timerBanner = (which: 'temporizador' | 'temporizador-dos') =>
  getJson(api, which, BannersResponseSchema).then((r) => r.results);

export const offers = () => getJson(api, 'ofertas', OffersResponseSchema).then((r) => r.results);
export const promoBanners = () => getJson(api, 'promos', BannersResponseSchema).then((r) => r.results);
export const featuredBrands = () => getJson(api, 'marcas-destacadas', BrandsResponseSchema).then((r) => r.results);
export const subscribeNewsletter = (email: string) => sendJson(api, 'post', 'newsletter', { email }, NewsletterResponseSchema);
