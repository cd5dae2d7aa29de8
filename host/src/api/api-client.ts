import toast from '@botica/platform/toast';
import { createApiClient } from '@botica/platform/http/client';
import type { ApiError } from '@botica/shared-contracts/http/errors';

/**
 * The host's transport-error policy: background calls (`context: { quiet: true }`) are only logged, a 401
 * follows the shop's one policy (the HTTP client's), anything else is a toast with the server's message.
 */
export function handleApiError(error: ApiError, context: Record<string, unknown>): void {
  if (context.quiet) {
    console.warn(`[api] ${error.status} ${error.message}`);
    return;
  }
  if (error.status === 401) return;
  toast.error(error.message, { id: `api-${error.status}-${error.message}` });
}

/** The host's one API client. */
export const api = createApiClient({ onError: handleApiError });

/** Options for header and footer data: failures are logged and ignored (spec 002 §8). */
export const QUIET = { context: { quiet: true }, retry: 0 } as const;
