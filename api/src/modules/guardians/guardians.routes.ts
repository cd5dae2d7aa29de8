import { GUARDIAN_MESSAGES, GuardianParamsSchema, GuardiansPayloadSchema, GuardiansResponseSchema } from '@botica/shared-contracts/account/guardians';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GuardianService } from './guardians.service.js';
import { requireCustomer, sessionCustomer } from '../auth/auth.guard.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

const tags = ['encargados'];

export default async function guardianRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const service = new GuardianService(app);
  const preHandler = requireCustomer;
  const me = (request: FastifyRequest) => sessionCustomer(request).codigo;
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('Cache-Control', 'private, no-store');
    return payload;
  });

  app.get('/clientes/encargados', { preHandler, schema: { tags, summary: 'Encargados del cliente', response: { 200: GuardiansResponseSchema } } }, async (request) => ({
    ok: true as const,
    results: await service.list(me(request)),
  }));

  app.put(
    '/clientes/actualizar/encargados',
    { preHandler, schema: { tags, summary: 'Guarda la lista de encargados (los que faltan se eliminan)', body: GuardiansPayloadSchema, response: { 200: GuardiansResponseSchema } } },
    async (request) => ({
      ok: true as const,
      results: await service.save(me(request), request.body),
      message: GUARDIAN_MESSAGES.saved,
    }),
  );

  app.put(
    '/clientes/encargados/:clieEncCodigo/defecto',
    { preHandler, schema: { tags, summary: 'Encargado por defecto', params: GuardianParamsSchema, response: { 200: GuardiansResponseSchema } } },
    async (request) => ({
      ok: true as const,
      results: await service.makeDefault(me(request), request.params.clieEncCodigo),
      message: GUARDIAN_MESSAGES.defaultSaved,
    }),
  );
}
