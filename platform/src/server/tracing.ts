import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { context, isSpanContextValid, propagation, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

/**
 * OpenTelemetry traces of the app servers, the host's and each remote's (decision 080); the API has the same of its
 * own (api/src/observability/tracing.ts). Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set: no provider is registered
 * and no request is wrapped, so it costs nothing. On: a document's request is a server span (the host's continues
 * nothing: it starts the trace; a remote's continues the host's `traceparent`), and every fetch it makes, the
 * remote's first screen, the session and layout reads, the remote's reads of the API, carries the trace on
 * (instrumentation-undici), so one document is one trace from the host to the database.
 */
let provider: NodeTracerProvider | null = null;

export const TRACER_NAME = 'botica-apps';

/**
 * Starts tracing for this process when an OTLP endpoint is configured (or when span processors are given, as the
 * tests do). Answers whether it is on. Idempotent.
 */
export function startTracing(opts: { service?: string; spanProcessors?: SpanProcessor[]; env?: NodeJS.ProcessEnv; instrumentFetch?: boolean } = {}): boolean {
  if (provider) return true;
  const env = opts.env ?? process.env;
  const processors = opts.spanProcessors ?? (env.OTEL_EXPORTER_OTLP_ENDPOINT ? [new BatchSpanProcessor(new OTLPTraceExporter())] : []);
  if (!processors.length) return false;
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME ?? opts.service ?? 'botica-app' }),
    spanProcessors: processors,
  });
  // the global tracer provider, the AsyncLocalStorage context and the W3C trace-context propagator
  provider.register();
  // a process that already instruments its fetch (a test running the API beside the app servers) says so
  if (opts.instrumentFetch !== false) {
    const undici = new UndiciInstrumentation();
    undici.setTracerProvider(provider);
    undici.enable();
  }
  return true;
}

export const tracingOn = (): boolean => provider !== null;

/** Sends what is left and stops (the server's close). */
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

/** A log line of the request that runs now, with its trace when traced (`… [traza 4bf9…]`): the app servers' lines. */
export function withTrace(line: string): string {
  const id = traceFields().trace_id;
  return id ? `${line} [traza ${id}]` : line;
}

/** The trace id of what runs now, or undefined. */
export const currentTraceId = (): string | undefined => traceFields().trace_id;

/**
 * Fastify's `serverFactory` when tracing is on: each request runs inside a server span that continues the caller's
 * `traceparent`, so every hook, handler and outgoing call of the request belongs to it. The span is named
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

/** Names the running request's span by its route pattern (`GET /producto/:codigo`). */
export function nameRequestSpan(method: string, route: string): void {
  const span = trace.getActiveSpan();
  if (!span) return;
  span.updateName(`${method} ${route}`);
  span.setAttribute('http.route', route);
}
