import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { context, isSpanContextValid, propagation, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

/**
 * OpenTelemetry traces of the API (decision 080). Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set: then no provider is
 * registered, every span the code asks for is the API's no-op span and no request is wrapped, so tracing costs
 * nothing. On: a request's span continues the caller's W3C `traceparent` (the host's document, a remote's page), its
 * database statements and Redis commands are spans inside it (see ../plugins/metrics.ts), calls it makes with fetch
 * carry the trace on (instrumentation-undici), and the spans go out over OTLP/HTTP in batches.
 */
let provider: NodeTracerProvider | null = null;

export const TRACER_NAME = 'botica-api';

/**
 * Starts tracing for this process when an OTLP endpoint is configured (or when span processors are given, as the
 * tests do). Answers whether it is on. Idempotent.
 */
export function startTracing(opts: { service?: string; spanProcessors?: SpanProcessor[]; env?: NodeJS.ProcessEnv } = {}): boolean {
  if (provider) return true;
  const env = opts.env ?? process.env;
  const processors = opts.spanProcessors ?? (env.OTEL_EXPORTER_OTLP_ENDPOINT ? [new BatchSpanProcessor(new OTLPTraceExporter())] : []);
  if (!processors.length) return false;
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME ?? opts.service ?? 'botica-api' }),
    spanProcessors: processors,
  });
  // the global tracer provider, the AsyncLocalStorage context and the W3C trace-context propagator
  provider.register();
  const undici = new UndiciInstrumentation();
  undici.setTracerProvider(provider);
  undici.enable();
  return true;
}

export const tracingOn = (): boolean => provider !== null;

/** Sends what is left and stops (the API's close). */
export async function stopTracing(): Promise<void> {
  const stopping = provider;
  provider = null;
  await stopping?.shutdown();
}

/** The trace and span ids of what runs now, for a log line (pino's mixin); nothing outside a trace. */
export function traceFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const ids = span.spanContext();
  return isSpanContextValid(ids) ? { trace_id: ids.traceId, span_id: ids.spanId } : {};
}

/** The trace id of what runs now, or undefined. */
export const currentTraceId = (): string | undefined => traceFields().trace_id;

/**
 * Fastify's `serverFactory` when tracing is on: each request runs inside a server span that continues the caller's
 * `traceparent`, so every hook, handler, statement and outgoing call of the request belongs to it. The span is named
 * by its route once Fastify has matched it (see nameRequestSpan) and ends with the answer.
 */
export function tracedServerFactory(service: string) {
  const tracer = trace.getTracer(TRACER_NAME);
  return (handler: (req: IncomingMessage, res: ServerResponse) => void): Server =>
    createServer((req, res) => {
      const parent = propagation.extract(ROOT_CONTEXT, req.headers);
      const span = tracer.startSpan(
        req.method ?? 'HTTP',
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method ?? '', 'botica.app': service } },
        parent,
      );
      const active = trace.setSpan(parent, span);
      res.once('close', () => endServerSpan(span, res));
      // a request's body and its answer's events run in the request's context too
      context.bind(active, req);
      context.bind(active, res);
      context.with(active, () => handler(req, res));
    });
}

function endServerSpan(span: Span, res: ServerResponse): void {
  span.setAttribute('http.response.status_code', res.statusCode);
  if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/** Names the running request's span by its route pattern (`GET /api/productos/:codigo`). */
export function nameRequestSpan(method: string, route: string): void {
  const span = trace.getActiveSpan();
  if (!span) return;
  span.updateName(`${method} ${route}`);
  span.setAttribute('http.route', route);
}

/**
 * A span for work that already happened and was timed (a database statement reported by Kysely's log), placed in the
 * running request's trace. No-op when tracing is off, and outside a request (migrations, the seed, the workers): a
 * statement alone would be a trace of its own, noise that hides the documents' traces.
 */
export function recordFinishedSpan(name: string, ms: number, attributes: Record<string, string | number>, failed = false): void {
  if (!provider || !trace.getActiveSpan()) return;
  const end = Date.now();
  const span = trace.getTracer(TRACER_NAME).startSpan(name, { kind: SpanKind.CLIENT, startTime: end - ms, attributes });
  if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end(end);
}

/** Runs `work` inside a client span (a Redis command) of the running request; no span when tracing is off or outside a request. */
export function inClientSpan<T>(name: string, attributes: Record<string, string>, work: () => Promise<T>): Promise<T> {
  if (!provider || !trace.getActiveSpan()) return work();
  return trace.getTracer(TRACER_NAME).startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
