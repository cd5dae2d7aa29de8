import * as v from 'valibot';
import { sendJson } from '@botica/platform/http/client';
import {
  OkMessageResponseSchema,
  PasswordInfoResponseSchema,
  PasswordResetResponseSchema,
  type NewPasswordForm,
} from '@botica/shared-contracts/auth/payloads';
import { api } from '../../../app/api-client';

export type RecoveryUser = v.InferOutput<typeof PasswordInfoResponseSchema>['usuario'];
export type RecoveryChannel = 'email' | 'phone';

/** `POST /customers/password/info`: the account behind an e-mail and where the link can be sent. */
export async function passwordInfo(email: string): Promise<RecoveryUser> {
  const answer = await sendJson(api, 'post', 'customers/password/info', { email }, PasswordInfoResponseSchema);
  return answer.usuario;
}

/** `POST /customers/password/reset`: sends the recovery link by the chosen channel. */
export function passwordReset(seleted: RecoveryChannel, email: string) {
  return sendJson(api, 'post', 'customers/password/reset', { seleted, email }, PasswordResetResponseSchema);
}

/** `POST /customers/password/change/{token}`: sets the new password with a one-time link. */
export function passwordChange(token: string, values: NewPasswordForm) {
  return sendJson(api, 'post', `customers/password/change/${encodeURIComponent(token)}`, values, OkMessageResponseSchema);
}
