import { createChallenge, verifySolution } from 'altcha-lib';
import { randomBytes } from 'node:crypto';
import type { CaptchaChallenge, CaptchaConfig } from '@botica/shared-contracts/content/forms';

/** A challenge is good for 10 minutes; the proof of work takes a browser well under a second. */
const CHALLENGE_TTL_MS = 10 * 60_000;
const MAX_NUMBER = 50_000;

export interface CaptchaOptions {
  hmacKey?: string;
  recaptchaSiteKey?: string;
  recaptchaSecret?: string;
  fetchImpl?: typeof fetch;
}

/**
 * The rental form's captcha: Google reCAPTCHA when its keys are configured, otherwise ALTCHA (a self-hosted,
 * HMAC-signed proof of work that needs no outside service). A solution is accepted once: `used` remembers it.
 */
export function captchaService(options: CaptchaOptions) {
  const hmacKey = options.hmacKey ?? randomBytes(32).toString('hex');
  const recaptcha = options.recaptchaSiteKey && options.recaptchaSecret ? { site: options.recaptchaSiteKey, secret: options.recaptchaSecret } : null;
  const doFetch = options.fetchImpl ?? fetch;
  return {
    config(): CaptchaConfig {
      return recaptcha ? { proveedor: 'recaptcha', siteKey: recaptcha.site } : { proveedor: 'altcha', siteKey: null };
    },
    async challenge(): Promise<CaptchaChallenge> {
      const c = await createChallenge({ hmacKey, maxNumber: MAX_NUMBER, expires: new Date(Date.now() + CHALLENGE_TTL_MS) });
      return { algorithm: c.algorithm, challenge: c.challenge, maxnumber: c.maxnumber, salt: c.salt, signature: c.signature };
    },
    /** True when the token proves a solved captcha (ALTCHA: base64 JSON payload; reCAPTCHA: the widget's token). */
    async verify(token: string, remoteIp?: string): Promise<boolean> {
      if (!token || token.length > 4000) return false;
      if (recaptcha) {
        const body = new URLSearchParams({ secret: recaptcha.secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) });
        const res = await doFetch('https://www.google.com/recaptcha/api/siteverify', { method: 'POST', body }).catch(() => null);
        if (!res?.ok) return false;
        return ((await res.json()) as { success?: boolean }).success === true;
      }
      return verifySolution(token, hmacKey, true).catch(() => false);
    },
  };
}
export type CaptchaService = ReturnType<typeof captchaService>;
