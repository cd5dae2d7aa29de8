import type { PurchaseEvent } from '@botica/shared-contracts/analytics/entities';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Pushes a GA4 e-commerce event to the tag manager's `window.dataLayer` (created when no tag loaded it yet),
 * clearing the previous e-commerce object first as GA4 asks, so items of an earlier event do not merge in.
 */
export function pushEcommerce(event: PurchaseEvent, target: DataLayerWindow = window): void {
  const layer = (target.dataLayer ??= []);
  layer.push({ ecommerce: null });
  layer.push(event);
}
