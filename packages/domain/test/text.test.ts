import { describe, expect, it } from 'vitest';
import {
  addressBody,
  companyNameSchema,
  noMemberQuotationBody,
  passwordBySessionBody,
  personNameSchema,
  signInBody,
  signUpBody,
} from '../src/schemas/index.js';
import { dropInvisible, isStorable, unstorablePath } from '../src/text.js';

describe('storable text', () => {
  it('refuses U+0000 and a lone surrogate, keeps every real character', () => {
    expect(isStorable('Saigon\u0000Beauty')).toBe(false);
    expect(isStorable('broken \ud83d here')).toBe(false);
    expect(isStorable('\udc00')).toBe(false);
    expect(isStorable('한국 화장품 · Mỹ phẩm · Косметика · 🧴 · 👩‍👩‍👧')).toBe(true);
  });

  it('names where the first unstorable text of a request is, keys included', () => {
    expect(unstorablePath({ items: [{ note: 'ok' }, { note: 'bad\u0000' }] })).toEqual(['items', 1, 'note']);
    expect(unstorablePath({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(unstorablePath({ keyword: 'cream', page: 2 })).toBeUndefined();
  });
});

describe('names and messages', () => {
  it('drop bidi controls and invisible characters, keeping joiners that scripts and emoji need', () => {
    expect(dropInvisible('\u202eevil\u202c Co\u200b\ufeff')).toBe('evil Co');
    expect(dropInvisible('a\u2066b\u2069\u200fc\u00ad')).toBe('abc');
    expect(dropInvisible('a\u2060b\u180ec\u061cd\u200ee\u2067f\u2068g\u202ah\u202bi\u202dj')).toBe('abcdefghij');
    expect(dropInvisible('👩\u200d👩\u200d👧 می\u200cخواهم')).toBe('👩\u200d👩\u200d👧 می\u200cخواهم');
  });

  it('are cleaned by the shared schemas, then trimmed and measured', () => {
    expect(companyNameSchema.parse(' \u202eSaigon Beauty\u202c\u200b ')).toBe('Saigon Beauty');
    expect(personNameSchema.safeParse('\u200b\u200b').success).toBe(false);
    const message = noMemberQuotationBody.shape.message.parse('Please\u2066 quote\u2069 FOB Busan');
    expect(message).toBe('Please quote FOB Busan');
  });

  it('refuse U+0000 in the shared schemas, naming the rule', () => {
    const result = signInBody.safeParse({ loginId: 'demo\u0000usd', password: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['loginId'],
      message: 'must not contain a NUL character or broken Unicode',
    });
    expect(companyNameSchema.safeParse('A\u0000B').success).toBe(false);
  });

  it('refuse it in fields checked by a pattern too, with the same message rather than a format error', () => {
    const result = addressBody.safeParse({ consignee: 'A', phoneNumber: '0912\u0000345', postalCode: '7\u00000' });
    const messages = result.error?.issues.filter((issue) => issue.message.includes('NUL')).map((issue) => issue.path);
    expect(messages).toEqual([['phoneNumber'], ['postalCode']]);
    const signUp = signUpBody.safeParse({ loginId: 'nul\u0000id' });
    expect(signUp.error?.issues.find((issue) => issue.path[0] === 'loginId')?.message).toBe(
      'must not contain a NUL character or broken Unicode',
    );
  });
});

describe('passwords', () => {
  // A password is compared byte for byte: dropping an invisible character would let another string sign in.
  it('keep every character they were given, invisible ones included, and only refuse unstorable text', () => {
    const password = ' pass\u200bword\u202e\ufeff ';
    expect(signInBody.parse({ loginId: 'demo', password }).password).toBe(password);
    const change = passwordBySessionBody.parse({ currentPassword: password, newPassword: `${password}Longer-2026` });
    expect(change).toEqual({ currentPassword: password, newPassword: `${password}Longer-2026` });
    expect(passwordBySessionBody.safeParse({ currentPassword: 'a\u0000', newPassword: 'x' }).success).toBe(false);
  });
});
