import type { FragmentSession } from './fragment-session';
import { attr, styleText } from './html-text';

/**
 * One app's exposed component inside another app's server-drawn page (`<EmbeddedFragment>` of ../fragments.ts, e.g.
 * content's world page embedding catalog's `product-grid`), filled on the server by the host (decision 038):
 *  - the owner's renderer draws the fragment's place as the browser-only boundary it always was, between two marks
 *    (`<template data-botica-embed="e0">`, `<template data-botica-embed-end="e0">`), and names it in its answer's
 *    `embeds` (the remote, the exposed module, the export and the props, as JSON);
 *  - the host asks that remote's server to draw that export with those props (`POST /__embed`), for the same page;
 *  - drawn, the marks and the boundary between them become the drawn component in a completed boundary
 *    (`<!--$-->…<!--/$-->`), which the browser hydrates once the exposed module has loaded; not drawn (no answer in
 *    time, a remote without a renderer for it), only the marks go and the browser fills the boundary as before.
 * Nothing of the embedding app imports the embedded one's code: the props are data, the host carries them.
 */
export interface EmbedRequest {
  /** Its marks' id in the owner's HTML. */
  id: string;
  remote: string;
  /** The exposed module, e.g. `product-grid`. */
  module: string;
  /** The component's export name, e.g. `ProductGrid`. */
  exportName: string;
  props: unknown;
}

/** What the embedded remote's renderer is asked to draw (the body of `POST /__embed`, with the page it is for). */
export interface EmbedInput {
  module: string;
  exportName: string;
  props: unknown;
  /** The page the fragment is drawn in (pathname and query string), as the browser's router will read it. */
  path: string;
  search: string;
  cookie?: string;
  apiUrl: string;
  session?: FragmentSession;
}

/** A drawn embedded fragment: as a page's first screen, for the document the page goes into. */
export interface EmbedAnswer {
  html: string;
  /** Tags for the document's head (an image's preload). */
  head?: string;
  /** Stylesheets the markup needs, as paths on the embedded remote's origin. */
  styles: string[];
  /** Answers the markup was drawn from, by query key (the page's one query cache takes them with the owner's). */
  data?: Record<string, unknown>;
}

const ID = /^e\d+$/;
const start = (id: string) => `<template data-botica-embed="${id}"></template>`;
const end = (id: string) => `<template data-botica-embed-end="${id}"></template>`;

/** The marks around an embedded fragment's place in the owner's HTML (React writes these elements as they are). */
export const EMBED_MARKS = { start, end, id: ID } as const;

/**
 * The owner's HTML with each embedded fragment's place filled: the drawn HTML in a completed boundary, or (null, or
 * an id without an answer) the browser-only boundary it was, its marks taken away.
 */
export function fillEmbeds(html: string, drawn: ReadonlyMap<string, string | null>): string {
  return html.replace(/<template data-botica-embed="(e\d+)"><\/template>([\s\S]*?)<template data-botica-embed-end="\1"><\/template>/g, (_all, id: string, boundary: string) => {
    const fill = drawn.get(id);
    return typeof fill === 'string' ? `<!--$-->${fill}<!--/$-->` : boundary;
  });
}

/** The head tags of an embedded fragment's stylesheets: their text (or a link where it must stay one). */
export function embedStyleTags(styles: readonly { href: string; css: string | 'link' }[]): string {
  return styles.map(({ href, css }) => (css === 'link' ? `<link rel="stylesheet" href="${attr(href)}">` : `<style>${styleText(css)}</style>`)).join('');
}
