import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlRunner } from '../../db/sql.js';

/**
 * The quotation basket's limit (the basket feature's rule: what one quotation request can carry), kept here too so
 * that a reorder never fills a basket past it.
 */
export const BASKET_LIMIT = 200;

/** Ordering a past order's lines again: today's products, and the quotation basket they go back to. */
export function reorderRepository(db: Db) {
  const { rows, one } = sqlRunner(db);

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

    /**
     * The lines into the buyer's basket in one statement, at their quantities (a product already there takes it), as
     * long as the basket stays within its limit; then the basket's count.
     */
    async toBasket(buyerId: number, lines: { productId: number; quantity: number }[]) {
      const row = await one<{ fits: boolean; added: number; count: number }>(sql`with
          wanted as (select * from json_to_recordset(${JSON.stringify(lines)}::json) as w("productId" int, quantity int)),
          fits as (select (select count(*) from basket_items where buyer_id = ${buyerId}
              and product_id not in (select "productId" from wanted)) + (select count(*) from wanted) <= ${BASKET_LIMIT}
            as fits),
          put as (insert into basket_items (buyer_id, product_id, quantity)
            select ${buyerId}, w."productId", w.quantity from wanted w where (select fits from fits)
            on conflict (buyer_id, product_id) do update set quantity = excluded.quantity, added_at = now()
            returning product_id)
        select (select fits from fits) as fits, (select count(*)::int from put) as added,
          (select count(*)::int from basket_items where buyer_id = ${buyerId}
            and product_id not in (select product_id from put)) + (select count(*)::int from put) as count`);
      return { ...row!, limit: BASKET_LIMIT };
    },
  };
}
