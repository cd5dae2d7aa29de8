import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The header naming the process that answered: several replicas behind one address tell themselves apart by it. */
export const REPLICA_HEADER = 'X-Replica';

/**
 * One log line per answered request (Fastify's own logging writes two: received and completed), with what a
 * person reading the log looks for: method, address, status and time. Every answer names its replica; the header
 * is set before the catalogue cache keeps an answer, so kept answers carry it too.
 */
export default fp(
  async (app: FastifyInstance, opts: { replica: string }) => {
    app.addHook('onRequest', async (_request, reply) => {
      reply.header(REPLICA_HEADER, opts.replica);
    });
    app.addHook('onResponse', async (request, reply) => {
      const ms = Math.round(reply.elapsedTime);
      request.log.info({ method: request.method, url: request.url, statusCode: reply.statusCode, ms }, `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`);
    });
  },
  { name: 'request-log' },
);
