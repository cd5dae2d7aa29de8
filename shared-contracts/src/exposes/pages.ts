import type { ComponentType } from 'react';
import type { AppOwner, RouteId } from '../routes/route-table';

/**
 * A remote's `./pages`: page components keyed by the route ids the remote owns in the route table. A route
 * whose page is not built yet has no key (the host then shows the not-found view); a key that is not one of
 * the owner's route ids does not compile.
 */
export interface PagesModule<O extends AppOwner> {
  pages: { readonly [K in RouteId<O>]?: ComponentType };
}
