import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { listToReRegisterCards } from './customers.repository.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

const ParamsSchema = v.object({ codigo: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)) });

/**
 * The operator's side in the sandbox: a customer is added to the shop's parameter CLIENTES_RECATASTRO_TARJETAS
 * (spec 001 §5: the listed customers are asked to register their cards again). Idempotent.
 */
export default async function customersSandbox(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.post(
    '/sandbox/clientes/:codigo/recatastro-tarjetas',
    { schema: { tags: ['sandbox'], summary: 'Agrega un cliente a CLIENTES_RECATASTRO_TARJETAS', params: ParamsSchema } },
    async (req) => ({ ok: true as const, result: { valor: await listToReRegisterCards(app.db, req.params.codigo) } }),
  );
}
