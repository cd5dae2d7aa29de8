import { solveChallenge } from 'altcha-lib';
import { getJson } from '@botica/platform/http/client';
import { CaptchaChallengeSchema, CaptchaConfigSchema } from '@botica/shared-contracts/content/forms';
import { api, QUIET } from '../../../app/api-client';

export const getCaptchaConfig = () => getJson(api, 'captcha/configuracion', CaptchaConfigSchema, QUIET);

/**
 * Solves the API's ALTCHA challenge (a SHA-256 proof of work, well under a second) and answers the token the
 * form sends as `recaptcha`: the base64 JSON payload the API verifies with its key.
 */
export async function solveAltcha(): Promise<string> {
  const c = await getJson(api, 'captcha/desafio', CaptchaChallengeSchema, QUIET);
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('captcha sin solución');
  const payload = { algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature };
  return btoa(JSON.stringify(payload));
}
