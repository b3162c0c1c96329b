import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPath } from '../src/lib/return-path';

describe('the return path after signing in', () => {
  it('keeps a page of this site, with its query and hash', () => {
    expect(safeReturnPath('/my-page/quotations/123/')).toBe('/my-page/quotations/123/');
    expect(safeReturnPath('/order/?state=PAID#list')).toBe('/order/?state=PAID#list');
    expect(safeReturnPath('/product/7/../8')).toBe('/product/8');
  });

  it('refuses another site, a script, and what is not a path from the root', () => {
    for (const value of [
      undefined,
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\\/evil.example',
      '/.//evil.example',
      '/././/evil.example/path',
      '/x/..//evil.example',
      '/%2e//evil.example',
      'javascript:alert(1)',
      'my-page/quotations/1',
      '/a\tb',
      `/${'x'.repeat(2001)}`,
    ])
      expect(safeReturnPath(value), String(value)).toBeUndefined();
  });

  it('never returns to signing in or up', () => {
    for (const value of ['/sign-in/', '/sign-in', '/sign-up/?x=1', '/auth/complete/authentication-in-progress/'])
      expect(safeReturnPath(value), value).toBeUndefined();
    expect(safeReturnPath('/sign-instructions')).toBe('/sign-instructions');
  });

  it('is carried in the sign-in page’s address, encoded', () => {
    expect(signInPath('/my-page/quotations/12/?tab=offers')).toBe(
      '/sign-in/?next=%2Fmy-page%2Fquotations%2F12%2F%3Ftab%3Doffers',
    );
    expect(signInPath('/')).toBe('/sign-in/');
    expect(signInPath('//evil.example')).toBe('/sign-in/');
    expect(signInPath()).toBe('/sign-in/');
  });
});
