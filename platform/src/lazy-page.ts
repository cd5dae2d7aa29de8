import { type ComponentType, createElement, lazy } from 'react';

/**
 * A page of a remote's `./pages` expose that is a chunk of its own, loaded when its route first renders: pages a
 * first visit rarely opens stay out of the expose every page of the remote loads. `load` imports the module,
 * `name` is the page's export. A plain function wraps the lazy one because React cannot resolve a lazy component
 * to another lazy component; the host mounts it inside its own Suspense.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  const Lazy = lazy(async () => ({ default: (await load())[name] as ComponentType })) as ComponentType;
  const Page = () => createElement(Lazy);
  Page.displayName = name;
  return Page;
}
