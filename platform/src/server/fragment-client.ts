import type { EmbedAnswer, EmbedRequest } from './embedded-fragments';
import { isUndecided, isUnknownPath, type RenderAnswer, type ServerFragment, UNDECIDED, UNKNOWN_PATH } from './fragment-protocol';
import { FRAGMENT_SESSION_HEADER, sessionHeaderValue } from './fragment-session';
import type { RemoteEndpoints } from './remote-assets';
import { withTrace } from './tracing';

/** How long a document waits for the owner's first screen; a late one still paints long before the browser-built page. */
const FRAGMENT_TIMEOUT_MS = Number(process.env.FRAGMENT_TIMEOUT_MS ?? 1000);

/**
 * How long a document whose path names data (a product, an order, a token…) waits for the owner's verdict on it once
 * the first screen is late: the status is what the data say (404 for what does not exist), never what the drawing's
 * timing says. Past this the document answers 503 (try again), not a 200 that could be a page that does not exist.
 */
const PAGE_STATUS_TIMEOUT_MS = Number(process.env.PAGE_STATUS_TIMEOUT_MS ?? 10_000);

/** Remotes whose server has no fragment endpoint are not asked again for a minute. */
const withoutFragments = new Map<string, number>();

/** The owner's answer to one request of its fragment endpoint (see fragment-protocol.ts). */
async function ask(url: string, headers: Record<string, string>, signal: AbortSignal, origin: string): Promise<RenderAnswer> {
  const res = await fetch(url, { headers, signal });
  if (res.status === 501) withoutFragments.set(origin, Date.now() + 60_000);
  if (res.status === 404) return UNKNOWN_PATH;
  if (res.status === 204) return null;
  if (res.status !== 200) return UNDECIDED;
  const body = (await res.json()) as ServerFragment;
  return typeof body?.html === 'string' ? body : UNDECIDED;
}

/**
 * The owner's answer for a page (see fragment-protocol.ts): its server-drawn first screen, UNKNOWN_PATH when the
 * owner does not know the path, null for a page it knows and leaves to the browser, or UNDECIDED (no renderer, slow,
 * or failing). The first screen is waited for FRAGMENT_TIMEOUT_MS; when `verdict` is asked for (the path names
 * data), a late answer is still waited for, up to PAGE_STATUS_TIMEOUT_MS, because it decides the document's status.
 * `session` is the one the host read for the document (null or absent: unknown), passed to the owner's renderer.
 */
export async function fetchFragment(
  remote: RemoteEndpoints,
  pathname: string,
  search: string,
  cookie: string | undefined,
  { verdict = false, session }: { verdict?: boolean; session?: { customer: unknown } | null } = {},
): Promise<RenderAnswer> {
  const skipUntil = withoutFragments.get(remote.internalOrigin);
  if (skipUntil && skipUntil > Date.now()) return UNDECIDED;
  const started = Date.now();
  const url = `${remote.internalOrigin}${remote.basePath}/__fragment?path=${encodeURIComponent(pathname)}&search=${encodeURIComponent(search)}`;
  const bound = verdict ? Math.max(PAGE_STATUS_TIMEOUT_MS, FRAGMENT_TIMEOUT_MS) : FRAGMENT_TIMEOUT_MS;
  // the session the document was read with goes along: the owner draws for it and does not read it again
  const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...(session ? { [FRAGMENT_SESSION_HEADER]: sessionHeaderValue(session) } : {}) };
  const answer = ask(url, headers, AbortSignal.timeout(bound), remote.internalOrigin).catch((error: unknown) => {
    // A page the shopper gets drawn by the browser, seconds later: worth seeing in the host's log.
    const late = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    console.warn(
      withTrace(
        late
          ? `[host] la primera pantalla de ${remote.internalOrigin} para ${pathname} no llegó en ${bound} ms (${verdict ? 'PAGE_STATUS_TIMEOUT_MS' : 'FRAGMENT_TIMEOUT_MS'}): la dibuja el navegador`
          : `[host] la primera pantalla de ${remote.internalOrigin} para ${pathname} falló tras ${Date.now() - started} ms: la dibuja el navegador (${String(error)})`,
      ),
    );
    return UNDECIDED;
  });
  if (!verdict) return answer;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = Symbol('late');
  const inTime = await Promise.race([answer, new Promise<typeof late>((resolve) => (timer = setTimeout(() => resolve(late), FRAGMENT_TIMEOUT_MS)))]);
  clearTimeout(timer);
  if (inTime !== late) return inTime;
  console.warn(
    withTrace(
      `[host] la primera pantalla de ${remote.internalOrigin} para ${pathname} no llegó en ${FRAGMENT_TIMEOUT_MS} ms (FRAGMENT_TIMEOUT_MS): ` +
        `se espera el veredicto del dueño sobre la página (PAGE_STATUS_TIMEOUT_MS, ${PAGE_STATUS_TIMEOUT_MS} ms)`,
    ),
  );
  return answer;
}

/** The drawn page of an answer, if it is one. */
export const drawnPage = (answer: RenderAnswer): ServerFragment | null =>
  answer && !isUnknownPath(answer) && !isUndecided(answer) ? answer : null;

/**
 * Another app's fragment embedded in the owner's drawn page, drawn by its remote's server (`POST /__embed`, see
 * embedded-fragments.ts) for the same page and session, within `timeoutMs`; null when it is not (the browser draws it).
 */
export async function fetchEmbed(
  remote: RemoteEndpoints,
  embed: EmbedRequest,
  page: { pathname: string; search: string },
  cookie: string | undefined,
  { session, timeoutMs = FRAGMENT_TIMEOUT_MS }: { session?: { customer: unknown } | null; timeoutMs?: number } = {},
): Promise<EmbedAnswer | null> {
  const skipUntil = withoutFragments.get(remote.internalOrigin);
  if (skipUntil && skipUntil > Date.now()) return null;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...(cookie ? { cookie } : {}),
    ...(session ? { [FRAGMENT_SESSION_HEADER]: sessionHeaderValue(session) } : {}),
  };
  try {
    const res = await fetch(`${remote.internalOrigin}${remote.basePath}/__embed`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ module: embed.module, exportName: embed.exportName, props: embed.props, path: page.pathname, search: page.search }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.status !== 200) {
      await res.body?.cancel();
      return null;
    }
    const body = (await res.json()) as EmbedAnswer;
    return typeof body?.html === 'string' && Array.isArray(body.styles) ? body : null;
  } catch (error) {
    console.warn(withTrace(`[host] el fragmento ${embed.remote}/${embed.module} de ${page.pathname} no llegó de ${remote.internalOrigin}: lo dibuja el navegador (${String(error)})`));
    return null;
  }
}
