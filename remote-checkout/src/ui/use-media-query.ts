import { useExternalStore } from '@botica/platform/hydration';

const never = () => false;

/**
 * Whether a media query matches now (false where the browser cannot tell, e.g. on the server). A page the server
 * drew hydrates with false and turns to the browser's answer in a transition.
 */
export function useMediaQuery(query: string): boolean {
  return useExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && !!window.matchMedia ? window.matchMedia(query).matches : false),
    never,
  );
}
