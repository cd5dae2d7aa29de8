import type { requireCustomer, sessionCustomer } from '../auth/auth.guard.js';

/** What the checkout's route files get to require a session and read its customer: the auth module's guard. */
export interface Guard {
  authenticate: typeof requireCustomer;
  customer: typeof sessionCustomer;
}
