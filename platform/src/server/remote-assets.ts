/** The remotes as the host's server sees them: where to reach each one, their manifests and stylesheets. */

export interface ManifestAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

export interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; path: string; assets: ManifestAssets }[];
  [key: string]: unknown;
}

export interface RemoteEndpoints {
  /** The manifest URL the browser uses (remotes.json). */
  manifestUrl: string;
  /** Where this server reaches the same remote (a container name in compose); defaults to the public origin. */
  internalOrigin: string;
}

const MANIFEST_TTL_MS = 10_000;

export function fetchWithTimeout(url: string, ms: number, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(ms) });
}

/** Each remote's public manifest URL → where the server fetches it (`<NAME>_INTERNAL_URL` overrides the origin). */
export function remoteEndpoints(remotes: Record<string, string>, env: Record<string, string | undefined> = process.env) {
  const out: Record<string, RemoteEndpoints> = {};
  for (const [name, manifestUrl] of Object.entries(remotes)) {
    const internal = env[`${name.toUpperCase()}_INTERNAL_URL`];
    out[name] = { manifestUrl, internalOrigin: (internal ?? new URL(manifestUrl).origin).replace(/\/$/, '') };
  }
  return out;
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
