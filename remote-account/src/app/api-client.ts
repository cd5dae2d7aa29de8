import toast from '@botica/platform/toast';
import { createApiClient } from '@botica/platform/http/client';
import { MESSAGES } from '@botica/shared-contracts/session/messages';

/**
 * The account area's one API client. It owns transport failures (status 500 or no answer: the generic toast;
 * a 401 follows the shop's one policy, the HTTP client's); the forms place 4xx answers on their fields.
 */
export const api = createApiClient({
  onError: (error) => {
    if (error.status >= 500) toast.error(MESSAGES.generic, { id: 'account-generic-error' });
  },
});
