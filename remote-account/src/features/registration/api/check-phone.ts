import { sendJson } from '@botica/platform/http/client';
import { PhoneCheckResponseSchema } from '@botica/shared-contracts/auth/payloads';
import { api } from '../../../app/api-client';

/** `POST /customers/verificar-celular`: true when another account already has this mobile. */
export async function isPhoneTaken(celular: string, documento: string): Promise<boolean> {
  const answer = await sendJson(api, 'post', 'customers/verificar-celular', { celular, documento }, PhoneCheckResponseSchema);
  return answer.results;
}
