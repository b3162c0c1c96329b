import type { TrendBucket } from '@hive/domain';
import { useMemo } from 'react';
import { useSession } from '../../../lib/session-store';

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** Numbers, percentages and bucket dates in the visitor's language (dates are UTC days, as the API counts them). */
export function useFormats() {
  const locale = useSession((s) => s.language);
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const fullDay = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    const monthYear = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    return {
      number: (value: number) => number.format(value),
      /** A share given in percent, written the language's way: "12.5%", "12,5 %". */
      share: (value: number) => percent.format(value / 100),
      /** A bucket's axis label: its first day, or its month (with the year in January). */
      bucket: (bucket: TrendBucket, kind: 'week' | 'month' = 'week') => {
        const start = utc(bucket.start);
        if (kind === 'week') return day.format(start);
        return start.getUTCMonth() === 0 ? monthYear.format(start) : month.format(start);
      },
      /** A bucket spelled out for tables and labels: "3 Nov – 9 Nov" or "Nov 2026". */
      bucketLong: (bucket: TrendBucket, kind: 'week' | 'month' = 'week') =>
        kind === 'month'
          ? monthYear.format(utc(bucket.start))
          : `${day.format(utc(bucket.start))} – ${day.format(utc(bucket.end))}`,
      range: (from: TrendBucket | undefined, to: TrendBucket | undefined) =>
        from && to ? `${fullDay.format(utc(from.start))} – ${fullDay.format(utc(to.end))}` : '',
    };
  }, [locale]);
}

export type Formats = ReturnType<typeof useFormats>;
