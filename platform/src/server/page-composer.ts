import { type DocumentSlot, PAGE_TOKEN, SESSION_ELEMENT_ID } from '../document-slots';
import type { DocumentTemplate } from './document-template';
import type { ServerFragment } from './fragment-protocol';
import { attr, scriptJson, styleText, text } from './html-text';
import type { RemoteManifest } from './remote-assets';

/**
 * Server-side composition of the shop's document. The browser would otherwise discover, one round trip after
 * another, host script → remotes.json → a remote's manifest → its remoteEntry → the page's chunks → the page's
 * data. Here the host server
 *  - writes remotes.json and the manifests of the remotes the page boots with into the document,
 *  - preloads the route owner's entry and page chunks (and preconnects to the remotes' origins),
 *  - draws the header (the host's own shell, rendered on the server) and, when the route's owner offers it,
 *    the owner's server-rendered page, so the first screen paints before any script has run.
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
  /** Assets to preload, absolute URLs. */
  preloadScripts: string[];
  origins: string[];
  /** The host's server-drawn tree (with the PAGE_TOKEN where the page goes when it is drawn), or null. */
  shell: string | null;
  /** The session the shell was drawn with, written into the document for the browser's first render. */
  session?: unknown;
  fragment: (ServerFragment & { origin: string; owner: string; path: string; inlineStyles?: (string | 'link' | null)[] }) | null;
  /** The document's Content-Security-Policy nonce, carried by every script the composition writes. */
  nonce?: string;
}

/** ` nonce="…"` for a script element, or nothing. */
const nonceAttr = (nonce: string | undefined) => (nonce ? ` nonce="${attr(nonce)}"` : '');

/**
 * With a server-drawn screen, the shell's scripts start after that screen has been painted: the browser would
 * otherwise often run them first (they are downloaded by then), and the page would show nothing until they
 * finished. They are still requested at once (preload); only their execution waits for the first frame.
 */
export function bootAfterFirstPaint(scripts: string[], nonce?: string, bootScripts: string[] = []): { preloads: string; boot: string } {
  if (!scripts.length) return { preloads: '', boot: '' };
  // after the next frame; a hidden tab draws no frames, so a timer starts it there
  const boot =
    `<script${nonceAttr(nonce)}>(function(){var started=false;function boot(){if(started)return;started=true;` +
    `${scriptJson(scripts)}.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s);});}` +
    `requestAnimationFrame(function(){setTimeout(boot,0);});setTimeout(boot,250);})();</script>`;
  // the boot's chunks are preloaded only: the entry's runtime requests them itself, and gets them from the preload
  const preloads = [...scripts, ...bootScripts.filter((src) => !scripts.includes(src))];
  return { preloads: preloads.map((src) => `<link rel="preload" as="script" href="${attr(src)}">`).join(''), boot };
}

/** The head's additions: preconnects, remotes and manifests, the page's styles, head tags and data, preloads. */
function headTags(input: ComposeInput): string {
  const head: string[] = [];
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
  for (const href of input.preloadScripts) head.push(`<link rel="preload" as="script" href="${attr(href)}">`);
  return head.join('');
}

/** Fills the host's document with the composed parts. */
export function composeDocument(input: ComposeInput): string {
  const { template, scripts, styles } = input.document;
  const fragment = input.fragment;
  const slots: Partial<Record<DocumentSlot, string>> = { head: headTags(input) };
  if (styles !== null) slots.styles = `<style>${styleText(styles)}</style>`;
  if (fragment?.title) slots.title = `<title>${text(fragment.title)}</title>`;
  if (input.shell) {
    // The browser hydrates this tree as it is: the page goes exactly where the host's tree has its boundary.
    const at = input.shell.indexOf(PAGE_TOKEN);
    slots.shell = fragment && at >= 0 ? `${input.shell.slice(0, at)}${fragment.html}${input.shell.slice(at + PAGE_TOKEN.length)}` : input.shell;
    const { preloads, boot } = bootAfterFirstPaint(scripts, input.nonce, input.document.bootScripts);
    const session = input.session === undefined ? '' : `<script id="${SESSION_ELEMENT_ID}" type="application/json"${nonceAttr(input.nonce)}>${scriptJson(input.session)}</script>`;
    slots.scripts = preloads;
    slots.body = `${session}${boot}`;
  }
  return template.fill(slots);
}
