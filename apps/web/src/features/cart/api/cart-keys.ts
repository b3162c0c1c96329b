import type { Locale } from '@hive/domain';

/** The cart's cache keys: other features ask them again after taking products out of the cart. */
export const cartKeys = {
  all: ['cart'] as const,
  count: () => [...cartKeys.all, 'count'] as const,
  list: (locale: Locale) => [...cartKeys.all, 'list', locale] as const,
  exists: (productIds: readonly number[]) => [...cartKeys.all, 'exists', productIds.join(',')] as const,
};
