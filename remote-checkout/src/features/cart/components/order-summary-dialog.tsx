import { useId, useState } from 'react';
import type { Calculation } from '@botica/shared-contracts/checkout/entities';
import { PAYMENT_METHODS } from '@botica/shared-contracts/checkout/constants';
import { formatGs } from '@botica/shared-contracts/format/money';
import { itemCount } from '../state/cart.logic';
import type { StoredCart } from '../state/cart.model';
import { Dialog } from './dialog';

export const OBSERVATION_MAX = 500;

interface Props {
  cart: StoredCart;
  calc: Calculation | undefined;
  submitting: boolean;
  onClose: () => void;
  /** Places the order with this observation (saved in the cart first). */
  onConfirm: (obs: string) => void;
}

const placeOf = (cart: StoredCart) =>
  cart.delivery
    ? `Delivery a ${cart.address?.nombre ?? 'tu dirección'}${cart.address?.calle ? ` — ${cart.address.calle}${cart.address.numero ? ` ${cart.address.numero}` : ''}` : ''}`
    : `Retiro en ${cart.office?.label ?? 'la sucursal'}`;

/**
 * The order's summary before it is placed (spec 000 §4 "Finish": the summary shows when no controlled-products
 * acknowledgement is due, or after it): where it goes, how it is paid, the lines marked as gifts, the total and the
 * order's observation. 'Confirmar pedido' saves the observation and places the order.
 */
export function OrderSummaryDialog({ cart, calc, submitting, onClose, onConfirm }: Props) {
  const [obs, setObs] = useState(cart.obs);
  const id = useId();
  const units = itemCount(cart.items);
  const method = cart.paymentMethod ? (PAYMENT_METHODS.find((m) => m.name === cart.paymentMethod!.name)?.text ?? cart.paymentMethod.name) : null;
  const gifts = cart.items.filter((i) => i.esRegalo);
  return (
    <Dialog title="Resumen del pedido" onClose={onClose} keepOnBackdrop>
      <dl className="ck-totals" data-testid="order-summary">
        <div>
          <dt>Entrega</dt>
          <dd>{placeOf(cart)}</dd>
        </div>
        {method && (
          <div>
            <dt>Forma de pago</dt>
            <dd>{method}</dd>
          </div>
        )}
        <div>
          <dt>Productos</dt>
          <dd>
            {units} {units === 1 ? 'producto' : 'productos'}
          </dd>
        </div>
        {gifts.length > 0 && (
          <div>
            <dt>Para regalo</dt>
            <dd>{gifts.map((g) => g.descripcion).join(', ')}</dd>
          </div>
        )}
        {calc && (
          <div className="ck-total">
            <dt>Total</dt>
            <dd>{formatGs(calc.total)}</dd>
          </div>
        )}
      </dl>
      <div className="ck-field">
        <label htmlFor={id}>Observación</label>
        <textarea id={id} rows={3} maxLength={OBSERVATION_MAX} value={obs} placeholder="Indicaciones para la entrega, timbre, referencia…" onChange={(e) => setObs(e.target.value)} />
      </div>
      <button type="button" className="ck-button ck-button-block" disabled={submitting} onClick={() => onConfirm(obs)}>
        Confirmar pedido
      </button>
    </Dialog>
  );
}
