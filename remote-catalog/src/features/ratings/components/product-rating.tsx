import { useEffect, useRef } from 'react';
import { useQuery } from '@botica/platform/data/query';
import { getRating } from '../api';
import { useRating, type RatingValue } from '../state/use-rating';
import { RatingPicker } from './rating-picker';
import { Stars } from './stars';
import styles from './rating.module.css';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';

/** Rating block of the product detail: average, count and the customer's own stars. */
export function ProductRating({ codigo, initial }: { codigo: number; initial: RatingValue }) {
  const { rating, setRating, rate, sending, loggedIn } = useRating(codigo, initial);
  const { data } = useQuery(loggedIn ? catalogQueries.rating(codigo) : null, () => getRating(codigo));
  // The answer to the customer's own rating is the newest count: a read that started before it never replaces it.
  const rated = useRef(false);
  useEffect(() => {
    if (data && !rated.current) setRating(data);
  }, [data, setRating]);
  const pick = async (n: number) => {
    rated.current = true;
    if (!(await rate(n))) rated.current = false;
  };
  return (
    <div data-testid="cat-product-rating">
      <span className={styles.trigger}>
        <Stars value={rating.promedio} /> {rating.promedio.toFixed(1)} ({rating.cantidad}{' '}
        {rating.cantidad === 1 ? 'calificación' : 'calificaciones'})
      </span>
      <div>
        <small>{loggedIn ? 'Calificá este producto:' : 'Ingresá para calificar este producto:'}</small>
        <RatingPicker value={rating.propia} disabled={sending} onPick={(n) => void pick(n)} />
      </div>
    </div>
  );
}
