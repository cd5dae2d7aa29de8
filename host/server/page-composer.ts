import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PAGE_SLOT } from '../src/shell/page-slot';

/**
 * Server-side composition of the shop's document. The browser would otherwise discover, one round trip after
 * another, host script → remotes.json → a remote's manifest → its remoteEntry → the page's chunks → the page's
 * data. Here the host server
 *  - writes remotes.json and the manifests of the remotes the page boots with into the document,
 *  - preloads the route owner's entry and page chunks (and preconnects to the remotes' origins),
 *  - draws the header (the host's own shell, rendered on the server) and, when the route's owner offers it,
 *    the owner's server-rendered page, so the first screen paints before any script has run.
 * The client then takes over (see host/src/remotes/server-page.ts).
 */

export interface ManifestAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

export interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; path: string; assets: ManifestAssets }[];
  [key: string]: unknown;
}

export interface ServerFragment {
  html: string;
  /** Tags for the document's head (e.g. the preload of the page's main image). */
  head?: string;
  styles: string[];
  title?: string;
  /**
   * The page's first-screen data, by query key, written as `<script type="application/json" id="<owner>-ssr-data">`
   * so the owner's first client render shows the very same page.
   */
  data?: Record<string, unknown>;
}

export interface RemoteEndpoints {
  /** The manifest URL the browser uses (remotes.json). */
  manifestUrl: string;
  /** Where this server reaches the same remote (a container name in compose); defaults to the public origin. */
  internalOrigin: string;
}

/** How long a document waits for the owner's first screen; a late one still paints long before the browser-built page. */
const FRAGMENT_TIMEOUT_MS = Number(process.env.FRAGMENT_TIMEOUT_MS ?? 1000);
const MANIFEST_TTL_MS = 10_000;

/** JSON inside a <script> element: `<` escaped so no `</script>` can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Each remote's public manifest URL → where the server fetches it (`<NAME>_INTERNAL_URL` overrides the origin). */
export function remoteEndpoints(remotes: Record<string, string>, env: Record<string, string | undefined> = process.env) {
  const out: Record<string, RemoteEndpoints> = {};
  for (const [name, manifestUrl] of Object.entries(remotes)) {
    const internal = env[`${name.toUpperCase()}_INTERNAL_URL`];
    out[name] = { manifestUrl, internalOrigin: (internal ?? new URL(manifestUrl).origin).replace(/\/$/, '') };
  }
  return out;
}

async function fetchWithTimeout(url: string, ms: number, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(ms) });
}

/** The remotes' manifests, fetched from their internal address and kept a few seconds. */
export class ManifestCache {
  private readonly entries = new Map<string, { at: number; manifest: Promise<RemoteManifest | null> }>();

  get(remote: RemoteEndpoints): Promise<RemoteManifest | null> {
    const hit = this.entries.get(remote.manifestUrl);
    if (hit && Date.now() - hit.at < MANIFEST_TTL_MS) return hit.manifest;
    const path = new URL(remote.manifestUrl).pathname;
    const manifest = fetchWithTimeout(`${remote.internalOrigin}${path}`, 1000)
      .then((res) => (res.ok ? (res.json() as Promise<RemoteManifest>) : null))
      .catch(() => null);
    this.entries.set(remote.manifestUrl, { at: Date.now(), manifest });
    return manifest;
  }
}

/**
 * Stylesheets a server-drawn page needs, written into the document: a render-blocking stylesheet on another origin
 * costs a connection and a round trip before the first paint. Files are content-hashed, so their text is kept.
 * A stylesheet with `url(…)` references is left as a link (inline, they would resolve against the document).
 */
export class StylesheetCache {
  private readonly entries = new Map<string, Promise<string | 'link' | null>>();
  constructor(private readonly max = 64) {}

  /** The stylesheet's text; `link` when it must stay a link; null when it cannot be had (missing, down, slow). */
  get(url: string): Promise<string | 'link' | null> {
    const hit = this.entries.get(url);
    if (hit) return hit;
    const css = fetchWithTimeout(url, 1000)
      .then(async (res) => {
        if (!res.ok) return null;
        const body = await res.text();
        return /url\(/i.test(body) ? 'link' : body;
      })
      .catch(() => null);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(url, css);
    // a failure is not kept: the next document tries again
    void css.then((body) => body === null && this.entries.delete(url));
    return css;
  }
}

/** CSS inside <style>: nothing in it may close the element. */
export const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/** Remotes whose server has no fragment endpoint are not asked again for a minute. */
const withoutFragments = new Map<string, number>();

/** The owner's server-rendered page, or null (no endpoint, not a server-rendered page, slow, or failing). */
export async function fetchFragment(
  remote: RemoteEndpoints,
  pathname: string,
  search: string,
  cookie: string | undefined,
): Promise<ServerFragment | null> {
  const skipUntil = withoutFragments.get(remote.internalOrigin);
  if (skipUntil && skipUntil > Date.now()) return null;
  try {
    const url = `${remote.internalOrigin}/__fragment?path=${encodeURIComponent(pathname)}&search=${encodeURIComponent(search)}`;
    const res = await fetchWithTimeout(url, FRAGMENT_TIMEOUT_MS, { headers: cookie ? { cookie } : {} });
    if (res.status === 404) withoutFragments.set(remote.internalOrigin, Date.now() + 60_000);
    if (res.status !== 200) return null;
    const body = (await res.json()) as ServerFragment;
    return typeof body?.html === 'string' ? body : null;
  } catch {
    return null;
  }
}

type ShellRenderer = (url: string) => string;
let shellRenderer: ShellRenderer | null | undefined;

/** The host's server build of its shell (dist-ssr/shell.cjs); null when it was not built. */
export function loadShellRenderer(file: string): ShellRenderer | null {
  if (shellRenderer !== undefined) return shellRenderer;
  shellRenderer = existsSync(file) ? (createRequire(import.meta.url)(file) as { renderShell: ShellRenderer }).renderShell : null;
  return shellRenderer;
}

export interface ComposeInput {
  html: string;
  remotes: Record<string, string>;
  /** Manifests to write into the page, by manifest URL. */
  manifests: Record<string, RemoteManifest>;
  /** Assets to preload, absolute URLs. */
  preloadScripts: string[];
  origins: string[];
  shell: string | null;
  fragment: (ServerFragment & { origin: string; owner: string; path: string; inlineStyles?: (string | 'link' | null)[] }) | null;
}

/** The route owner's entry and the sync chunks of its `./pages`, as absolute URLs. */
export function pageAssets(manifest: RemoteManifest, manifestUrl: string) {
  const base = new URL('.', manifestUrl);
  const entry = manifest.metaData.remoteEntry;
  const pages = manifest.exposes.find((e) => e.name === 'pages' || e.path === './pages');
  const abs = (file: string) => new URL(file, base).toString();
  return {
    scripts: [abs(`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`), ...(pages?.assets.js.sync ?? []).map(abs)],
    styles: (pages?.assets.css.sync ?? []).map(abs),
  };
}

/**
 * With a server-drawn screen, the shell's scripts start after that screen has been painted: the browser would
 * otherwise often run them first (they are downloaded by then), and the page would show nothing until they
 * finished. They are still requested at once (preload); only their execution waits for the first frame.
 */
export function bootAfterFirstPaint(html: string): string {
  const scripts: string[] = [];
  const out = html.replace(/<script defer="defer" src="([^"]+)"><\/script>|<script defer src="([^"]+)"><\/script>/g, (_tag, a?: string, b?: string) => {
    const src = (a ?? b) as string;
    scripts.push(src);
    return `<link rel="preload" as="script" href="${attr(src)}">`;
  });
  if (!scripts.length) return html;
  // after the next frame; a hidden tab draws no frames, so a timer starts it there
  const boot =
    `<script>(function(){var started=false;function boot(){if(started)return;started=true;` +
    `${scriptJson(scripts)}.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s);});}` +
    `requestAnimationFrame(function(){setTimeout(boot,0);});setTimeout(boot,250);})();</script>`;
  return out.replace('</body>', `${boot}</body>`);
}

/** Writes the composed parts into the built index.html. */
export function composeDocument(input: ComposeInput): string {
  const head: string[] = [];
  for (const origin of input.origins) {
    head.push(`<link rel="preconnect" href="${attr(origin)}">`, `<link rel="preconnect" href="${attr(origin)}" crossorigin>`);
  }
  head.push(`<script id="botica-remotes" type="application/json">${scriptJson(input.remotes)}</script>`);
  if (Object.keys(input.manifests).length) {
    head.push(`<script id="botica-manifests" type="application/json">${scriptJson(input.manifests)}</script>`);
  }
  const fragment = input.fragment;
  if (fragment) {
    fragment.styles.forEach((style, i) => {
      const css = fragment.inlineStyles?.[i];
      head.push(css && css !== 'link' ? `<style>${styleText(css)}</style>` : `<link rel="stylesheet" href="${attr(new URL(style, fragment.origin).toString())}">`);
    });
    if (fragment.head) head.push(fragment.head);
    if (fragment.data) head.push(`<script id="${attr(fragment.owner)}-ssr-data" type="application/json">${scriptJson(fragment.data)}</script>`);
  }
  for (const href of input.preloadScripts) head.push(`<link rel="preload" as="script" href="${attr(href)}">`);

  let html = input.html.replace('</head>', `${head.join('')}</head>`);
  if (fragment?.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${text(fragment.title)}</title>`);
  if (input.shell) {
    // The page is shown but not interactive until the owner's client code takes it over.
    const page = fragment
      ? `<div id="botica-server-page" inert data-owner="${attr(fragment.owner)}" data-path="${attr(fragment.path)}">${fragment.html}</div>`
      : '';
    const body = input.shell.replace(PAGE_SLOT, page);
    html = html.replace('<div id="root"></div>', `<div id="root"><div id="botica-server-shell" inert>${body}</div></div>`);
    html = bootAfterFirstPaint(html);
  }
  return html;
}
