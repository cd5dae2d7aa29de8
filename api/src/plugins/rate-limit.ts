import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../http/app-error.js';
import { observeRedis } from '../observability/stores.js';

export const TOO_MANY_ATTEMPTS = 'Demasiados intentos. Espere unos minutos y vuelva a intentar.';
export const tooManyAttempts = () => new AppError(429, 'RATE_LIMITED', TOO_MANY_ATTEMPTS);

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared Redis connection when REDIS_URL is set (rate-limit store). */
    redis: Redis | null;
  }
}

/**
 * @fastify/rate-limit with `global: false`: routes opt in with `config: { rateLimit }`, and
 * `app.createRateLimit` builds counters that only count what the caller decides (failed logins).
 * The store is Redis when REDIS_URL is set, so every API instance shares the counters.
 */
export default fp(
  async (app: FastifyInstance) => {
    const redis = app.config.REDIS_URL
      ? new Redis(app.config.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
      : null;
    if (redis) observeRedis(redis);
    app.decorate('redis', redis);
    if (redis) app.addHook('onClose', async () => void redis.quit().catch(() => redis.disconnect()));
    await app.register(rateLimit, {
      global: false,
      redis: redis ?? undefined,
      nameSpace: 'botica-rl-',
      skipOnError: true,
      // Thrown, so the app's error handler answers it in the usual `{ errors: [{ msg }] }` shape.
      errorResponseBuilder: () => tooManyAttempts(),
    });
  },
  { name: 'rate-limit' },
);

/** Limits that count only what the caller reports (failed logins, wrong one-time codes). */
export function failureLimiter(
  app: FastifyInstance,
  name: string,
  opts: { max: number; windowMs: number; key: (request: FastifyRequest) => string },
) {
  const limiter = app.createRateLimit({
    max: opts.max,
    timeWindow: opts.windowMs,
    keyGenerator: (request: FastifyRequest) => `${name}:${opts.key(request)}`,
  });
  return {
    /** Throws the Spanish 429 when the key already used up its attempts. */
    async assertOpen(request: FastifyRequest): Promise<void> {
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed && state.remaining <= 0 && state.max !== undefined) throw tooManyAttempts();
    },
    async fail(request: FastifyRequest): Promise<void> {
      await limiter(request);
    },
  };
}
export type FailureLimiter = ReturnType<typeof failureLimiter>;
