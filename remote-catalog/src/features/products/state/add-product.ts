import toast from '@botica/platform/toast';
import { request } from '@botica/shared-contracts/events/bus';
import { toCartItem } from '@botica/shared-contracts/cart/quantity';
import type { Product } from '@botica/shared-contracts/catalog/entities';
import { MESSAGES } from '@botica/shared-contracts/session/messages';

export { toCartItem };

/**
 * Adds the product through the cart owner's `checkout:add-to-cart` command; checkout applies its quantity rule
 * and shows the toast. Only a cart service that never answers (checkout unreachable) is told here. `oncologico`
 * fills the oncology cart (the oncology world).
 */
export async function addProduct(product: Product, quantity = 1, oncologico = false): Promise<boolean> {
  try {
    const reply = await request('checkout:add-to-cart', { item: toCartItem(product, quantity), ...(oncologico ? { oncologico: true } : {}) });
    return reply.ok;
  } catch {
    toast.error(MESSAGES.generic);
    return false;
  }
}
