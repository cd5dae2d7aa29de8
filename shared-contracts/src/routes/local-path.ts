/** A stand-in origin: a path that stays on it names a page of the shop's own origin. */
const HERE = 'http://botica.invalid';

/**
 * Whether `value` is a path of the shop's own site (`/producto/1/x?a=1`), safe to send a shopper to after a login or
 * a form: it starts with one slash, and the browser's own reading of it stays on the origin. A second slash or a
 * backslash after the first (`//otro.example`, `/\otro.example`) names another host, and a tab or a line break is
 * dropped by the browser's URL parser, so `/\t/otro.example` would too: they are refused.
 */
export function isLocalPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    return new URL(value, HERE).origin === HERE;
  } catch {
    return false;
  }
}
