import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The API's Prometheus metrics (prom-client), one registry per process: every replica counts its own requests and
 * events, and Prometheus adds the replicas up (`sum by (…)`). Labels are bounded sets (route patterns, methods, status
 * codes, payment methods, SIFEN codes): never an id, a path with data, or anything about a person.
 */
export const metricsRegistry = new Registry();

// process and Node.js: CPU, memory, handles, GC, and the event loop's lag (nodejs_eventloop_lag_*)
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });

/** Latency buckets in seconds, from a cached read (a few ms) to a request at the edge of its timeout. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STORE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Requests answered, by route pattern, method and status, with their duration (_count counts them)',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: REQUEST_BUCKETS,
  registers: [metricsRegistry],
});

export const dbQueryDuration = new Histogram({
  name: 'db_query_duration_seconds',
  help: 'Database statements by kind (select, insert, update, delete, with, other) and outcome, with their duration',
  labelNames: ['operation', 'outcome'] as const,
  buckets: STORE_BUCKETS,
  registers: [metricsRegistry],
});

export const redisCommandDuration = new Histogram({
  name: 'redis_command_duration_seconds',
  help: 'Redis commands by name and outcome, with their duration',
  labelNames: ['command', 'outcome'] as const,
  buckets: STORE_BUCKETS,
  registers: [metricsRegistry],
});

export const ordersPlaced = new Counter({
  name: 'botica_orders_placed_total',
  help: 'Orders placed (a repeated submission of the same order is not counted again), by payment method code',
  labelNames: ['forma_pago'] as const,
  registers: [metricsRegistry],
});

export const paymentsStarted = new Counter({
  name: 'botica_payments_started_total',
  help: 'Payments started with a provider, by method and provider',
  labelNames: ['metodo', 'proveedor'] as const,
  registers: [metricsRegistry],
});

export const paymentOutcomes = new Counter({
  name: 'botica_payment_outcomes_total',
  help: 'Payments decided, by method, provider and outcome (APROBADO, RECHAZADO, REVERSADO, SIN_RESPUESTA)',
  labelNames: ['metodo', 'proveedor', 'resultado'] as const,
  registers: [metricsRegistry],
});

export const paymentCallbacks = new Counter({
  name: 'botica_payment_callbacks_total',
  help: "Providers' signed notifications accepted, by provider",
  labelNames: ['proveedor'] as const,
  registers: [metricsRegistry],
});

export const paymentCallbacksRefused = new Counter({
  name: 'botica_payment_callbacks_refused_total',
  help: "Providers' notifications refused (unknown provider, bad signature or body, payment not found, wrong amount), by provider and reason code",
  labelNames: ['proveedor', 'motivo'] as const,
  registers: [metricsRegistry],
});

export const sifenDecisions = new Counter({
  name: 'botica_sifen_decisions_total',
  help: 'Answers of SIFEN to documents and cancellations, by kind, outcome (aprobado, rechazado, vencido) and SIFEN code',
  labelNames: ['tipo', 'resultado', 'codigo'] as const,
  registers: [metricsRegistry],
});

const STATEMENT_KINDS = new Set(['select', 'insert', 'update', 'delete', 'with']);

/** The statement's kind, its first word (`with` for a statement that starts with a CTE): a bounded label. */
export function statementKind(sql: string): string {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? '';
  return STATEMENT_KINDS.has(word) ? word : 'other';
}
