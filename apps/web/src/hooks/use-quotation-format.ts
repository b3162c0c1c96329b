import type { Currency } from '@hive/domain';
import { formatMoney, MARKETPLACE_TIME_ZONE, minor } from '@hive/domain/rules';
import { useSession } from '../lib/session-store';

type QuotationFormat = {
  money: (amount: number, currency: Currency) => string;
  date: (iso: string) => string;
  dateTime: (iso: string) => string;
  validUntil: (iso: string) => string;
  number: (value: number) => string;
};

/** One per language, each of its formatters made when first used: a page's many lines and dates share them. */
const formats = new Map<string, QuotationFormat>();

function formatFor(language: string): QuotationFormat {
  const once = <T>(make: () => T) => {
    let made: T | undefined;
    return () => (made ??= make());
  };
  const date = once(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }));
  const dateTime = once(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }));
  const day = once(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: MARKETPLACE_TIME_ZONE }));
  const number = once(() => new Intl.NumberFormat(language));
  return {
    money: (amount, currency) => formatMoney(minor(amount), currency),
    date: (iso) => date().format(new Date(iso)),
    dateTime: (iso) => dateTime().format(new Date(iso)),
    validUntil: (iso) => day().format(new Date(iso)),
    number: (value) => number().format(value),
  };
}

/**
 * Amounts as the specification writes them ($1,234.50, ₩12,340), dates in the reader's language. An offer's
 * valid-until date is a day on the marketplace's (Seoul) calendar, as on its PDF, wherever the buyer is.
 */
export function useQuotationFormat(): QuotationFormat {
  const language = useSession((s) => s.language);
  let format = formats.get(language);
  if (!format) {
    format = formatFor(language);
    formats.set(language, format);
  }
  return format;
}
