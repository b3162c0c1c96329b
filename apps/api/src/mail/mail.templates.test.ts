import { LOCALES } from '@hive/domain';
import { describe, expect, it } from 'vitest';
import { renderMail } from './mail.templates.js';
import { en } from './templates/en.js';
import { MAIL_TEMPLATES } from './templates/types.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('e-mail templates', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s has every template, translated, with the same placeholders',
    (locale) => {
      for (const template of MAIL_TEMPLATES) {
        const values = Object.fromEntries(
          placeholders(en[template].subject + en[template].body).map((name) => [name, `<${name}>`]),
        );
        const english = renderMail(template, 'en', values);
        const other = renderMail(template, locale, values);
        expect(other.subject, `${locale} ${template}`).not.toBe(english.subject);
        expect(other.text).not.toMatch(/\{\w+\}/);
        for (const value of Object.values(values))
          expect(other.subject + other.text, `${locale} ${template}`).toContain(value);
      }
    },
  );

  it('falls back to English for a language it does not have', () => {
    expect(renderMail('verification', 'ko', { code: '123456', minutes: 5 }).subject).toBe(
      'Your Hive verification code: 123456',
    );
  });
});
