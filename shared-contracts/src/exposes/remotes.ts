import type { ComponentType } from 'react';
import type { AppOwner } from '../routes/route-table';
import type { AccountExposes } from './account';
import type { CatalogExposes } from './catalog';
import type { CheckoutExposes } from './checkout';
import type { ContentExposes } from './content';

/** Every remote's federation surface, declared once: remote → exposed module → its exports. */
export interface RemoteExposes {
  catalog: CatalogExposes;
  checkout: CheckoutExposes;
  account: AccountExposes;
  content: ContentExposes;
}

export type RemoteName = AppOwner & keyof RemoteExposes;
export type ExposedModule<R extends RemoteName> = keyof RemoteExposes[R] & string;
export type ExposedExports<R extends RemoteName, M extends ExposedModule<R>> = RemoteExposes[R][M];

/** The exports of a module that are React components. */
export type ComponentExport<R extends RemoteName, M extends ExposedModule<R>> = {
  [E in keyof ExposedExports<R, M>]: ExposedExports<R, M>[E] extends ComponentType<infer _P> ? E : never;
}[keyof ExposedExports<R, M>] &
  string;

/** The props of one exported component. */
export type ExportProps<R extends RemoteName, M extends ExposedModule<R>, E extends ComponentExport<R, M>> =
  ExposedExports<R, M>[E] extends ComponentType<infer P> ? P : never;

/** The exposed module names of every remote, as the bundler's `exposes` must list them (`./<name>`). */
export const EXPOSED_MODULES = {
  catalog: ['pages', 'search-box', 'product-grid'],
  checkout: ['pages', 'cart-service', 'mini-cart', 'add-to-cart-button'],
  account: ['pages', 'login-form'],
  content: ['pages', 'footer-blog'],
} as const satisfies { [R in RemoteName]: ReadonlyArray<ExposedModule<R>> };

// the list names every declared module: a module added to a contract but not here does not compile
type Missing = { [R in RemoteName]: Exclude<ExposedModule<R>, (typeof EXPOSED_MODULES)[R][number]> }[RemoteName];
const complete: [Missing] extends [never] ? true : Missing = true;
void complete;
