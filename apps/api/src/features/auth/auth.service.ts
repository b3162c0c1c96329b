import { createHash, randomBytes } from 'node:crypto';
import { DomainError, type SignInBody, type SignInResult } from '@hive/domain';
import { hash, verify } from '@node-rs/argon2';
import { presentBuyer } from './auth.presenter.js';
import type { AuthRepository, SessionBuyer } from './auth.repository.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest();
/** Checked when no account matches, so a wrong login id costs as long as a wrong password. */
const decoyHash = hash('decoy-password-never-used');
const wrongCredentials = () => new DomainError('UNAUTHORIZED', 'The login id or the password is not correct.');
/** Extending a session writes to the database at most this often. */
const TOUCH_INTERVAL_MS = 60_000;

export function authService(repository: AuthRepository, { idleMs }: { idleMs: number }) {
  return {
    async signIn({ loginId, password }: SignInBody): Promise<SignInResult> {
      const account = await repository.credentials(loginId);
      const matches = await verify(account?.passwordHash ?? (await decoyHash), password);
      if (!account || !matches) throw wrongCredentials();
      const login = { joinStatusCode: account.joinStatusCode, loginId: account.loginId };
      if (!account.approved) return { login: { ...login, token: null }, buyer: null };
      const token = randomBytes(32).toString('base64url');
      await repository.createSession(account.id, hashToken(token), new Date(Date.now() + idleMs));
      const buyer = await repository.buyer(account.id);
      return { login: { ...login, token }, buyer: buyer ? presentBuyer(buyer, 'en') : null };
    },

    signOut: (token: string) => repository.revokeSession(hashToken(token)),

    loginIdExists: (loginId: string) => repository.loginIdExists(loginId),

    /** The buyer behind a token, with the session's idle expiry pushed back; a dead token is refused. */
    async resolve(token: string): Promise<SessionBuyer> {
      const tokenHash = hashToken(token);
      const buyer = await repository.sessionBuyer(tokenHash);
      if (!buyer) throw new DomainError('SESSION_EXPIRED', 'Your session has ended. Please sign in again.');
      if (Date.now() - new Date(buyer.lastSeenAt).getTime() > TOUCH_INTERVAL_MS) {
        await repository.extendSession(tokenHash, new Date(Date.now() + idleMs));
      }
      return buyer;
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
