/**
 * The external blog, when the shop has one (the API's parameters, spec 002 §2.7 and §7): BLOG_URL is where /blog
 * sends the browser, BLOG_API_URL a WordPress site whose posts (its REST API, `wp-json/wp/v2/posts`) feed the footer,
 * BLOG_CATEGORIAS_EXCLUIDAS the categories left out (comma list). Without them /blog and the footer show the local
 * posts.
 */
export const BLOG_PARAMS = { url: 'BLOG_URL', api: 'BLOG_API_URL', exclude: 'BLOG_CATEGORIAS_EXCLUIDAS' } as const;

/**
 * The origin the browser reads the blog's posts from (and their pictures), from the shop's parameters: the one the
 * document's Content-Security-Policy allows beside the shop's own. None when it is not set or not an http(s) URL.
 */
export function blogOrigin(parameters: Readonly<Record<string, unknown>> | undefined): string | null {
  const value = parameters?.[BLOG_PARAMS.api];
  if (typeof value !== 'string' || !value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
