import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_TOKEN } from '@botica/platform/document-slots';
import { startHostServer } from '@botica/platform/server/host-server';
import { startRemoteServer } from '@botica/platform/server/remote-server';
import { startTracing as startAppTracing } from '@botica/platform/server/tracing';
import { InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { trace } from '@opentelemetry/api';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, traceFields } from '../src/observability/tracing.js';
import { testApp } from './helpers.js';

/**
 * One document is one trace (decision 080): the host's server, the remote's first screen and the API's answers to both
 * (with their database statements), joined by the W3C `traceparent` each hop carries. The three servers run here as
 * they run in production (the API built by buildApp, the platform's host and remote servers, the remote's renderer
 * reading the API with fetch), each on its own port; the spans are kept in memory instead of sent over OTLP.
 */
const exporter = new InMemorySpanExporter();
let api: FastifyInstance;
let remote: FastifyInstance;
let host: FastifyInstance;
let hostUrl = '';

beforeAll(async () => {
  // this process is traced as the API's and the apps' processes are when OTEL_EXPORTER_OTLP_ENDPOINT is set
  startTracing({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  startAppTracing({ spanProcessors: [new SimpleSpanProcessor(exporter)], instrumentFetch: false });

  api = await testApp();
  await api.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;

  // a remote's build: its manifest, and a renderer whose first screen reads the API as the real ones do (fetch)
  const dir = mkdtempSync(path.join(tmpdir(), 'botica-trace-'));
  const remoteRoot = path.join(dir, 'remote', 'dist');
  mkdirSync(remoteRoot, { recursive: true });
  mkdirSync(path.join(dir, 'remote', 'dist-ssr'));
  writeFileSync(
    path.join(remoteRoot, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'pages', path: './pages', assets: { js: { sync: ['static/pages.1.js'], async: [] }, css: { sync: [], async: [] } } }],
    }),
  );
  writeFileSync(
    path.join(dir, 'remote', 'dist-ssr', 'render.cjs'),
    `exports.render = async ({ path, apiUrl }) => {
      const res = await fetch(apiUrl + '/api/health');
      return { html: '<h1>' + path + ' ' + res.status + '</h1>', styles: [] };
    };`,
  );
  remote = await startRemoteServer({ root: remoteRoot, port: 0, apiUrl });
  const remoteOrigin = `http://127.0.0.1:${(remote.server.address() as { port: number }).port}`;

  const hostRoot = path.join(dir, 'host', 'dist');
  mkdirSync(hostRoot, { recursive: true });
  writeFileSync(
    path.join(hostRoot, 'index.html'),
    '<!doctype html><html><head><!--botica:title--><title>Botica</title><!--/botica:title--><!--botica:styles--><!--/botica:styles-->' +
      '<!--botica:scripts--><script defer src="/static/main.js"></script><!--/botica:scripts--><!--botica:head--></head>' +
      '<body><div id="root"><!--botica:shell--></div><!--botica:body--></body></html>',
  );
  writeFileSync(path.join(hostRoot, 'document-assets.json'), JSON.stringify({ scripts: ['/static/main.js'], styles: [] }));
  const shellFile = path.join(dir, 'host', 'shell.cjs');
  writeFileSync(shellFile, `exports.renderShell = () => ({ html: '<header></header><main>${PAGE_TOKEN}</main>' });`);
  host = await startHostServer({ root: hostRoot, port: 0, apiUrl, shellFile, remotes: { catalog: `${remoteOrigin}/mf-manifest.json` } });
  hostUrl = `http://127.0.0.1:${(host.server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await host?.close();
  await remote?.close();
  await api?.close();
});

const appOf = (span: ReadableSpan) => span.attributes['botica.app'];
const isServer = (span: ReadableSpan) => span.kind === 1;

describe('traces', () => {
  it('one document yields one trace with spans of the host, the remote, the API and its database', async () => {
    exporter.reset();
    const res = await fetch(`${hostUrl}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>/ 200</h1>');

    // the document's trace is named in its Server-Timing, for the operator's slowest documents
    const traceId = /trace;desc=([0-9a-f]{32})/.exec(res.headers.get('server-timing') ?? '')?.[1];
    expect(traceId).toBeDefined();
    const spans = exporter.getFinishedSpans();
    const ofDocument = spans.filter((s) => s.spanContext().traceId === traceId);

    // every span of this document is in its one trace: the host's request is its root
    expect(new Set(spans.filter((s) => isServer(s)).map((s) => s.spanContext().traceId))).toEqual(new Set([traceId]));
    const hostSpan = ofDocument.find((s) => isServer(s) && appOf(s) === 'host')!;
    expect(hostSpan.name).toBe('GET /');
    const remoteSpan = ofDocument.find((s) => isServer(s) && appOf(s) === 'remote')!;
    expect(remoteSpan.name).toBe('GET /__fragment');
    const apiSpans = ofDocument.filter((s) => isServer(s) && appOf(s) === 'api');
    expect(apiSpans.map((s) => s.name)).toContain('GET /api/health');

    // the hops: host → remote → API, each server span the child of its caller's client span
    const byId = new Map(ofDocument.map((s) => [s.spanContext().spanId, s]));
    const callerOf = (span: ReadableSpan) => byId.get(span.parentSpanContext?.spanId ?? '');
    const serverAbove = (span: ReadableSpan): ReadableSpan | undefined => {
      let at = callerOf(span);
      while (at && !isServer(at)) at = callerOf(at);
      return at;
    };
    // nothing served the document above the host (its parent is this test's own request)
    expect(serverAbove(hostSpan)).toBeUndefined();
    expect(serverAbove(remoteSpan)).toBe(hostSpan);
    const health = apiSpans.find((s) => s.name === 'GET /api/health')!;
    expect(serverAbove(health)).toBe(remoteSpan);

    // the API's database work is inside its request
    const statements = ofDocument.filter((s) => s.attributes['db.system.name'] === 'postgresql');
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.some((s) => serverAbove(s)?.spanContext().spanId === health.spanContext().spanId)).toBe(true);
  });

  it('writes the trace and span of the request into each log line (pino mixin)', async () => {
    const lines: Record<string, unknown>[] = [];
    // the logger options buildApp gives Fastify (app.ts), writing here instead of to the standard output
    const { log } = Fastify({ logger: { mixin: traceFields, stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } } });
    log.info('fuera de toda traza');
    const ids = trace.getTracer('prueba').startActiveSpan('una petición', (span) => {
      log.info('dentro de la traza');
      span.end();
      return span.spanContext();
    });
    expect(lines[0]).not.toHaveProperty('trace_id');
    expect(lines[1]).toMatchObject({ trace_id: ids.traceId, span_id: ids.spanId, msg: 'dentro de la traza' });
  });

  it('a second document is a trace of its own', async () => {
    exporter.reset();
    const first = /trace;desc=([0-9a-f]{32})/.exec((await fetch(`${hostUrl}/`)).headers.get('server-timing') ?? '')?.[1];
    const second = /trace;desc=([0-9a-f]{32})/.exec((await fetch(`${hostUrl}/`)).headers.get('server-timing') ?? '')?.[1];
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });
});
