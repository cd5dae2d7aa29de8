import { createApiClient } from '@botica/platform/http/client';

/** The one API client of this remote; a 401 follows the shop's one policy (the HTTP client's). */
export const api = createApiClient();
