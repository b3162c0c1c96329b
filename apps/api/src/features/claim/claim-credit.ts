import { type Currency, creditToApply } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlRunner } from '../../db/sql.js';

/**
 * The claim feature's face: what an order's confirmation takes of the buyer's open credit notes. Call it inside the
 * confirming transaction with the order locked: the buyer's open notes in the order's currency (oldest first, locked)
 * are taken whole while they fit in the total, recorded against the order (`applied_order_id`), and the order's
 * `credit` and `total_amount` lowered in the same statement's transaction. Answers the order with its new total.
 */
export async function applyCreditNotes<
  Order extends { id: number; buyerId: number; currency: Currency; totalAmount: number },
>(tx: Db, order: Order): Promise<Order> {
  const { rows } = sqlRunner(tx);
  const open = await rows<{ id: number; amount: number }>(sql`select id, amount::float8 as amount from credit_notes
    where buyer_id = ${order.buyerId} and currency = ${order.currency} and applied_order_id is null
      and refund_reference is null
    order by id for update`);
  const { ids, amount } = creditToApply(order.totalAmount, open);
  if (amount === 0) return order;
  await tx.execute(sql`update credit_notes set applied_order_id = ${order.id}, applied_at = now()
    where id in (select value::int from json_array_elements_text(${JSON.stringify(ids)}::json))`);
  await tx.execute(sql`update orders set credit = credit + ${amount}, total_amount = total_amount - ${amount},
      updated_at = now()
    where id = ${order.id}`);
  return { ...order, totalAmount: order.totalAmount - amount };
}
