import { type SQL, sql } from 'drizzle-orm';

/*
 * The cart's published face: what other features take out of a cart — a quotation request and an order their lines,
 * the basket the items a buyer moves into it. Only the cart feature writes `cart_items` (its repository, and these).
 * Each is the body of a common table expression composed into the caller's one statement.
 */

/** A buyer's cart items `itemIds`: their products and quantities (`product_id`, `quantity`). */
export const takeCartItems = (memberId: number, itemIds: SQL) =>
  sql`delete from cart_items ci using carts c
    where c.id = ci.cart_id and c.member_id = ${memberId} and ci.id = any(${itemIds})
    returning ci.product_id, ci.quantity`;

/** A buyer's cart lines of `productIds`, once `after` (the quotation, the order) has written a row. */
export const takeFromMemberCart = (memberId: number, productIds: SQL, after: SQL) =>
  sql`delete from cart_items where cart_id in (select id from carts where member_id = ${memberId})
    and product_id = any(${productIds}) and exists (select from ${after})`;

/** A visitor's cart lines of the products `present` lists (`product_id`), once `after` has written a row. */
export const takeFromGuestCart = (guestCartId: string, present: SQL, after: SQL) =>
  sql`delete from cart_items where cart_id = ${guestCartId}::uuid
    and product_id in (select product_id from ${present}) and exists (select from ${after})`;
