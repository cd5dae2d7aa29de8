import type { QueryKey } from '@botica/shared-contracts/http/query-key';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { landingQueries } from '@botica/shared-contracts/content/queries';
import { findRoute, type RouteDef, routeParams } from '@botica/shared-contracts/routes/route-table';
import { fetchQuery, prefetchQuery } from '@botica/platform/data/query';
import { fetchParameters } from '../features/blog/api/blog-settings';
import { getLanding, getSectionProducts } from '../features/worlds/api/get-landing';
import type { ApiClient } from './api-client';

/** One read of a page's first screen: the cache key its component uses and how to load it (made by `read`). */
export interface FirstScreenQuery {
  key: QueryKey<unknown>;
  load: () => Promise<unknown>;
  /**
   * The reads this answer names (a world's sections, whose products its page shows), read once it is in. They do not
   * decide whether the page exists: one that fails is left out, and the page reads it in the browser.
   */
  then?: (answer: unknown) => FirstScreenQuery[];
}

/** A first-screen read: its loader answers what its key says, and what it names is read after it. */
function read<T>(key: QueryKey<T>, load: () => Promise<NoInfer<T>>, then?: (answer: NoInfer<T>) => FirstScreenQuery[]): FirstScreenQuery {
  return { key, load, ...(then ? { then: then as (answer: unknown) => FirstScreenQuery[] } : {}) };
}

/** Route ids whose first screen is known here (and which the content's server draws). */
export const FIRST_SCREEN_ROUTES = ['world', 'world-section', 'about', 'blog', 'blog-post'] as const;
export type FirstScreenRoute = (typeof FIRST_SCREEN_ROUTES)[number];

/** A page's first screen: its route and the reads it is drawn from. */
export interface FirstScreen {
  route: RouteDef & { id: FirstScreenRoute };
  queries: FirstScreenQuery[];
}

/** A world's slug as the API's paths take it; anything else names no world. */
export const WORLD_SLUG = /^[a-z0-9-]{1,60}$/;
/** A world section's id. */
export const SECTION_ID = /^\d{1,9}$/;

/**
 * The route of a path and the reads of its first screen, or null for other pages. Declared once: the browser's
 * prefetch and the server render fill exactly the keys the pages read (world-page.tsx, world-section-page.tsx,
 * blog-page.tsx). A world's home reads the world, then the first page of each section it previews.
 */
export function firstScreen(pathname: string, search: string, client?: ApiClient): FirstScreen | null {
  const route = findRoute(pathname);
  if (!route || !(FIRST_SCREEN_ROUTES as readonly string[]).includes(route.id)) return null;
  const known = route as RouteDef & { id: FirstScreenRoute };
  const { landing = '', id = '' } = routeParams(route, pathname);
  switch (known.id) {
    case 'world': {
      if (!WORLD_SLUG.test(landing)) return { route: known, queries: [] };
      const sections = (world: Awaited<ReturnType<typeof getLanding>>) =>
        world.secciones
          .filter((s) => s.tipo !== 'S' && s.interna)
          .map((s) => read(landingQueries.section(world.landingResult.slug, String(s.codigo), 1), () => getSectionProducts(world.landingResult.slug, s.codigo, 1, undefined, client)));
      return { route: known, queries: [read(landingQueries.world(landing), () => getLanding(landing, client), sections)] };
    }
    case 'world-section': {
      if (!WORLD_SLUG.test(landing) || !SECTION_ID.test(id)) return { route: known, queries: [] };
      const query = new URLSearchParams(search);
      const page = Math.max(1, Number(query.get('page')) || 1);
      const orderBy = query.get('orderBy') ?? undefined;
      return {
        route: known,
        queries: [
          read(landingQueries.section(landing, id, page, orderBy), () => getSectionProducts(landing, id, page, orderBy, client)),
          read(landingQueries.world(landing), () => getLanding(landing, client)),
        ],
      };
    }
    case 'blog':
      // the shop's parameters say whether the blog is an external one (the page then sends the browser there)
      return { route: known, queries: [read(catalogQueries.parameters(), () => fetchParameters(client))] };
    default:
      return { route: known, queries: [] };
  }
}

/** Starts the first screen's data of the page being opened while its code still downloads. */
export function prefetchRoute(pathname: string, search: string): void {
  for (const query of firstScreen(pathname, search)?.queries ?? []) prefetchRead(query);
}

function prefetchRead({ key, load, then }: FirstScreenQuery): void {
  if (!then) return prefetchQuery(key, load);
  fetchQuery(key, load).then(
    (answer) => then(answer).forEach(prefetchRead),
    () => undefined,
  );
}
