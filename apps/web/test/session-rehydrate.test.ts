import { beforeAll, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's localStorage, set before the store module reads it. */
const saved = new Map<string, string>();
beforeAll(() => {
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => saved.get(key) ?? null,
    setItem: (key: string, value: string) => saved.set(key, value),
    removeItem: (key: string) => saved.delete(key),
  });
});

const stored = (state: object) => JSON.stringify({ state, version: 1 });

describe('the persisted session (key root, version 1)', () => {
  it('ignores a stored grade and currency and resets a logged-in flag when no token was stored', async () => {
    saved.set(
      'root',
      stored({
        token: '',
        grade: '03',
        currency: 'KRW',
        buyerId: '12',
        language: 'ru',
        guestCartId: 'guest-9',
        login: { isLogged: true, quotationCnt: 4, loginId: 'someone', joinStatusCode: '01' },
      }),
    );
    const { useSession, sessionRehydrated } = await import('../src/lib/session-store');
    await useSession.persist.rehydrate();
    await sessionRehydrated(5000);
    expect(useSession.getState()).toMatchObject({
      token: '',
      grade: '00',
      currency: 'USD',
      buyerId: '',
      language: 'ru',
      guestCartId: 'guest-9',
      login: { isLogged: false, quotationCnt: 0, loginId: '', joinStatusCode: '' },
    });
  });

  it('keeps a stored session that has a token, and writes changes back under root', async () => {
    const login = { isLogged: true, quotationCnt: 2, loginId: 'demo-krw', joinStatusCode: '01' };
    saved.set('root', stored({ token: 'tok', grade: '02', currency: 'KRW', buyerId: '5', language: 'en', login }));
    const { useSession } = await import('../src/lib/session-store');
    await useSession.persist.rehydrate();
    expect(useSession.getState()).toMatchObject({ token: 'tok', grade: '02', currency: 'KRW', login });

    useSession.getState().setLanguage('id');
    expect(JSON.parse(saved.get('root') ?? '{}')).toMatchObject({
      version: 1,
      state: { language: 'id', token: 'tok' },
    });
  });
});
