import { Link } from '@botica/platform/router';
import { formatGs } from '@botica/shared-contracts/format/money';
import { itemCount, subtotal } from '../state/cart.logic';
import { cartStore } from '../state/cart.service';
import { useCart } from '../state/use-cart';
import { CartEmpty } from './cart-empty';
import { CartLine } from './cart-line';
import { PickupBranch } from './pickup-branch';
import { ShareCartButton } from './share-cart-button';
import './cart.css';

/** The cart (or the oncology cart): lines, counters, removal and the subtotal. */
export function CartPage({ oncologico = false }: { oncologico?: boolean }) {
  const cart = useCart(oncologico);
  const store = cartStore();
  const title = oncologico ? 'Carrito de oncológicos' : 'Mi carrito';
  if (cart.items.length === 0) {
    return (
      <div className="ck-page" data-testid={oncologico ? 'cart-oncology-page' : 'cart-page'}>
        <h1 className="ck-title">{title}</h1>
        <CartEmpty oncologico={oncologico} />
      </div>
    );
  }
  const units = itemCount(cart.items);
  return (
    <div className="ck-page" data-testid={oncologico ? 'cart-oncology-page' : 'cart-page'}>
      <h1 className="ck-title">{title}</h1>
      <div className="ck-layout">
        <section className="ck-lines-box" aria-label="Productos del carrito">
          <div className="ck-lines-head">
            <p>
              {units} {units === 1 ? 'producto' : 'productos'}
            </p>
            <button type="button" className="ck-link-danger" onClick={() => store.clear(oncologico)}>
              Eliminar productos
            </button>
          </div>
          <ul className="ck-lines">
            {cart.items.map((item) => (
              <CartLine
                key={item.codigo}
                item={item}
                onQuantity={(q) => store.setQuantity(item.codigo, q, oncologico)}
                onRemove={() => store.remove(item.codigo, oncologico)}
              />
            ))}
          </ul>
        </section>
        <aside className="ck-summary" aria-label="Resumen">
          <h2>Resumen</h2>
          <dl>
            <dt>Subtotal</dt>
            <dd data-testid="cart-subtotal">{formatGs(subtotal(cart.items))}</dd>
          </dl>
          <ShareCartButton oncologico={oncologico} />
          <PickupBranch oncologico={oncologico} />
          <p className="ck-summary-note">El costo de envío y los descuentos por forma de pago se calculan al elegir la entrega y el pago.</p>
          <Link className="ck-link" to={oncologico ? '/mundo/oncologicos' : '/'}>
            Seguir comprando
          </Link>
        </aside>
      </div>
    </div>
  );
}

export const CartPageNormal = () => <CartPage />;
export const CartPageOncology = () => <CartPage oncologico />;
