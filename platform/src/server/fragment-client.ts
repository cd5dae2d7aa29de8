import { isUnknownPath, type RenderAnswer, type ServerFragment, UNKNOWN_PATH } from './fragment-protocol';
import { fetchWithTimeout, type RemoteEndpoints } from './remote-assets';

/** How long a document waits for the owner's first screen; a late one still paints long before the browser-built page. */
const FRAGMENT_TIMEOUT_MS = Number(process.env.FRAGMENT_TIMEOUT_MS ?? 1000);

/** Remotes whose server has no fragment endpoint are not asked again for a minute. */
const withoutFragments = new Map<string, number>();

/**
 * The owner's answer for a page (see fragment-protocol.ts): its server-drawn first screen, UNKNOWN_PATH when the
 * owner does not know the path, or null (no renderer, drawn in the browser only, slow, or failing).
 */
export async function fetchFragment(
  remote: RemoteEndpoints,
  pathname: string,
  search: string,
  cookie: string | undefined,
): Promise<RenderAnswer> {
  const skipUntil = withoutFragments.get(remote.internalOrigin);
  if (skipUntil && skipUntil > Date.now()) return null;
  const started = Date.now();
  try {
    const url = `${remote.internalOrigin}/__fragment?path=${encodeURIComponent(pathname)}&search=${encodeURIComponent(search)}`;
    const res = await fetchWithTimeout(url, FRAGMENT_TIMEOUT_MS, { headers: cookie ? { cookie } : {} });
    if (res.status === 501) withoutFragments.set(remote.internalOrigin, Date.now() + 60_000);
    if (res.status === 404) return UNKNOWN_PATH;
    if (res.status !== 200) return null;
    const body = (await res.json()) as ServerFragment;
    return typeof body?.html === 'string' ? body : null;
  } catch (error) {
    // A page the shopper gets drawn by the browser, seconds later: worth seeing in the host's log.
    const late = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    console.warn(
      late
        ? `[host] la primera pantalla de ${remote.internalOrigin} para ${pathname} no llegó en ${FRAGMENT_TIMEOUT_MS} ms (FRAGMENT_TIMEOUT_MS): la dibuja el navegador`
        : `[host] la primera pantalla de ${remote.internalOrigin} para ${pathname} falló tras ${Date.now() - started} ms: la dibuja el navegador (${String(error)})`,
    );
    return null;
  }
}

/** The drawn page of an answer, if it is one. */
export const drawnPage = (answer: RenderAnswer): ServerFragment | null => (answer && !isUnknownPath(answer) ? answer : null);
