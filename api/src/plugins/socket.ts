import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { SessionCustomer } from '../modules/auth/auth.types.js';
import { SESSION_COOKIE } from '../modules/auth/session-cookie.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** socket.io on the API's http server (path /socket.io); Redis adapter when REDIS_URL is set. */
    io: Server;
  }
}

export interface SocketData {
  customer: SessionCustomer;
}
export type AppSocket = Socket<Record<string, (...args: never[]) => void>, Record<string, (...args: never[]) => void>, Record<string, never>, SocketData>;

export const customerRoom = (codigo: number) => `cliente:${codigo}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * Sockets authenticate with the session: the `token` cookie of the handshake (same origin through the
 * host's proxy) or `auth.token`. Without a live session the connection is refused. Each socket joins
 * `cliente:{codigo}`; ending a session (logout, password change) disconnects its sockets on every instance.
 */
export default fp(
  async (app: FastifyInstance) => {
    const io = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      cors: { origin: app.config.CORS_ORIGINS.split(',').map((s) => s.trim()), credentials: true },
    });

    let pub: Redis | null = null;
    let sub: Redis | null = null;
    if (app.config.REDIS_URL) {
      pub = new Redis(app.config.REDIS_URL, { maxRetriesPerRequest: 2 });
      sub = pub.duplicate();
      io.adapter(createAdapter(pub, sub));
    }

    io.use(async (socket, next) => {
      try {
        const cookies = app.parseCookie(socket.handshake.headers.cookie ?? '');
        const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
        const token = cookies[SESSION_COOKIE] || (typeof fromAuth === 'string' ? fromAuth : undefined);
        const resolved = token ? await app.sessions.resolve(token) : null;
        if (!resolved) return next(new Error('Debe iniciar sesión para continuar.'));
        (socket.data as SocketData).customer = resolved.customer;
        next();
      } catch (err) {
        app.log.warn({ err }, 'socket authentication failed');
        next(new Error('Debe iniciar sesión para continuar.'));
      }
    });

    io.on('connection', (socket) => {
      const { customer } = socket.data as SocketData;
      void socket.join([customerRoom(customer.codigo), sessionRoom(customer.sessionId)]);
    });

    app.sessions.onEnd((ids) => {
      for (const id of ids) io.in(sessionRoom(id)).disconnectSockets(true);
    });

    app.decorate('io', io);
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await Promise.all([pub?.quit().catch(() => undefined), sub?.quit().catch(() => undefined)]);
    });
  },
  { name: 'socket', dependencies: ['auth'] },
);
