import { ApiError, GENERIC_ERROR } from '@botica/shared-contracts/http/errors';

type AsyncFunction = (...args: never[]) => Promise<unknown>;

/** The async functions a module exports. */
export type AsyncExports<M> = { [K in keyof M as M[K] extends AsyncFunction ? K : never]: M[K] };

/**
 * The API calls of a module that is downloaded with the first call of any of them, with the HTTP client, the
 * validation library and the answers' schemas it needs. A page drawn by the server finds its first answers in the
 * document and calls nothing while it boots, so none of that is in its first download (decision 054).
 *
 *   export const { fetchMenu, fetchParameters } = onFirstCall(() => import('./header-data'));
 *
 * Each function keeps the module's signature. When the module cannot be downloaded (the network is gone, a new
 * deploy removed the file) the call fails as a failed request does: an ApiError with status 500 and the generic
 * message (spec 000 §7); the next call tries the download again.
 */
export function onFirstCall<M extends object>(load: () => Promise<M>): AsyncExports<M> {
  let loading: Promise<M> | null = null;
  const module = () =>
    (loading ??= load().catch(() => {
      loading = null;
      throw new ApiError(500, [{ msg: GENERIC_ERROR }]);
    }));
  return new Proxy({} as AsyncExports<M>, {
    get: (_target, name) =>
      (...args: unknown[]) =>
        module().then((loaded) => (loaded as Record<PropertyKey, (...args: unknown[]) => Promise<unknown>>)[name]!(...args)),
  });
}
