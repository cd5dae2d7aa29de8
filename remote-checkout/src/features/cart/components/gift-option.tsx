import { useQuery } from '@botica/platform/data/query';
import type { CartItem } from '@botica/shared-contracts/cart/entities';
import { checkoutQueries } from '@botica/shared-contracts/checkout/queries';
import { verifyGiftOption } from '../api';

interface Props {
  item: CartItem;
  /** The saved cart's id, or 0 before the cart is saved. */
  cartId: string;
  onToggle: (esRegalo: boolean) => void;
}

/**
 * 'Es para regalo' on a cart line (`esRegalo`, sent with the calculation and the order): offered when the server's
 * gift check (`POST /regalo/regalos_verificar/{cartId}/{producto}`) says the line may be a gift.
 */
export function GiftOption({ item, cartId, onToggle }: Props) {
  const check = useQuery(checkoutQueries.giftOption(cartId, item.codigo, item.quantity), () => verifyGiftOption(cartId, item.codigo, item.quantity), {
    revalidateOnFocus: false,
  });
  if (check.data !== true) return null;
  return (
    <label className="ck-line-gift">
      <input type="checkbox" checked={item.esRegalo === true} onChange={(e) => onToggle(e.target.checked)} /> Es para regalo
    </label>
  );
}
