import type { authGuard, sessionCustomer } from '../catalog/catalog.guards.js';

/** What the checkout's route files get to require a session and read its customer. */
export interface Guard {
  authenticate: ReturnType<typeof authGuard>;
  customer: typeof sessionCustomer;
}
