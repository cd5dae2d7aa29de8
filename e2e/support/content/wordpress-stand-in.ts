import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A post as the stand-in keeps it: what its REST answer is made from. */
export interface StandInPost {
  id: number;
  /** Published, in the site's time zone (`2026-11-20T09:30:00`, as WordPress writes it). */
  date: string;
  slug: string;
  /** The title as WordPress renders it (HTML: entities such as &#8211;). */
  title: string;
  /** The excerpt as WordPress renders it (a paragraph). */
  excerpt: string;
  categories: number[];
  /** The featured image's attachment id (0: none). */
  featuredMedia: number;
}

export interface WordPressStandIn {
  /** The site's address (its root: the REST API is under /wp-json/). */
  url: string;
  /** Every request it answered: method, path and query, and the Origin the browser sent. */
  requests: { method: string; path: string; query: URLSearchParams; origin: string | undefined }[];
  /** A post's permalink (`link`). */
  linkOf(post: StandInPost): string;
  stop(): Promise<void>;
}

/**
 * A WordPress site's REST API as the WordPress REST API handbook documents it (Reference › Posts), for the shop's
 * external blog: `GET /wp-json/wp/v2/posts` answers the published posts in the view context (id, date, date_gmt,
 * guid, modified, slug, status, type, link, title.rendered, content, excerpt.rendered, author, featured_media,
 * categories, tags, _links), honouring per_page, orderby=date, order and categories_exclude, with the X-WP-Total and
 * X-WP-TotalPages headers; `_embed` (all, or a list of relations such as `wp:featuredmedia`) adds `_embedded` with
 * the featured image's attachment (its `source_url`). Cross-origin reads get WordPress's CORS headers (the requesting
 * origin allowed, as `rest_send_cors_headers` does). The featured images are served under /wp-content/uploads/.
 */
export async function startWordPressStandIn(posts: readonly StandInPost[]): Promise<WordPressStandIn> {
  const requests: WordPressStandIn['requests'] = [];
  let url = '';
  const linkOf = (post: StandInPost) => `${url}/${post.date.slice(0, 4)}/${post.date.slice(5, 7)}/${post.slug}/`;
  const imageOf = (post: StandInPost) => `${url}/wp-content/uploads/${post.date.slice(0, 4)}/${post.date.slice(5, 7)}/${post.slug}.svg`;
  const api = (route: string) => `${url}/wp-json/${route}`;

  const media = (post: StandInPost) => ({
    id: post.featuredMedia,
    date: post.date,
    slug: `${post.slug}-portada`,
    type: 'attachment',
    link: `${linkOf(post)}${post.slug}-portada/`,
    title: { rendered: `${post.slug}-portada` },
    author: 1,
    featured_media: 0,
    caption: { rendered: '' },
    alt_text: '',
    media_type: 'image',
    mime_type: 'image/svg+xml',
    media_details: { width: 1200, height: 630, file: `${post.date.slice(0, 4)}/${post.date.slice(5, 7)}/${post.slug}.svg`, sizes: {} },
    source_url: imageOf(post),
    _links: { self: [{ href: api(`wp/v2/media/${post.featuredMedia}`) }] },
  });

  const asRest = (post: StandInPost, embed: Set<string> | 'all' | null) => {
    const links = {
      self: [{ href: api(`wp/v2/posts/${post.id}`) }],
      collection: [{ href: api('wp/v2/posts') }],
      about: [{ href: api('wp/v2/types/post') }],
      author: [{ embeddable: true, href: api('wp/v2/users/1') }],
      ...(post.featuredMedia ? { 'wp:featuredmedia': [{ embeddable: true, href: api(`wp/v2/media/${post.featuredMedia}`) }] } : {}),
      'wp:attachment': [{ href: api(`wp/v2/media?parent=${post.id}`) }],
    };
    const wants = (rel: string) => embed === 'all' || (embed !== null && embed.has(rel));
    const embedded = {
      ...(wants('author') ? { author: [{ id: 1, name: 'Botica Guaraní', url: '', description: '', link: `${url}/author/botica/`, slug: 'botica', avatar_urls: {} }] } : {}),
      ...(wants('wp:featuredmedia') && post.featuredMedia ? { 'wp:featuredmedia': [media(post)] } : {}),
    };
    const gmt = new Date(`${post.date}-03:00`).toISOString().slice(0, 19);
    return {
      id: post.id,
      date: post.date,
      date_gmt: gmt,
      guid: { rendered: `${url}/?p=${post.id}` },
      modified: post.date,
      modified_gmt: gmt,
      slug: post.slug,
      status: 'publish',
      type: 'post',
      link: linkOf(post),
      title: { rendered: post.title },
      content: { rendered: `\n${post.excerpt}\n`, protected: false },
      excerpt: { rendered: `${post.excerpt}\n`, protected: false },
      author: 1,
      featured_media: post.featuredMedia,
      comment_status: 'closed',
      ping_status: 'closed',
      sticky: false,
      template: '',
      format: 'standard',
      meta: { footnotes: '' },
      categories: post.categories,
      tags: [],
      class_list: [`post-${post.id}`, 'post', 'type-post', 'status-publish', 'format-standard', 'hentry'],
      _links: links,
      ...(Object.keys(embedded).length ? { _embedded: embedded } : {}),
    };
  };

  const server: Server = createServer((req, res) => {
    const address = new URL(req.url ?? '/', url);
    const origin = req.headers.origin;
    requests.push({ method: req.method ?? 'GET', path: address.pathname, query: address.searchParams, origin });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        'Content-Type': 'application/json; charset=UTF-8',
        Link: `<${url}/wp-json/>; rel="https://api.w.org/"`,
        // rest_send_cors_headers: the requesting origin, with credentials
        ...(origin
          ? {
              'Access-Control-Allow-Origin': origin,
              'Access-Control-Allow-Methods': 'OPTIONS, GET, POST, PUT, PATCH, DELETE',
              'Access-Control-Allow-Credentials': 'true',
              'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link',
              'Access-Control-Allow-Headers': 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
              Vary: 'Origin',
            }
          : {}),
        ...headers,
      });
      res.end(status === 204 ? undefined : JSON.stringify(body));
    };
    if (req.method === 'OPTIONS') return send(204, null);
    if (req.method === 'GET' && address.pathname === '/wp-json/wp/v2/posts') {
      const perPage = Number(address.searchParams.get('per_page') ?? 10);
      if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
        return send(400, { code: 'rest_invalid_param', message: 'Parámetro(s) no válido(s): per_page', data: { status: 400, params: { per_page: 'per_page debe estar entre 1 (inclusive) y 100 (inclusive)' } } });
      }
      const excluded = (address.searchParams.get('categories_exclude') ?? '').split(',').filter(Boolean).map(Number);
      const ascending = address.searchParams.get('order') === 'asc';
      const found = posts
        .filter((p) => !p.categories.some((c) => excluded.includes(c)))
        .sort((a, b) => (ascending ? a.date.localeCompare(b.date) : b.date.localeCompare(a.date)));
      const embedParam = address.searchParams.get('_embed');
      const embed = embedParam === null ? null : embedParam === '' || embedParam === '1' || embedParam === 'true' ? 'all' : new Set(embedParam.split(','));
      return send(200, found.slice(0, perPage).map((p) => asRest(p, embed)), {
        'X-WP-Total': String(found.length),
        'X-WP-TotalPages': String(Math.max(1, Math.ceil(found.length / perPage))),
      });
    }
    const image = posts.find((p) => p.featuredMedia && address.pathname === new URL(imageOf(p)).pathname);
    if (req.method === 'GET' && image) {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml' });
      res.end('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#0b7a3e"/></svg>');
      return;
    }
    send(404, { code: 'rest_no_route', message: 'No se encontró ninguna ruta que coincida con la URL y el método de la solicitud.', data: { status: 404 } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    linkOf,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
