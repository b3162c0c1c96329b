import { type ConsoleOrderDetail, notFound, type OrderState, type WebhookEvent } from '@hive/domain';
import type { Db } from '../../db/client.js';
import { recordEvent } from '../../webhooks/webhook-events.js';
import { presentConsoleDetail } from './order.presenter.js';
import { orderRepository } from './order.repository.js';
import { consoleBuyerRepository } from './order-buyer.repository.js';

/** The webhook event of an order reaching each state (none for PREPARING). */
const EVENT_OF: Partial<Record<OrderState, WebhookEvent>> = {
  PENDING_APPROVAL: 'order.pending_approval',
  PLACED: 'order.placed',
  CONFIRMED: 'order.confirmed',
  PAID: 'order.paid',
  SHIPPED: 'order.shipped',
  DELIVERED: 'order.delivered',
  CANCELLED: 'order.cancelled',
};

/** The order as the console's detail shows it, read with `db` (the changing transaction's, for an event). */
export async function consoleOrderDetail(db: Db, id: number, locale: string): Promise<ConsoleOrderDetail> {
  const row = await orderRepository(db).detail(id);
  if (!row) throw notFound('Order');
  const buyer = await consoleBuyerRepository(db).profile(row.buyerId);
  if (!buyer) throw notFound('Buyer');
  return presentConsoleDetail(row, buyer, locale);
}

/** The webhook event of order `id` having moved to `state`, in the transaction that moved it, after the move. */
export async function recordOrderEvent(tx: Db, state: OrderState, id: number): Promise<void> {
  const type = EVENT_OF[state];
  if (type) await recordEvent(tx, type, `order:${id}`, () => consoleOrderDetail(tx, id, 'en'));
}
