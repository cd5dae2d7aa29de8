import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteOwner } from '@botica/shared-contracts/routes/route-table';

export type RemoteName = Exclude<RouteOwner, 'host'>;
export const REMOTE_TIMEOUT_MS = 5000;

type Manifests = Record<string, string>;

let registered: Promise<Manifests> | null = null;
/** Remotes whose last load failed: the next load registers them again from a fresh remotes.json. */
const failed = new Set<RemoteName>();

async function fetchManifests(): Promise<Manifests> {
  const res = await fetch('/remotes.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`remotes.json: ${res.status}`);
  return (await res.json()) as Manifests;
}

/** Reads /remotes.json (served no-cache) and registers every remote by its manifest URL, once per page. */
export function ensureRemotesRegistered(): Promise<Manifests> {
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
 * Forgets what the federation runtime cached for one remote (manifest, entry, modules) and registers it
 * again from a fresh remotes.json, so a retry really loads again, from wherever the remote now lives.
 */
async function reRegister(remote: RemoteName): Promise<void> {
  await ensureRemotesRegistered();
  const manifests = await fetchManifests();
  const entry = manifests[remote];
  if (!entry) throw new Error(`${remote} no figura en remotes.json`);
  registerRemotes([{ name: remote, entry }], { force: true });
  failed.delete(remote);
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

/** Loads an exposed module of a remote, failing within REMOTE_TIMEOUT_MS when the remote is down or hangs. */
export async function loadExposed<T>(remote: RemoteName, exposed: string): Promise<T> {
  const id = `${remote}/${exposed.replace(/^\.\//, '')}`;
  const attempt = (failed.has(remote) ? reRegister(remote) : ensureRemotesRegistered()).then(() => loadRemote<T>(id));
  try {
    const module = await withTimeout(attempt, REMOTE_TIMEOUT_MS, id);
    if (!module) throw new Error(`${id} no disponible`);
    return module;
  } catch (error) {
    failed.add(remote);
    throw error;
  }
}
