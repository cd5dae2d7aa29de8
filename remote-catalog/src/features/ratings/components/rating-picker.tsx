import { useState } from 'react';
import styles from './rating.module.css';

/** Five star buttons to give a score from 1 to 5. */
export function RatingPicker({ value, disabled, onPick }: { value?: number | null; disabled?: boolean; onPick: (n: number) => void }) {
  const [hover, setHover] = useState(0);
  const shown = hover || value || 0;
  return (
    <div className={styles.picker} role="radiogroup" aria-label="Tu calificación" onMouseLeave={() => setHover(0)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={`${n} ${n === 1 ? 'estrella' : 'estrellas'}`}
          className={`${styles.pick} ${n <= shown ? styles.filled : ''}`}
          disabled={disabled}
          onMouseEnter={() => setHover(n)}
          onClick={() => onPick(n)}
        >
          ★
        </button>
      ))}
    </div>
  );
}
