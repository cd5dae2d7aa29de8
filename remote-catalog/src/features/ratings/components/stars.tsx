import styles from './rating.module.css';

/** Five stars with the average rounded to whole stars. */
export function Stars({ value }: { value: number }) {
  const full = Math.round(value);
  return (
    <span className={styles.stars} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= full ? styles.filled : undefined}>
          ★
        </span>
      ))}
    </span>
  );
}
