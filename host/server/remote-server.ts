import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { setStaticHeaders } from './static-headers';

/**
 * Serves one remote's production build with CORS (the host page loads it from another origin)
 * and the federation cache rules.
 */
export async function startRemoteServer(opts: { root: string; port: number; host?: string }) {
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });
  await app.register(fastifyStatic, { root: opts.root, cacheControl: false, setHeaders: setStaticHeaders, index: ['index.html'], preCompressed: true });
  // Standalone mode: unknown paths render the remote's own shell.
  app.setNotFoundHandler((req, reply) => {
    if (req.method === 'GET' && !req.url.includes('.')) return reply.sendFile('index.html');
    return reply.status(404).send('Not found');
  });
  await app.listen({ port: opts.port, host: opts.host ?? '127.0.0.1' });
  return app;
}
