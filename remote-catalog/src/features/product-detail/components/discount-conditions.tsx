import { useState } from 'react';
import { discountDescription } from '../api';
import styles from './detail.module.css';

/** What a failed description load shows (spec 002 §8). */
export const DISCOUNT_DESCRIPTION_ERROR = 'Error';

type State = { kind: 'closed' } | { kind: 'loading' } | { kind: 'text'; text: string } | { kind: 'error' };

/**
 * A payment-method discount's conditions, read from `GET /descuentos/descripcion/{codigo}` when the shopper asks
 * for them: the product page does not load every discount's text with the page.
 */
export function DiscountConditions({ codigoDescuento }: { codigoDescuento: number }) {
  const [state, setState] = useState<State>({ kind: 'closed' });
  const open = () => {
    if (state.kind === 'loading') return;
    if (state.kind === 'text') return setState({ kind: 'closed' });
    setState({ kind: 'loading' });
    discountDescription(codigoDescuento).then(
      (text) => setState({ kind: 'text', text }),
      () => setState({ kind: 'error' }),
    );
  };
  return (
    <span className={styles.conditions}>
      <button type="button" className={styles.conditionsButton} aria-expanded={state.kind === 'text'} onClick={open}>
        Ver condiciones
      </button>
      {state.kind === 'loading' && <span role="status">Cargando...</span>}
      {state.kind === 'text' && <span data-testid="discount-conditions">{state.text}</span>}
      {state.kind === 'error' && <span role="alert">{DISCOUNT_DESCRIPTION_ERROR}</span>}
    </span>
  );
}
