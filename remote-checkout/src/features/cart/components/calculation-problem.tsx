import { ApiError, GENERIC_ERROR } from '@botica/shared-contracts/http/errors';
import type { StoredCart } from '../state/cart.model';
import { cartStore } from '../state/cart.service';

export const REMOVE_LINE = 'Quitar del carrito';

/**
 * The calculation refused this cart (a product the cart cannot take, one no longer sold, any 4xx): the server's
 * message instead of amounts that never come, and a way out. When the error names a line of the cart (`value`,
 * its product code) that line can be removed from here; otherwise the lines keep their own remove buttons.
 */
export function CalculationProblem({ cart, error }: { cart: StoredCart; error: unknown }) {
  const store = cartStore();
  const item = error instanceof ApiError ? error.errors[0] : undefined;
  const line = item?.param === 'items' ? cart.items.find((i) => i.codigo === Number(item.value)) : undefined;
  return (
    <div className="ck-stock-notice" role="alert" data-testid="calculation-problem">
      <p>{item?.msg ?? GENERIC_ERROR}</p>
      {line && (
        <button type="button" className="ck-button ck-button-ghost" onClick={() => store.remove(line.codigo, cart.oncologico === true)}>
          {REMOVE_LINE}: {line.descripcion}
        </button>
      )}
    </div>
  );
}
