import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { startTracing, stopTracing } from './observability/tracing.js';

// before the app is built: its server then runs each request in its trace (off unless OTEL_EXPORTER_OTLP_ENDPOINT is set)
startTracing({ service: 'botica-api' });

let app: FastifyInstance;
try {
  app = await buildApp();
} catch (err) {
  // One line the operator can act on (a missing setting names itself); the stack only when it is not a known refusal.
  if (err instanceof ConfigError) process.stderr.write(`${err.message}\n`);
  else process.stderr.write(`La API no pudo arrancar: ${err instanceof DataDirInUseError ? err.message : (err as Error).stack ?? String(err)}\n`);
  process.exit(1);
}

// Every way the process ends goes through app.close(), which closes the database (on PGlite: a checkpoint and its
// shutdown one, then its folder lock). A close that hangs is cut after CLOSE_TIMEOUT_MS so the process still ends.
const CLOSE_TIMEOUT_MS = Number(process.env.CLOSE_TIMEOUT_MS ?? 20_000);
// SIGTERM (an orchestrator's rolling update or scale-down) first drains for SHUTDOWN_DRAIN_MS (plugins/drain.ts).
let closing: Promise<void> | null = null;
function shutdown(code: number, { drain = false } = {}): Promise<void> {
  closing ??= (async () => {
    const drainMs = drain ? app.config.SHUTDOWN_DRAIN_MS : 0;
    setTimeout(() => {
      process.stderr.write(`La API no terminó de cerrarse en ${CLOSE_TIMEOUT_MS} ms: se sale sin esperar más.\n`);
      process.exit(code || 1);
    }, drainMs + CLOSE_TIMEOUT_MS).unref();
    try {
      if (drainMs > 0) {
        app.drain();
        app.log.info({ drainMs }, 'SIGTERM: la réplica cierra cada conexión al responder, y se cierra al terminar la espera');
        await new Promise((resolve) => setTimeout(resolve, drainMs));
      }
      await app.close();
      // the last spans go out before the process ends
      await stopTracing();
    } catch (err) {
      process.stderr.write(`Error al cerrar la API: ${String(err)}\n`);
      code ||= 1;
    }
    process.exit(code);
  })();
  return closing;
}
process.on('SIGTERM', () => void shutdown(0, { drain: true }));
for (const signal of ['SIGINT', 'SIGHUP'] as const) process.on(signal, () => void shutdown(0));
// An error nobody caught leaves the process in an unknown state: it is logged, and the API closes and ends.
process.on('uncaughtException', (err) => {
  if (closing) return;
  app.log.fatal({ err }, 'error no controlado: la API se cierra');
  process.stderr.write(`Error no controlado, la API se cierra: ${err.stack ?? String(err)}\n`);
  void shutdown(1);
});
process.on('unhandledRejection', (reason) => {
  if (closing) return;
  app.log.fatal({ err: reason }, 'promesa rechazada sin controlar: la API se cierra');
  process.stderr.write(`Promesa rechazada sin controlar, la API se cierra: ${String(reason)}\n`);
  void shutdown(1);
});

try {
  await app.listen({ port: app.config.API_PORT, host: app.config.HOST });
} catch (err) {
  process.stderr.write(`La API no pudo escuchar en ${app.config.HOST}:${app.config.API_PORT}: ${String(err)}\n`);
  await shutdown(1);
}
