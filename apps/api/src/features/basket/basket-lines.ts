import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlRunner } from '../../db/sql.js';

/*
 * The quotation basket's published face for what other features put in or take out: a reorder puts a past order's
 * lines back, a quotation request and an order take theirs out. Only the basket feature writes `basket_items` (its
 * repository, and these).
 */

/** The most products a basket holds: what one quotation request can carry. */
export const BASKET_MAX_ITEMS = 200;

/**
 * A buyer's basket lines of `productIds`, as the body of a common table expression composed into the caller's one
 * statement; `after` names the expression that must have written a row (the quotation, the order) for any to go.
 */
export const takeFromBasket = (memberId: number, productIds: SQL, after: SQL) =>
  sql`delete from basket_items where member_id = ${memberId} and product_id = any(${productIds})
    and exists (select from ${after})`;

/** Lines put in a buyer's basket, whether they fitted and how many products it holds after. */
export type PutOutcome = { fits: boolean; added: number; count: number; limit: number };

export function basketLines(db: Db) {
  const { one } = sqlRunner(db);
  return {
    /**
     * The lines into the buyer's basket in one statement, at their quantities (a product already there takes it), as
     * long as the basket stays within its limit; then the basket's count.
     */
    async put(memberId: number, lines: { productId: number; quantity: number }[]): Promise<PutOutcome> {
      const row = await one<Omit<PutOutcome, 'limit'>>(sql`with
          wanted as (select * from json_to_recordset(${JSON.stringify(lines)}::json) as w("productId" int, quantity int)),
          fits as (select (select count(*) from basket_items where member_id = ${memberId}
              and product_id not in (select "productId" from wanted)) + (select count(*) from wanted) <= ${BASKET_MAX_ITEMS}
            as fits),
          put as (insert into basket_items (member_id, product_id, quantity)
            select ${memberId}, w."productId", w.quantity from wanted w where (select fits from fits)
            on conflict (member_id, product_id) do update set quantity = excluded.quantity, added_at = now()
            returning product_id)
        select (select fits from fits) as fits, (select count(*)::int from put) as added,
          (select count(*)::int from basket_items where member_id = ${memberId}
            and product_id not in (select product_id from put)) + (select count(*)::int from put) as count`);
      return { ...row!, limit: BASKET_MAX_ITEMS };
    },
  };
}
