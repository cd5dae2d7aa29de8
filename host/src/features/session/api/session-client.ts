import { createApiClient } from '@botica/shared-contracts/http/client';

/** The host's client for the session calls; the session cookie travels by itself (credentials: include). */
export const sessionClient = createApiClient();
