import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
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
 * The manifests the host server wrote into the page, by URL. Each answers the runtime's first request for it, once:
 * a retry (or a later registration) fetches the file again, so a remote that moved or redeployed is found.
 */
const inlineManifests = new Map<string, unknown>();

/**
 * When the loads under way of each remote give up (`performance.now()` time). The runtime's own waits for that
 * remote's files end then too, so a load that gave up leaves no request of the runtime's in the page for a retry to
 * join: the runtime otherwise reuses a script or stylesheet element already in the page for the same URL.
 */
const deadlines = new Map<string, number>();

function startDeadline(remote: RemoteName, ms: number) {
  deadlines.set(remote, Math.max(deadlines.get(remote) ?? 0, performance.now() + ms));
}

/** What is left of the wait for one of our remotes' files (at least 1 ms: the runtime takes 0 as its default). */
function remainingFor(remote: string | undefined): number | undefined {
  const deadline = remote === undefined ? undefined : deadlines.get(remote);
  return deadline === undefined ? undefined : Math.max(1, Math.round(deadline - performance.now()));
}

/**
 * How the federation runtime gets a remote's files (Module Federation's runtime plugin hooks `fetch`, `createScript`
 * and `createLink`):
 * - a manifest the host server wrote into the page is answered from there, once; any other manifest request is
 *   given up when the load that asked for it does;
 * - the remote's entry and the expose's scripts the runtime starts get the same end (their `timeout`), after
 *   which the runtime removes their element;
 * - a stylesheet the runtime adds for the expose stays in the page once loaded (in use), but goes if it fails: the
 *   runtime and the remote's chunk loader would otherwise take it for loaded on the next attempt.
 */
const remoteLoadingPlugin: ModuleFederationRuntimePlugin = {
  name: 'botica-remote-loading',
  fetch(url, init, remoteInfo) {
    const manifest = inlineManifests.get(url);
    if (manifest !== undefined) {
      inlineManifests.delete(url);
      return Promise.resolve(new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }));
    }
    const ms = remainingFor(remoteInfo?.name);
    if (ms === undefined) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`${url}: sin respuesta en ${ms} ms`)), ms);
    return fetch(url, { ...init, signal: controller.signal })
      .then((res) => (res.ok ? res : Promise.reject(new Error(`${url}: ${res.status}`))))
      .finally(() => clearTimeout(timer));
  },
  createScript({ url, attrs, remoteInfo }) {
    const ms = remainingFor(remoteInfo?.name);
    if (ms === undefined) return undefined;
    // the runtime applies none of its attributes to an element a plugin gives: they are set here
    const script = document.createElement('script');
    for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
    script.src = url;
    return { script, timeout: ms };
  },
  createLink({ url, attrs, remoteInfo }) {
    const ms = remainingFor(remoteInfo?.name);
    if (ms === undefined) return undefined;
    const link = document.createElement('link');
    for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
    link.href = url;
    link.addEventListener('error', () => link.remove(), { once: true });
    return { link, timeout: ms };
  },
};

let pluginRegistered = false;
function registerLoadingPlugin() {
  if (pluginRegistered) return;
  pluginRegistered = true;
  const written = documentJson<Record<string, unknown>>('botica-manifests');
  for (const [url, manifest] of Object.entries(written ?? {})) inlineManifests.set(url, manifest);
  registerPlugins([remoteLoadingPlugin]);
}

async function fetchManifests(): Promise<Manifests> {
  const res = await fetch('/remotes.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`remotes.json: ${res.status}`);
  return (await res.json()) as Manifests;
}

const asRemotes = (manifests: Manifests) => Object.entries(manifests).map(([name, entry]) => ({ name, entry }));

/** Reads /remotes.json (served no-cache) and registers every remote by its manifest URL, once per page. */
export function ensureRemotesRegistered(): Promise<Manifests> {
  registerLoadingPlugin();
  if (!registered) {
    // The first registration uses the remotes.json the host server wrote into the page, when it did.
    const inline = documentJson<Manifests>('botica-remotes');
    if (inline) {
      registerRemotes(asRemotes(inline));
      registered = Promise.resolve(inline);
      return registered;
    }
  }
  registered ??= fetchManifests()
    .then((manifests) => {
      registerRemotes(asRemotes(manifests));
      return manifests;
    })
    .catch((error: unknown) => {
      registered = null;
      throw error;
    });
  return registered;
}

/**
 * Registers one remote again from a fresh remotes.json, so a retry really loads again, from wherever the remote now
 * lives: `registerRemotes(…, { force: true })` makes the runtime forget what it kept of that remote (manifest, entry,
 * modules) and warns, once, that it replaced a registration. The inline manifest is not used again.
 */
async function reRegister(remote: RemoteName): Promise<void> {
  await ensureRemotesRegistered();
  const manifests = await fetchManifests();
  const entry = manifests[remote];
  if (!entry) throw new Error(`${remote} no figura en remotes.json`);
  inlineManifests.delete(entry);
  registerRemotes([{ name: remote, entry }], { force: true });
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
  const ms = timeoutForLoad();
  startDeadline(remote, ms);
  // a shopper's retry always starts the remote afresh: another part of the page may have loaded it meanwhile
  // while this part's files are still the failed ones
  const fresh = opts.fresh || failed.has(remote);
  const attempt = (fresh ? reRegisterOnce(remote) : ensureRemotesRegistered()).then(() => loadRemote<ExposedExports<R, M>>(id));
  try {
    const module = await withTimeout(attempt, ms, id);
    if (!module) throw new Error(`${id} no disponible`);
    loadListeners.forEach((listener) => listener(remote));
    return module;
  } catch (error) {
    failed.add(remote);
    throw error;
  }
}
