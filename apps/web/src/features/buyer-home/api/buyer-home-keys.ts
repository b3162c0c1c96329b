import type { Locale } from '@hive/domain';

/** The buyer's home block's cache keys: an order approved elsewhere asks it again. */
export const buyerHomeKeys = {
  all: ['buyer-home'] as const,
  home: (locale: Locale) => [...buyerHomeKeys.all, locale] as const,
};
