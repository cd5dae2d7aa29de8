import { useId, useRef, type ReactNode } from 'react';
import { useEscapeKey } from '@botica/platform/ui/escape-key';
import { useFocusTrap } from '@botica/platform/ui/focus-trap';
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
  const box = useRef<HTMLDivElement>(null);
  // the focus starts on the first answer and stays in the dialog until it closes
  useFocusTrap(box);
  useEscapeKey(onNo);
  return (
    <div className={styles.backdrop}>
      <div ref={box} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={id} tabIndex={-1}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {children}
        <div className={styles.actions}>
          <button type="button" className={styles.yes} onClick={onYes} disabled={busy} aria-busy={busy || undefined}>
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
