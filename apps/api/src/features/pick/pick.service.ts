import {
  type Locale,
  notFound,
  type PickPage,
  type PickPageQuery,
  type PickParams,
  PRODUCT_GROUP_TYPES,
  type Pricing,
} from '@hive/domain';
import { presentProductSummary } from '../../products/product-card.js';
import { presentPickGroup } from './pick.presenter.js';
import type { GroupType, PickRepository } from './pick.repository.js';

/** `pick` or `choice` from an address; anything else names no list. */
const typeOf = (text: string): GroupType | undefined => PRODUCT_GROUP_TYPES.find((type) => type === text.toUpperCase());

export function pickService(repository: PickRepository) {
  return {
    async groups(locale: Locale) {
      return (await repository.groups()).map((row) => presentPickGroup(row, locale));
    },

    async page(params: PickParams, query: PickPageQuery, pricing?: Pricing): Promise<PickPage> {
      const type = typeOf(params.type);
      if (!type) throw notFound('Pick');
      const data = await repository.page(params.code, type, query.page, query.size, pricing);
      if (!data) throw notFound('Pick');
      const total = data.group.productCount;
      return {
        group: presentPickGroup(data.group, query.locale),
        products: {
          list: data.list.map((row) => presentProductSummary(row, query.locale, pricing)),
          page: query.page,
          size: query.size,
          total,
          totalPages: Math.ceil(total / query.size),
        },
        groups: data.groups.map((row) => presentPickGroup(row, query.locale)),
      };
    },
  };
}

export type PickService = ReturnType<typeof pickService>;
