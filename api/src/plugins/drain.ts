import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from `drain()` on: the replica is leaving (see below). */
    readonly draining: boolean;
    /**
     * The replica is leaving (a rolling update or a scale-down sent SIGTERM): it keeps answering every request as
     * usual, but each answer carries `Connection: close`, so a client's kept-alive connection ends after its answer
     * instead of being cut under a request on its way, and readiness answers 503. server.ts calls it
     * SHUTDOWN_DRAIN_MS before `close()`, the time an orchestrator takes to stop sending it new connections and a
     * client's pool to let its idle ones go.
     */
    drain(): void;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    let draining = false;
    app.decorate('draining', {
      getter: () => draining,
    });
    app.decorate('drain', () => {
      draining = true;
    });
    app.addHook('onRequest', async (_req, reply) => {
      if (draining) reply.header('connection', 'close');
    });
  },
  { name: 'drain' },
);
