import type { ConsoleSettingsBody } from '@hive/domain';
import { consoleSettings } from '@hive/domain/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleApi, consoleKeys, fresh, quiet } from '../../../lib/console-client';
import { referenceKeys } from '../../../lib/reference-queries';
import { buyerKeys } from '../../account/console/api/account-console-keys';

const settingsKey = () => [...consoleKeys.all, 'settings'] as const;

/**
 * Read afresh whenever the page is opened: another admin may have saved meanwhile. Not when the window regains focus:
 * a newer version would start the form again over the admin's edits; their save is refused instead, and says why.
 */
export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKey(),
    queryFn: () => consoleApi('/settings', consoleSettings),
    ...fresh,
    refetchOnWindowFocus: false,
  });

/** Saves the settings as read; the answer replaces the cached ones, and the footer and grades are read again. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleSettingsBody) => consoleApi('/settings', consoleSettings, { method: 'PUT', body }),
    ...quiet,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey(), saved);
      void queryClient.invalidateQueries({ queryKey: referenceKeys.site() });
      void queryClient.invalidateQueries({ queryKey: buyerKeys.grades() });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.audit(), refetchType: 'none' });
    },
  });
}
