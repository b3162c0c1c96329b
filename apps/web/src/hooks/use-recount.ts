import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { queryClient } from '../lib/query-client';

/**
 * Asks a header count again on every route change after the first page (whose count is the query's own first fetch),
 * while `enabled`.
 */
export function useRecountOnNavigation(queryKey: QueryKey, enabled = true) {
  const { pathname } = useLocation();
  const countedAt = useRef(pathname);
  useEffect(() => {
    if (countedAt.current === pathname) return;
    countedAt.current = pathname;
    if (enabled) void queryClient.invalidateQueries({ queryKey });
  }, [pathname, enabled, queryKey]);
}
