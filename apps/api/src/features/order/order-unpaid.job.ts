import { marketplaceDate, nextOrderState, type OrderState } from '@hive/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { inBatches, repeatEvery } from '../../lib/jobs.js';
import type { Mailer } from '../../mail/mail.service.js';
import { orderRepository } from './order.repository.js';
import { recordOrderEvent } from './order-events.js';
import { orderNotices } from './order-notice.js';

/**
 * The unpaid-order job (PRODUCT.md: orders not paid within the operators' limit are cancelled and their stock
 * released): every minute, in every API process, orders still PLACED or CONFIRMED past their pay-by date are cancelled
 * by the system, their held units go back and the buyer is told. Rows another process holds are skipped.
 */
export function unpaidOrders({
  db,
  mailer,
  publicUrl,
  log,
  stockReturned,
}: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log?: FastifyBaseLogger;
  /** Told which products' stock went back (the restock feature's `notifyRestocked`, composed in `app.ts`). */
  stockReturned?: (tx: Db, productIds: readonly number[]) => Promise<unknown>;
}) {
  const notices = orderNotices({ mailer, publicUrl });

  /** Cancels what is due now, in batches; returns how many. */
  async function expireDue(batch = 100): Promise<number> {
    const total = await inBatches(batch, (limit) =>
      transaction(db, async (tx) => {
        const repository = orderRepository(tx);
        const due = await repository.overdue(limit);
        const moved = new Map<number, OrderState>();
        for (const order of due) {
          const to = nextOrderState({ state: order.state, balanceDue: false, toBeQuoted: false }, 'expire', 'system');
          const reason = `Not paid by ${marketplaceDate(new Date(order.payBy))}`;
          await repository.move({
            id: order.id,
            from: order.state,
            to,
            action: 'expire',
            actor: 'system',
            note: reason,
            cancelReason: reason,
          });
          moved.set(order.id, to);
        }
        if (due.length > 0) {
          const returned = await repository.releaseStock(due.map((order) => order.id));
          await stockReturned?.(tx, returned);
        }
        for (const order of due) {
          await notices.send(tx, order.id, 'orderExpired', () => ({ payBy: marketplaceDate(new Date(order.payBy)) }));
          await recordOrderEvent(tx, moved.get(order.id)!, order.id);
        }
        return due.length;
      }),
    );
    if (total > 0) void mailer.flush();
    return total;
  }

  return {
    expireDue,

    /** Runs the job every `intervalMs`; returns a stop function (the app calls it on close). */
    start: (intervalMs = 60_000) =>
      repeatEvery('unpaid-orders', intervalMs, expireDue, (error) =>
        log?.error({ err: error }, 'unpaid order job failed'),
      ),
  };
}
