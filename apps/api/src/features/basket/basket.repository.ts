import { type Currency, MAX_PACKS, type Pricing } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idList, sqlRunner } from '../../db/sql.js';
import { type ProductRow, productColumns } from '../../products/product-card.js';
import { takeCartItems } from '../cart/cart-lines.js';

export type BasketRow = ProductRow & {
  itemId: number;
  quantity: number;
  supply: number;
  retail: number;
  inCart: boolean;
};

/** A product that cannot go into the basket, as a refusal names it. */
export type RefusedProduct = { sku: string; exist: boolean; withdrawn: boolean };

export type MoveOutcome = { moved: number; merged: number; size: number; withdrawn: RefusedProduct[] };

export type AddOutcome = {
  wanted: number;
  known: number;
  added: number;
  present: number;
  fits: boolean;
  withdrawn: RefusedProduct[];
};

/** The draft quotation basket: every statement names the buyer, so no buyer reaches another's items. */
export function basketRepository(db: Db) {
  const { rows } = sqlRunner(db, 'basket');

  return {
    async count(memberId: number): Promise<number> {
      const [row] = await rows<{ count: number }>(
        sql`select count(*)::int as count from basket_items where member_id = ${memberId}`,
      );
      return row?.count ?? 0;
    },

    /** The buyer's items with their products priced for the buyer, newest first; only `productIds` when given. */
    items(memberId: number, pricing: Pricing, productIds?: number[]): Promise<BasketRow[]> {
      return rows<BasketRow>(sql`select ${productColumns(pricing)}, bi.id as "itemId", bi.quantity,
          exists (select 1 from cart_items ci join carts c on c.id = ci.cart_id
            where c.member_id = bi.member_id and ci.product_id = bi.product_id) as "inCart"
        from basket_items bi join products p on p.id = bi.product_id join brands pb on pb.id = p.brand_id
        where bi.member_id = ${memberId}
          ${productIds ? sql`and bi.product_id = any(${idList(productIds)})` : sql``}
        order by bi.added_at desc, bi.id desc`);
    },

    /**
     * Puts products in the basket at one MOQ pack, in one statement: nothing is stored unless every product exists and
     * is not withdrawn, and the basket stays within `limit` items. Products already in it are left as they are.
     */
    async add(memberId: number, productIds: number[], limit: number): Promise<AddOutcome> {
      // Each product wanted, whether it exists and whether it is in the basket already, read once.
      const [row] = await rows<AddOutcome>(sql`with wanted as (
            select p.id, p.sku, p.exist, p.withdrawn, bi.product_id is not null as present
            from (select distinct unnest(${idList(productIds)}) as id) w
              left join products p on p.id = w.id
              left join basket_items bi on bi.member_id = ${memberId} and bi.product_id = w.id),
          facts as (select count(*)::int as wanted, count(id)::int as known,
              count(*) filter (where present)::int as present,
              coalesce(json_agg(json_build_object('sku', sku, 'exist', exist, 'withdrawn', true))
                filter (where withdrawn), '[]') as withdrawn
            from wanted),
          fits as (select f.known = f.wanted
              and (select count(*) from basket_items where member_id = ${memberId}) + f.known - f.present <= ${limit} as fits
            from facts f),
          inserted as (insert into basket_items (member_id, product_id, quantity)
            select ${memberId}, w.id, 1 from wanted w where w.id is not null and not w.present and (select fits from fits)
              and not exists (select from wanted where withdrawn)
            on conflict (member_id, product_id) do nothing returning product_id)
        select f.wanted, f.known, (select count(*)::int from inserted) as added, f.present, (select fits from fits) as fits,
          f.withdrawn
        from facts f`);
      return row as AddOutcome;
    },

    /**
     * Moves the buyer's cart items `itemIds` into the basket in one statement: they are deleted from the cart (row
     * locks: a second move of the same items, at once or later, finds none), a product already in the basket takes
     * both quantities, at most `MAX_PACKS`. Returns what moved, how many joined a product already there, the
     * basket's size after and the withdrawn products among them — the caller refuses (and rolls back) a basket over its
     * limit or a withdrawn product.
     */
    async moveFromCart(memberId: number, itemIds: number[]): Promise<MoveOutcome> {
      const [row] = await rows<MoveOutcome>(sql`with
          taken as (${takeCartItems(memberId, idList(itemIds))}),
          present as (select product_id from basket_items
            where member_id = ${memberId} and product_id in (select product_id from taken)),
          merged as (insert into basket_items (member_id, product_id, quantity)
            select ${memberId}, product_id, quantity from taken
            on conflict (member_id, product_id) do update
              set quantity = least(${MAX_PACKS}, basket_items.quantity + excluded.quantity)
            returning product_id)
        select (select count(*)::int from merged) as moved, (select count(*)::int from present) as merged,
          ((select count(*) from basket_items where member_id = ${memberId})
            + (select count(*) from taken) - (select count(*) from present))::int as size,
          (select coalesce(json_agg(json_build_object('sku', p.sku, 'exist', p.exist, 'withdrawn', true)), '[]')
            from taken t join products p on p.id = t.product_id where p.withdrawn) as withdrawn`);
      return row as MoveOutcome;
    },

    async setQuantity(memberId: number, productId: number, quantity: number): Promise<boolean> {
      const updated = await rows<{ id: number }>(sql`update basket_items set quantity = ${quantity}
        where member_id = ${memberId} and product_id = ${productId} returning id`);
      return updated.length > 0;
    },

    async remove(memberId: number, productIds: number[]): Promise<number> {
      const removed = await rows<{ id: number }>(sql`delete from basket_items
        where member_id = ${memberId} and product_id = any(${idList(productIds)}) returning id`);
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
