import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readSessionToken, setSessionCookie } from './session-cookie.js';

/** Starts a session for a customer (login, registration, social callback): rotates any previous one. */
export async function startSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, codigo: number) {
  const previous = readSessionToken(request);
  if (previous) await app.sessions.endByToken(previous);
  const token = await app.sessions.start(codigo, { ip: request.ip, userAgent: request.headers['user-agent'] });
  setSessionCookie(reply, token, app.config.COOKIE_SECURE);
  return token;
}
