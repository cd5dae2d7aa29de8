import { type DocumentSlot, LAYOUT_DATA_ELEMENT_ID, PAGE_TOKEN, SESSION_ELEMENT_ID } from '../document-slots';
import type { DocumentTemplate } from './document-template';
import type { ServerFragment } from './fragment-protocol';
import { attr, scriptJson, styleText, text } from './html-text';
import type { RemoteManifest } from './remote-assets';

/**
 * Server-side composition of the shop's document. The browser would otherwise discover, one round trip after
 * another, host script → remotes.json → a remote's manifest → its remoteEntry → the page's chunks → the page's
 * data. Here the host server
 *  - writes remotes.json and the manifests of the remotes the page boots with into the document,
 *  - requests the shell's scripts with the document and preloads what they load next: the shell's boot chunks and
 *    the route owner's entry and page chunks (and preconnects to the remotes' origins),
 *  - draws the header (the host's own shell, rendered on the server) and, when the route's owner offers it,
 *    the owner's server-rendered page, so the first screen paints before any script has been requested or run.
 * It fills the placeholders of the host's built document (see ../document-slots.ts); the browser then hydrates
 * the drawn tree in place (see host/src/bootstrap.tsx).
 */

/** The host's built document: its template and the shell's own assets. */
export interface ShellDocument {
  template: DocumentTemplate;
  /** The shell's scripts, in order, as the document loads them. */
  scripts: string[];
  /**
   * What those scripts then load for the app's boot (the shared libraries, react-dom, the app), written by the
   * build: preloaded with them, so they arrive while the entry runs instead of one round trip after it.
   */
  bootScripts?: string[];
  /** The text of the shell's stylesheets, written into the document; null to keep them as links. */
  styles: string | null;
}

export interface ComposeInput {
  document: ShellDocument;
  remotes: Record<string, string>;
  /** Manifests to write into the page, by manifest URL. */
  manifests: Record<string, RemoteManifest>;
  /** The route owner's entry and page chunks, absolute URLs: preloaded with the document. */
  preloadScripts: string[];
  origins: string[];
  /** The host's server-drawn tree (with the PAGE_TOKEN where the page goes when it is drawn), or null. */
  shell: string | null;
  /** The session the shell was drawn with, written into the document for the browser's first render. */
  session?: unknown;
  /** The shop layout data the shell was drawn with (by query key), written into the document for the browser's cache. */
  layout?: Record<string, unknown>;
  fragment: (ServerFragment & { origin: string; owner: string; path: string; inlineStyles?: (string | 'link' | null)[] }) | null;
  /** The document's Content-Security-Policy nonce, carried by every script the composition writes. */
  nonce?: string;
  /** A document answered 404: it says itself that it is not to be indexed (a crawler may not run its scripts). */
  noindex?: boolean;
  /** The shop runs with its sandboxes on (SANDBOX): every page says so. */
  sandbox?: boolean;
}

/**
 * The notice of a shop running with its sandboxes: outside the hydrated tree (React never sees it), a landmark of its
 * own, fixed in a corner and transparent to the pointer so it never covers a control.
 */
export const SANDBOX_NOTICE =
  '<aside aria-label="Aviso" data-testid="sandbox-notice" style="position:fixed;left:.5rem;bottom:.5rem;z-index:2147483647;' +
  'margin:0;padding:.2rem .5rem;border-radius:.25rem;background:#7a2e00;color:#fff;font:600 .75rem/1.3 system-ui,sans-serif;' +
  'pointer-events:none">Entorno de prueba</aside>';

/** ` nonce="…"` for a script element, or nothing. */
const nonceAttr = (nonce: string | undefined) => (nonce ? ` nonce="${attr(nonce)}"` : '');

/**
 * The document's scripts, requested the standard way: the shell's entry as `defer` scripts (downloaded while the
 * document is parsed, run in order once it is), and, as `preload`s, what that entry then loads for the app's boot
 * (from the build's own chunk graph, document-assets.json) and the route owner's entry and page chunks (from its
 * federation manifest), so all of them download side by side with the document instead of one round trip after
 * another. The composed page's scripts are ordinary scripts (not ECMAScript modules), hence `preload` with
 * `as="script"`, not `modulepreload`.
 */
export function scriptTags(scripts: string[], preloads: string[], nonce?: string): string {
  const n = nonceAttr(nonce);
  const run = scripts.map((src) => `<script defer src="${attr(src)}"${n}></script>`);
  const fetch = [...new Set(preloads)].filter((href) => !scripts.includes(href)).map((href) => `<link rel="preload" as="script" href="${attr(href)}">`);
  return [...run, ...fetch].join('');
}

/** The head's additions: preconnects, remotes and manifests, the page's styles, head tags and data. */
function headTags(input: ComposeInput): string {
  const head: string[] = input.noindex ? ['<meta name="robots" content="noindex">'] : [];
  for (const origin of input.origins) {
    head.push(`<link rel="preconnect" href="${attr(origin)}">`, `<link rel="preconnect" href="${attr(origin)}" crossorigin>`);
  }
  const n = nonceAttr(input.nonce);
  head.push(`<script id="botica-remotes" type="application/json"${n}>${scriptJson(input.remotes)}</script>`);
  if (Object.keys(input.manifests).length) {
    head.push(`<script id="botica-manifests" type="application/json"${n}>${scriptJson(input.manifests)}</script>`);
  }
  const fragment = input.fragment;
  if (fragment) {
    fragment.styles.forEach((style, i) => {
      const css = fragment.inlineStyles?.[i];
      head.push(css && css !== 'link' ? `<style>${styleText(css)}</style>` : `<link rel="stylesheet" href="${attr(new URL(style, fragment.origin).toString())}">`);
    });
    if (fragment.head) head.push(fragment.head);
    if (fragment.data) head.push(`<script id="${attr(fragment.owner)}-ssr-data" type="application/json"${n}>${scriptJson(fragment.data)}</script>`);
  }
  return head.join('');
}

/** Fills the host's document with the composed parts. */
export function composeDocument(input: ComposeInput): string {
  const { template, scripts, styles } = input.document;
  const fragment = input.fragment;
  const slots: Partial<Record<DocumentSlot, string>> = {
    head: headTags(input),
    scripts: scriptTags(scripts, [...(input.document.bootScripts ?? []), ...input.preloadScripts], input.nonce),
  };
  if (styles !== null) slots.styles = `<style>${styleText(styles)}</style>`;
  if (fragment?.title) slots.title = `<title>${text(fragment.title)}</title>`;
  if (input.shell) {
    // The browser hydrates this tree as it is: the page goes exactly where the host's tree has its boundary.
    const at = input.shell.indexOf(PAGE_TOKEN);
    slots.shell = fragment && at >= 0 ? `${input.shell.slice(0, at)}${fragment.html}${input.shell.slice(at + PAGE_TOKEN.length)}` : input.shell;
    const session = input.session === undefined ? '' : `<script id="${SESSION_ELEMENT_ID}" type="application/json"${nonceAttr(input.nonce)}>${scriptJson(input.session)}</script>`;
    const layout =
      input.layout && Object.keys(input.layout).length > 0
        ? `<script id="${LAYOUT_DATA_ELEMENT_ID}" type="application/json"${nonceAttr(input.nonce)}>${scriptJson(input.layout)}</script>`
        : '';
    slots.body = `${session}${layout}`;
  }
  if (input.sandbox) slots.body = `${SANDBOX_NOTICE}${slots.body ?? template.fallback('body') ?? ''}`;
  return template.fill(slots);
}
