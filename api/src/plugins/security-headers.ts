import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What every API answer says to the browser. JSON, files and images never run anything nor get framed; pages that
 * need more (the payment providers' frames, the sandbox console, the API documentation) set their own policy,
 * which is kept.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', REFERRER_POLICY);
      if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', API_CSP);
      return payload;
    });
  },
  { name: 'security-headers' },
);
