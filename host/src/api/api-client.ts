import toast from 'react-hot-toast';
import { createApiClient } from '@botica/platform/http/client';
import type { ApiError } from '@botica/shared-contracts/http/errors';

/** Where a 401 sends the shopper: /login, coming back to where they were. */
export function loginRedirectHref(pathname: string, search: string): string {
  if (pathname === '/login') return '/login';
  return `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * The host's transport-error policy: background calls (`context: { quiet: true }`) are only logged,
 * a 401 sends the shopper to /login keeping the origin, anything else is a toast with the server's message.
 */
export function handleApiError(error: ApiError, context: Record<string, unknown>): void {
  if (context.quiet) {
    console.warn(`[api] ${error.status} ${error.message}`);
    return;
  }
  if (error.status === 401 && typeof location !== 'undefined') {
    location.assign(loginRedirectHref(location.pathname, location.search));
    return;
  }
  toast.error(error.message, { id: `api-${error.status}-${error.message}` });
}

/** The host's one API client. */
export const api = createApiClient({ onError: handleApiError });

/** Options for header and footer data: failures are logged and ignored (spec 002 §8). */
export const QUIET = { context: { quiet: true }, retry: 0 } as const;
