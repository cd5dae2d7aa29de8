import { EMBED_MARKS, embedStyleTags, fillEmbeds } from './embedded-fragments';
import { fetchEmbed } from './fragment-client';
import type { ServerFragment } from './fragment-protocol';
import type { RemoteEndpoints, StylesheetCache } from './remote-assets';
import { withTrace } from './tracing';

/**
 * The owner's drawn page with the other apps' fragments it embeds drawn in (embedded-fragments.ts): each asked of its
 * remote's server for this page and session, at once; their stylesheets (as the page's own, written in) and head tags
 * go into the page's head, the answers they were drawn from into its data. A fragment that is not drawn in time, or
 * whose stylesheet cannot be had, stays the boundary the browser fills.
 */
export async function composeEmbeds(
  fragment: ServerFragment,
  endpoints: Readonly<Record<string, RemoteEndpoints>>,
  page: { pathname: string; search: string },
  cookie: string | undefined,
  session: { customer: unknown } | null | undefined,
  stylesheets: StylesheetCache,
): Promise<ServerFragment> {
  const { embeds = [], ...own } = fragment;
  if (embeds.length === 0) return own;
  try {
    const drawn = await Promise.all(
      embeds.map(async (embed) => {
        const endpoint = endpoints[embed.remote];
        if (!endpoint || !EMBED_MARKS.id.test(embed.id)) return null;
        const answer = await fetchEmbed(endpoint, embed, page, cookie, { session });
        if (!answer) return null;
        const publicOrigin = new URL(endpoint.manifestUrl).origin;
        const styles = await Promise.all(
          answer.styles.map(async (style) => ({
            href: new URL(style, `${publicOrigin}/`).toString(),
            css: await stylesheets.get(new URL(style, `${endpoint.internalOrigin}/`).toString()),
          })),
        );
        // a fragment that would paint unstyled is left to the browser
        if (styles.some(({ css }) => css === null)) return null;
        return { id: embed.id, answer, styles: styles as { href: string; css: string | 'link' }[] };
      }),
    );
    const fills = new Map<string, string | null>();
    const styles = new Map<string, string | 'link'>();
    let head = own.head ?? '';
    let data = own.data;
    for (const one of drawn) {
      if (!one) continue;
      fills.set(one.id, one.answer.html);
      for (const { href, css } of one.styles) styles.set(href, css);
      head += one.answer.head ?? '';
      if (one.answer.data) data = { ...one.answer.data, ...data };
    }
    const styleTags = embedStyleTags([...styles].map(([href, css]) => ({ href, css })));
    return { ...own, html: fillEmbeds(own.html, fills), head: `${styleTags}${head}`, ...(data ? { data } : {}) };
  } catch (error) {
    console.warn(withTrace(`[host] ${page.pathname}: los fragmentos incrustados quedan para el navegador (${String(error)})`));
    return { ...own, html: fillEmbeds(own.html, new Map()) };
  }
}
