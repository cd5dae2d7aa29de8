import { spawn, type ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';

/** Listens on a free loopback port and answers the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

export type TestSocket = Socket & { initialList: Promise<{ items: unknown[]; count: number }> };

/**
 * Connects a socket with the session cookie; resolves once connected (rejects on connect_error).
 * `initialList` is the `lista-notificaciones` sent on connect (listened to before connecting, so it is never missed).
 */
export function connect(base: string, cookie?: string): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const socket = io(base, {
      autoConnect: false,
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: cookie ? { cookie } : {},
      timeout: 10000,
    }) as TestSocket;
    socket.initialList = new Promise((r) => socket.once('lista-notificaciones', r));
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
    socket.connect();
  });
}

/** The next `event` on `socket` whose payload satisfies `match`. */
export function next<T = { items: { noclCodigo: number; nowaCodigo: number; nowaTitulo: string; noclEstado: string }[]; count: number }>(
  socket: Socket,
  event: string,
  match: (payload: T) => boolean = () => true,
  timeoutMs = 10000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, handler);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const handler = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, handler);
      resolve(payload);
    };
    socket.on(event, handler);
  });
}

/** Every `event` on `socket` from now on (for "never receives" checks, read after a round trip). */
export function record(socket: Socket, event: string): unknown[] {
  const seen: unknown[] = [];
  socket.on(event, (payload: unknown) => seen.push(payload));
  return seen;
}

/** A request and its answer on `socket`: whatever the server sent this socket before has arrived by then. */
export async function roundTrip(socket: Socket): Promise<void> {
  const answer = next(socket, 'lista-notificaciones');
  socket.emit('estado-notificacion', {});
  await answer;
}

async function ping(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * A Redis for the multi-instance test: REDIS_URL, else the machine's 127.0.0.1:6379, else a private
 * `redis-server` started on a loopback port for this test file (stopped by `stop`).
 */
export async function useRedis(): Promise<{ url: string; stop: () => void }> {
  const candidates = [process.env.REDIS_URL, 'redis://127.0.0.1:6379'].filter(Boolean) as string[];
  for (const url of candidates) if (await ping(url)) return { url, stop: () => undefined };
  const port = 6400 + Math.floor(Math.random() * 500);
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    if (await ping(url)) return { url, stop: () => child.kill() };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('Redis no está disponible (instale redis-server o defina REDIS_URL)');
}
