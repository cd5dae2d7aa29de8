import * as v from 'valibot';

/** `POST /analitica/conversiones`: the order whose completion the customer reached. */
export const ConversionPayloadSchema = v.object({
  pedido: v.union(
    [
      v.pipe(v.number('El pedido no existe.'), v.integer('El pedido no existe.'), v.minValue(1, 'El pedido no existe.'), v.maxValue(2_147_483_647, 'El pedido no existe.')),
      v.pipe(v.string('El pedido no existe.'), v.regex(/^\d{1,9}$/, 'El pedido no existe.'), v.transform(Number), v.minValue(1, 'El pedido no existe.')),
    ],
    'El pedido no existe.',
  ),
});
export type ConversionPayload = v.InferInput<typeof ConversionPayloadSchema>;
