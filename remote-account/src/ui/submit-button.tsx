import type { ReactNode } from 'react';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import styles from './ui.module.css';

export function SubmitButton({ children, busy, disabled }: { children: ReactNode; busy?: boolean; disabled?: boolean }) {
  return (
    <button type="submit" className={styles.primary} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? MESSAGES.processing : children}
    </button>
  );
}
