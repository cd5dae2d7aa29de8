import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { nameRequestSpan, tracingOn } from './tracing';

/**
 * Prometheus metrics of an app server (the host's or a remote's), one registry per process (decision 080). Labels
 * are bounded: route patterns of the route table, methods, status codes, remote names; never a path as asked.
 */
export const appMetrics = new Registry();
collectDefaultMetrics({ register: appMetrics, eventLoopMonitoringPrecision: 20 });

export const appRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Requests answered, by route (a document by its route-table pattern), method and status, with their duration',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [appMetrics],
});

/** The host's documents by the remote that owns the page: its first screen drawn on the server, or left to the browser. */
export const firstScreens = new Counter({
  name: 'botica_first_screens_total',
  help: "Documents of pages a remote owns, by remote and outcome: drawn (its first screen came with the document) or browser (the browser draws it: late, failed, no renderer or no stylesheet)",
  labelNames: ['remote', 'outcome'] as const,
  registers: [appMetrics],
});

/** A remote's answers to the host's first-screen requests, by outcome (drawn, none, unknown, undecided) and their time. */
export const fragmentRenders = new Histogram({
  name: 'botica_fragment_render_seconds',
  help: "A remote's answers to /__fragment, by outcome (drawn, none, unknown, no_renderer, undecided, error), with their duration",
  labelNames: ['outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [appMetrics],
});

/** What every request that has no route pattern of its own is labelled by. */
const OTHER = '(otra)';

/**
 * Times every answer of an app server. `routeOf` names a request whose Fastify route is a catch-all (the host's
 * documents: their route-table pattern; static files: `(archivo)`).
 */
export function timeRequests(app: FastifyInstance, routeOf?: (url: string, fastifyRoute: string | undefined) => string | undefined): void {
  if (metricsOff()) return;
  // a callback hook, not an async one: every request passes here
  app.addHook('onResponse', (request, reply, done) => {
    const matched = request.routeOptions.url;
    const route = routeOf?.(request.url, matched) ?? matched ?? OTHER;
    appRequestDuration.observe({ route, method: request.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
}

/** A remote's answer to the host's first-screen request, by its status (see fragment-protocol.ts). */
const FRAGMENT_OUTCOMES: Record<number, string> = { 200: 'drawn', 204: 'none', 404: 'unknown', 501: 'no_renderer', 503: 'undecided' };

/**
 * A remote server's metrics and span names: every answer timed (static files as one label, `(archivo)`), and its
 * first screens (`/__fragment`, `/v/:version/__fragment`) by outcome.
 */
export function observeRemote(app: FastifyInstance): void {
  if (metricsOff()) return;
  timeRequests(app, (_url, route) => (route && !route.endsWith('/__fragment') ? '(archivo)' : route));
  if (tracingOn()) {
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.routeOptions.url?.endsWith('/__fragment')) nameRequestSpan(request.method, request.routeOptions.url);
      done();
    });
  }
  app.addHook('onResponse', (request, reply, done) => {
    if (request.routeOptions.url?.endsWith('/__fragment')) fragmentRenders.observe({ outcome: FRAGMENT_OUTCOMES[reply.statusCode] ?? 'error' }, reply.elapsedTime / 1000);
    done();
  });
}

/**
 * Serves `GET /metrics` on a port of its own (METRICS_PORT, beside the app's public one): Prometheus scrapes it inside
 * the network while the shop's public ports never answer it. A port that cannot be had is logged and skipped: the
 * app itself keeps serving.
 */
export function serveMetrics(port: number, host: string): Promise<Server | null> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Solo /metrics\n');
      return;
    }
    appMetrics.metrics().then(
      (text) => res.writeHead(200, { 'content-type': appMetrics.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${String(error)}\n`),
    );
  });
  return new Promise((resolve) => {
    server.once('error', (error) => {
      console.warn(`[metrics] no se pudo escuchar en ${host}:${port} (${String(error)}): sin /metrics en este proceso`);
      resolve(null);
    });
    server.listen(port, host, () => resolve(server));
  });
}

/** METRICS=off: no request is timed and no metrics port is opened (the overhead benchmark's baseline). */
const metricsOff = (env: Record<string, string | undefined> = process.env) => env.METRICS === 'off';

/** The metrics port of an app: METRICS_PORT, or its own port + 100 (`npm start`: host 3100, catalog 3101…); 0 turns it off. */
export function metricsPortOf(appPort: number, env: Record<string, string | undefined> = process.env): number {
  if (metricsOff(env)) return 0;
  const given = env.METRICS_PORT;
  return given === undefined || given === '' ? appPort + 100 : Number(given);
}
