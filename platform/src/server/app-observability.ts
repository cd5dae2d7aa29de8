import { type AppName, appPorts } from '../apps';
import { metricsPortOf, serveMetrics } from './metrics';
import { startTracing } from './tracing';

/**
 * What an app server's process turns on before it starts (decision 080): tracing when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set (service `botica-<app>`), and its Prometheus metrics on METRICS_PORT (by default its own port + 100; 0: none).
 * Called by each entry (serve-host.ts, serve-remote.ts, serve-app.ts) before the server is made, so the server runs
 * every request in its span.
 */
export async function observeApp(name: AppName, env: Record<string, string | undefined> = process.env): Promise<void> {
  startTracing({ service: `botica-${name}` });
  const port = metricsPortOf(appPorts(env)[name], env);
  if (port > 0) (await serveMetrics(port, env.HOST ?? '127.0.0.1'))?.unref();
}
