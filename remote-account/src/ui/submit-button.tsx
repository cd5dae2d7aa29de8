import type { ReactNode } from 'react';
import { useHydrated } from '@botica/platform/hydration';
import { MESSAGES } from '@botica/shared-contracts/session/messages';
import styles from './ui.module.css';

/**
 * The form's submit button. It is disabled until its form has its handler: on a page the server drew, a click
 * before hydration would otherwise submit the plain form (fields in the address bar).
 */
export function SubmitButton({ children, busy, disabled }: { children: ReactNode; busy?: boolean; disabled?: boolean }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={styles.primary} disabled={busy || disabled || !hydrated} aria-busy={busy || undefined}>
      {busy ? MESSAGES.processing : children}
    </button>
  );
}
