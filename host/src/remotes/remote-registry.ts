import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteOwner } from '@botica/shared-contracts/routes/route-table';

export type RemoteName = Exclude<RouteOwner, 'host'>;
export const REMOTE_TIMEOUT_MS = 5000;

let registered: Promise<void> | null = null;

/** Reads /remotes.json (served no-cache) and registers every remote by its manifest URL. */
export function ensureRemotesRegistered(): Promise<void> {
  registered ??= fetch('/remotes.json', { cache: 'no-store' })
    .then((res) => {
      if (!res.ok) throw new Error(`remotes.json: ${res.status}`);
      return res.json() as Promise<Record<string, string>>;
    })
    .then((manifests) => {
      registerRemotes(
        Object.entries(manifests).map(([name, entry]) => ({ name, entry })),
        { force: true },
      );
    })
    .catch((error) => {
      registered = null;
      throw error;
    });
  return registered;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: sin respuesta en ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Loads an exposed module of a remote, failing within REMOTE_TIMEOUT_MS when the remote is down or hangs. */
export async function loadExposed<T>(remote: RemoteName, exposed: string): Promise<T> {
  const id = `${remote}/${exposed}`;
  const module = await withTimeout(
    ensureRemotesRegistered().then(() => loadRemote<T>(id)),
    REMOTE_TIMEOUT_MS,
    id,
  );
  if (!module) throw new Error(`${id} no disponible`);
  return module;
}
