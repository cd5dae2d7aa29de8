/**
 * The version of this answer's shape. A remote's release records the one its renderer speaks and the host's the one
 * it reads; the contract gate refuses a promotion that would make them differ (decision 082). Raise it with any change
 * a reader of the other version would misread.
 */
export const FRAGMENT_PROTOCOL = 2;

import type { EmbedAnswer, EmbedInput, EmbedRequest } from './embedded-fragments';
import type { FragmentSession } from './fragment-session';

/**
 * What a remote's server renderer (e.g. remote-catalog/dist-ssr/render.cjs) answers, and so what its
 * `GET /__fragment?path=&search=` endpoint answers the host's composer:
 *  - 200 and a ServerFragment: the first screen of the page, drawn on the server;
 *  - 204: a page the owner knows but draws in the browser only;
 *  - 404: a path the owner does not know (no such blog post, …): the document answers 404 and the not-found view;
 *  - 503: the owner could not tell (the reads that decide whether the page exists failed or were late): the
 *    document of a path that names data answers 503, never a 200 that may be a page that does not exist;
 *  - 501: the remote has no server renderer (the composer stops asking it for a while).
 * Since version 2 a drawn page may embed other apps' fragments (`embeds`), whose places the host fills or clears, and a
 * remote's renderer may draw one of its exposed components for another app's page (`renderEmbed`, `POST /__embed`).
 */
export interface ServerFragment {
  html: string;
  /** Tags for the document's head (e.g. the preload of the page's main image). */
  head?: string;
  styles: string[];
  /**
   * The scripts the browser needs to render this page (paths on the owner's origin, as `styles`), beyond its
   * `remoteEntry.js`: the document preloads them, so the page's code arrives with the entry.
   */
  scripts?: string[];
  title?: string;
  /**
   * The page's first-screen data, by query key, written as `<script type="application/json" id="<owner>-ssr-data">`
   * so the owner's first client render shows the very same page.
   */
  data?: Record<string, unknown>;
  /**
   * Milliseconds React took to draw the page (`renderToString`), once its data were in: the host reports it in the
   * document's `Server-Timing` beside the whole wait for the fragment, which adds the API reads and the trip.
   */
  renderMs?: number;
  /**
   * Other apps' fragments the page embeds, whose places the HTML marks (embedded-fragments.ts): the host asks their
   * remotes to draw them and puts them in, or takes the marks away (the browser fills those places).
   */
  embeds?: EmbedRequest[];
}

export interface RenderInput {
  /** The page's pathname, e.g. `/producto/100001/ibuprofeno-400`. */
  path: string;
  /** Its query string, with or without the leading `?`. */
  search: string;
  /** The shopper's Cookie header, forwarded to the API. */
  cookie?: string;
  /** The API's origin, e.g. `http://127.0.0.1:4000`. */
  apiUrl: string;
  /**
   * The session the host read for this document (header `x-botica-session`, see fragment-session.ts): the customer,
   * null for a visitor; absent when the host could not read it. A renderer draws for it and never reads it again.
   */
  session?: FragmentSession;
}

/** The owner does not know the path. */
export const UNKNOWN_PATH = { unknownPath: true } as const;

/**
 * The owner cannot tell whether the path names something that exists: the reads that decide it failed or did not
 * come in time. The composer asked as well and heard nothing answers the same.
 */
export const UNDECIDED = { undecided: true } as const;

/**
 * A drawn page, the owner's "I do not know this path", UNDECIDED, or null (a page the owner knows, drawn in the
 * browser only).
 */
export type RenderAnswer = ServerFragment | typeof UNKNOWN_PATH | typeof UNDECIDED | null;

export interface FragmentRenderer {
  render(input: RenderInput): Promise<RenderAnswer>;
  /** One of the remote's exposed components, drawn for another app's page; null when it cannot be (the browser draws it). */
  renderEmbed?(input: EmbedInput): Promise<EmbedAnswer | null>;
}

export const isUnknownPath = (answer: RenderAnswer): answer is typeof UNKNOWN_PATH =>
  answer !== null && 'unknownPath' in answer && answer.unknownPath === true;

export const isUndecided = (answer: RenderAnswer): answer is typeof UNDECIDED =>
  answer !== null && 'undecided' in answer && answer.undecided === true;
