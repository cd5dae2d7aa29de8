import * as v from 'valibot';
import { CartItemSchema } from '@botica/shared-contracts/cart/entities';
import { hearOtherTabs } from '@botica/shared-contracts/cart/other-tabs';
import { cartKindOf } from '@botica/shared-contracts/cart/quantity';
import { commandsOf, subscribe } from '@botica/shared-contracts/events/bus';
import type { AddToCartReply } from '@botica/shared-contracts/events/event-map';
import { showAddedToast } from '../components/added-toast';
import { deliveryPlace, summarize } from './cart.logic';
import { cartStore } from './cart.service';

// The cart service as the rest of the page meets it (decision 079): the commands it answers and what it follows.
// Only the host's start-up loads this module (`./cart-service`); the cart pages use the store itself.

export const INVALID_ITEM = 'No pudimos agregar el producto al carrito.';

const commands = commandsOf('checkout');

/**
 * The one add to cart, with its toast. It waits for the start's read of that cart: the server's copy may hold lines
 * this page does not know (a form posted before the scripts, another browser), which an add on an emptier cart
 * would drop.
 */
async function addRequested(item: unknown, oncologico: boolean): Promise<AddToCartReply> {
  const store = cartStore();
  const parsed = v.safeParse(CartItemSchema, item);
  // an oncology product is sold only through the oncology cart, wherever it was added from (spec 000 §2)
  const kind = parsed.success ? cartKindOf(parsed.output, oncologico) : oncologico;
  await store.untilRead(kind);
  const result = parsed.success ? store.add(parsed.output, kind) : null;
  const reply: AddToCartReply = !result
    ? { ok: false, message: INVALID_ITEM }
    : result.ok
      ? { ok: true, summary: summarize(result.cart) }
      : { ok: false, message: result.message };
  showAddedToast(reply);
  return reply;
}

/**
 * Starts the cart service (idempotent), when the page first needs the cart (decision 039): answers the cart's
 * commands once the server's copy is in (or has been waited for), follows the shopper's session, the other tabs'
 * saves and the connection, reads both carts and sends a change an earlier page left in the buffer. Returns a stop.
 */
export function startCartService(): () => void {
  const store = cartStore();
  store.run(() => {
    const stops = [
      commands.handle('checkout:add-to-cart', ({ item, oncologico }) => addRequested(item, oncologico === true)),
      commands.handle('checkout:cart-summary', async ({ oncologico }) => {
        await store.untilRead(oncologico === true);
        return summarize(store.get(oncologico === true));
      }),
      commands.handle('checkout:delivery-place', async () => {
        await store.untilRead(false);
        return deliveryPlace(store.get(false));
      }),
      commands.handle('checkout:coupon', async ({ codigo }) => {
        await store.untilRead(false);
        // one coupon at a time, in the normal cart; the calculation prices it (or says why it does not apply)
        if (codigo !== undefined) store.setCoupon(codigo?.trim() || null);
        return { codigo: store.get(false).cuponCodigo ?? null };
      }),
      subscribe('host:session-changed', ({ cliente }) => store.newShopper(cliente)),
      hearOtherTabs(({ oncologico }) => void store.reread(oncologico)),
    ];
    if (typeof window !== 'undefined') {
      const onOnline = () => store.flush();
      window.addEventListener('online', onOnline);
      stops.push(() => window.removeEventListener('online', onOnline));
      for (const oncologico of [false, true]) void store.refresh(oncologico);
    }
    return stops;
  });
  store.announce();
  return () => store.stop();
}
