import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A 256-bit random secret, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');
/** Only this hash of a token or code is stored: a stolen table opens nothing. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest();
export const secretMatches = (secret: string, hash: Buffer) => timingSafeEqual(hashSecret(secret), hash);
