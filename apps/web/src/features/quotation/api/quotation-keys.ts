import type { Locale, QuotationState } from '@hive/domain';

export type MyQuotationsFilter = { state?: QuotationState; page: number };

/** The buyer's quotations' cache keys: other features ask them again after a request or an order. */
export const myQuotationKeys = {
  all: ['my-quotations'] as const,
  list: (filter: MyQuotationsFilter, locale: Locale) => [...myQuotationKeys.all, 'list', filter, locale] as const,
  detail: (id: number, locale: Locale) => [...myQuotationKeys.all, 'detail', id, locale] as const,
};
