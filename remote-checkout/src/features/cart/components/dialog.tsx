import { type ReactNode, useId, useRef } from 'react';
import { useEscapeKey } from '@botica/platform/ui/escape-key';
import { useFocusTrap } from '@botica/platform/ui/focus-trap';

/**
 * A modal dialog over the page: Escape or the backdrop closes it (unless `keepOnBackdrop`: a dialog opened by a
 * button that may be double-clicked, whose second click lands on the backdrop); the keyboard focus stays inside.
 */
export function Dialog({ title, onClose, children, keepOnBackdrop = false }: { title: string; onClose: () => void; children: ReactNode; keepOnBackdrop?: boolean }) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  useFocusTrap(box);
  useEscapeKey(onClose);
  return (
    <div className="ck-backdrop" onClick={(e) => !keepOnBackdrop && e.target === e.currentTarget && onClose()}>
      <div ref={box} className="ck-dialog" role="dialog" aria-modal="true" aria-labelledby={id} tabIndex={-1}>
        <div className="ck-dialog-head">
          <h2 id={id}>{title}</h2>
          <button type="button" className="ck-dialog-close" aria-label="Cerrar" onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
