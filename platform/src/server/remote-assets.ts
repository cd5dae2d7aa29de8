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
  /** The path of the build the manifest names on that origin: '' for the remote's base build, `/v/<version>` for a release. */
  basePath: string;
}

const forTheRuntime = new WeakMap<RemoteManifest, RemoteManifest>();

/**
 * The part of a remote's manifest the browser's federation runtime reads, for the document to carry (decision 054).
 * The runtime reads the assets only to preload an expose's `sync` files when it is loaded, leaving out those of a
 * shared module the page already has: the `async` lists (read only for a preload of "all") go, and a shared
 * module keeps only the files an expose also names. Everything else is kept as the remote wrote it.
 */
export function runtimeManifest(manifest: RemoteManifest): RemoteManifest {
  const known = forTheRuntime.get(manifest);
  if (known) return known;
  const exposed = new Set(manifest.exposes.flatMap((expose) => [...expose.assets.js.sync, ...expose.assets.css.sync]));
  const syncOnly = (assets: ManifestAssets, keep: (file: string) => boolean = () => true): ManifestAssets => ({
    js: { sync: assets.js.sync.filter(keep), async: [] },
    css: { sync: assets.css.sync.filter(keep), async: [] },
  });
  const shared = Array.isArray(manifest.shared)
    ? (manifest.shared as { assets?: ManifestAssets }[]).map((item) =>
        item.assets ? { ...item, assets: syncOnly(item.assets, (file) => exposed.has(file)) } : item,
      )
    : manifest.shared;
  const trimmed: RemoteManifest = {
    ...manifest,
    shared,
    exposes: manifest.exposes.map((expose) => ({ ...expose, assets: syncOnly(expose.assets) })),
  };
  forTheRuntime.set(manifest, trimmed);
  return trimmed;
}

/** After a remote's manifest could not be had, documents do not ask for it during this long (the browser fetches it). */
const MANIFEST_BACKOFF_MS = 5_000;
/** How long a manifest request goes on after the documents that asked stopped waiting for it. */
const MANIFEST_GIVE_UP_MS = 10_000;

export function fetchWithTimeout(url: string, ms: number, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(ms) });
}

/** Each remote's public manifest URL → where the server fetches it (`<NAME>_INTERNAL_URL` overrides the origin). */
export function remoteEndpoints(remotes: Record<string, string>, env: Record<string, string | undefined> = process.env) {
  const out: Record<string, RemoteEndpoints> = {};
  for (const [name, manifestUrl] of Object.entries(remotes)) {
    const internal = env[`${name.toUpperCase()}_INTERNAL_URL`];
    const url = new URL(manifestUrl);
    out[name] = { manifestUrl, internalOrigin: (internal ?? url.origin).replace(/\/$/, ''), basePath: url.pathname.replace(/\/[^/]*$/, '') };
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

interface CachedManifest {
  manifest: RemoteManifest;
  etag: string | null;
  lastModified: string | null;
  /** A released version's manifest (`immutable`): it never changes, so it is not asked for again. */
  immutable: boolean;
}

/**
 * The remotes' manifests as the host's server writes them into documents. A manifest changes in place when its remote
 * is redeployed, so every document asks the remote again, conditionally (If-None-Match / If-Modified-Since with what
 * the last answer said): an unchanged manifest costs a 304 without a body and no parsing; a new one is used at once.
 * Documents asking at the same moment share one request, and none waits for it past `timeoutMs` from when it was sent:
 * a slow answer goes on being awaited (up to MANIFEST_GIVE_UP_MS) and is kept for the next documents when it comes, so a
 * remote busy for a moment (a server loading a new version's renderer) costs only the documents of that moment their
 * written-in manifest. A remote whose manifest cannot be had (down, failing, or no answer at all) is not asked again
 * for MANIFEST_BACKOFF_MS: those documents go without it and the browser fetches it itself. A released version's
 * manifest is served `immutable` (decision 082) and kept as read.
 */
export class ManifestCache {
  private readonly entries = new Map<string, CachedManifest>();
  private readonly pending = new Map<string, Promise<RemoteManifest | null>>();
  /** When the request in flight for a remote was sent. */
  private readonly askedAt = new Map<string, number>();
  private readonly failedUntil = new Map<string, number>();
  /** What the remotes answered: 304s, full manifests, failures. */
  readonly stats = { notModified: 0, fetched: 0, failed: 0 };

  constructor(private readonly timeoutMs = 1000) {}

  /** The remote's manifest for a document: null when it cannot be had within `timeoutMs` (the request goes on). */
  get(remote: RemoteEndpoints): Promise<RemoteManifest | null> {
    const key = remote.manifestUrl;
    const cached = this.entries.get(key);
    if (cached?.immutable) return Promise.resolve(cached.manifest);
    const answer = this.request(remote);
    if (!answer) return Promise.resolve(null);
    // no document waits past the first asker's deadline: a request already late is not waited for again
    const left = this.timeoutMs - (Date.now() - (this.askedAt.get(key) ?? Date.now()));
    if (left <= 0) return Promise.resolve(null);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), left);
    });
    return Promise.race([answer, late]).finally(() => clearTimeout(timer));
  }

  /** Asks for the remote's manifest ahead of the documents that will name it (a version just promoted). */
  warm(remote: RemoteEndpoints): void {
    const cached = this.entries.get(remote.manifestUrl);
    if (!cached?.immutable) void this.request(remote);
  }

  /** The request in flight for this remote (one at a time), or a new one; undefined while the remote is backed off. */
  private request(remote: RemoteEndpoints): Promise<RemoteManifest | null> | undefined {
    const key = remote.manifestUrl;
    const pending = this.pending.get(key);
    if (pending) return pending;
    if ((this.failedUntil.get(key) ?? 0) > Date.now()) return undefined;
    const cached = this.entries.get(key);
    // fetch() marks a request with validators of its own as `Cache-Control: no-cache`, which a server answers in full:
    // an explicit max-age=0 asks for revalidation (RFC 9111) and lets it answer 304
    const headers: Record<string, string> = { 'cache-control': 'max-age=0' };
    if (cached?.etag) headers['if-none-match'] = cached.etag;
    if (cached?.lastModified) headers['if-modified-since'] = cached.lastModified;
    const path = new URL(remote.manifestUrl).pathname;
    const manifest = fetchWithTimeout(`${remote.internalOrigin}${path}`, Math.max(this.timeoutMs, MANIFEST_GIVE_UP_MS), { headers })
      .then(async (res) => {
        if (res.status === 304 && cached) {
          this.stats.notModified += 1;
          return cached.manifest;
        }
        if (!res.ok) throw new Error(`${key}: ${res.status}`);
        const fresh = (await res.json()) as RemoteManifest;
        const immutable = /\bimmutable\b/.test(res.headers.get('cache-control') ?? '');
        this.entries.set(key, { manifest: fresh, etag: res.headers.get('etag'), lastModified: res.headers.get('last-modified'), immutable });
        this.stats.fetched += 1;
        return fresh;
      })
      .catch(() => {
        this.stats.failed += 1;
        this.entries.delete(key);
        this.failedUntil.set(key, Date.now() + MANIFEST_BACKOFF_MS);
        return null;
      })
      .finally(() => {
        this.pending.delete(key);
        this.askedAt.delete(key);
      });
    this.pending.set(key, manifest);
    this.askedAt.set(key, Date.now());
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
