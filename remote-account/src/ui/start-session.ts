import toast from '@botica/platform/toast';
import { request } from '@botica/shared-contracts/events/bus';
import { MESSAGES } from '@botica/shared-contracts/session/messages';

const WAIT_MS = 10_000;

/**
 * After a login, sign-up or e-mail verification the host, the session's one writer, reads and applies the new
 * session (`host:session-start`); its guard then leaves the page. False, with the generic toast, when it could not.
 */
export async function startSession(): Promise<boolean> {
  try {
    const reply = await request('host:session-start', {}, { timeoutMs: WAIT_MS });
    if (reply.ok) return true;
    toast.error(reply.message);
  } catch {
    toast.error(MESSAGES.generic);
  }
  return false;
}
