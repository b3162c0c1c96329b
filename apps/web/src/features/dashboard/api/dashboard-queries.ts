import type { Locale } from '@hive/domain';
import { consoleDashboard } from '@hive/domain/schemas';
import { queryOptions } from '@tanstack/react-query';
import { consoleApi, consoleKeys, fresh } from '../../../lib/console-client';

/** The whole landing page in one answer, read afresh whenever it is shown. */
export const dashboardQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...consoleKeys.all, 'dashboard', locale] as const,
    queryFn: () => consoleApi('/dashboard', consoleDashboard, { query: { locale } }),
    ...fresh,
  });
