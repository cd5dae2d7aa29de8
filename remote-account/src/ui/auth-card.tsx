import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** The card every access screen sits in: a title, the content, and an optional aside (promo, help). */
export function AuthCard({
  title,
  children,
  aside,
  wide,
  testId,
}: {
  title: string;
  children: ReactNode;
  aside?: ReactNode;
  wide?: boolean;
  testId?: string;
}) {
  return (
    <div className={aside ? styles.authLayout : wide ? styles.authWide : styles.authSingle} data-testid={testId}>
      <section className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </section>
      {aside && <aside className={styles.aside}>{aside}</aside>}
    </div>
  );
}
