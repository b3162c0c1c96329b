import type { SiteSettings } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { siteQuery } from '../lib/reference-queries';

/**
 * The seller as the operators' settings name it — the one company of the footer, the company pages and the terms
 * (their texts say `{{seller}}`); undefined until the site's settings are read (the server's first render has them).
 */
export function useSeller(): SiteSettings['seller'] | undefined {
  return useQuery(siteQuery()).data?.seller;
}
