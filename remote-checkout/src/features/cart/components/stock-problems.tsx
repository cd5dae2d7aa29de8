import { useState } from 'react';
import type { Calculation, NearbyBranch } from '@botica/shared-contracts/checkout/entities';
import { CHECKOUT_MESSAGES } from '@botica/shared-contracts/checkout/constants';
import { getBranches } from '../../branches/api';
import { NearestBranchesModal } from '../../branches/components/nearest-branches-modal';
import type { StoredCart } from '../state/cart.model';
import { cartStore } from '../state/cart.service';
import { chooseOffice } from '../state/checkout.logic';
import { officeOf } from './step-delivery';

export const NEAREST_BUTTON = 'Ver sucursales cercanas';
export const OTHER_METHOD = 'Elegir otro método de entrega';
export const REMOVE_MARKED = 'Quitar los productos marcados';

/**
 * Lines the chosen place cannot serve (the engine's `detallesSinStock`). Pickup: the branch message and the
 * nearest open branches that have them. Delivery: the marked products can only come another way, so an overlay
 * offers choosing another shipping method or removing them (spec 000 §8 "Products out of zone").
 */
export function StockProblems({ cart, calc, onOtherMethod }: { cart: StoredCart; calc: Calculation | undefined; onOtherMethod: () => void }) {
  const store = cartStore();
  const onco = cart.oncologico === true;
  const [nearOpen, setNearOpen] = useState(false);
  if (!calc?.detallesSinStock.length) return null;
  const marked = calc.detallesSinStock.map((d) => d.productoCodigo);

  async function pickUpAt(nearby: NearbyBranch) {
    const branch = (await getBranches().catch(() => [])).find((b) => b.codigo === nearby.codigo);
    store.update(onco, (c) =>
      chooseOffice(c, branch ? officeOf(branch) : { label: nearby.descripcion, value: nearby.codigo, data: { direccion: nearby.direccion } }),
    );
    setNearOpen(false);
  }

  return (
    <div className={cart.delivery ? 'ck-overlay' : 'ck-stock-notice'} role="alert" data-testid="stock-problems">
      <p>{cart.delivery ? CHECKOUT_MESSAGES.outOfZone : CHECKOUT_MESSAGES.outOfStockAtBranch}</p>
      <ul className="ck-stock-lines">
        {calc.detallesSinStock.map((d) => (
          <li key={d.productoCodigo}>
            {d.descripcion}: pediste {d.cantidad}, hay {d.existencia}
          </li>
        ))}
      </ul>
      <div className="ck-overlay-actions">
        {cart.delivery && (
          <>
            <button type="button" className="ck-button" onClick={onOtherMethod}>
              {OTHER_METHOD}
            </button>
            <button type="button" className="ck-button ck-button-ghost" onClick={() => marked.forEach((codigo) => store.remove(codigo, onco))}>
              {REMOVE_MARKED}
            </button>
          </>
        )}
        {calc.sucursalesCercanas.length > 0 && (
          <button type="button" className="ck-link-button" onClick={() => setNearOpen(true)}>
            {NEAREST_BUTTON}
          </button>
        )}
      </div>
      <NearestBranchesModal open={nearOpen} calc={calc} onClose={() => setNearOpen(false)} onSelect={(b) => void pickUpAt(b)} />
    </div>
  );
}
