import type { Locale } from '@hive/domain';

/** The draft quotation basket's cache keys: other features ask them again after moving products into or out of it. */
export const basketKeys = {
  all: ['basket'] as const,
  count: () => [...basketKeys.all, 'count'] as const,
  list: (locale: Locale) => [...basketKeys.all, 'list', locale] as const,
};
