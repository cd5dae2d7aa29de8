import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useEscapeKey } from '@botica/platform/ui/escape-key';
import { useFocusTrap } from '@botica/platform/ui/focus-trap';
import './modal.css';

interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  size?: 'small' | 'large';
  testId?: string;
}

/** Checkout's dialog: a title, a close button, Escape and the backdrop close it; the keyboard focus moves into it, stays there and goes back when it closes. */
export function Modal({ open, title, onClose, children, size = 'small', testId }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useFocusTrap(panel, open, 'container');
  useEscapeKey(onClose, open);

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <div className="ck-modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panel}
        className={`ck-modal ck-modal-${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <header className="ck-modal-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="ck-modal-close" aria-label="Cerrar" onClick={onClose}>
            ×
          </button>
        </header>
        <div className="ck-modal-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
