import { consoleKeys } from '../../../../lib/console-client';

/** The buyers' and grades' cache keys in the console: the settings ask the grades again after a save. */
export const buyerKeys = {
  grades: () => [...consoleKeys.all, 'grades'] as const,
  all: () => [...consoleKeys.all, 'buyers'] as const,
  detail: (id: number) => [...buyerKeys.all(), 'detail', id] as const,
  members: (id: number) => [...buyerKeys.detail(id), 'members'] as const,
};
