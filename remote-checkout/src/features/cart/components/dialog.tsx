import { type ReactNode, useEffect, useId } from 'react';

/** A modal dialog over the page: Escape or the backdrop closes it. */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const id = useId();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="ck-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="ck-dialog" role="dialog" aria-modal="true" aria-labelledby={id}>
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
