import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@botica/platform/router';

/**
 * A page the shopper goes to (a link, or the app's own navigation such as the checkout's after 'Continuar') opens
 * at its top, as a document would; the browser's back and forward keep the place the browser restores. Left where
 * the previous, longer page was scrolled, a short page would show its footer instead of its content, and the
 * footer climbing into view counts as a layout shift of the page.
 */
export function NewPageAtTop(): null {
  const { pathname } = useLocation();
  const type = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}
