import toast from '@botica/platform/toast';
import type { CartItem } from '@botica/shared-contracts/cart/entities';
import { request } from '@botica/shared-contracts/events/bus';
import { MESSAGES } from '@botica/shared-contracts/session/messages';

/**
 * Puts lines into the cart through its owner (`checkout:add-to-cart`): checkout merges a line already there by
 * codigo, summing the quantities, and applies its quantity rule. Answers how many lines were added.
 */
export async function addToCart(items: CartItem[]): Promise<number> {
  // Repeated products of one order are merged first, so each goes to the cart once with the sum.
  const merged = new Map<number, CartItem>();
  for (const item of items) {
    const seen = merged.get(item.codigo);
    merged.set(item.codigo, seen ? { ...seen, quantity: seen.quantity + item.quantity } : item);
  }
  let added = 0;
  for (const item of merged.values()) {
    try {
      const reply = await request('checkout:add-to-cart', { item });
      if (reply.ok) added += 1;
    } catch {
      toast.error(MESSAGES.generic, { id: 'account-generic-error' });
      break;
    }
  }
  return added;
}
