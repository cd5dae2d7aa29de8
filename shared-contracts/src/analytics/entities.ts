import * as v from 'valibot';

/** The currency of every purchase the shop reports (money is integer guaraníes). */
export const PURCHASE_CURRENCY = 'PYG';

/** One line of a purchase event: the analytics price is the unit price minus its rounded discount percentage. */
export const PurchaseItemSchema = v.object({
  item_id: v.string(),
  item_name: v.string(),
  price: v.number(),
  quantity: v.number(),
});

/** The GA4 `purchase` event of an order (transaction_id is the order code). */
export const PurchaseEventSchema = v.object({
  event: v.literal('purchase'),
  ecommerce: v.object({
    transaction_id: v.string(),
    value: v.number(),
    currency: v.literal(PURCHASE_CURRENCY),
    items: v.array(PurchaseItemSchema),
  }),
});
export type PurchaseEvent = v.InferOutput<typeof PurchaseEventSchema>;
