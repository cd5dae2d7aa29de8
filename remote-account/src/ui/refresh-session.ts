import { request } from '@botica/shared-contracts/events/bus';

/**
 * After the customer's data changed, the host (the session's one writer) reads it again so every app shows the
 * new data. A failure leaves the old data on screen; the change itself was saved.
 */
export async function refreshSession(): Promise<void> {
  await request('host:session-start', {}, { timeoutMs: 10_000 }).catch(() => undefined);
}
