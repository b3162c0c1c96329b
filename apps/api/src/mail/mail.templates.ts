import type { Locale } from '@hive/domain';
import { en } from './templates/en.js';
import { es } from './templates/es.js';
import { id } from './templates/id.js';
import { ru } from './templates/ru.js';
import { type MailTemplate, type MailTexts, SECRET_VALUES } from './templates/types.js';
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

/** What stands in a secret value's place in the text operators read. */
export const MASK = '••••••';

/** The values with the template's secrets masked, or undefined when the template has none. */
export function maskSecrets(template: MailTemplate, values: MailValues): MailValues | undefined {
  const secrets = SECRET_VALUES[template];
  return secrets && { ...values, ...Object.fromEntries(secrets.map((name) => [name, MASK])) };
}
