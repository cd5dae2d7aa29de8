import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { httpRequestDuration, metricsRegistry } from '../observability/metrics.js';
import { nameRequestSpan, tracingOn } from '../observability/tracing.js';

/** A request Fastify found no route for: one label, whatever the path asked (paths carry data and are unbounded). */
const UNMATCHED = '(sin ruta)';

/**
 * Prometheus metrics of this replica at `GET /metrics` (outside /api: the host proxies /api only, so shoppers never
 * reach it; Prometheus scrapes each replica inside the network). Every answered request is timed by route pattern,
 * method and status; the database and Redis time their own work (../observability/metrics.ts), and modules add their
 * own signals to the same registry (SIFEN's backlog: modules/invoices/sifen/sifen.metrics.ts).
 */
export default fp(
  async (app: FastifyInstance) => {
    // METRICS=off: nothing timed and no /metrics (the overhead benchmark's baseline)
    if (!app.config.METRICS) return;
    // callback hooks, not async ones: every request passes here, and a promise each costs measurably (bench:observability)
    if (tracingOn()) {
      app.addHook('onRequest', (request, _reply, done) => {
        nameRequestSpan(request.method, request.routeOptions.url ?? UNMATCHED);
        done();
      });
    }
    app.addHook('onResponse', (request, reply, done) => {
      httpRequestDuration.observe({ route: request.routeOptions.url ?? UNMATCHED, method: request.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
      done();
    });

    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store').type(metricsRegistry.contentType);
      return metricsRegistry.metrics();
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
