// The content remote's server side of GET /__fragment (see @botica/platform/server/fragment-protocol): its pages
// are drawn in the browser, but it tells the host's composer which paths it does not know, so that the document
// answers 404 there. Built by rspack.server.config.mjs into dist-ssr/render.cjs.
import { matchPath } from 'react-router-dom';
import { type RenderAnswer, type RenderInput, UNKNOWN_PATH } from '@botica/platform/server/fragment-protocol';
import { ROUTES } from '@botica/shared-contracts/routes/route-table';
import { findBlogPost } from '../features/blog/data/blog-posts';

const blogPost = ROUTES.find((route) => route.id === 'blog-post');

export async function render(input: Pick<RenderInput, 'path'>): Promise<RenderAnswer> {
  const post = blogPost && matchPath(blogPost.path, input.path);
  if (post && !findBlogPost(post.params.id)) return UNKNOWN_PATH;
  return null;
}
