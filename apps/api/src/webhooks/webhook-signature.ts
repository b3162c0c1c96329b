import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `Hive-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the webhook's secret>`. The
 * time is signed with the body, so that a receiver can refuse an old delivery replayed (docs/integrations.md).
 */
export function signature(secret: string, body: string | Buffer, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex')}`;
}

/** What a receiver does (and the tests do): the signature matches the body and is at most `toleranceS` old. */
export function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  toleranceS = 300,
  now = Date.now(),
): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1 || Math.abs(now / 1000 - t) > toleranceS) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  const given = Buffer.from(parts.v1);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
