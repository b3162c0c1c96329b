import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { serverKey } from '../db/server-keys.js';

/*
 * A webhook's signing secret is needed in clear to sign each delivery, so it cannot be kept as a hash: it is kept
 * sealed (AES-256-GCM) with the server's own key `webhook-secrets` (`server_keys`), so that a copy of the webhooks
 * table alone, a log or an export of it, does not give it away.
 */
const PURPOSE = 'webhook-secrets';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A new secret, as the operator copies it once: `whsec_` and 32 random bytes in base64url. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export async function sealSecret(db: Db, secret: string): Promise<Buffer> {
  const key = await serverKey(db, PURPOSE);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
}

export async function openSecret(db: Db, sealed: Buffer): Promise<string> {
  const key = await serverKey(db, PURPOSE);
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
