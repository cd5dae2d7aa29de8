import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** HMAC-signed, expiring JSON values (OAuth state, the pending social profile cookie). */
export function createSigner(secret: string | undefined) {
  const key = secret && secret.length >= 16 ? secret : randomBytes(32).toString('hex');
  const mac = (data: string) => createHmac('sha256', key).update(data).digest('base64url');
  return {
    sign(value: object, ttlMs: number): string {
      const data = Buffer.from(JSON.stringify({ v: value, e: Date.now() + ttlMs })).toString('base64url');
      return `${data}.${mac(data)}`;
    },
    verify<T>(signed: string | undefined): T | null {
      if (!signed || signed.length > 4000) return null;
      const [data, sig] = signed.split('.');
      if (!data || !sig) return null;
      const expected = Buffer.from(mac(data));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const parsed = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as { v: T; e: number };
        return parsed.e > Date.now() ? parsed.v : null;
      } catch {
        return null;
      }
    },
  };
}
export type Signer = ReturnType<typeof createSigner>;
