import { describe, expect, it } from 'vitest';
import { normalise, useSession } from '../src/lib/session-store';

const signedIn = {
  token: 'tok',
  grade: '02',
  currency: 'KRW' as const,
  buyerId: '7',
  language: 'vi' as const,
  guestCartId: 'cart-1',
  login: { isLogged: true, quotationCnt: 3, loginId: 'demo-krw', joinStatusCode: '01' },
};

describe('session store', () => {
  it('keeps a stored session that has a token', () => {
    expect(normalise(signedIn)).toEqual(signedIn);
  });

  it('ignores stored grade and currency and resets the login flag when there is no token', () => {
    const restored = normalise({ ...signedIn, token: '' });
    expect(restored).toMatchObject({
      grade: '00',
      currency: 'USD',
      buyerId: '',
      language: 'vi',
      guestCartId: 'cart-1',
    });
    expect(restored.login).toEqual({ isLogged: false, quotationCnt: 0, loginId: '', joinStatusCode: '' });
  });

  it('clears the four session keys and the login state, keeping the language', () => {
    useSession.setState(signedIn);
    useSession.getState().clearSession();
    expect(useSession.getState()).toMatchObject({
      token: '',
      grade: '00',
      currency: 'USD',
      buyerId: '',
      language: 'vi',
    });
    expect(useSession.getState().login.isLogged).toBe(false);
  });
});
