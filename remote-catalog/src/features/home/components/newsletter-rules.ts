import * as v from 'valibot';
import { NewsletterBodySchema } from '@botica/shared-contracts/catalog/responses';
import { MESSAGES } from '@botica/shared-contracts/session/messages';

/** The schema's first message for `email`, or null when it is valid. */
export function emailError(email: string): string | null {
  const result = v.safeParse(NewsletterBodySchema, { email });
  return result.success ? null : (result.issues[0]?.message ?? MESSAGES.generic);
}
