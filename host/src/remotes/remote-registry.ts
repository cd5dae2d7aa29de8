import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ExposedExports, ExposedModule, RemoteName } from '@botica/shared-contracts/exposes/remotes';

export type { RemoteName };
/**
 * How long a remote may take to give a module. The page's first loads count it from the document's arrival (the
 * shopper has been waiting since then, not since the scripts started), so the fallback shows within 5 s either way.
 */
export const REMOTE_TIMEOUT_MS = 4000;
/** The least a load waits, however late the page's boot started it. */
const MIN_TIMEOUT_MS = 1000;

type Manifests = Record<string, string>;

let registered: Promise<Manifests> | null = null;
/** Told of every remote module the page loaded (e.g. to start that remote's services along with its code). */
const loadListeners = new Set<(remote: RemoteName) => void>();

/** Calls `listener` after each successful loadExposed, with the remote's name, until the returned function is called. */
export function onRemoteLoaded(listener: (remote: RemoteName) => void): () => void {
  loadListeners.add(listener);
  return () => {
    loadListeners.delete(listener);
  };
}
/** Remotes whose last load failed: the next load registers them again from a fresh remotes.json. */
const failed = new Set<RemoteName>();

/** A JSON document the host server wrote into the page (`<script type="application/json" id=…>`). */
function documentJson<T>(id: string): T | null {
  if (typeof document === 'undefined') return null;
  const el = document.getElementById(id);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as T;
  } catch {
    return null;
  }
}

/**
 * The manifests the host server wrote into the page are answered from there, once each: a retry (or a later
 * registration) fetches the file again, so a remote that moved or redeployed is found.
 */
let inlineManifests: Record<string, unknown> | null = null;
function serveInlineManifests() {
  inlineManifests = documentJson<Record<string, unknown>>('botica-manifests');
  if (!inlineManifests) return;
  registerPlugins([
    {
      name: 'botica-inline-manifests',
      fetch(url: string) {
        const manifest = inlineManifests?.[url];
        if (!manifest) return undefined;
        delete inlineManifests![url];
        return Promise.resolve(new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }));
      },
    },
  ]);
}

async function fetchManifests(): Promise<Manifests> {
  const res = await fetch('/remotes.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`remotes.json: ${res.status}`);
  return (await res.json()) as Manifests;
}

/** Reads /remotes.json (served no-cache) and registers every remote by its manifest URL, once per page. */
export function ensureRemotesRegistered(): Promise<Manifests> {
  if (!registered) {
    // The first registration uses the remotes.json the host server wrote into the page, when it did.
    const inline = documentJson<Manifests>('botica-remotes');
    if (inline) {
      serveInlineManifests();
      registerRemotes(Object.entries(inline).map(([name, entry]) => ({ name, entry })));
      registered = Promise.resolve(inline);
      return registered;
    }
  }
  registered ??= fetchManifests()
    .then((manifests) => {
      registerRemotes(Object.entries(manifests).map(([name, entry]) => ({ name, entry })));
      return manifests;
    })
    .catch((error: unknown) => {
      registered = null;
      throw error;
    });
  return registered;
}

/**
 * The federation runtime and the chunk loaders reuse a `<script>` or stylesheet `<link>` already in the page for the
 * same URL and wait for its load event: a file that failed once would never load again. Before a new attempt the
 * remote's scripts, its preloads and its stylesheets that did not load go (loaded stylesheets stay: they are in use).
 */
function forgetScriptsOf(manifestUrl: string) {
  const origin = new URL(manifestUrl, location.href).origin;
  const fromRemote = (url: string) => Boolean(url) && new URL(url, location.href).origin === origin;
  for (const script of Array.from(document.scripts)) if (fromRemote(script.src)) script.remove();
  for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"], link[rel="stylesheet"]'))) {
    if (fromRemote(link.href) && (link.rel === 'preload' || link.sheet === null)) link.remove();
  }
}

/** What the runtime's registerRemotes({ force }) does to a registered remote before registering it again. */
interface RemoteRemoval {
  removeRemote(remote: { name: string }): void;
}

/**
 * Forgets what the federation runtime cached for one remote (manifest, entry, modules) and registers it
 * again from a fresh remotes.json, so a retry really loads again, from wherever the remote now lives. The remote is
 * removed first and then registered as new: `force` would do the same but warn that it overrides a registration.
 */
async function reRegister(remote: RemoteName): Promise<void> {
  await ensureRemotesRegistered();
  const manifests = await fetchManifests();
  const entry = manifests[remote];
  if (!entry) throw new Error(`${remote} no figura en remotes.json`);
  if (inlineManifests) delete inlineManifests[entry];
  forgetScriptsOf(entry);
  const instance = getInstance();
  const registeredRemote = instance?.options.remotes.find((r) => r.name === remote);
  if (instance && registeredRemote) (instance.remoteHandler as unknown as RemoteRemoval).removeRemote(registeredRemote);
  registerRemotes([{ name: remote, entry }], instance && registeredRemote ? undefined : { force: true });
  failed.delete(remote);
}

/** Re-registrations under way: the parts of a page that retry one remote at once share one. */
const reRegistering = new Map<RemoteName, Promise<void>>();
function reRegisterOnce(remote: RemoteName): Promise<void> {
  let pending = reRegistering.get(remote);
  if (!pending) {
    pending = reRegister(remote).finally(() => reRegistering.delete(remote));
    reRegistering.set(remote, pending);
  }
  return pending;
}

/**
 * The wait a load gets: REMOTE_TIMEOUT_MS, less the time since the document arrived for a load the page's boot
 * starts (before the page is interactive), so a page whose remote hangs shows its fallback as soon after its arrival.
 */
function timeoutForLoad(): number {
  if (typeof document === 'undefined' || document.documentElement.dataset.hydrated === 'true') return REMOTE_TIMEOUT_MS;
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!navigation?.responseStart) return REMOTE_TIMEOUT_MS;
  return Math.max(MIN_TIMEOUT_MS, Math.round(REMOTE_TIMEOUT_MS - (performance.now() - navigation.responseStart)));
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: sin respuesta en ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Loads an exposed module of a remote (names and exports as declared in shared-contracts `exposes/`), failing within REMOTE_TIMEOUT_MS when the remote is down or hangs (see timeoutForLoad).
 * `fresh` registers the remote again first (a retry).
 */
export async function loadExposed<R extends RemoteName, M extends ExposedModule<R>>(
  remote: R,
  exposed: M,
  opts: { fresh?: boolean } = {},
): Promise<ExposedExports<R, M>> {
  const id = `${remote}/${exposed}`;
  // a shopper's retry always starts the remote afresh: another part of the page may have loaded it meanwhile
  // while this part's files are still the failed ones
  const fresh = opts.fresh || failed.has(remote);
  const attempt = (fresh ? reRegisterOnce(remote) : ensureRemotesRegistered()).then(() => loadRemote<ExposedExports<R, M>>(id));
  try {
    const module = await withTimeout(attempt, timeoutForLoad(), id);
    if (!module) throw new Error(`${id} no disponible`);
    loadListeners.forEach((listener) => listener(remote));
    return module;
  } catch (error) {
    failed.add(remote);
    throw error;
  }
}
