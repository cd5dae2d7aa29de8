// The single bundle's stand-in for host/src/remotes/remote-registry.ts (swapped in by ./rspack.config.mjs): the
// same `loadExposed` the host's pages, fragments and cart service call, answered by ordinary dynamic imports of
// each remote's exposed file instead of Module Federation. Each import is a lazy chunk of its own, named
// `<remote>-<module>`, as a route-split single-page app would load it; the server preloads the route owner's
// `pages` chunk as the federated host server preloads the owner's remoteEntry and pages.
import type { ExposedExports, ExposedModule, RemoteName } from '@botica/shared-contracts/exposes/remotes';

export type { RemoteName };

type Loaders = { [R in RemoteName]: { [M in ExposedModule<R>]: () => Promise<ExposedExports<R, M>> } };

const LOADERS: Loaders = {
  catalog: {
    pages: () => import(/* webpackChunkName: "catalog-pages" */ '../../remote-catalog/src/exposes/pages'),
    'search-box': () => import(/* webpackChunkName: "catalog-search-box" */ '../../remote-catalog/src/exposes/search-box'),
    'product-grid': () => import(/* webpackChunkName: "catalog-product-grid" */ '../../remote-catalog/src/exposes/product-grid'),
  },
  checkout: {
    pages: () => import(/* webpackChunkName: "checkout-pages" */ '../../remote-checkout/src/exposes/pages'),
    'cart-service': () => import(/* webpackChunkName: "checkout-cart-service" */ '../../remote-checkout/src/exposes/cart-service'),
    'mini-cart': () => import(/* webpackChunkName: "checkout-mini-cart" */ '../../remote-checkout/src/exposes/mini-cart'),
    'add-to-cart-button': () => import(/* webpackChunkName: "checkout-add-to-cart-button" */ '../../remote-checkout/src/exposes/add-to-cart-button'),
  },
  account: {
    pages: () => import(/* webpackChunkName: "account-pages" */ '../../remote-account/src/exposes/pages'),
    'login-form': () => import(/* webpackChunkName: "account-login-form" */ '../../remote-account/src/exposes/login-form'),
  },
  content: {
    pages: () => import(/* webpackChunkName: "content-pages" */ '../../remote-content/src/exposes/pages'),
    'footer-blog': () => import(/* webpackChunkName: "content-footer-blog" */ '../../remote-content/src/exposes/footer-blog'),
  },
};

export const REMOTE_TIMEOUT_MS = 5000;

/** Nothing to register: every module is part of this bundle. */
export function ensureRemotesRegistered(): Promise<Record<string, string>> {
  return Promise.resolve({});
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

const loadListeners = new Set<(remote: RemoteName) => void>();

/** As the host's: told of every module loaded, with its app's name (the host starts the cart service this way). */
export function onRemoteLoaded(listener: (remote: RemoteName) => void): () => void {
  loadListeners.add(listener);
  return () => {
    loadListeners.delete(listener);
  };
}

/** The exposed module of a remote, from this bundle's own chunks (a retry simply imports again). */
export async function loadExposed<R extends RemoteName, M extends ExposedModule<R>>(remote: R, exposed: M, _opts: { fresh?: boolean } = {}): Promise<ExposedExports<R, M>> {
  const load = (LOADERS[remote] as unknown as Partial<Record<string, () => Promise<ExposedExports<R, M>>>>)[exposed];
  if (!load) throw new Error(`${remote}/${exposed} no disponible`);
  const module = await withTimeout(load(), REMOTE_TIMEOUT_MS, `${remote}/${exposed}`);
  loadListeners.forEach((listener) => listener(remote));
  return module;
}
