import toast from 'react-hot-toast';
import { createApiClient } from '@botica/platform/http/client';
import { findRoute } from '@botica/shared-contracts/routes/route-table';
import { MESSAGES } from '@botica/shared-contracts/session/messages';

/** A 401 on a private page means the session ended (30 minutes idle): back to /login keeping the origin. */
function sessionEnded() {
  const { pathname, search } = window.location;
  if (findRoute(pathname)?.access !== 'auth') return;
  window.location.assign(`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`);
}

/**
 * The account area's one API client. It owns transport failures (status 500 or no answer: the generic
 * toast; 401 on a private page: login again); the forms place 4xx answers on their fields.
 */
export const api = createApiClient({
  onError: (error) => {
    if (error.status >= 500) toast.error(MESSAGES.generic, { id: 'account-generic-error' });
    else if (error.status === 401) sessionEnded();
  },
});
