import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { type FragmentRenderer, isUndecided, isUnknownPath } from './fragment-protocol';
import { applySecurityHeaders, remoteDocumentCsp } from './security-headers';
import { setStaticHeaders } from './static-headers';

/**
 * The remote's server renderer (e.g. remote-catalog/dist-ssr/render.cjs), built next to the remote's dist folder,
 * loaded once; null when the remote has none or it
 * cannot load (the remote's files matter more than the fragment: the host then renders the page in the browser).
 */
function loadRenderer(root: string): FragmentRenderer | null {
  const file = path.join(root, '..', 'dist-ssr', 'render.cjs');
  if (!existsSync(file)) return null;
  try {
    return createRequire(import.meta.url)(file) as FragmentRenderer;
  } catch (error) {
    console.error(`No se pudo cargar el renderizador de ${file}`, error);
    return null;
  }
}

/**
 * Serves one remote's production build with CORS (the host page loads it from another origin)
 * and the federation cache rules. A remote with a server renderer also answers
 * `GET /__fragment?path=&search=` (see fragment-protocol.ts): the HTML of that page's first screen for the
 * host to put into its document, or 404 when the remote does not know the path.
 */
export async function startRemoteServer(opts: { root: string; port: number; host?: string; apiUrl?: string }) {
  const app = Fastify({ logger: false });
  const apiUrl = opts.apiUrl ?? process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
  const csp = remoteDocumentCsp(new URL(apiUrl).origin);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    applySecurityHeaders(reply, () => csp);
  });
  const renderer = loadRenderer(opts.root);
  if (renderer) {
    app.get<{ Querystring: { path?: string; search?: string } }>('/__fragment', async (req, reply) => {
      // Per shopper (the cookie reaches the API): never stored by any cache.
      reply.header('Cache-Control', 'no-store');
      const pagePath = typeof req.query.path === 'string' ? req.query.path : '';
      if (!pagePath.startsWith('/')) return reply.status(400).send({ error: 'path' });
      const fragment = await renderer.render({
        path: pagePath,
        search: typeof req.query.search === 'string' ? req.query.search : '',
        cookie: req.headers.cookie,
        apiUrl,
      });
      if (!fragment) return reply.status(204).send();
      if (isUnknownPath(fragment)) return reply.status(404).send({ error: 'ruta desconocida' });
      if (isUndecided(fragment)) return reply.status(503).send({ error: 'sin veredicto' });
      return reply.send(fragment);
    });
  } else {
    // No renderer: the host stops asking for a while (501: this remote renders in the browser only).
    app.get('/__fragment', async (_req, reply) => reply.status(501).send({ error: 'sin renderizador' }));
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
