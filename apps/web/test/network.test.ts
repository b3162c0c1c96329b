import { describe, expect, it } from 'vitest';
import { initials } from '../src/app/storefront/company-initials';
import { ApiError } from '../src/lib/api-client';
import { isCodeFailure, isNetworkFailure } from '../src/lib/network';

describe('isNetworkFailure', () => {
  it('is a request without an answer, or a page’s code that did not load, in each browser’s words', () => {
    expect(isNetworkFailure(new ApiError(0, 'NETWORK', 'errors.network', false))).toBe(true);
    for (const message of [
      'Failed to fetch dynamically imported module: https://hive.example/assets/brand-page.js',
      'Importing a module script failed.',
      'error loading dynamically imported module',
    ]) {
      expect(isCodeFailure(new TypeError(message))).toBe(true);
      expect(isNetworkFailure(new TypeError(message))).toBe(true);
    }
  });

  it('is not an answer the server gave, nor an error of the page itself', () => {
    expect(isNetworkFailure(new ApiError(503, 'UNAVAILABLE', 'Database unavailable', true))).toBe(false);
    expect(isNetworkFailure(new ApiError(500, 'INTERNAL', 'errors.server', false))).toBe(false);
    expect(isNetworkFailure(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isNetworkFailure(undefined)).toBe(false);
  });
});

describe('initials', () => {
  it('takes the first letters of a company’s first two words, in any script', () => {
    expect(initials('Pacific Beauty Co., Ltd.')).toBe('PB');
    expect(initials('Công ty TNHH Ánh Dương')).toBe('CT');
    expect(initials('ООО «Сеул Косметикс»')).toBe('ОС');
    expect(initials('«Сеул Косметикс»')).toBe('СК');
    expect(initials('glow')).toBe('G');
    expect(initials('  ')).toBe('');
  });
});
