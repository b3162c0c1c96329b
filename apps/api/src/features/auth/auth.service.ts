import { type BuyerView, DomainError, type Locale, type SignInBody, type SignInResult } from '@hive/domain';
import { decoyHash, passwordMatches } from '../../lib/passwords.js';
import { hashSecret as hashToken, newToken } from '../../lib/tokens.js';
import type { BuyerViewSource } from '../../plugins/session.js';
import { presentBuyer } from './auth.presenter.js';
import { type AuthRepository, type BuyerRow, buyerRowQuery, type SessionBuyer } from './auth.repository.js';

const wrongCredentials = () => new DomainError('UNAUTHORIZED', 'The login id or the password is not correct.');
/** Extending a session writes to the database at most this often. */
const TOUCH_INTERVAL_MS = 60_000;

export function authService(repository: AuthRepository, { idleMs }: { idleMs: number }) {
  /** The buyer as a sign-in answers with it. */
  async function buyerView(buyerId: number, locale: Locale): Promise<BuyerView | undefined> {
    const row = await repository.buyer(buyerId);
    return row && presentBuyer(row, locale);
  }

  return {
    async signIn({ loginId, password }: SignInBody): Promise<SignInResult> {
      const found = await repository.credentials(loginId);
      const account = found?.status === 'withdrawn' ? undefined : found;
      const matches = await passwordMatches(account?.passwordHash ?? (await decoyHash), password);
      if (!account || !matches) throw wrongCredentials();
      // The state of an account is told only to someone who knows its password.
      if (account.status === 'rejected')
        throw new DomainError('ACCOUNT_REJECTED', 'This application was not approved. Please contact us.');
      if (account.status === 'suspended')
        throw new DomainError('ACCOUNT_SUSPENDED', 'This account is suspended. Please contact us.');
      const login = { joinStatusCode: account.joinStatusCode, loginId: account.loginId };
      if (account.status === 'pending') return { login: { ...login, token: null }, buyer: null };
      const token = newToken();
      await repository.createSession(account.id, hashToken(token), new Date(Date.now() + idleMs));
      return { login: { ...login, token }, buyer: (await buyerView(account.id, 'en')) ?? null };
    },

    /** The buyer view for another feature's read to carry: the statement, and how its row is presented. */
    buyerViewSource: { query: buyerRowQuery, present: presentBuyer } satisfies BuyerViewSource<BuyerRow>,

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
