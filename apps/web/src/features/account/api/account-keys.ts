import type { Locale } from '@hive/domain';

/** The signed-in buyer's account cache keys: signing out forgets them. */
export const accountKeys = {
  all: ['account'] as const,
  me: (locale: Locale) => [...accountKeys.all, 'me', locale] as const,
  addresses: () => [...accountKeys.all, 'addresses'] as const,
  /** The company: its view (the member, the approval limit, the orders waiting), its members and invitations. */
  company: () => [...accountKeys.all, 'company'] as const,
  members: () => [...accountKeys.company(), 'members'] as const,
  invitations: () => [...accountKeys.company(), 'invitations'] as const,
};
