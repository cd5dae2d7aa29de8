import { type RenderAnswer, UNDECIDED, UNKNOWN_PATH } from './fragment-protocol';

/**
 * How long a renderer waits for the API's read that decides whether a named page exists: a little less than the host
 * waits for that verdict (PAGE_STATUS_TIMEOUT_MS), so the answer reaches it in time.
 */
export const VERDICT_READ_TIMEOUT_MS = Math.max(500, Number(process.env.PAGE_STATUS_TIMEOUT_MS ?? 10_000) - 1000);

/**
 * What the API says of the data a path names: found; missing (404, or 400 for an id or token that cannot be one);
 * 'no-session' (401/403: the route's guard sends the shopper to log in, it is not a claim on the data); or undecided
 * (the API failed or was late).
 */
export type DataVerdict = 'found' | 'missing' | 'no-session' | 'undecided';

/** Reads `GET /api/{path}` with the shopper's cookie for its verdict only (the answer's body is not kept). */
export async function apiVerdict(apiUrl: string, path: string, cookie?: string): Promise<DataVerdict> {
  try {
    const res = await fetch(new URL(`/api/${path}`, apiUrl), {
      headers: cookie ? { cookie } : {},
      signal: AbortSignal.timeout(VERDICT_READ_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.ok) return 'found';
    if (res.status === 404 || res.status === 400) return 'missing';
    if (res.status === 401 || res.status === 403) return 'no-session';
    return 'undecided';
  } catch {
    return 'undecided';
  }
}

/** The fragment's answer for a verdict: the not-found path, UNDECIDED, or `found` (the page, or null for the browser). */
export const verdictAnswer = (verdict: DataVerdict, found: RenderAnswer = null): RenderAnswer =>
  verdict === 'missing' ? UNKNOWN_PATH : verdict === 'undecided' ? UNDECIDED : found;
