import { type ConsoleRestockRow, type Locale, localName, type Page } from '@hive/domain';
import type { Db } from '../../../db/client.js';
import { type RestockListRow, restockConsoleRepository } from './restock-console.repository.js';

const presentRow = (row: RestockListRow, locale: Locale): ConsoleRestockRow => ({
  id: row.id,
  product: {
    id: row.productId,
    sku: row.sku,
    name: localName(row.names, locale),
    brand: localName(row.brandNames, 'en'),
    available: row.available,
  },
  buyer:
    row.buyerId === null ? null : { id: row.buyerId, companyName: row.companyName ?? '', loginId: row.loginId ?? '' },
  email: row.email,
  language: row.language,
  createdAt: new Date(row.createdAt).toISOString(),
  notifiedAt: row.notifiedAt ? new Date(row.notifiedAt).toISOString() : null,
});

/** The operators' list of restock requests. */
export function restockConsoleService({ db }: { db: Db }) {
  const repository = restockConsoleRepository(db);
  return {
    async page(
      query: { state?: 'waiting' | 'notified'; page: number; size: number },
      locale: Locale,
    ): Promise<Page<ConsoleRestockRow>> {
      const { list, total } = await repository.page(query.state, query.page, query.size);
      return {
        list: list.map((row) => presentRow(row, locale)),
        page: query.page,
        size: query.size,
        total,
        totalPages: Math.ceil(total / query.size),
      };
    },
  };
}

export type RestockConsoleService = ReturnType<typeof restockConsoleService>;
