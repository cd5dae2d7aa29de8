import { useAtomValue } from 'jotai';
import { Link } from '@botica/platform/router';
import { formatGs } from '@botica/shared-contracts/format/money';
import { loggedInAtom } from '@botica/shared-contracts/session/session.atoms';
import { itemCount, itemImageUrl, subtotal, truncateTitle } from '../state/cart.logic';
import { useCart } from '../state/use-cart';
import './cart.css';
import { loginUrl, paths } from '@botica/shared-contracts/routes/route-table';

/** The header's cart dropdown: lines with titles cut to 40 characters, subtotal and the way to the cart. */
export function MiniCart({ onNavigate }: { onNavigate?: () => void }) {
  const cart = useCart(false);
  const loggedIn = useAtomValue(loggedInAtom);
  const target = loggedIn ? '/carrito' : loginUrl(paths.cart);
  if (cart.items.length === 0) {
    return (
      <div className="ck-mini" data-testid="mini-cart">
        <p className="ck-mini-empty">Carrito vacio</p>
      </div>
    );
  }
  return (
    <div className="ck-mini" data-testid="mini-cart">
      <ul className="ck-mini-lines">
        {cart.items.map((item) => {
          const image = itemImageUrl(item);
          return (
            <li key={item.codigo}>
              {image ? <img src={image} alt="" /> : <span className="ck-mini-noimg" aria-hidden="true" />}
              <span className="ck-mini-title" title={item.descripcion}>
                {truncateTitle(item.descripcion)}
              </span>
              <span className="ck-mini-qty">
                {item.quantity} × {formatGs(item.precio)}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="ck-mini-total">
        Subtotal ({itemCount(cart.items)}): <strong>{formatGs(subtotal(cart.items))}</strong>
      </p>
      <Link className="ck-button ck-button-block" to={target} onClick={onNavigate}>
        Ver carrito
      </Link>
    </div>
  );
}
