import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './ui.module.css';

type Props = SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string; children: ReactNode };

export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, error, id, children, ...rest },
  ref,
) {
  const auto = useId();
  const selectId = id ?? auto;
  const errorId = `${selectId}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        className={error ? `${styles.input} ${styles.inputError}` : styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      >
        {children}
      </select>
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
});
