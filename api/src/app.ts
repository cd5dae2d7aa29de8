import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import os from 'node:os';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { checkProductionSettings, type Config, loadConfig } from './config.js';
import { openApiTransform, valibotValidatorCompiler } from './http/valibot.js';
import database from './plugins/database.js';
import errors, { frameworkErrors } from './plugins/errors.js';
import metrics from './plugins/metrics.js';
import { traceFields, tracedServerFactory, tracingOn } from './observability/tracing.js';
import accountRemoval from './plugins/account-removal.js';
import authSessions from './modules/auth/auth.plugin.js';
import catalogCache from './plugins/catalog-cache.js';
import appAuth from './plugins/app-auth.js';
import rateLimit from './plugins/rate-limit.js';
import drain from './plugins/drain.js';
import requestLog from './plugins/request-log.js';
import sameOrigin from './plugins/same-origin.js';
import securityHeaders from './plugins/security-headers.js';
import textInput from './plugins/text-input.js';
import socket from './plugins/socket.js';
import notifications from './modules/notifications/notifications.plugin.js';
import { registerModules } from './routes.js';
import outbox from './modules/outbox/outbox.plugin.js';
import sandbox from './modules/sandbox/sandbox.plugin.js';
import payments from './modules/payments/payments.plugin.js';
import sifen from './modules/invoices/sifen/sifen.plugin.js';
import releases from './modules/releases/releases.plugin.js';
import field from './modules/field/field.plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/**
 * Builds the API. Plugins load in passes: config → database, cors, cookies, docs → services → routes.
 */
export async function buildApp(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const config = loadConfig(process.env, overrides);
  checkProductionSettings(config);
  const replica = config.REPLICA_NAME ?? os.hostname();
  const app = Fastify({
    // JSON lines for a log collector, each naming its replica (`npm start` prints them readably, see compose.mjs), and
    // while tracing is on the trace and span of the request that wrote it (trace_id, span_id)
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, base: { pid: process.pid, replica }, mixin: traceFields },
    // tracing on (OTEL_EXPORTER_OTLP_ENDPOINT, see observability/tracing.ts): each request runs in its span
    ...(tracingOn() ? { serverFactory: tracedServerFactory('api') } : {}),
    // one line per request, written by plugins/request-log.ts
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 10_000,
    // Only the host's proxy (or one named in TRUST_PROXY) may tell the client's address.
    trustProxy: config.TRUST_PROXY,
    // Migrations and the seed on embedded PGlite can take longer than the 10 s default on a busy machine.
    pluginTimeout: 120_000,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  app.decorate('config', config);
  app.setValidatorCompiler(valibotValidatorCompiler);
  // Responses are plain JSON; schemas there document, they do not filter.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // pass 1: external
  await app.register(errors);
  await app.register(requestLog, { replica });
  await app.register(drain);
  await app.register(securityHeaders);
  await app.register(database, { config });
  await app.register(metrics);
  await app.register(cors, {
    origin: config.CORS_ORIGINS.split(',').map((s) => s.trim()),
    credentials: true,
  });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(textInput);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Botica Guaraní API', version: '1.0.0', description: 'API de la tienda en línea.' },
      servers: [{ url: '/' }],
    },
    transform: openApiTransform,
  });
  // the documentation page runs its own scripts: it sends its own policy (see security-headers.ts)
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // access: other sites' requests, app authorisation, rate limits, the session of every request
  await app.register(sameOrigin);
  await app.register(appAuth);
  await app.register(rateLimit);
  await app.register(accountRemoval);
  await app.register(authSessions);
  // after the session: public catalogue reads answered from memory (testers' answers are their own)
  await app.register(catalogCache);
  await app.register(socket);

  // pass 2: app services, decorated on the root instance
  await app.register(outbox);
  await app.register(sandbox);
  await app.register(notifications);
  await app.register(payments);
  await app.register(sifen);
  await app.register(releases);
  await app.register(field);

  // pass 3: routes, per module, under /api
  await app.register(registerModules, { prefix: '/api' });
  return app;
}
