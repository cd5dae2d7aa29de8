import { getJson } from '@botica/platform/http/client';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { SocialProfileResponseSchema, type SocialProfile } from '@botica/shared-contracts/auth/payloads';
import { api } from '../../../app/api-client';

/** `GET /social/perfil`: the provider profile waiting for its registration, or null when there is none. */
export async function fetchPendingProfile(): Promise<SocialProfile | null> {
  try {
    const answer = await getJson(api, 'social/perfil', SocialProfileResponseSchema, { retry: 0 });
    return answer.result;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
}
