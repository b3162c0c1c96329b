import type { Locale } from '@hive/domain';

/** The signed-in buyer's account cache keys: signing out forgets them. */
export const accountKeys = {
  all: ['account'] as const,
  me: (locale: Locale) => [...accountKeys.all, 'me', locale] as const,
  addresses: () => [...accountKeys.all, 'addresses'] as const,
};
