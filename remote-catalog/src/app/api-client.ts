import { createApiClient } from '@botica/platform/http/client';

/** Sends the visitor to the login page keeping where they were (spec 000 §6). */
export function loginUrl(from = `${location.pathname}${location.search}`): string {
  return `/login?redirect=${encodeURIComponent(from)}`;
}

/**
 * The one API client of this remote. A mutating call answered 401 means the session ended:
 * the customer goes to /login keeping the origin. Reads answer their own failure screens.
 */
export const api = createApiClient().extend({
  hooks: {
    afterResponse: [
      (request, _options, response) => {
        if (response.status === 401 && request.method !== 'GET' && typeof location !== 'undefined') {
          location.assign(loginUrl());
        }
      },
    ],
  },
});
