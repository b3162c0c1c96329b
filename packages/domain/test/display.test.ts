import { describe, expect, it } from 'vitest';
import {
  brandGridRows,
  formatSeconds,
  isBarcodePending,
  localName,
  newestBrands,
  showsBackArrow,
} from '../src/index.js';

describe('display rules', () => {
  it('sizes the loading grid by the rows formula', () => {
    expect(brandGridRows(1)).toBe(0);
    expect(brandGridRows(24)).toBe(4);
    expect(brandGridRows(100)).toBe(20);
  });

  it('shows seconds as mm:ss', () => {
    expect(formatSeconds(185)).toBe('03:05');
    expect(formatSeconds(0)).toBe('00:00');
    expect(formatSeconds(-4)).toBe('00:00');
  });

  it('lists the fifteen newest brands without the in-stock showcase', () => {
    const brands = Array.from({ length: 20 }, (_, i) => ({ id: 480 + i }));
    const newest = newestBrands(brands);
    expect(newest).toHaveLength(15);
    expect(newest[0]?.id).toBe(499);
    expect(newest.map((b) => b.id)).not.toContain(492);
    expect(newest.at(-1)?.id).toBe(484);
  });

  it('falls back to English names', () => {
    expect(localName({ en: 'Snail cream', vi: 'Kem ốc sên' }, 'vi')).toBe('Kem ốc sên');
    expect(localName({ en: 'Snail cream' }, 'ru')).toBe('Snail cream');
  });

  it('treats barcode 1 as to be issued', () => {
    expect(isBarcodePending('1')).toBe(true);
    expect(isBarcodePending('8809000000011')).toBe(false);
  });

  it('shows the back arrow on account and detail routes only', () => {
    for (const path of ['/sign-up/', '/find-id/', '/my-page/general-settings/', '/brand/12/', '/pick/best-pick/']) {
      expect(showsBackArrow(path), path).toBe(true);
    }
    for (const path of ['/', '/brand/', '/cart', '/trend', '/search/']) {
      expect(showsBackArrow(path), path).toBe(false);
    }
  });
});
