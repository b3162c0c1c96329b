import { type BuyerView, DomainError, type Locale, type SignInBody, type SignInResult } from '@hive/domain';
import type { Changes } from '../../db/changes.js';
import { keptMap } from '../../lib/kept.js';
import { decoyHash, passwordMatches } from '../../lib/passwords.js';
import { hashSecret as hashToken, newToken } from '../../lib/tokens.js';
import type { BuyerViewSource } from '../../plugins/session.js';
import { presentBuyer } from './auth.presenter.js';
import { type AuthRepository, type BuyerRow, buyerRowQuery, type SessionBuyer } from './auth.repository.js';

const wrongCredentials = () => new DomainError('UNAUTHORIZED', 'The login id or the password is not correct.');
/** Extending a session writes to the database at most this often. */
const TOUCH_INTERVAL_MS = 60_000;
/** The sessions a process keeps at most (about 200 bytes each). */
const KEPT_SESSIONS = 20_000;
/**
 * How long a session read is kept at most: the bound on a change missed by a listener whose connection died without
 * a word (a broken network path between the process and the database is noticed late).
 */
const KEPT_MS = 10_000;

/**
 * `sessions`: the database's announcements that who a session is may have changed (a trigger on sessions, buyers and
 * grades). While this process hears them, it keeps the buyer behind each token it has just read, and skips that read
 * on the token's next requests; every announcement drops them all, and a process that does not hear (its listener
 * connecting again) keeps nothing: it reads every token, as if nothing were kept.
 */
export function authService(repository: AuthRepository, { idleMs, sessions }: { idleMs: number; sessions: Changes }) {
  // Kept ten seconds at most, until the session's next extension is due at the latest, and never past its expiry.
  const kept = keptMap<SessionBuyer>({ maxAgeMs: KEPT_MS, maxEntries: KEPT_SESSIONS });
  sessions.subscribe(kept.clear);
  const keptBuyer = (key: string, now: number) => {
    const buyer = sessions.heard() ? kept.get(key) : undefined;
    return buyer && now - buyer.lastSeenAt.getTime() < TOUCH_INTERVAL_MS && now < buyer.expiresAt.getTime()
      ? buyer
      : undefined;
  };

  /** The buyer as a sign-in answers with it. */
  async function buyerView(buyerId: number, locale: Locale): Promise<BuyerView | undefined> {
    const row = await repository.buyer(buyerId);
    return row && presentBuyer(row, locale);
  }

  return {
    /** How long a session lasts unused: its cookie's lifetime too. */
    sessionMs: idleMs,

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
      await repository.createSession(account.id, account.memberId, hashToken(token), new Date(Date.now() + idleMs));
      const [buyer, member] = await Promise.all([buyerView(account.id, 'en'), repository.member(account.memberId)]);
      return { login: { ...login, token }, buyer: buyer && member ? { ...buyer, member } : null };
    },

    /** The buyer view for another feature's read to carry: the statement, and how its row is presented. */
    buyerViewSource: { query: buyerRowQuery, present: presentBuyer } satisfies BuyerViewSource<BuyerRow>,

    async signOut(token: string) {
      await repository.revokeSession(hashToken(token));
      sessions.committedHere();
    },

    loginIdExists: (loginId: string) => repository.loginIdExists(loginId),

    /** The buyer behind a token, with the session's idle expiry pushed back; a dead token is refused. */
    async resolve(token: string): Promise<SessionBuyer> {
      const tokenHash = hashToken(token);
      const key = tokenHash.toString('base64');
      const now = Date.now();
      const known = keptBuyer(key, now);
      if (known) return known;
      // Read before the read: an announcement meanwhile keeps this reading from being kept.
      const generation = kept.generation();
      const buyer = await repository.sessionBuyer(tokenHash);
      if (!buyer) throw new DomainError('SESSION_EXPIRED', 'Your session has ended. Please sign in again.');
      if (now - buyer.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        const expiresAt = new Date(now + idleMs);
        await repository.extendSession(tokenHash, expiresAt);
        Object.assign(buyer, { lastSeenAt: new Date(now), expiresAt });
      }
      if (sessions.heard()) kept.set(key, Object.freeze(buyer), generation);
      return buyer;
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
