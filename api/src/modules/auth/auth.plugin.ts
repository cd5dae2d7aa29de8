import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import './auth.types.js';
import { clearSessionCookie, readSessionToken, SESSION_COOKIE, setSessionCookie } from './session-cookie.js';
import { createSessionService, endAccountSessions, type SessionService } from './session.service.js';
import { createSigner, type Signer } from './signed-value.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /** Signs short-lived values (OAuth state, the pending social profile). */
    signer: Signer;
  }
}

/**
 * Resolves the session of every request (cookie `token` or `Cliente` header) into `request.customer`,
 * slides its expiry (at most once a minute) (private routes require it with `requireCustomer` from `auth.guard.ts`).
 */
export default fp(
  async (app: FastifyInstance) => {
    const sessions = createSessionService(app.db);
    app.decorate('sessions', sessions);
    app.accountRemoval.add('auth', endAccountSessions);
    app.decorate('signer', createSigner(app.config.SESSION_SECRET));
    app.decorateRequest('customer', null);

    app.addHook('onRequest', async (request, reply) => {
      const token = readSessionToken(request);
      if (!token) return;
      const resolved = await sessions.resolve(token);
      const fromCookie = request.cookies?.[SESSION_COOKIE] === token;
      if (!resolved) {
        if (fromCookie) clearSessionCookie(reply, app.config.COOKIE_SECURE);
        return;
      }
      request.customer = resolved.customer;
      if (resolved.touched && fromCookie) setSessionCookie(reply, token, app.config.COOKIE_SECURE);
    });

    // Expired rows are useless; clear them now and then (cheap, indexed by primary key scan).
    const timer = setInterval(() => void sessions.purgeExpired().catch(() => undefined), 10 * 60 * 1000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'auth', dependencies: ['account-removal'] },
);
