import toast from '@botica/platform/toast';
import { createApiClient } from '@botica/platform/http/client';
import { MESSAGES } from '@botica/shared-contracts/session/messages';

/**
 * Checkout's one API client. It owns transport failures: background calls (`context: { quiet: true }`) are only
 * logged, a 401 follows the shop's one policy (the HTTP client's), a 5xx or no answer is the generic toast.
 * A call whose failure has its own message in the spec (share cart) is quiet and shows that message.
 */
export const api = createApiClient({
  onError: (error, context) => {
    if (context.quiet) {
      console.warn(`[api] ${error.status} ${error.message}`);
      return;
    }
    if (error.status >= 500) toast.error(MESSAGES.generic, { id: 'checkout-generic-error' });
  },
});

/** Options of a call whose failure the feature reports itself. */
export const QUIET = { context: { quiet: true }, retry: 0 } as const;
