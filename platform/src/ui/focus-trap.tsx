import { type RefObject, useEffect } from 'react';
import type { FocusTrap } from 'focus-trap';

/**
 * Keeps the keyboard inside a modal dialog while it is open: the focus moves into it (its first control, or the
 * dialog itself with `focus: 'container'`), Tab and Shift+Tab cycle inside it, and when it closes the focus goes
 * back to what had it before. Escape and clicks outside stay with the dialog's own handlers. The dialog element
 * needs `tabIndex={-1}` (it takes the focus when it has no control). The trap's code loads with the first dialog
 * opened, not with the page; with `focus: 'container'` the dialog takes the focus at once, and the trap, when its code
 * arrives, never moves a focus that is already inside the dialog (a shopper may be typing in it by then).
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active = true, focus: 'first' | 'container' = 'first'): void {
  useEffect(() => {
    const node = ref.current;
    if (!active || !node) return;
    let trap: FocusTrap | undefined;
    let closed = false;
    const focused = document.activeElement as HTMLElement | null;
    const opener = focused && focused !== document.body && !node.contains(focused) ? focused : null;
    if (focus === 'container') node.focus();
    const focusedInside = () => document.activeElement !== null && node.contains(document.activeElement);
    void import('focus-trap').then(({ createFocusTrap }) => {
      if (closed) return;
      trap = createFocusTrap(node, {
        escapeDeactivates: false,
        allowOutsideClick: true,
        fallbackFocus: node,
        initialFocus: () => (focusedInside() ? (document.activeElement as HTMLElement) : focus === 'container' ? node : undefined),
        setReturnFocus: (before) => opener ?? before,
      });
      trap.activate();
    });
    return () => {
      closed = true;
      // closed before the trap's code arrived: give the focus back here
      if (trap) trap.deactivate();
      else opener?.focus();
    };
  }, [ref, active, focus]);
}
