import { ADDRESS_MESSAGES as TEXTS, AddressInputSchema } from '@botica/shared-contracts/account/addresses';
import { AddressParamsSchema } from '@botica/shared-contracts/checkout/payloads';
import { AddressesResponseSchema, AddressResponseSchema, MessageResponseSchema } from '@botica/shared-contracts/checkout/responses';
import type { FastifyInstance } from 'fastify';
import { requireCustomer, sessionCustomer } from '../auth/auth.guard.js';
import { ADDRESS_MESSAGES } from './addresses.errors.js';
import { AddressService, retireAccountAddresses } from './addresses.service.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

const tags = ['direcciones'];

/** The session customer's addresses (spec 000 §7, spec 001 §7): nobody reads or changes another's. */
export default async function addressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const service = new AddressService(app.db);
  app.accountRemoval.add('addresses', retireAccountAddresses);
  const preHandler = requireCustomer;
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('Cache-Control', 'private, no-store');
    return payload;
  });

  app.get('/direcciones', { preHandler, schema: { tags, summary: 'Direcciones del cliente', response: { 200: AddressesResponseSchema } } }, async (req) => ({
    ok: true as const,
    results: await service.list(sessionCustomer(req).codigo),
  }));

  app.get(
    '/direcciones/:codigo',
    { preHandler, schema: { tags, summary: 'Una dirección del cliente', params: AddressParamsSchema, response: { 200: AddressResponseSchema } } },
    async (req) => ({ ok: true as const, result: await service.get(sessionCustomer(req).codigo, req.params.codigo) }),
  );

  app.post(
    '/direcciones',
    { preHandler, schema: { tags, summary: 'Agrega una dirección', body: AddressInputSchema, response: { 200: AddressResponseSchema } } },
    async (req) => ({ ok: true as const, result: await service.create(sessionCustomer(req).codigo, req.body), message: ADDRESS_MESSAGES.saved }),
  );

  app.put(
    '/direcciones/:codigo',
    { preHandler, schema: { tags, summary: 'Modifica una dirección', params: AddressParamsSchema, body: AddressInputSchema, response: { 200: AddressResponseSchema } } },
    async (req) => ({ ok: true as const, result: await service.update(sessionCustomer(req).codigo, req.params.codigo, req.body), message: ADDRESS_MESSAGES.saved }),
  );

  app.put(
    '/direcciones/:codigo/default',
    { preHandler, schema: { tags, summary: 'Marca la dirección por defecto', params: AddressParamsSchema, response: { 200: AddressResponseSchema } } },
    async (req) => ({ ok: true as const, result: await service.makeDefault(sessionCustomer(req).codigo, req.params.codigo), message: TEXTS.defaultUpdated }),
  );

  app.delete(
    '/direcciones/:codigo',
    { preHandler, schema: { tags, summary: 'Elimina una dirección', params: AddressParamsSchema, response: { 200: MessageResponseSchema } } },
    async (req) => {
      await service.remove(sessionCustomer(req).codigo, req.params.codigo);
      return { ok: true as const, message: ADDRESS_MESSAGES.deleted };
    },
  );
}
