import { describe, expect, it } from 'vitest';
import { parsePickSlug, pickPath } from '../src/features/pick/api/pick-slug';

describe('pick slugs', () => {
  it('reads the list type from the last word and the group code from the rest, dashes included', () => {
    expect(parsePickSlug('best-pick')).toEqual({ code: 'best', type: 'PICK' });
    expect(parsePickSlug('k-beauty-choice')).toEqual({ code: 'k-beauty', type: 'CHOICE' });
    expect(parsePickSlug('pick-pick')).toEqual({ code: 'pick', type: 'PICK' });
  });

  it('names no list for anything else', () => {
    for (const slug of [
      undefined,
      '',
      'pick',
      'best',
      'best-',
      '-pick',
      'best-picks',
      'Best-Pick',
      'best--pick',
      'a b-pick',
    ])
      expect(parsePickSlug(slug), String(slug)).toBeUndefined();
  });

  it('writes the address the product page links to, and reads it back', () => {
    const group = { code: 'k-beauty', type: 'CHOICE' as const };
    expect(pickPath(group)).toBe('/pick/k-beauty-choice/');
    expect(parsePickSlug(pickPath(group).split('/')[2])).toEqual(group);
  });
});
