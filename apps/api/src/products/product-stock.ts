import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/*
 * The fulfilment centre's units of a product (`product_stock`; a product without a row is not held, and `products.held`
 * follows by trigger). This module is the only one that writes the table: operators set stock (the console's catalogue,
 * an import), an order takes what it holds and a cancelled order gives it back.
 */

/** Stock set (units) or taken away (null), a list in one statement. */
export async function setStock(db: Db, changes: { id: number; units: number | null }[]) {
  await db.execute(sql`with x as (select * from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as x(id int, units int)),
    gone as (delete from product_stock s using x where s.product_id = x.id and x.units is null)
    insert into product_stock (product_id, units) select id, units from x where units is not null
    on conflict (product_id) do update set units = excluded.units`);
}

/**
 * The units an order holds taken out of stock, as the body of a common table expression in the order's one statement:
 * `wanted` (id, units) of the products `heldIds`, once `after` (the order) has written a row.
 */
export const takeStock = (heldIds: SQL, wanted: SQL, after: SQL) =>
  sql`update product_stock s set units = s.units - w.units from ${wanted} w
    where s.product_id = any(${heldIds}) and s.product_id = w.id and exists (select from ${after})`;

/** The units `sums` (product_id, units) put back in stock, in one statement's last part; the products it changed. */
export const returnStock = (sums: SQL) =>
  sql`update product_stock s set units = s.units + r.units from ${sums} r where s.product_id = r.product_id
    returning s.product_id as "productId"`;
