import { LoginPayloadSchema, LoginResponseSchema } from '@botica/shared-contracts/auth/payloads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failureLimiter } from '../../plugins/rate-limit.js';
import type { CustomerAccounts } from './auth.ports.js';
import { checkCredentials, type LoginInput } from './login.service.js';
import { clearSessionCookie, readSessionToken } from './session-cookie.js';
import { startSession } from './session-start.js';
import { readSocialProfile } from './social-profile-cookie.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const mailOf = (request: FastifyRequest) => String((request.body as { mail?: string } | undefined)?.mail ?? '').trim().toLowerCase();

/** Login, logout and the session probe; `customers` is the customers module's side (given by `routes.ts`). */
export default async function authRoutes(fastify: FastifyInstance, { customers }: { customers: CustomerAccounts }) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  // Failed attempts only: 5 per account and 50 per address in 15 minutes (the address limit is looser because
  // several customers may share one address, e.g. behind a proxy that does not forward the client's).
  const perAccount = failureLimiter(app, 'login-account', { max: 5, windowMs: FIFTEEN_MINUTES, key: mailOf });
  const perAddress = failureLimiter(app, 'login-ip', { max: 50, windowMs: FIFTEEN_MINUTES, key: (r) => r.ip });

  app.post(
    '/customers/login',
    {
      schema: {
        tags: ['acceso'],
        summary: 'Iniciar sesión (correo y contraseña, o correo y cuenta social verificada)',
        body: LoginPayloadSchema,
        response: { 200: LoginResponseSchema },
      },
      // Flood guard on top of the failure counters (argon2id costs memory and CPU).
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      await perAddress.assertOpen(request);
      await perAccount.assertOpen(request);
      const input: LoginInput = request.body;
      let codigo: number;
      try {
        codigo = await checkCredentials(customers, input, readSocialProfile(app, request));
      } catch (error) {
        await perAccount.fail(request);
        await perAddress.fail(request);
        throw error;
      }
      const token = await startSession(app, request, reply, codigo);
      return { token, result: { clieCodigo: codigo } };
    },
  );

  app.post(
    '/customers/logout',
    { schema: { tags: ['acceso'], summary: 'Cerrar sesión' } },
    async (request, reply) => {
      const token = readSessionToken(request);
      if (token) await app.sessions.endByToken(token);
      clearSessionCookie(reply, app.config.COOKIE_SECURE);
      return { ok: true, message: 'Sesión cerrada.' };
    },
  );

  // The page's session probe: a visitor is an answer (200, not logged in), not an error, so a visitor's page
  // logs no failed request. A logged-in customer gets the data of `GET /clientes` in the same answer.
  app.get(
    '/customers/sesion',
    { schema: { tags: ['acceso'], summary: 'Estado de la sesión actual y, con sesión, los datos del cliente' } },
    async (request) => {
      const customer = request.customer ? await customers.view(request.customer.codigo).catch(() => null) : null;
      return customer
        ? { ok: true, authenticated: true, clieCodigo: customer.clieCodigo, result: customer }
        : { ok: true, authenticated: false, clieCodigo: null, result: null };
    },
  );
}
