import { type ComponentType, lazy } from 'react';

const Nothing: ComponentType = () => null;

/**
 * A part of the page whose code is downloaded when it first renders (inside a Suspense). If the code cannot be had
 * (the network dropped, a new deploy replaced the file) the part renders nothing on this page, with a warning,
 * instead of taking the page down; the next page tries again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, name: string): ComponentType<P> {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.warn(`[host] ${name} no se pudo cargar`, error);
        return { default: Nothing as ComponentType<P> };
      },
    ),
  );
}
