import type { Locale } from '@hive/domain';
import { IN_STOCK_BRAND_ID } from '@hive/domain/rules';
import { brandQuery } from './api/catalog-queries';

/**
 * The catalogue's face for other features: the products the fulfilment centre holds (the in-stock brand's page), a
 * page at a time, newest first — with the buyer's price and stock.
 */
export const inStockProductsQuery = (page: number, size: number, locale: Locale) =>
  brandQuery(IN_STOCK_BRAND_ID, { page, size, sort: 'newest', locale });
