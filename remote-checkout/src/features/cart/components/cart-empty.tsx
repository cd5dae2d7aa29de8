import { Link } from '@botica/platform/router';
import { CartIcon } from './cart-icons';

export function CartEmpty({ oncologico }: { oncologico: boolean }) {
  return (
    <section className="ck-empty" data-testid="cart-empty">
      <span className="ck-empty-icon">
        <CartIcon />
      </span>
      <h2>Carrito vacio</h2>
      <Link className="ck-button" to={oncologico ? '/mundo/oncologicos' : '/'}>
        Comprar
      </Link>
    </section>
  );
}
