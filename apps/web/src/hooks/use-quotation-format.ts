import type { Currency } from '@hive/domain';
import { formatMoney, MARKETPLACE_TIME_ZONE, minor } from '@hive/domain/rules';
import { useMemo } from 'react';
import { useSession } from '../lib/session-store';

/**
 * Amounts as the specification writes them ($1,234.50, ₩12,340), dates in the reader's language. An offer's
 * valid-until date is a day on the marketplace's (Seoul) calendar, as on its PDF, wherever the buyer is.
 */
export function useQuotationFormat() {
  const language = useSession((s) => s.language);
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: MARKETPLACE_TIME_ZONE });
    const number = new Intl.NumberFormat(language);
    return {
      money: (amount: number, currency: Currency) => formatMoney(minor(amount), currency),
      date: (iso: string) => date.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      validUntil: (iso: string) => day.format(new Date(iso)),
      number: (value: number) => number.format(value),
    };
  }, [language]);
}
