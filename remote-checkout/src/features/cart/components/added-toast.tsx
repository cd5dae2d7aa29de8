import toast from '@botica/platform/toast';
import type { AddToCartReply } from '@botica/shared-contracts/events/event-map';
import { formatGs } from '@botica/shared-contracts/format/money';
import { MESSAGES } from '@botica/shared-contracts/session/messages';

/** The one toast after an add, whoever asked for it (spec 000 §4): the cart's subtotal, or why it was refused. */
export function showAddedToast(reply: AddToCartReply): void {
  if (!reply.ok) {
    toast.error(reply.message);
    return;
  }
  const { count, subtotal } = reply.summary;
  toast.success(
    <span data-testid="cart-added-toast">
      <strong>{MESSAGES.addedToCart}</strong>
      <br />
      Sub total del carrito: {formatGs(subtotal)} ({count} {count === 1 ? 'producto' : 'productos'})
    </span>,
  );
}
