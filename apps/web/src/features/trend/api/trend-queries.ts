import type { Locale, TrackingPeriod } from '@hive/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every trend query key starts with the feature and ends with the language its names are in. */
export const trendKeys = {
  all: ['trend'] as const,
  trend: (locale: Locale) => [...trendKeys.all, 'trend', locale] as const,
  tracking: (period: TrackingPeriod, locale: Locale) => [...trendKeys.all, 'tracking', period, locale] as const,
};

/** The server lets the answers be cached for five minutes; so does the client. */
const FIVE_MINUTES = 5 * 60_000;

export const trendQuery = (locale: Locale) =>
  queryOptions({
    queryKey: trendKeys.trend(locale),
    queryFn: () => api('/client/api/trend', (s) => s.trend, { query: { locale } }),
    staleTime: FIVE_MINUTES,
  });

export const trackingQuery = (period: TrackingPeriod, locale: Locale) =>
  queryOptions({
    queryKey: trendKeys.tracking(period, locale),
    queryFn: () => api('/client/api/tracking', (s) => s.tracking, { query: { period, locale } }),
    staleTime: FIVE_MINUTES,
    // The table stays in place while another period loads.
    placeholderData: keepPreviousData,
  });
