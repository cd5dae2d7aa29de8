/**
 * The cookies the checkout writes for the server to draw one of its pages (the cart's mirror, the payment under
 * way): each sent only with its page's document (Path), SameSite=Lax, Secure on https. Never a credential.
 */

/** Writes `value` (already encoded) for `maxAgeS` seconds, or removes the cookie when it is null; nothing on the server. */
export function writePageCookie(cookie: { name: string; path: string }, value: string | null, maxAgeS: number): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  try {
    document.cookie = value
      ? `${cookie.name}=${value}; Path=${cookie.path}; Max-Age=${maxAgeS}; SameSite=Lax${secure}`
      : `${cookie.name}=; Path=${cookie.path}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${secure}`;
  } catch {
    /* cookies blocked: the page is drawn in the browser */
  }
}

/** The raw (still encoded) value of the cookie `name` in a Cookie header, or undefined. */
export function readPageCookie(cookieHeader: string | undefined, name: string): string | undefined {
  return (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}
