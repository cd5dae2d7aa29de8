import type { FastifyTypeProvider } from 'fastify';
import type * as v from 'valibot';

/**
 * Fastify's type provider for the valibot schemas routes declare: `request.body`, `query` and `params` get the
 * schema's output type (what `valibotValidatorCompiler` hands over), a route's reply the `response` schema's input.
 * Routes take it with `app.withTypeProvider<ValibotTypeProvider>()`.
 */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown;
}
