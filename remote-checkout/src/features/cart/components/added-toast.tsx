import toast from '@botica/platform/toast';
import type { AddToCartReply } from '@botica/shared-contracts/events/event-map';
import { formatGs } from '@botica/shared-contracts/format/money';
import { MESSAGES } from '@botica/shared-contracts/session/messages';

/**
 * The one toast after an add, whoever asked for it (spec 000 §4): 'Se añadió al carrito', the spec's line
 * 'Sub total del carrito: (N productos)' and, on a line of its own, the subtotal's amount; or why it was refused.
 */
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
      {addedCountLine(count)}
      <br />
      <span data-testid="cart-added-subtotal">{formatGs(subtotal)}</span>
    </span>,
  );
}

/** The spec's line of the toast, verbatim: 'Sub total del carrito: (N productos)'. */
export function addedCountLine(count: number): string {
  return `Sub total del carrito: (${count} ${count === 1 ? 'producto' : 'productos'})`;
}
