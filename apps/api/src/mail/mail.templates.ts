import type { Locale } from '@hive/domain';
import { en } from './templates/en.js';
import { es } from './templates/es.js';
import { id } from './templates/id.js';
import { ru } from './templates/ru.js';
import type { MailTemplate, MailTexts } from './templates/types.js';
import { vi } from './templates/vi.js';

const texts: Record<Locale, MailTexts> = { en, vi, es, ru, id };

export type MailValues = Record<string, string | number>;

/** The subject and text of a template in a language, its `{placeholders}` filled. */
export function renderMail(template: MailTemplate, language: string, values: MailValues) {
  const { subject, body } = (texts[language as Locale] ?? en)[template];
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  return { subject: fill(subject), text: fill(body) };
}
