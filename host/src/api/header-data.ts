import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { getJson } from '@botica/platform/http/client';
import type { Banner } from '@botica/shared-contracts/catalog/entities';
import {
  BannersResponseSchema,
  FavouritesCountResponseSchema,
  MenuResponseSchema,
  ParametersResponseSchema,
  SettingsResponseSchema,
  type LayoutNews,
} from '@botica/shared-contracts/catalog/responses';
import type { MenuEntry } from '@botica/shared-contracts/catalog/entities';
import { CartCountResponseSchema } from '@botica/shared-contracts/cart/saved-cart';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { checkoutQueries } from '@botica/shared-contracts/checkout/queries';
import { contentQueries } from '@botica/shared-contracts/content/queries';
import type { QueryKey } from '@botica/shared-contracts/http/query-key';
import { api, QUIET } from './api-client';

/** `GET /categorias`: the mega menu. */
export async function fetchMenu(client: KyInstance = api): Promise<MenuEntry[]> {
  return (await getJson(client, 'categorias', MenuResponseSchema, QUIET)).results;
}

/** The menu's custom entries (`MEW_CARGA_PERSONALIZADA` 'S'): the navigation bar's own buttons. */
export async function fetchMenuButtons(client: KyInstance = api): Promise<MenuEntry[]> {
  return (await fetchMenu(client)).filter((entry) => entry.MEW_CARGA_PERSONALIZADA === 'S');
}

/** `GET /parametros`: every parameter as name → value. */
export async function fetchParameters(client: KyInstance = api): Promise<Record<string, string>> {
  return (await getJson(client, 'parametros', ParametersResponseSchema, QUIET)).results;
}

const ActiveCoverSchema = v.object({ ok: v.boolean(), results: v.nullish(v.object({ slug: v.string() })) });

/** `GET /portadas/activa`: the slug of the active cover, or null (then no gift-card link). */
export async function fetchActiveCover(client: KyInstance = api): Promise<string | null> {
  const answer = await getJson(client, 'portadas/activa', ActiveCoverSchema, QUIET);
  return answer.ok && answer.results ? answer.results.slug : null;
}

/** `GET /novedades-header`, `/promociones/header` and `/novedades-footer` at once; a failed list is empty. */
export async function fetchLayoutNews(client: KyInstance = api): Promise<LayoutNews> {
  const banners = (path: string) => getJson(client, path, BannersResponseSchema, QUIET).then((a) => a.results, () => [] as Banner[]);
  const [novedadesHeader, promocionesHeader, novedadesFooter] = await Promise.all([banners('novedades-header'), banners('promociones/header'), banners('novedades-footer')]);
  return { novedadesHeader, promocionesHeader, novedadesFooter };
}

/**
 * `GET /cart/cantidad`: the units in the shopper's normal cart as the server keeps it, 0 without one (decision 079).
 * The API owns the cart and checkout writes it; the header only shows this number.
 */
export async function fetchCartCount(client: KyInstance = api): Promise<number> {
  return (await getJson(client, 'cart/cantidad', CartCountResponseSchema, QUIET)).result.cantidad;
}

/** `GET /favoritos/count` for the logged-in customer. */
export async function fetchFavouritesCount(client: KyInstance = api): Promise<number> {
  return (await getJson(client, 'favoritos/count', FavouritesCountResponseSchema, QUIET)).result;
}

const AttributionSchema = v.object({
  ok: v.optional(v.boolean()),
  result: v.optional(v.unknown()),
  results: v.optional(v.unknown()),
});

/** Lines of text out of whatever shape the attribution has: a string, a list, or objects with text fields. */
export function attributionLines(value: unknown): string[] {
  if (typeof value === 'string') return value.split(/\n+/).map((s) => s.trim()).filter(Boolean);
  if (Array.isArray(value)) return value.flatMap(attributionLines);
  if (value && typeof value === 'object') {
    return Object.values(value as Record<string, unknown>).flatMap((x) => (typeof x === 'string' || Array.isArray(x) ? attributionLines(x) : []));
  }
  return [];
}

/** `GET /acerca-de-los-datos`: where the shop's data come from (attribution shown in the footer). */
export async function fetchDataAttribution(client: KyInstance = api): Promise<string[]> {
  const answer = await getJson(client, 'acerca-de-los-datos', AttributionSchema, QUIET);
  return attributionLines(answer.result ?? answer.results);
}

/** `GET /configuraciones`: whether carts are enabled (the cart button shows a dialog when they are not). */
export async function fetchCartEnabled(client: KyInstance = api): Promise<boolean> {
  return (await getJson(client, 'configuraciones', SettingsResponseSchema, QUIET)).result.carritoHabilitado;
}

/** A layout read by its query key: the read answers what the key says. */
const read = <T>(key: QueryKey<T>, load: () => Promise<NoInfer<T>>) => [key, load] as const;

/**
 * The layout's reads that are the same for every shopper, by query key: the host server draws the header and the
 * footer from their answers (src/shell/render-shell.tsx), so the browser's hydration finds them in the cache. Of the
 * menu only the navigation bar's buttons are among them: the categories are drawn only when a menu opens, and read
 * when the shopper reaches for one (layout/menu/use-menu.ts).
 */
export function shopLayoutReads(client: KyInstance): Record<string, () => Promise<unknown>> {
  return Object.fromEntries([
    read(catalogQueries.menuButtons(), () => fetchMenuButtons(client)),
    read(catalogQueries.parameters(), () => fetchParameters(client)),
    read(contentQueries.activeCover(), () => fetchActiveCover(client)),
    read(catalogQueries.settings(), () => fetchCartEnabled(client)),
    read(catalogQueries.layoutNews(), () => fetchLayoutNews(client)),
    read(catalogQueries.dataAttribution(), () => fetchDataAttribution(client)),
  ]);
}

/**
 * The layout's reads of one shopper, by query key: the header's cart count (a customer's by their session, a
 * visitor's by the cart cookie) and a customer's favourites count. The host server reads them with the shopper's
 * cookies, so the header is drawn with both counts and the browser's boot asks nothing (without it, every
 * customer's first load downloaded the API layer for the favourites, and the cart's count came from the browser's
 * storage after hydration).
 */
export function shopperLayoutReads(client: KyInstance, cliente: number | null): Record<string, () => Promise<unknown>> {
  return Object.fromEntries([
    read(checkoutQueries.cartCount(cliente), () => fetchCartCount(client)),
    ...(cliente === null ? [] : [read(catalogQueries.favouritesCount(cliente), () => fetchFavouritesCount(client))]),
  ]);
}
