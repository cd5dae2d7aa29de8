import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@botica/platform/hydration';
import { useRating, type RatingValue } from '../state/use-rating';
import { RatingPicker } from './rating-picker';
import { Stars } from './stars';
import styles from './rating.module.css';

/** The card's rating: stars and count; opening it lets a customer rate (a visitor goes to /login). */
export function RatingPopover({ codigo, initial }: { codigo: number; initial: RatingValue }) {
  const { rating, rate, sending, requireLogin } = useRating(codigo, initial);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  return (
    <div className={styles.wrap} ref={box}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        disabled={!hydrated}
        aria-label={`Calificación ${rating.promedio.toFixed(1)} de 5 (${rating.cantidad})`}
        data-testid="cat-rating"
        onClick={(e) => {
          e.preventDefault();
          if (requireLogin()) return;
          setOpen((o) => !o);
        }}
      >
        <Stars value={rating.promedio} /> <span>({rating.cantidad})</span>
      </button>
      {open && (
        <div className={styles.popover} role="dialog" aria-label="Calificar producto">
          <div>
            {rating.promedio.toFixed(1)} de 5 · {rating.cantidad} {rating.cantidad === 1 ? 'calificación' : 'calificaciones'}
          </div>
          <RatingPicker
            value={rating.propia}
            disabled={sending}
            onPick={async (n) => {
              if (await rate(n)) setOpen(false);
            }}
          />
        </div>
      )}
    </div>
  );
}
