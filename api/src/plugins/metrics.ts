import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { httpRequestDuration, metricsRegistry } from '../observability/metrics.js';
import { nameRequestSpan, tracingOn } from '../observability/tracing.js';
import { sifenBacklog } from '../modules/invoices/sifen/sifen.repository.js';

/** How long one replica keeps the SIFEN backlog it read: scrapes closer together do not query again. */
const BACKLOG_TTL_MS = 5_000;

/** A request Fastify found no route for: one label, whatever the path asked (paths carry data and are unbounded). */
const UNMATCHED = '(sin ruta)';

/**
 * Prometheus metrics of this replica at `GET /metrics` (outside /api: the host proxies /api only, so shoppers never
 * reach it; Prometheus scrapes each replica inside the network). Every answered request is timed by route pattern,
 * method and status; the database and Redis time their own work (../observability/metrics.ts), and the SIFEN backlog
 * (documents waiting, the oldest one's age) is read from the database when scraped (a failed read keeps the last values).
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

    let backlog: { at: number; read: Promise<{ waiting: number; oldestSeconds: number }> } | null = null;
    const readBacklog = () => {
      if (!backlog || Date.now() - backlog.at > BACKLOG_TTL_MS) {
        const read = sifenBacklog(app.db, new Date());
        backlog = { at: Date.now(), read };
        // a failed read is not kept: the next scrape asks again
        read.catch(() => {
          if (backlog?.read === read) backlog = null;
        });
      }
      return backlog.read;
    };
    // one pair of gauges per app; the registry is the process's, so a second app in the same process (tests) takes over
    for (const name of ['botica_sifen_waiting', 'botica_sifen_oldest_waiting_seconds']) metricsRegistry.removeSingleMetric(name);
    new Gauge({
      name: 'botica_sifen_waiting',
      help: 'Documents and cancellations waiting to be sent to SIFEN or for its answer (the same on every replica: take max)',
      registers: [metricsRegistry],
      async collect() {
        const read = await readBacklog().catch(() => null);
        if (read) this.set(read.waiting);
      },
    });
    new Gauge({
      name: 'botica_sifen_oldest_waiting_seconds',
      help: 'Age of the oldest document still waiting for SIFEN, 0 when none waits',
      registers: [metricsRegistry],
      async collect() {
        const read = await readBacklog().catch(() => null);
        if (read) this.set(read.oldestSeconds);
      },
    });

    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store').type(metricsRegistry.contentType);
      return metricsRegistry.metrics();
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
