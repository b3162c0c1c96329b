import type { Currency, Pricing } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlRunner } from '../../db/sql.js';
import { type ProductRow, productColumns } from '../catalog/product-card.js';

export type BasketRow = ProductRow & { itemId: number; quantity: number; supply: number; retail: number };

export type AddOutcome = { wanted: number; known: number; added: number; present: number; fits: boolean };

/** The draft quotation basket: every statement names the buyer, so no buyer reaches another's items. */
export function basketRepository(db: Db) {
  const { rows } = sqlRunner(db, 'basket');

  return {
    async count(buyerId: number): Promise<number> {
      const [row] = await rows<{ count: number }>(
        sql`select count(*)::int as count from basket_items where buyer_id = ${buyerId}`,
      );
      return row?.count ?? 0;
    },

    /** The buyer's items with their products priced for the buyer, newest first; only `productIds` when given. */
    items(buyerId: number, pricing: Pricing, productIds?: number[]): Promise<BasketRow[]> {
      return rows<BasketRow>(sql`select ${productColumns(pricing)}, bi.id as "itemId", bi.quantity
        from basket_items bi join products p on p.id = bi.product_id join brands pb on pb.id = p.brand_id
        where bi.buyer_id = ${buyerId}
          ${productIds ? sql`and bi.product_id = any(${sql.param(productIds)}::int[])` : sql``}
        order by bi.added_at desc, bi.id desc`);
    },

    /**
     * Puts products in the basket at one MOQ pack, in one statement: nothing is stored unless every product exists and
     * the basket stays within `limit` items. Products already in it are left as they are.
     */
    async add(buyerId: number, productIds: number[], limit: number): Promise<AddOutcome> {
      const [row] =
        await rows<AddOutcome>(sql`with wanted as (select distinct unnest(${sql.param(productIds)}::int[]) as id),
          known as (select p.id from products p where p.id in (select id from wanted)),
          present as (select product_id from basket_items where buyer_id = ${buyerId} and product_id in (select id from known)),
          fits as (select (select count(*) from known) = (select count(*) from wanted)
            and (select count(*) from basket_items where buyer_id = ${buyerId})
              + (select count(*) from known) - (select count(*) from present) <= ${limit} as fits),
          inserted as (insert into basket_items (buyer_id, product_id, quantity)
            select ${buyerId}, k.id, 1 from known k
            where (select fits from fits) and k.id not in (select product_id from present)
            on conflict (buyer_id, product_id) do nothing returning product_id)
        select (select count(*)::int from wanted) as wanted, (select count(*)::int from known) as known,
          (select count(*)::int from inserted) as added, (select count(*)::int from present) as present,
          (select fits from fits) as fits`);
      return row as AddOutcome;
    },

    async setQuantity(buyerId: number, productId: number, quantity: number): Promise<boolean> {
      const updated = await rows<{ id: number }>(sql`update basket_items set quantity = ${quantity}
        where buyer_id = ${buyerId} and product_id = ${productId} returning id`);
      return updated.length > 0;
    },

    async remove(buyerId: number, productIds: number[]): Promise<number> {
      const removed = await rows<{ id: number }>(sql`delete from basket_items
        where buyer_id = ${buyerId} and product_id = any(${sql.param(productIds)}::int[]) returning id`);
      return removed.length;
    },

    /** The operators' minimum order amount in a currency, in minor units; null when the settings row is missing. */
    async minimum(currency: Currency): Promise<number | null> {
      const column = currency === 'USD' ? sql`min_order_usd` : sql`min_order_krw`;
      const [row] = await rows<{ amount: number }>(sql`select ${column} as amount from settings where id = 1`);
      return row?.amount ?? null;
    },
  };
}

export type BasketRepository = ReturnType<typeof basketRepository>;
