import { useLocation } from '@botica/platform/router';

function isLocalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** Where the visitor came from: the `redirect` query parameter or the guard's `from` state; default /mi-cuenta. */
export function useReturnTo(): string {
  const location = useLocation();
  const fromQuery = new URLSearchParams(location.search).get('redirect');
  const fromState = (location.state as { from?: unknown } | null)?.from;
  const candidate = fromQuery ?? (typeof fromState === 'string' ? fromState : null);
  return candidate && isLocalPath(candidate) ? candidate : '/mi-cuenta';
}

/** The same query string for links between access pages, so the origin is not lost on the way. */
export function withReturn(path: string, returnTo: string): string {
  return returnTo === '/mi-cuenta' ? path : `${path}?redirect=${encodeURIComponent(returnTo)}`;
}
