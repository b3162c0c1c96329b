import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashSecret, newToken } from '../lib/tokens.js';
import { tooMany } from './rate-limits.js';

/** Attempts a minute for one login id, and from one address, by a client that never signed in to that account. */
const PER_LOGIN_ID = 5;
const PER_ADDRESS = 20;
/** Attempts a minute from a trusted device before it is held back like any other client. */
const PER_DEVICE = 10;
/** How long a device stays trusted after its last sign-in. */
const DEVICE_DAYS = 365;

export type Realm = 'buyer' | 'operator';

/**
 * Slows password guessing without letting anyone lock the owner out — OWASP's device cookies. A browser that signed in
 * to an account gets an HttpOnly cookie naming that account (its hash is kept in `trusted_devices`); its sign-ins to
 * that account skip the limits others spend (a device of its own: 10 failures a minute). Any other client is limited
 * to 5 failures a minute for the login id and 20 from its address, counted in PostgreSQL. So a stranger who guesses —
 * or merely asks whether a login id is taken — cannot make the owner's own sign-in answer 429.
 */
export function signInThrottle(app: FastifyInstance, realm: Realm) {
  const cookie = realm === 'buyer' ? 'hive_device' : 'hive_console_device';
  const path = realm === 'buyer' ? '/auth/client' : '/console/api/auth';
  const subjectOf = (request: FastifyRequest) =>
    `${realm}:${String((request.body as { loginId?: unknown } | undefined)?.loginId ?? '')
      .trim()
      .toLowerCase()}`;

  /** The counters each sign-in spent, taken back when it succeeds. */
  const counted = new WeakMap<FastifyRequest, string[]>();

  async function trustedDevice(request: FastifyRequest): Promise<Buffer | undefined> {
    const token = request.cookies[cookie];
    if (!token) return undefined;
    const tokenHash = hashSecret(token);
    const { rows } = await app.limits.db.execute(sql`select 1 from trusted_devices
      where token_hash = ${tokenHash} and subject = ${subjectOf(request)}
        and created_at > now() - make_interval(days => ${DEVICE_DAYS})`);
    return rows.length > 0 ? tokenHash : undefined;
  }

  return {
    /** The sign-in route's pre-handler. */
    async check(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const { limits } = app;
      if (limits.exempt(request)) return;
      const device = await trustedDevice(request);
      if (device) {
        const key = `sign-in|device:${device.toString('hex')}`;
        counted.set(request, [key]);
        if ((await limits.hit([{ key, max: PER_DEVICE }])) === undefined) return;
      }
      const limited = [
        { key: `sign-in|${subjectOf(request)}`, max: PER_LOGIN_ID },
        { key: `sign-in|${realm}|address:${request.ip}`, max: PER_ADDRESS },
      ];
      counted.set(request, [...(counted.get(request) ?? []), ...limited.map((limit) => limit.key)]);
      const retryAfter = await limits.hit(limited);
      if (retryAfter !== undefined) throw tooMany(reply, retryAfter);
    },

    /** After a sign-in with the right password: this browser is trusted for that account from now on. */
    async remember(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      // Every attempt is counted before the password is checked (so a burst of guesses cannot slip through at once);
      // one that proved it is taken back: only failures count.
      const keys = counted.get(request);
      if (keys) await app.limits.refund(keys);
      const known = await trustedDevice(request);
      const token = newToken();
      const tokenHash = hashSecret(token);
      await app.limits.db.execute(sql`with forgotten as (delete from trusted_devices where token_hash = ${known ?? null})
        insert into trusted_devices (token_hash, subject) values (${tokenHash}, ${subjectOf(request)})`);
      reply.setCookie(cookie, token, {
        path,
        httpOnly: true,
        sameSite: 'strict',
        maxAge: DEVICE_DAYS * 86_400,
      });
    },
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;
