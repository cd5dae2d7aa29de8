import type { ReactNode } from 'react';
import { Link } from '@botica/platform/router';
import type { Calculation } from '@botica/shared-contracts/checkout/entities';
import { formatGs } from '@botica/shared-contracts/format/money';
import type { StoredCart } from '../state/cart.model';
import { BagControl } from './bag-dialog';
import { CodesControl } from './codes-control';

interface Props {
  cart: StoredCart;
  calc: Calculation | undefined;
  loading: boolean;
  enabled: boolean;
  submitting: boolean;
  messages: string[];
  onFinish: () => void;
  /** The finish button's text while busy ('Aguardando...' during the wallet wait). */
  busyLabel?: string;
  /** Why the cart could not be priced, in place of the amounts (the server's message and a way out). */
  problem?: ReactNode;
}

/** Step 4: the order summary, every amount from the calculation, and 'Continuar'. */
export function StepSummary({ cart, calc, loading, enabled, submitting, messages, onFinish, busyLabel, problem }: Props) {
  // 'Total sin promo' when a promo is not applied (spec 000 §2, step 4): the total is the one without a promotion
  const promoApplied = !!calc && calc.totalSinPromo !== calc.total;
  return (
    <aside className="ck-summary ck-step" aria-labelledby="ck-step-4">
      <h2 id="ck-step-4" className="ck-step-title">
        <span className="ck-step-n">4</span> Resumen del pedido
      </h2>
      {calc ? (
        <dl className="ck-totals" aria-busy={loading}>
          <div>
            <dt>Subtotal</dt>
            <dd data-testid="summary-subtotal">{formatGs(calc.subtotal)}</dd>
          </div>
          {calc.descuento > 0 && (
            <div>
              <dt>Descuento</dt>
              <dd data-testid="summary-discount">-{formatGs(calc.descuento)}</dd>
            </div>
          )}
          {calc.bolsa.total > 0 && (
            <div>
              <dt>Bolsa ({calc.bolsa.cantidad})</dt>
              <dd data-testid="summary-bag">{formatGs(calc.bolsa.total)}</dd>
            </div>
          )}
          {cart.delivery && (
            <div>
              <dt>Delivery</dt>
              <dd data-testid="summary-delivery">{formatGs(calc.delivery)}</dd>
            </div>
          )}
          {calc.giftMonto > 0 && (
            <div>
              <dt>Gift Card</dt>
              <dd data-testid="summary-gift">-{formatGs(calc.giftMonto)}</dd>
            </div>
          )}
          {!promoApplied && (
            <div className="ck-total-nopromo">
              <dt>Total sin promo</dt>
              <dd data-testid="summary-total-nopromo">{formatGs(calc.totalSinPromo)}</dd>
            </div>
          )}
          <div className="ck-total">
            <dt>Total</dt>
            <dd data-testid="summary-total">{formatGs(calc.total)}</dd>
          </div>
        </dl>
      ) : (
        (problem ?? <p className="ck-muted">{loading ? 'Estamos obteniendo los datos...' : ''}</p>)
      )}
      <BagControl cart={cart} calc={calc} />
      <CodesControl cart={cart} calc={calc} />
      {messages.length > 0 && (
        <ul className="ck-messages" data-testid="checkout-messages">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      <button type="button" className="ck-button ck-button-block ck-finish" disabled={!enabled} onClick={onFinish}>
        {submitting ? (busyLabel ?? 'Procesando...') : 'Continuar'}
      </button>
      <p className="ck-terms">
        Al continuar aceptás los{' '}
        <Link className="ck-link" to="/bases">
          términos y condiciones
        </Link>
        .
      </p>
    </aside>
  );
}
