import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlRunner } from '../../db/sql.js';

/** Ordering a past order's lines again: today's products (the basket they go back to is the basket feature's). */
export function reorderRepository(db: Db) {
  const { rows } = sqlRunner(db);

  return {
    /** The order's products as they are today (still sold or withdrawn, pack size, stock, base prices). */
    today: (orderId: number) =>
      rows<{
        id: number;
        exist: boolean;
        withdrawn: boolean;
        moq: number;
        stockQty: number | null;
        supplyUsd: number;
        supplyKrw: number;
      }>(
        sql`select p.id, p.exist, p.withdrawn, p.moq, s.units as "stockQty", p.supply_usd as "supplyUsd",
          p.supply_krw as "supplyKrw"
          from order_lines l join products p on p.id = l.product_id left join product_stock s on s.product_id = p.id
          where l.order_id = ${orderId}`,
      ),
  };
}
