import { createHash, randomBytes } from 'node:crypto';

/** A new session or one-time token: 32 random bytes, base64url. Only its hash is ever stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
