import * as v from 'valibot';
import { PurchaseEventSchema } from './entities';

/**
 * The answer: `registrada` is true only for the call that recorded the order's conversion (once per order), so
 * the page pushes the purchase event to the data layer once, whatever the reloads; `evento` is that event.
 */
export const ConversionResponseSchema = v.object({
  ok: v.literal(true),
  result: v.object({ registrada: v.boolean(), evento: PurchaseEventSchema }),
});
export type ConversionResult = v.InferOutput<typeof ConversionResponseSchema>['result'];
