import { consoleRestockRow, pageOf, type RESTOCK_STATES } from '@hive/domain/schemas';
import { consoleKeys, consolePageQuery } from '../../../../lib/console-client';

export type RestockState = (typeof RESTOCK_STATES)[number];
export type RestockFilter = { state?: RestockState; page: number };

const restockPage = pageOf(consoleRestockRow);
export const restockQuery = (filter: RestockFilter) =>
  consolePageQuery([...consoleKeys.all, 'restock'], '/restock', restockPage, filter);
