// The content remote's server side of GET /__fragment (see @botica/platform/server/fragment-protocol): its pages
// are drawn in the browser, but it tells the host's composer which paths it does not know, so that the document
// answers 404 there. Built by rspack.server.config.mjs into dist-ssr/render.cjs.
import { matchPath } from 'react-router-dom';
import { type RenderAnswer, type RenderInput, UNKNOWN_PATH } from '@botica/platform/server/fragment-protocol';
import { ROUTES } from '@botica/shared-contracts/routes/route-table';
import { findBlogPost } from '../features/blog/data/blog-posts';

const route = (id: string) => ROUTES.find((r) => r.id === id)!;
const SLUG = /^[a-z0-9-]{1,80}$/;
/** The composer waits about a second for the whole answer: the API gets less. */
const API_TIMEOUT_MS = 700;

/** True when the API answers 404 for the path (a missing world, section or cover); any other outcome is not a claim. */
async function apiSaysMissing(apiUrl: string | undefined, path: string): Promise<boolean> {
  if (!apiUrl) return false;
  try {
    const res = await fetch(new URL(`/api/${path}`, apiUrl), { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
    return res.status === 404;
  } catch {
    return false;
  }
}

export async function render(input: Pick<RenderInput, 'path'> & Partial<Pick<RenderInput, 'apiUrl'>>): Promise<RenderAnswer> {
  const post = matchPath(route('blog-post').path, input.path);
  if (post && !findBlogPost(post.params.id)) return UNKNOWN_PATH;

  const world = matchPath(route('world').path, input.path);
  if (world) {
    const slug = world.params.landing ?? '';
    if (!SLUG.test(slug) || (await apiSaysMissing(input.apiUrl, `landing/estilo/mundo/${slug}`))) return UNKNOWN_PATH;
  }
  const section = matchPath(route('world-section').path, input.path);
  if (section) {
    const { landing = '', id = '' } = section.params;
    if (!SLUG.test(landing) || !/^\d{1,9}$/.test(id)) return UNKNOWN_PATH;
    // the section's products answer 404 for a section that is not a product section of that world (or no world)
    if (await apiSaysMissing(input.apiUrl, `landing/lista/productos/${id}?landing=${landing}`)) return UNKNOWN_PATH;
  }
  const cover = matchPath(route('cover').path, input.path);
  if (cover) {
    const slug = cover.params.slug ?? '';
    if (!SLUG.test(slug) || (await apiSaysMissing(input.apiUrl, `portadas/por-slug/${slug}`))) return UNKNOWN_PATH;
  }
  return null;
}
