import type { FastifyReply } from 'fastify';

/**
 * The buyer's session cookie: the token again, httpOnly, set at sign-in beside the token the web app keeps. It serves
 * two reads: the server's first render of a storefront page for that buyer (features/web), and the chat's event stream
 * that page opens (features/chat/chat-stream.ts). It authenticates no other API route — those read `X-Auth-Token`
 * only (session.ts) — so a forged request from another site, which the browser sends with the cookie, is a visitor's.
 */
export const SESSION_COOKIE = 'hive_session';

/** Sets the cookie for a session that lasts `maxAgeMs` from now (Secure over HTTPS, as every cookie the server sets). */
export function setSessionCookie(reply: FastifyReply, token: string, maxAgeMs: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

/** Forgets the cookie: the session ended, or the token it held is dead. */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/' });
}
