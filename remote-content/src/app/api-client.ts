import toast from '@botica/platform/toast';
import { createApiClient } from '@botica/platform/http/client';
import { MESSAGES } from '@botica/shared-contracts/session/messages';

/**
 * The content's one API client. Background reads (`context: { quiet: true }`) are only logged; forms whose failure
 * has its own message in the spec (rental, trivia) are quiet and show it themselves; any other 5xx is the generic toast.
 */
export const api = createApiClient({
  onError: (error, context) => {
    if (context.quiet) {
      console.warn(`[api] ${error.status} ${error.message}`);
      return;
    }
    if (error.status >= 500) toast.error(MESSAGES.generic, { id: 'content-generic-error' });
  },
});

/** An API client of the same kind: the server render's calls with the shopper's cookie. */
export type ApiClient = typeof api;

/** Options of a call whose failure the feature reports itself. */
export const QUIET = { context: { quiet: true }, retry: 0 } as const;
