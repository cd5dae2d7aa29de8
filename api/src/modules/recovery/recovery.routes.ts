import {
  NewPasswordFormSchema,
  PasswordInfoPayloadSchema,
  PasswordInfoResponseSchema,
  PasswordResetPayloadSchema,
  PasswordResetResponseSchema,
  VerifyEmailPayloadSchema,
} from '@botica/shared-contracts/auth/payloads';
import { PASSWORD_MAIL_SENT, PasswordChangeRequestSchema } from '@botica/shared-contracts/account/payloads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { notFound } from '../../http/app-error.js';
import { failureLimiter } from '../../plugins/rate-limit.js';
import { customerByCodigo } from '../customers/customers.service.js';
import { sendVerificationEmail, verifyEmail } from './email-verification.service.js';
import { linkNotFound, RECOVERY_MESSAGES } from './recovery.errors.js';
import { isLive, removeAccountTokens } from './one-time-token.service.js';
import { changePassword, passwordInfo, sendRecoveryLink } from './recovery.service.js';
import { requireCustomer, sessionCustomer } from '../auth/auth.guard.js';
import type { ValibotTypeProvider } from '../../http/valibot-type-provider.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const TokenParamsSchema = v.object({ token: v.pipe(v.string(), v.minLength(10, RECOVERY_MESSAGES.badLink), v.maxLength(200, RECOVERY_MESSAGES.badLink)) });
const emailOf = (r: FastifyRequest) => String((r.body as { email?: string })?.email ?? '').trim().toLowerCase();

export default async function recoveryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.accountRemoval.add('recovery', removeAccountTokens);
  // Sends: 3 per account and 10 per address in 15 minutes. Wrong links: 10 per address in 15 minutes.
  const sendsPerAccount = failureLimiter(app, 'recovery-send', { max: 3, windowMs: FIFTEEN_MINUTES, key: emailOf });
  const badLinks = failureLimiter(app, 'one-time-link', { max: 10, windowMs: FIFTEEN_MINUTES, key: (r) => r.ip });

  app.post(
    '/customers/password/info',
    {
      schema: { tags: ['acceso'], summary: 'Recuperar contraseña, paso 1: datos de la cuenta', body: PasswordInfoPayloadSchema, response: { 200: PasswordInfoResponseSchema } },
      config: { rateLimit: { max: 20, timeWindow: FIFTEEN_MINUTES } },
    },
    async (request) => passwordInfo(app, request.body.email),
  );

  app.post(
    '/customers/password/reset',
    {
      schema: { tags: ['acceso'], summary: 'Recuperar contraseña, paso 2: enviar el enlace por correo o SMS', body: PasswordResetPayloadSchema, response: { 200: PasswordResetResponseSchema } },
      config: { rateLimit: { max: 10, timeWindow: FIFTEEN_MINUTES } },
    },
    async (request) => {
      const body = request.body;
      await sendsPerAccount.assertOpen(request);
      await sendsPerAccount.fail(request);
      return sendRecoveryLink(app, body.email, body.seleted);
    },
  );

  app.post(
    '/customers/password/change/:token',
    {
      schema: { tags: ['acceso'], summary: 'Cambiar la contraseña con el enlace recibido', params: TokenParamsSchema, body: NewPasswordFormSchema },
      config: { rateLimit: { max: 30, timeWindow: FIFTEEN_MINUTES } },
    },
    async (request) => {
      await badLinks.assertOpen(request);
      const { token } = request.params;
      const { password } = request.body;
      try {
        await changePassword(app, token, password);
      } catch (error) {
        await badLinks.fail(request);
        throw error;
      }
      return { ok: true, message: RECOVERY_MESSAGES.passwordChanged };
    },
  );

  // Whether a link still works, without using it: the link's page (/cambiar-contrasena/{token},
  // /verificar-correo/{token}) answers 404 for one that names nothing.
  app.get(
    '/customers/password/change/:token',
    { schema: { tags: ['acceso'], summary: 'Si el enlace para cambiar la contraseña sigue valiendo (sin usarlo)', params: TokenParamsSchema } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!(await isLive(app.db, request.params.token, 'password'))) throw linkNotFound(RECOVERY_MESSAGES.badLink);
      return { ok: true };
    },
  );
  app.get(
    '/clientes/verificar-correo/:token',
    {
      preHandler: requireCustomer,
      schema: { tags: ['clientes'], summary: 'Si el enlace de verificación del correo de la sesión sigue valiendo (sin usarlo)', params: TokenParamsSchema },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!(await isLive(app.db, request.params.token, 'verify-email', sessionCustomer(request).codigo))) throw linkNotFound(RECOVERY_MESSAGES.notVerified);
      return { ok: true };
    },
  );

  app.post(
    '/clientes/verificar-correo',
    {
      preHandler: requireCustomer,
      schema: { tags: ['clientes'], summary: 'Verificar el correo con el enlace recibido (sesión del mismo cliente)', body: VerifyEmailPayloadSchema },
      config: { rateLimit: { max: 30, timeWindow: FIFTEEN_MINUTES } },
    },
    async (request) => {
      await badLinks.assertOpen(request);
      try {
        await verifyEmail(app, sessionCustomer(request).codigo, request.body.token);
      } catch (error) {
        await badLinks.fail(request);
        throw error;
      }
      return { ok: true, message: RECOVERY_MESSAGES.verified };
    },
  );

  app.post(
    '/clientes/verificar-correo/enviar',
    {
      preHandler: requireCustomer,
      schema: { tags: ['clientes'], summary: 'Enviar de nuevo el correo de verificación' },
      config: { rateLimit: { max: 3, timeWindow: FIFTEEN_MINUTES, keyGenerator: (r: FastifyRequest) => `verify-send:${r.customer?.codigo ?? r.ip}` } },
    },
    async (request) => {
      const customer = await customerByCodigo(app.db, sessionCustomer(request).codigo);
      if (customer?.emailValido) return { ok: true, message: RECOVERY_MESSAGES.alreadyVerified };
      await sendVerificationEmail(app, sessionCustomer(request).codigo);
      return { ok: true, message: RECOVERY_MESSAGES.verificationSent };
    },
  );

  app.post(
    '/clientes/cambiar-contrasena',
    {
      preHandler: requireCustomer,
      schema: { tags: ['clientes'], summary: "Cambio de contraseña desde la cuenta: envía el enlace al correo del cliente (description 'email')", body: PasswordChangeRequestSchema },
      config: { rateLimit: { max: 5, timeWindow: FIFTEEN_MINUTES } },
    },
    async (request) => {
      const { value } = request.body;
      const customer = await customerByCodigo(app.db, sessionCustomer(request).codigo);
      // Only the account's own e-mail: the link never goes to an address the session does not hold.
      if (!customer || customer.email.toLowerCase() !== value.toLowerCase()) throw notFound('El correo no corresponde a tu cuenta.');
      await sendRecoveryLink(app, customer.email, 'email');
      return { ok: true, message: PASSWORD_MAIL_SENT };
    },
  );
}
