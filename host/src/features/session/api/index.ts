import { onFirstCall } from '@botica/platform/http/on-first-call';

/** The session's API calls, downloaded with the first one made (decision 054). */
export const { fetchCustomer } = onFirstCall(() => import('./fetch-customer'));
export const { logout } = onFirstCall(() => import('./logout'));
