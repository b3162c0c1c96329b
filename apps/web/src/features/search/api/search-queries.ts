import type { SearchQuery } from '@hive/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const SEARCH_PAGE_SIZE = 24;

/** Every search query key starts with the feature and ends with the language its names are in. */
export const searchKeys = {
  all: ['search'] as const,
  results: (query: SearchQuery) => [...searchKeys.all, 'results', query] as const,
};

/** Brands and a page of products for the text (a buyer's prices included), or suggestions when nothing matched. */
export const searchQuery = (query: SearchQuery) =>
  queryOptions({
    queryKey: searchKeys.results(query),
    queryFn: () =>
      api('/client/api/search', (s) => s.searchResult, {
        query: {
          search: query.search,
          page: query.page,
          size: query.size,
          categoryId: query.categoryId,
          brandId: query.brandId,
          inStock: query.inStock === 'true' ? 'true' : undefined,
          moqMax: query.moqMax,
          sort: query.sort === 'relevance' ? undefined : query.sort,
          locale: query.locale,
        },
      }),
    // The results stay in place, dimmed, while the next page or the next text loads.
    placeholderData: keepPreviousData,
  });
