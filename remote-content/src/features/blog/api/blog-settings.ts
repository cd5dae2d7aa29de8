import { getJson } from '@botica/platform/http/client';
import { ParametersResponseSchema } from '@botica/shared-contracts/catalog/responses';
import { api, type ApiClient, QUIET } from '../../../app/api-client';
import type { BlogPost } from '../data/blog-posts';

export { BLOG_PARAMS } from '@botica/shared-contracts/content/blog';

/** `GET /parametros`, under the key the host's layout already filled (usually no request). */
export const fetchParameters = async (client: ApiClient = api) => (await getJson(client, 'parametros', ParametersResponseSchema, QUIET)).results;

interface WpPost {
  id: number;
  date: string;
  link: string;
  title?: { rendered?: string };
  excerpt?: { rendered?: string };
  jetpack_featured_media_url?: string;
  _embedded?: { 'wp:featuredmedia'?: { source_url?: string }[] };
}

const text = (html = '') => new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

/** The blog's 10 latest posts (WordPress REST: per_page 10, newest first, some categories excluded). */
export async function fetchExternalPosts(apiUrl: string, exclude = ''): Promise<BlogPost[]> {
  const url = new URL('wp-json/wp/v2/posts', apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`);
  url.searchParams.set('per_page', '10');
  url.searchParams.set('orderby', 'date');
  url.searchParams.set('order', 'desc');
  url.searchParams.set('_embed', 'wp:featuredmedia');
  if (/^[\d,]+$/.test(exclude)) url.searchParams.set('categories_exclude', exclude);
  const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`blog ${res.status}`);
  const posts = (await res.json()) as WpPost[];
  return posts.map((p) => {
    const img = p.jetpack_featured_media_url ?? p._embedded?.['wp:featuredmedia']?.[0]?.source_url ?? '/api/imagenes/placeholders/vitaminas-y-suplementos.webp';
    return { id: p.id, title: text(p.title?.rendered), href: p.link, img, thumbail: img, description: text(p.excerpt?.rendered), created_at: p.date.slice(0, 10), body: [] };
  });
}
