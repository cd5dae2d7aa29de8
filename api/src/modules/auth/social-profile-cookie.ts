import type { SocialProfile } from '@botica/shared-contracts/auth/payloads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const SOCIAL_COOKIE = 'social_profile';
/** The provider's verified profile waits this long for the sign-up to be completed. */
export const SOCIAL_COOKIE_TTL_MS = 15 * 60 * 1000;

/**
 * The profile a social provider verified in this browser, if any (signed, HttpOnly, short-lived): the proof a social
 * login or a sign-up with a social account checks.
 */
export function readSocialProfile(app: FastifyInstance, request: FastifyRequest): SocialProfile | null {
  return app.signer.verify<SocialProfile>(request.cookies?.[SOCIAL_COOKIE]);
}

export function setSocialProfile(app: FastifyInstance, reply: FastifyReply, profile: SocialProfile): void {
  reply.setCookie(SOCIAL_COOKIE, app.signer.sign(profile, SOCIAL_COOKIE_TTL_MS), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: app.config.COOKIE_SECURE,
    maxAge: Math.floor(SOCIAL_COOKIE_TTL_MS / 1000),
  });
}

export function clearSocialProfile(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(SOCIAL_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: app.config.COOKIE_SECURE });
}
