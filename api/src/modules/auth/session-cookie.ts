import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLIENTE_HEADER } from '@botica/shared-contracts/http/headers';
import { SESSION_TTL_MS } from './session.service.js';

export const SESSION_COOKIE = 'token';

/** The token of the request: the `token` cookie, else the spec's `Cliente` header. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const fromCookie = request.cookies?.[SESSION_COOKIE];
  if (fromCookie) return fromCookie;
  const header = request.headers[CLIENTE_HEADER.toLowerCase()];
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() || undefined;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure });
}
