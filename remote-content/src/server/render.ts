// The content remote's server side of GET /__fragment (see @botica/platform/server/fragment-protocol): its pages
// are drawn in the browser, but it tells the host's composer which paths it does not know, so that the document
// answers 404 there (and 503 when the API cannot say). Built by rspack.server.config.mjs into dist-ssr/render.cjs.
import { type RenderAnswer, type RenderInput, UNDECIDED, UNKNOWN_PATH } from '@botica/platform/server/fragment-protocol';
import { apiVerdict, verdictAnswer } from '@botica/platform/server/data-verdict';
import { findRoute, routeParams } from '@botica/shared-contracts/routes/route-table';
import { findBlogPost } from '../features/blog/data/blog-posts';

const SLUG = /^[a-z0-9-]{1,80}$/;

/** The API's verdict on a world, section or cover; without an API to ask, nobody can tell. */
const verdictOf = async (apiUrl: string | undefined, path: string): Promise<RenderAnswer> =>
  apiUrl ? verdictAnswer(await apiVerdict(apiUrl, path)) : UNDECIDED;

export async function render(input: Pick<RenderInput, 'path'> & Partial<Pick<RenderInput, 'apiUrl'>>): Promise<RenderAnswer> {
  const route = findRoute(input.path);
  if (route?.owner !== 'content') return null;
  const { landing = '', id = '', slug = '' } = routeParams(route, input.path);
  switch (route.id) {
    case 'blog-post':
      return findBlogPost(id) ? null : UNKNOWN_PATH;
    case 'world':
      return SLUG.test(landing) ? verdictOf(input.apiUrl, `landing/estilo/mundo/${landing}`) : UNKNOWN_PATH;
    case 'world-section':
      if (!SLUG.test(landing) || !/^\d{1,9}$/.test(id)) return UNKNOWN_PATH;
      // the section's products answer 404 for a section that is not a product section of that world (or no world)
      return verdictOf(input.apiUrl, `landing/lista/productos/${id}?landing=${landing}`);
    case 'cover':
      return SLUG.test(slug) ? verdictOf(input.apiUrl, `portadas/por-slug/${slug}`) : UNKNOWN_PATH;
    default:
      return null;
  }
}
