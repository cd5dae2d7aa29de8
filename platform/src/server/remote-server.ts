import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { VERSION_PATTERN } from '@botica/shared-contracts/releases/entities';
import { type FragmentRenderer, isUndecided, isUnknownPath } from './fragment-protocol';
import { FRAGMENT_SESSION_HEADER, sessionOfHeader } from './fragment-session';
import { observeRemote } from './metrics';
import { applySecurityHeaders, remoteDocumentCsp } from './security-headers';
import { RELEASE_SERVER_DIR, releaseDir, setReleaseHeaders } from './release-files';
import { setStaticHeaders } from './static-headers';
import { tracedServerFactory, tracingOn } from './tracing';

/**
 * A server renderer (e.g. remote-catalog/dist-ssr/render.cjs), loaded once; null when there is none or it cannot load
 * (the remote's files matter more than the fragment: the host then renders the page in the browser).
 */
function loadRendererFile(file: string): FragmentRenderer | null {
  if (!existsSync(file)) return null;
  try {
    return createRequire(import.meta.url)(file) as FragmentRenderer;
  } catch (error) {
    console.error(`No se pudo cargar el renderizador de ${file}`, error);
    return null;
  }
}

/** The base build's renderer, built next to the remote's dist folder. */
const loadRenderer = (root: string) => loadRendererFile(path.join(root, '..', 'dist-ssr', 'render.cjs'));

/** The released versions' renderers kept loaded (the live ones and the last few a tab asked for). */
const KEPT_RENDERERS = 6;

/**
 * Serves one remote's production build with CORS (the host page loads it from another origin)
 * and the federation cache rules. A remote with a server renderer also answers
 * `GET /__fragment?path=&search=` (see fragment-protocol.ts): the HTML of that page's first screen for the
 * host to put into its document, or 404 when the remote does not know the path.
 *
 * Its released versions (`releasesDir`, decision 082) are served beside it under `/v/<version>/`: each version's
 * files as they were published, immutable, and its own first screens at `/v/<version>/__fragment`, drawn by that
 * version's renderer, naming that version's stylesheets and scripts.
 */
export async function startRemoteServer(opts: { root: string; port: number; host?: string; apiUrl?: string; releasesDir?: string }) {
  // tracing on (OTEL_EXPORTER_OTLP_ENDPOINT): a first screen continues the host's trace, its API reads carry it on
  const app = Fastify({ logger: false, ...(tracingOn() ? { serverFactory: tracedServerFactory('remote') } : {}) });
  observeRemote(app);
  const apiUrl = opts.apiUrl ?? process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
  const csp = remoteDocumentCsp(new URL(apiUrl).origin);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    applySecurityHeaders(reply, () => csp);
  });

  type FragmentRequest = FastifyRequest<{ Querystring: { path?: string; search?: string } }>;
  /** One first screen, drawn by `renderer`; `prefix` goes before the paths of its stylesheets and scripts. */
  async function answerFragment(renderer: FragmentRenderer, req: FragmentRequest, reply: FastifyReply, prefix = '') {
    // Per shopper (the cookie reaches the API): never stored by any cache.
    reply.header('Cache-Control', 'no-store');
    const pagePath = typeof req.query.path === 'string' ? req.query.path : '';
    if (!pagePath.startsWith('/')) return reply.status(400).send({ error: 'path' });
    const fragment = await renderer.render({
      path: pagePath,
      search: typeof req.query.search === 'string' ? req.query.search : '',
      cookie: req.headers.cookie,
      apiUrl,
      // the session the host read for the document (see fragment-session.ts for why it is taken as it comes)
      session: sessionOfHeader(req.headers[FRAGMENT_SESSION_HEADER]),
    });
    if (!fragment) return reply.status(204).send();
    if (isUnknownPath(fragment)) return reply.status(404).send({ error: 'ruta desconocida' });
    if (isUndecided(fragment)) return reply.status(503).send({ error: 'sin veredicto' });
    const moved = (file: string) => (prefix && file.startsWith('/') ? `${prefix}${file}` : file);
    return reply.send(prefix ? { ...fragment, styles: fragment.styles.map(moved), ...(fragment.scripts ? { scripts: fragment.scripts.map(moved) } : {}) } : fragment);
  }

  /**
   * One of this remote's exposed components drawn for another app's page (embedded-fragments.ts): the body names the
   * export, its props and the page; 204 when the renderer cannot draw it (the browser does), 501 without a renderer of
   * embeds.
   */
  async function answerEmbed(renderer: FragmentRenderer, req: FastifyRequest, reply: FastifyReply, prefix = '') {
    reply.header('Cache-Control', 'no-store');
    if (!renderer.renderEmbed) return reply.status(501).send({ error: 'sin renderizador' });
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    const { module, exportName, path: pagePath, search = '' } = body;
    if (typeof module !== 'string' || typeof exportName !== 'string' || typeof pagePath !== 'string' || !pagePath.startsWith('/') || typeof search !== 'string') {
      return reply.status(400).send({ error: 'fragmento' });
    }
    const drawn = await renderer.renderEmbed({
      module,
      exportName,
      props: body.props,
      path: pagePath,
      search,
      cookie: req.headers.cookie,
      apiUrl,
      session: sessionOfHeader(req.headers[FRAGMENT_SESSION_HEADER]),
    });
    if (!drawn) return reply.status(204).send();
    return reply.send(prefix ? { ...drawn, styles: drawn.styles.map((file) => (file.startsWith('/') ? `${prefix}${file}` : file)) } : drawn);
  }

  const renderer = loadRenderer(opts.root);
  if (renderer) {
    app.get<{ Querystring: { path?: string; search?: string } }>('/__fragment', (req, reply) => answerFragment(renderer, req, reply));
    app.post('/__embed', (req, reply) => answerEmbed(renderer, req, reply));
  } else {
    // No renderer: the host stops asking for a while (501: this remote renders in the browser only).
    app.get('/__fragment', async (_req, reply) => reply.status(501).send({ error: 'sin renderizador' }));
    app.post('/__embed', async (_req, reply) => reply.status(501).send({ error: 'sin renderizador' }));
  }

  const releasesDir = opts.releasesDir;
  if (releasesDir) {
    const renderers = new Map<string, FragmentRenderer | null>();
    const rendererOf = (version: string): FragmentRenderer | null => {
      if (renderers.has(version)) {
        const kept = renderers.get(version)!;
        renderers.delete(version);
        renderers.set(version, kept);
        return kept;
      }
      const loaded = loadRendererFile(path.join(releaseDir(releasesDir, version), RELEASE_SERVER_DIR, 'render.cjs'));
      if (renderers.size >= KEPT_RENDERERS) renderers.delete(renderers.keys().next().value as string);
      renderers.set(version, loaded);
      return loaded;
    };
    // A version's renderer is loaded (a synchronous require of a large file) right after its manifest is first
    // served, not while a shopper's document waits for a first screen: the host reads a version's manifest as soon as
    // the registry names it (host-server.ts), ahead of the documents that will be drawn by it.
    app.addHook('onResponse', async (req, reply) => {
      const version = /^\/v\/([^/]+)\/mf-manifest\.json$/.exec(req.url.split('?')[0] ?? '')?.[1];
      if (!version || reply.statusCode !== 200 || renderers.has(version) || !VERSION_PATTERN.test(version)) return;
      setImmediate(() => {
        if (!renderers.has(version)) rendererOf(version);
      });
    });
    app.get<{ Params: { version: string }; Querystring: { path?: string; search?: string } }>('/v/:version/__fragment', async (req, reply) => {
      const { version } = req.params;
      if (!VERSION_PATTERN.test(version) || !existsSync(releaseDir(releasesDir, version))) return reply.status(404).send({ error: 'versión desconocida' });
      const versioned = rendererOf(version);
      if (!versioned) return reply.status(501).send({ error: 'sin renderizador' });
      return answerFragment(versioned, req, reply, `/v/${version}`);
    });
    app.post<{ Params: { version: string } }>('/v/:version/__embed', async (req, reply) => {
      const { version } = req.params;
      if (!VERSION_PATTERN.test(version) || !existsSync(releaseDir(releasesDir, version))) return reply.status(404).send({ error: 'versión desconocida' });
      const versioned = rendererOf(version);
      if (!versioned) return reply.status(501).send({ error: 'sin renderizador' });
      return answerEmbed(versioned, req, reply, `/v/${version}`);
    });
    await app.register(fastifyStatic, {
      root: releasesDir,
      prefix: '/v/',
      decorateReply: false,
      // a version's files are read from disk as asked: a version published after the server started is served
      wildcard: true,
      index: false,
      cacheControl: false,
      preCompressed: true,
      // the renderer's folder is not for browsers (dot folders are never served), nor anything outside a version
      allowedPath: (pathName) => {
        const [version = '', ...rest] = pathName.split('/').filter(Boolean);
        return VERSION_PATTERN.test(version) && !rest.some((segment) => segment.startsWith('.'));
      },
      setHeaders: setReleaseHeaders,
    });
  }

  await app.register(fastifyStatic, { root: opts.root, cacheControl: false, setHeaders: setStaticHeaders, index: ['index.html'], preCompressed: true });
  // Standalone mode: unknown paths render the remote's own shell.
  app.setNotFoundHandler((req, reply) => {
    if (req.method === 'GET' && !req.url.includes('.')) return reply.sendFile('index.html');
    return reply.status(404).send('Not found');
  });
  await app.listen({ port: opts.port, host: opts.host ?? '127.0.0.1' });
  return app;
}
