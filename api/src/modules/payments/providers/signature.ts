import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-pago-firma';

/** HMAC-SHA256 of the raw body with the shared secret, hex. */
export const sign = (secret: string, rawBody: string) => createHmac('sha256', secret).update(rawBody).digest('hex');

export function validSignature(secret: string, rawBody: string, given: string | string[] | undefined): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(sign(secret, rawBody), 'hex'), Buffer.from(given, 'hex'));
}
