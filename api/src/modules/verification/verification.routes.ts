import {
  RucCheckQuerySchema,
  VerificationCheckResponseSchema,
  VerificationPatchResponseSchema,
  VerificationPatchSchema,
  VerificationQuerySchema,
} from '@botica/shared-contracts/account/verification';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { VerificationService } from './verification.service.js';
import { requireCustomer, sessionCustomer } from '../auth/auth.guard.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

const tags = ['verificacion'];
const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Data verification of the session customer (spec 001 §7 Verification). */
export default async function verificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const service = new VerificationService(app);
  const preHandler = requireCustomer;
  const me = (request: FastifyRequest) => sessionCustomer(request).codigo;
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('Cache-Control', 'private, no-store');
    return payload;
  });

  app.get(
    '/clientes/datos/para-verificacion',
    {
      preHandler,
      schema: { tags, summary: 'Comprueba documento y celular; answers the verification record', querystring: VerificationQuerySchema, response: { 200: VerificationCheckResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: FIFTEEN_MINUTES } },
    },
    async (request) => {
      const { documento, celular } = request.query;
      return service.check(me(request), documento, celular);
    },
  );

  app.patch(
    '/clientes/datos/para-verificacion',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Siguiente paso: envía o comprueba el código (SMS, luego correo) y confirma los datos',
        body: VerificationPatchSchema,
        response: { 200: VerificationPatchResponseSchema },
      },
      // Per address; the per-code lock (5 tries) and the per-hour send cap per customer do the rest.
      config: { rateLimit: { max: 40, timeWindow: FIFTEEN_MINUTES } },
    },
    async (request) => service.advance(me(request), request.body),
  );

  app.get(
    '/clientes/datos/verificar-ruc',
    { preHandler, schema: { tags, summary: "Comprobación del RUC al salir del campo (['false', mensaje] si no sirve)", querystring: RucCheckQuerySchema } },
    async (request) => ({ ok: true as const, results: await service.checkRuc(me(request), request.query.value) }),
  );
}
