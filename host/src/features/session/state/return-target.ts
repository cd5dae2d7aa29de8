/**
 * Where a guest-only page sends a customer once logged in: the `redirect` query parameter, or the
 * `from` of the navigation state (set by the private-route guard), or /mi-cuenta. Only same-site paths
 * are followed, so a crafted link cannot send the customer to another site.
 */
export function returnTarget(search: string, state: unknown): string {
  const fromQuery = new URLSearchParams(search).get('redirect');
  const fromState = (state as { from?: unknown } | null)?.from;
  const candidate = fromQuery ?? (typeof fromState === 'string' ? fromState : null);
  if (candidate && isLocalPath(candidate)) return candidate;
  return '/mi-cuenta';
}

export function isLocalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}
