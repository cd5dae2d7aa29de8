import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error.js';

export const INVALID_CHARACTERS = 'La solicitud contiene caracteres no válidos.';

/** True when a value (or anything inside it) is a string with a NUL character, which PostgreSQL text cannot hold. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1));
}

/** Text that can never be stored is refused with a 400 before any route reads it (query, path and parsed body). */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body)) {
        throw new AppError(400, 'INVALID_CHARACTERS', INVALID_CHARACTERS);
      }
    });
  },
  { name: 'text-input' },
);
