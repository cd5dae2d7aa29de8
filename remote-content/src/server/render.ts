// The content remote's server side of GET /__fragment (see @botica/platform/server/fragment-protocol): its pages
// are drawn in the browser, but it tells the host's composer which paths it does not know, so that the document
// answers 404 there (and 503 when the API cannot say). Built by rspack.server.config.mjs into dist-ssr/render.cjs.
import { matchPath } from 'react-router-dom';
import { type RenderAnswer, type RenderInput, UNDECIDED, UNKNOWN_PATH } from '@botica/platform/server/fragment-protocol';
import { apiVerdict, verdictAnswer } from '@botica/platform/server/data-verdict';
import { ROUTES } from '@botica/shared-contracts/routes/route-table';
import { findBlogPost } from '../features/blog/data/blog-posts';

const route = (id: string) => ROUTES.find((r) => r.id === id)!;
const SLUG = /^[a-z0-9-]{1,80}$/;

/** The API's verdict on a world, section or cover; without an API to ask, nobody can tell. */
const verdictOf = async (apiUrl: string | undefined, path: string): Promise<RenderAnswer> =>
  apiUrl ? verdictAnswer(await apiVerdict(apiUrl, path)) : UNDECIDED;

export async function render(input: Pick<RenderInput, 'path'> & Partial<Pick<RenderInput, 'apiUrl'>>): Promise<RenderAnswer> {
  const post = matchPath(route('blog-post').path, input.path);
  if (post) return findBlogPost(post.params.id) ? null : UNKNOWN_PATH;

  const world = matchPath(route('world').path, input.path);
  if (world) {
    const slug = world.params.landing ?? '';
    return SLUG.test(slug) ? verdictOf(input.apiUrl, `landing/estilo/mundo/${slug}`) : UNKNOWN_PATH;
  }
  const section = matchPath(route('world-section').path, input.path);
  if (section) {
    const { landing = '', id = '' } = section.params;
    if (!SLUG.test(landing) || !/^\d{1,9}$/.test(id)) return UNKNOWN_PATH;
    // the section's products answer 404 for a section that is not a product section of that world (or no world)
    return verdictOf(input.apiUrl, `landing/lista/productos/${id}?landing=${landing}`);
  }
  const cover = matchPath(route('cover').path, input.path);
  if (cover) {
    const slug = cover.params.slug ?? '';
    return SLUG.test(slug) ? verdictOf(input.apiUrl, `portadas/por-slug/${slug}`) : UNKNOWN_PATH;
  }
  return null;
}
