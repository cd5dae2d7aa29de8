import { recordPurchase } from '../api';
import { pushEcommerce } from './data-layer';

/**
 * The purchase analytics of the completion page (spec 001 §4 "Purchase completion"), never for oncology carts:
 * the server records the conversion of the order once, and the page pushes the `purchase` event to the data
 * layer only for the call that recorded it, so a reload (or a second tab) never counts the order twice.
 */
export async function trackPurchase(codigo: number, oncologico: boolean): Promise<void> {
  if (oncologico) return;
  const answer = await recordPurchase(codigo).catch(() => null);
  if (answer?.registrada) pushEcommerce(answer.evento);
}
