import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { metricsRegistry } from '../../../observability/metrics.js';
import { sifenBacklog } from './sifen.repository.js';

/** How long one replica keeps the SIFEN backlog it read: scrapes closer together do not query again. */
const BACKLOG_TTL_MS = 5_000;

/**
 * SIFEN's backlog as Prometheus gauges on the process's registry (scraped at the app's `GET /metrics`): the documents
 * and cancellations waiting to be sent or answered, and the age of the oldest. Whether or not this replica sends,
 * the table is the same for all of them.
 */
export function registerSifenGauges(app: FastifyInstance): void {
  // METRICS=off: no metrics at all (see plugins/metrics.ts)
  if (!app.config.METRICS) return;
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
}
