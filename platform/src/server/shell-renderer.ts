import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The session the host server read for a document: the customer (null: a visitor), as the API answered it. */
export interface ServerSession {
  customer: unknown;
}

/** The host's tree for a URL as HTML, or where the route's guard sends this session instead. */
export type ShellAnswer = { redirect: string } | { html: string };

/**
 * The host's server render (dist-ssr/shell.cjs): the app's tree for a URL and a session (null: unknown), with the
 * route owner's page drawn into it (`page: 'drawn'`, at the PAGE_TOKEN) or left to the browser, and the layout
 * drawn from the shop's layout data (by query key).
 */
export interface ShellRenderer {
  renderShell: (url: string, session: ServerSession | null, page: 'drawn' | 'none', layout?: Record<string, unknown>) => ShellAnswer;
  /** The layout's data that are the same for every shopper, read from the API, by query key. */
  loadShopLayout?: (apiUrl: string, timeoutMs: number) => Promise<Record<string, unknown>>;
  /**
   * The layout's data of this shopper (the header's cart count, a customer's favourites count), read with the
   * shopper's cookies, for a document whose session is known.
   */
  loadShopperLayout?: (apiUrl: string, cookie: string | undefined, session: ServerSession, timeoutMs: number) => Promise<Record<string, unknown>>;
}
const shellRenderers = new Map<string, ShellRenderer | null>();

/**
 * A server build of the host's shell (dist-ssr/shell.cjs, or a released version's), loaded once; null when it was not
 * built.
 */
export function loadShellRenderer(file: string): ShellRenderer | null {
  if (shellRenderers.has(file)) return shellRenderers.get(file)!;
  const renderer = existsSync(file) ? (createRequire(import.meta.url)(file) as ShellRenderer) : null;
  shellRenderers.set(file, renderer);
  return renderer;
}
