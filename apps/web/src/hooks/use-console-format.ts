import { useMemo } from 'react';
import { useSession } from '../lib/session-store';

/** Dates and rates in the storefront's chosen language, so an operator reads them the way they read the texts. */
export function useConsoleFormat() {
  const language = useSession((s) => s.language);
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
    const number = new Intl.NumberFormat(language);
    return {
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      date: (iso: string) => date.format(new Date(iso)),
      /** A calendar day as stored (2026-05-01): the same day wherever the reader is. */
      day: (isoDate: string) => day.format(new Date(`${isoDate}T00:00:00Z`)),
      /** Basis points: 1000 is 10 %. */
      discount: (bp: number) => percent.format(bp / 10_000),
      number: (value: number) => number.format(value),
    };
  }, [language]);
}
