import type { Currency, Locale, MemberAction, MemberRole, MemberView, SignInResult } from '@hive/domain';
import {
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  GUEST_GRADE,
  memberMay,
  PERSIST_KEY,
  PERSIST_VERSION,
} from '@hive/domain/rules';
import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The login state (docs/product.md §3). */
export type LoginState = { isLogged: boolean; quotationCnt: number; loginId: string; joinStatusCode: string };
const signedOut: LoginState = { isLogged: false, quotationCnt: 0, loginId: '', joinStatusCode: '' };

/**
 * What the store keeps of a signed-in buyer: the server's first render of their page is drawn with it too (with the
 * member and the company's name when the server knows them).
 */
export type MemberSession = Pick<Session, 'token' | 'grade' | 'currency' | 'buyerId' | 'login'> &
  Partial<Pick<Session, 'member' | 'companyName'>>;

export type Session = {
  token: string;
  grade: string;
  currency: Currency;
  buyerId: string;
  language: Locale;
  login: LoginState;
  /**
   * The person signed in for the buyer company, and their role in it; null for a visitor, and for a session stored
   * before companies had several people (that account is the company's owner).
   */
  member: MemberView | null;
  /** The buyer company's name, as the sign-in answered it ('' when unknown). */
  companyName: string;
};

type SessionActions = {
  setLanguage: (language: Locale) => void;
  /**
   * Stores what a full sign-in returns (docs/product.md §4): token, grade, currency, buyer id and the login state; the
   * member who signed in and their company's name.
   */
  signIn: (result: SignInResult) => void;
  /** Clears the four session keys (token, grade, currency, buyer id) and resets login and quotation state. */
  clearSession: () => void;
};

/** No one signed in: what the server's render of a visitor's page starts from, and what signing out leaves. */
export const signedOutSession: Required<MemberSession> = {
  token: '',
  grade: GUEST_GRADE,
  currency: DEFAULT_CURRENCY,
  buyerId: '',
  login: signedOut,
  member: null,
  companyName: '',
};

const initial: Session = { ...signedOutSession, language: DEFAULT_LOCALE };

const noStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

type SessionStore = Session & SessionActions;

const store = createStore<SessionStore>()(
  persist(
    (set) => ({
      ...initial,
      setLanguage: (language) => set({ language }),
      signIn: ({ login, buyer }) =>
        set({
          token: login.token ?? '',
          grade: buyer?.grade.id ?? GUEST_GRADE,
          currency: buyer?.currency ?? DEFAULT_CURRENCY,
          buyerId: buyer ? String(buyer.id) : '',
          login: { isLogged: true, quotationCnt: 0, loginId: login.loginId, joinStatusCode: login.joinStatusCode },
          member: buyer?.member ?? null,
          companyName: buyer?.companyName ?? '',
        }),
      clearSession: () => set({ ...signedOutSession }),
    }),
    {
      name: PERSIST_KEY,
      version: PERSIST_VERSION,
      // The server's first render has no storage: it renders for a visitor.
      storage: createJSONStorage(() => (typeof localStorage === 'undefined' ? noStorage : localStorage)),
      partialize: ({ setLanguage: _s, signIn: _i, clearSession: _c, ...session }) => session,
      merge: (persisted, current) => normalise({ ...current, ...(persisted as Partial<Session>) }),
    },
  ),
);
// React reads a store's "server snapshot" on the server and while the browser takes a page over: the session the page is
// drawn for (a buyer's, on their page), not the one the store was created with (no one's).
store.getInitialState = store.getState;

/** The small persisted client store: the session and the language. Server data lives in TanStack Query. */
export const useSession = Object.assign(
  <T>(selector: (state: SessionStore) => T): T => useStore(store, selector),
  store,
);

/** A stored grade and currency mean nothing without a token; a login flag without one resets (docs/product.md §3). */
export function normalise<T extends Session>(session: T): T {
  if (session.token) return session;
  return { ...session, ...signedOutSession };
}

/** Resolves once the persisted state is back, or after `timeoutMs` (docs/product.md §9: 5000 ms), whichever first. */
export function sessionRehydrated(timeoutMs: number): Promise<void> {
  if (useSession.persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    useSession.persist.onFinishHydration(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Mirrors what the server's first render needs to know into two cookies, now and on every change: the language it
 * renders in, and whether a buyer is signed in (the server then leaves the page to the browser, which holds the token).
 */
export function syncSessionCookies(): void {
  // Secure on a page served over HTTPS, as every cookie the server sets there.
  const secure = location.protocol === 'https:' ? '; secure' : '';
  const write = ({ language, token }: Session) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
    document.cookie = `hive_lang=${language}; path=/; max-age=31536000; samesite=lax${secure}`;
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = `hive_member=${token ? '1' : ''}; path=/; max-age=${token ? 31536000 : 0}; samesite=lax${secure}`;
  };
  write(useSession.getState());
  useSession.subscribe((state, previous) => {
    if (state.language !== previous.language || state.token !== previous.token) write(state);
  });
}

/**
 * The signed-in member's role in their company. A visitor, and a session stored before companies had several people
 * (that account became the company's owner), are limited by no role: the visitor's limits are the sign-in's.
 */
export function useMemberRole(): MemberRole {
  return useSession((s) => s.member?.role ?? 'OWNER');
}

/**
 * Whether the signed-in member's role allows `action` (the domain's `memberMay`): what it does not allow is not
 * offered. The server checks again and refuses with 403 FORBIDDEN.
 */
export function useMemberMay(action: MemberAction): boolean {
  return memberMay(useMemberRole(), action);
}
