import {
  DocumentLookupQuerySchema,
  NationalitiesResponseSchema,
  PhoneCheckPayloadSchema,
  PhoneCheckResponseSchema,
  RegistrationPayloadSchema,
  RegistrationResponseSchema,
} from '@botica/shared-contracts/auth/payloads';
import type { FastifyInstance } from 'fastify';
import { startSession } from '../auth/session-start.js';
import { clearSocialProfile, readSocialProfile } from '../auth/social-profile-cookie.js';
import { CUSTOMER_MESSAGES } from './customers.errors.js';
import { acceptTerms, getCustomerWithLists } from './customers.service.js';
import { lookupDocument, phoneTaken } from './lookup.service.js';
import { NATIONALITIES } from './nationalities.js';
import { register } from './registration.service.js';
import customersSandbox from './customers.sandbox.js';
import { requireCustomer, sessionCustomer } from '../auth/auth.guard.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export interface CustomersRoutesOptions {
  /** Sends a new account its e-mail verification link (the recovery module's, handed over by `routes.ts`). */
  sendVerificationEmail: (app: FastifyInstance, codigo: number) => Promise<void>;
}

export default async function customersRoutes(fastify: FastifyInstance, { sendVerificationEmail }: CustomersRoutesOptions) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.get(
    '/clientes',
    { preHandler: requireCustomer, schema: { tags: ['clientes'], summary: 'Datos del cliente de la sesión' } },
    async (request) => ({ ok: true, result: await getCustomerWithLists(app, sessionCustomer(request).codigo) }),
  );

  app.put(
    '/clientes/terminos-y-condiciones',
    { preHandler: requireCustomer, schema: { tags: ['clientes'], summary: 'Aceptar términos y condiciones' } },
    async (request) => {
      await acceptTerms(app, sessionCustomer(request).codigo);
      return { ok: true, message: CUSTOMER_MESSAGES.termsAccepted };
    },
  );

  app.post(
    '/clientes/registro',
    {
      schema: {
        tags: ['clientes'],
        summary: 'Registro de persona (opcion 0) o empresa (opcion 1); deja la sesión iniciada',
        body: RegistrationPayloadSchema,
        response: { 200: RegistrationResponseSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: FIFTEEN_MINUTES } },
    },
    async (request, reply) => {
      const body = request.body;
      const codigo = await register(app, body, readSocialProfile(app, request));
      if (body.googleId || body.facebookId) clearSocialProfile(app, reply);
      const token = await startSession(app, request, reply, codigo);
      try {
        await sendVerificationEmail(app, codigo);
      } catch (err) {
        // The account exists and the session is open; the customer can ask for the link again.
        request.log.warn({ err }, 'verification e-mail not sent');
      }
      return { ok: true as const, token, result: { clieCodigo: codigo }, message: 'Registro exitoso' };
    },
  );

  app.get(
    '/customers',
    {
      schema: { tags: ['clientes'], summary: 'Búsqueda por documento para completar el registro', querystring: DocumentLookupQuerySchema },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => {
      const { q, type } = request.query;
      return lookupDocument(app, q, type);
    },
  );

  app.post(
    '/customers/verificar-celular',
    {
      schema: {
        tags: ['clientes'],
        summary: '¿El celular ya pertenece a otra cuenta?',
        body: PhoneCheckPayloadSchema,
        response: { 200: PhoneCheckResponseSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => {
      const { celular, documento } = request.body;
      return { results: await phoneTaken(app, celular, documento, request.customer?.codigo) };
    },
  );

  app.get(
    '/customers/nacionalidades',
    { schema: { tags: ['clientes'], summary: 'Nacionalidades para documentos extranjeros', response: { 200: NationalitiesResponseSchema } } },
    async () => ({ ok: true as const, results: NATIONALITIES }),
  );

  if (app.sandbox.enabled) await app.register(customersSandbox);
}
