import { CART_STORAGE_KEY } from '@botica/shared-contracts/cart/entities';
import type { ChosenPlace } from '../api/availability';

/** The address or pickup branch the customer chose in the cart (kept by checkout under `cart`). */
export function readChosenPlace(): ChosenPlace | null {
  // A server render has no storage: the shopper counts as having chosen nothing.
  if (typeof localStorage === 'undefined') return null;
  try {
    const raw = localStorage.getItem(CART_STORAGE_KEY);
    if (!raw) return null;
    const cart = JSON.parse(raw) as { address?: { codigo?: unknown } | null; office?: { value?: unknown } | null; delivery?: boolean };
    const direccion = Number(cart.address?.codigo);
    const sucursal = Number(cart.office?.value);
    if (cart.delivery === false && sucursal > 0) return { sucursal };
    if (direccion > 0) return { direccion };
    if (sucursal > 0) return { sucursal };
    return null;
  } catch {
    return null;
  }
}
