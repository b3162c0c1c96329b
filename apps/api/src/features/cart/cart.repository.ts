import { type CartEditBody, type CartLine, MAX_PACKS, type Pricing } from '@hive/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idList, sqlRunner } from '../../db/sql.js';
import { type ProductRow, productColumns } from '../../products/product-card.js';

/**
 * Whose cart: a buyer's, by the buyer, or a visitor's, by the anonymous id in their cookie — which must name a cart
 * that belongs to no buyer. Every query below reaches items only through this, so nobody touches another's items.
 */
export type CartOwner = { memberId: number } | { guestCartId: string };

export type CartItemRow = ProductRow & { itemId: number; quantity: number; checked: boolean; inBasket: boolean | null };

const ownerCart = (owner: CartOwner): SQL =>
  'memberId' in owner
    ? sql`select c.id from carts c where c.member_id = ${owner.memberId}`
    : sql`select c.id from carts c where c.id = ${owner.guestCartId}::uuid and c.member_id is null`;

export function cartRepository(db: Db) {
  // A visitor's cart is asked for with every page: named statements, prepared once per connection.
  const { rows } = sqlRunner(db, 'cart');

  /** The buyer's cart, made on first use. */
  async function memberCart(memberId: number): Promise<string> {
    const [row] = await rows<{ id: string }>(sql`insert into carts (member_id) values (${memberId})
      on conflict (member_id) do update set updated_at = now() returning id`);
    return (row as { id: string }).id;
  }

  return {
    memberCart,

    /** Whether a visitor's cart id names a visitor's cart (an unknown id, or a buyer's cart's, does not). */
    async guestCartExists(id: string): Promise<boolean> {
      const [row] = await rows<{ id: string }>(sql`select id from carts where id = ${id}::uuid and member_id is null`);
      return row !== undefined;
    },

    /** Visitors' carts unchanged for `days`: their cookie has expired, nobody can reach them. Returns how many went. */
    async deleteAbandonedGuestCarts(days: number): Promise<number> {
      const gone = await rows<{ id: string }>(sql`delete from carts
        where member_id is null and updated_at < now() - make_interval(days => ${days}) returning id`);
      return gone.length;
    },

    /** A new visitor's cart: its id is a random UUID made by PostgreSQL, the only key to it. */
    async createGuestCart(): Promise<string> {
      const [row] = await rows<{ id: string }>(sql`insert into carts default values returning id`);
      return (row as { id: string }).id;
    },

    async count(owner: CartOwner): Promise<number> {
      const [row] = await rows<{ count: number }>(
        sql`select count(*)::int as count from cart_items where cart_id in (${ownerCart(owner)})`,
      );
      return row?.count ?? 0;
    },

    /** The items, newest first, with product cards; price columns only when `pricing` is given (a buyer's). */
    list: (owner: CartOwner, pricing?: Pricing) =>
      rows<CartItemRow>(sql`select ci.id as "itemId", ci.quantity, ci.checked, ${productColumns(pricing)},
          ${
            'memberId' in owner
              ? sql`exists (select 1 from basket_items bi where bi.member_id = ${owner.memberId} and bi.product_id = p.id)`
              : sql`null::boolean`
          } as "inBasket"
        from cart_items ci join products p on p.id = ci.product_id join brands pb on pb.id = p.brand_id
        where ci.cart_id in (${ownerCart(owner)})
        order by ci.added_at desc, ci.id desc`),

    /** Which of `productIds` are in the cart, in the order asked. */
    async productsInCart(owner: CartOwner, productIds: number[]): Promise<number[]> {
      const found = await rows<{ productId: number }>(sql`select product_id as "productId" from cart_items
        where cart_id in (${ownerCart(owner)}) and product_id = any(${idList(productIds)})`);
      const inCart = new Set(found.map((row) => row.productId));
      return productIds.filter((id) => inCart.has(id));
    },

    /** Of `productIds`, the ones that exist, with what says whether they may be added. */
    products: (productIds: number[]) =>
      rows<{ id: number; sku: string; exist: boolean; withdrawn: boolean }>(
        sql`select id, sku, exist, withdrawn from products where id = any(${idList(productIds)})`,
      ),

    /**
     * Adds the lines to cart `cartId`; a product already there takes the new quantity and is checked again. Returns
     * how many were new and how many updated, and the cart's size after.
     */
    async add(cartId: string, lines: CartLine[]) {
      const [row] = await rows<{ added: number; updated: number; count: number }>(sql`with
          -- When the cart was last used: what a clean-up of abandoned visitor carts would go by.
          used as (update carts set updated_at = now() where id = ${cartId}::uuid),
          input as (select * from json_to_recordset(${JSON.stringify(lines)}::json) as l("productId" int, quantity int)),
          before as (select product_id from cart_items where cart_id = ${cartId}::uuid),
          upsert as (insert into cart_items (cart_id, product_id, quantity, checked)
            select ${cartId}::uuid, i."productId", i.quantity, true from input i
            on conflict (cart_id, product_id) do update set quantity = excluded.quantity, checked = true
            returning product_id)
        select (select count(*)::int from upsert where product_id not in (select product_id from before)) as added,
          (select count(*)::int from upsert where product_id in (select product_id from before)) as updated,
          (select count(*)::int from (select product_id from before union select product_id from upsert) x) as count`);
      return row as { added: number; updated: number; count: number };
    },

    /** Applies `checkAll`, then each item's changes; returns the ids of the owner's items that were changed. */
    async edit(owner: CartOwner, { items, checkAll }: CartEditBody): Promise<{ all: number; itemIds: number[] }> {
      let all = 0;
      if (checkAll !== undefined) {
        const changed = await rows<{ id: number }>(sql`update cart_items set checked = ${checkAll}
          where cart_id in (${ownerCart(owner)}) returning id`);
        all = changed.length;
      }
      if (!items) return { all, itemIds: [] };
      const changed = await rows<{ id: number }>(sql`update cart_items ci
        set quantity = coalesce(i.quantity, ci.quantity), checked = coalesce(i.checked, ci.checked)
        from json_to_recordset(${JSON.stringify(items)}::json) as i(id int, quantity int, checked boolean)
        where ci.id = i.id and ci.cart_id in (${ownerCart(owner)})
        returning ci.id`);
      return { all, itemIds: changed.map((row) => row.id) };
    },

    /** Deletes the owner's items among `itemIds`; others' ids are simply not found. */
    async delete(owner: CartOwner, itemIds: number[]): Promise<number> {
      const deleted = await rows<{ id: number }>(sql`delete from cart_items
        where cart_id in (${ownerCart(owner)}) and id = any(${idList(itemIds)}) returning id`);
      return deleted.length;
    },

    /**
     * Moves a visitor's items into a buyer's cart and deletes the visitor's cart. The same product: quantities add up,
     * capped at the maximum, and it stays checked if either was. Locks the visitor's cart first, so two sign-ins with
     * the same cookie move the items once. Returns how many items moved.
     */
    async merge(guestCartId: string, memberId: number): Promise<number> {
      const [guest] = await rows<{ id: string }>(
        sql`select id from carts where id = ${guestCartId}::uuid and member_id is null for update`,
      );
      if (!guest) return 0;
      const [items] = await rows<{ count: number }>(
        sql`select count(*)::int as count from cart_items where cart_id = ${guestCartId}::uuid`,
      );
      if (items?.count) {
        const target = await memberCart(memberId);
        await db.execute(sql`insert into cart_items (cart_id, product_id, quantity, checked, added_at)
          select ${target}::uuid, product_id, quantity, checked, added_at from cart_items where cart_id = ${guestCartId}::uuid
          on conflict (cart_id, product_id) do update
            set quantity = least(${MAX_PACKS}, cart_items.quantity + excluded.quantity),
              checked = cart_items.checked or excluded.checked`);
      }
      await db.execute(sql`delete from carts where id = ${guestCartId}::uuid and member_id is null`);
      return items?.count ?? 0;
    },
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
