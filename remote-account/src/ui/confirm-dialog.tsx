import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './dialog.module.css';

/** A small modal question with Si / No (the account's confirmations: delete a phone, an address, the account). */
export function ConfirmDialog({
  title,
  children,
  onYes,
  onNo,
  yes = 'Si',
  no = 'No',
  busy = false,
}: {
  title: string;
  children?: ReactNode;
  onYes: () => void;
  onNo: () => void;
  yes?: string;
  no?: string;
  busy?: boolean;
}) {
  const id = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    first.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onNo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onNo]);
  return (
    <div className={styles.backdrop}>
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={id}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {children}
        <div className={styles.actions}>
          <button ref={first} type="button" className={styles.yes} onClick={onYes} disabled={busy} aria-busy={busy || undefined}>
            {yes}
          </button>
          <button type="button" className={styles.no} onClick={onNo} disabled={busy}>
            {no}
          </button>
        </div>
      </div>
    </div>
  );
}
