import { useEffect, useRef } from 'react';

/**
 * Calls `onEscape` when Escape is pressed anywhere on the page while `active` (a dialog's close). The latest
 * `onEscape` is the one called, so a new function on every render does not re-subscribe.
 */
export function useEscapeKey(onEscape: () => void, active = true): void {
  const latest = useRef(onEscape);
  useEffect(() => {
    latest.current = onEscape;
  });
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);
}
