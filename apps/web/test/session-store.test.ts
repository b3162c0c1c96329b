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

  it('keeps the member who signed in and their company, and forgets them at sign-out', () => {
    useSession.getState().signIn({
      login: { joinStatusCode: '01', loginId: 'bao.tran', token: 'tok-2' },
      buyer: {
        id: 7,
        country: { code: 'VN', name: 'Vietnam' },
        companyName: 'Saigon Beauty',
        repContactName: 'Olga Kim',
        repContactEmail: 'olga@example.com',
        repContactNumber: { countryCallingCode: '+84', number: '901234567' },
        grade: { id: '02', name: 'Silver' },
        currency: 'USD',
        interestedBrands: [],
        agreedTermsOfService: true,
        member: { id: 12, role: 'PURCHASER', name: 'Bao Tran' },
      },
    });
    expect(useSession.getState()).toMatchObject({
      token: 'tok-2',
      buyerId: '7',
      member: { id: 12, role: 'PURCHASER', name: 'Bao Tran' },
      companyName: 'Saigon Beauty',
    });
    useSession.getState().clearSession();
    expect(useSession.getState()).toMatchObject({ token: '', member: null, companyName: '' });
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
