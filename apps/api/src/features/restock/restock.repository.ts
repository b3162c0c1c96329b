import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LocalizedText } from '../../db/schema.js';
import { sqlRunner } from '../../db/sql.js';
import { NOT_WITHDRAWN } from '../../products/product-card.js';

/**
 * Sold out, for a restock request: the operators took the product off sale (`exist` false), or the fulfilment centre
 * holds it and has less than one MOQ pack. It can be ordered again when neither holds and it is not withdrawn (nobody
 * is told of a product the storefront does not show).
 */
export const AVAILABLE = sql`(p.exist and ${NOT_WITHDRAWN}
  and coalesce((select s.units from product_stock s where s.product_id = p.id), p.moq) >= p.moq)`;

/** A waiting request of a product that can be ordered again: who to tell, in which language, about what. */
export type DueNotice = {
  id: number;
  productId: number;
  email: string;
  language: string;
  name: string;
  names: LocalizedText;
  sku: string;
};

export function restockRepository(db: Db) {
  const { rows } = sqlRunner(db);

  return {
    /**
     * Whether the product exists, whether it can be ordered now, and whether it is withdrawn (hidden, or of a hidden
     * brand); undefined when there is no such product.
     */
    async product(id: number) {
      const [row] = await rows<{ available: boolean; exist: boolean; withdrawn: boolean; sku: string }>(
        sql`select ${AVAILABLE} as available, p.exist, p.withdrawn, p.sku from products p where p.id = ${id}`,
      );
      return row;
    },

    /**
     * Records the request, once per product and person: a waiting one stays as it is (false), one already notified
     * waits again (the product sold out once more).
     */
    async ask(request: { productId: number; buyerId: number | null; email: string | null; language: string }) {
      const target =
        request.buyerId === null
          ? sql`(product_id, lower(email)) where buyer_id is null`
          : sql`(product_id, buyer_id) where buyer_id is not null`;
      const stored = await rows<{ id: number }>(sql`insert into restock_requests (product_id, buyer_id, email, language)
        values (${request.productId}, ${request.buyerId}, ${request.email}, ${request.language})
        on conflict ${target} do update set notified_at = null, created_at = now(), language = excluded.language
          where restock_requests.notified_at is not null
        returning id`);
      return stored.length > 0;
    },

    /**
     * The waiting requests of `productIds` whose product can be ordered again, locked and marked notified in the
     * caller's transaction (another process's rows are skipped: each request is told once). A withdrawn or suspended
     * buyer is not written to.
     */
    async takeDue(productIds: readonly number[]): Promise<DueNotice[]> {
      return rows<DueNotice>(sql`with due as (select r.id from restock_requests r join products p on p.id = r.product_id
            where r.product_id in (select value::int from json_array_elements_text(${JSON.stringify(productIds)}::json))
              and r.notified_at is null and ${AVAILABLE}
            for update of r skip locked),
          marked as (update restock_requests r set notified_at = now() from due where r.id = due.id
            returning r.id, r.product_id, r.buyer_id, r.email, r.language)
        select m.id, m.product_id as "productId", coalesce(m.email, b.rep_contact_email) as email, m.language,
          coalesce(b.rep_contact_name, '') as name, p.names, p.sku
        from marked m join products p on p.id = m.product_id left join buyers b on b.id = m.buyer_id
        where m.buyer_id is null or b.status = 'active'`);
    },
  };
}
