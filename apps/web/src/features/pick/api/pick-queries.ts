import type { Locale, PickGroup } from '@hive/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const PICK_PAGE_SIZE = 24;

/** Every pick query key starts with the feature and ends with the language its names are in. */
export const pickKeys = {
  all: ['pick'] as const,
  menu: (locale: Locale) => [...pickKeys.all, 'menu', locale] as const,
  page: (code: string, type: PickGroup['type'], page: number, locale: Locale) =>
    [...pickKeys.all, 'page', code, type, page, locale] as const,
};

/** Every group with its size and a picture: the picks menu. */
export const picksQuery = (locale: Locale) =>
  queryOptions({
    queryKey: pickKeys.menu(locale),
    queryFn: () => api('/client/api/picks', (s) => s.pickGroups, { query: { locale } }),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

/** One list with a page of its products (a buyer's prices included) and the menu. */
export const pickPageQuery = (code: string, type: PickGroup['type'], page: number, locale: Locale) =>
  queryOptions({
    queryKey: pickKeys.page(code, type, page, locale),
    queryFn: () =>
      api(`/client/api/pick/${encodeURIComponent(code)}/${type.toLowerCase()}`, (s) => s.pickPage, {
        query: { page, size: PICK_PAGE_SIZE, locale },
      }),
    // The header and the menu stay in place while another page or list loads (see the page).
    placeholderData: keepPreviousData,
  });
