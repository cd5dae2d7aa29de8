import { useState } from 'react';
import type { Calculation } from '@botica/shared-contracts/checkout/entities';
import { formatGs } from '@botica/shared-contracts/format/money';
import { QuantityCounter } from '@botica/platform/ui/quantity-counter';
import type { StoredCart } from '../state/cart.model';
import { cartStore } from '../state/cart.service';
import { setBag } from '../state/checkout.logic';
import { Dialog } from './dialog';

/** The shopping-bag line of the summary and its dialog: yes (from 1 bag, more allowed) or no, then confirm. */
export function BagControl({ cart, calc }: { cart: StoredCart; calc: Calculation | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="ck-bag">
      <button type="button" className="ck-link-button" onClick={() => setOpen(true)}>
        {cart.bolsa.cantidad > 0 ? `Bolsas: ${cart.bolsa.cantidad} (cambiar)` : '¿Agregar bolsa?'}
      </button>
      {open && <BagDialog cart={cart} precio={calc?.bolsa.precio ?? 0} onClose={() => setOpen(false)} />}
    </div>
  );
}

export function BagDialog({ cart, precio, onClose }: { cart: StoredCart; precio: number; onClose: () => void }) {
  const [answer, setAnswer] = useState<'si' | 'no' | null>(null);
  const [cantidad, setCantidad] = useState(Math.max(1, cart.bolsa.cantidad));
  return (
    <Dialog title="Bolsa de compras" onClose={onClose}>
      <p>¿Querés agregar una bolsa a tu pedido?{precio > 0 ? ` (${formatGs(precio)} cada una)` : ''}</p>
      <div className="ck-switch" role="radiogroup" aria-label="Agregar bolsa">
        <label className={answer === 'si' ? 'ck-switch-on' : ''}>
          <input type="radio" name="ck-bag" checked={answer === 'si'} onChange={() => setAnswer('si')} /> Sí
        </label>
        <label className={answer === 'no' ? 'ck-switch-on' : ''}>
          <input type="radio" name="ck-bag" checked={answer === 'no'} onChange={() => setAnswer('no')} /> No
        </label>
      </div>
      {answer === 'si' && <QuantityCounter value={cantidad} onChange={setCantidad} label="bolsas" max={20} className="ck-counter" />}
      {answer && (
        <button
          type="button"
          className="ck-button ck-button-block"
          onClick={() => {
            cartStore().update(cart.oncologico === true, (c) => setBag(c, answer === 'si' ? cantidad : 0, precio));
            onClose();
          }}
        >
          Confirmar
        </button>
      )}
    </Dialog>
  );
}
