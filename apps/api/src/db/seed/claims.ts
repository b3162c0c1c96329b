import { sql } from 'drizzle-orm';
import type { OrderSnapshot } from '../../documents/order-snapshot.js';
import type { Db } from '../client.js';

/**
 * A resolved claim in the demo: on demo-usd's latest order delivered before the window (seven days) closed, two days
 * after delivery, damaged units of its first line, resolved with a credit note two days later — its PDF a `cn`
 * document drawn from the order's purchase order snapshot, refunded by transfer (so no demo order takes it).
 */
export async function seedClaims(db: Db): Promise<void> {
  const [order] = (
    await db.execute<{ id: number; buyerId: number; currency: 'USD' | 'KRW'; deliveredAt: Date; po: OrderSnapshot }>(
      sql`select o.id, o.buyer_id as "buyerId", o.currency, e.created_at as "deliveredAt", d.snapshot as po
        from orders o join buyers b on b.id = o.buyer_id
          join order_events e on e.order_id = o.id and e.to_state = 'DELIVERED'
          join order_documents d on d.order_id = o.id and d.type = 'po'
        where b.login_id = 'demo-usd' and o.state = 'DELIVERED' and e.created_at < now() - interval '7 days'
        order by e.created_at desc limit 1`,
    )
  ).rows;
  if (!order) return;
  const line = order.po.lines[0]!;
  const units = Math.min(line.units, 6);
  const value = line.unitPrice * units;
  const amount = Math.max(1, Math.round(value / 2));
  const day = (days: number) => new Date(new Date(order.deliveredAt).getTime() + days * 86_400_000);
  const [claim] = (
    await db.execute<{ id: number }>(sql`insert into claims (order_id, buyer_id, kind, note, state, outcome, amount,
        reason, resolved_at, resolved_by, created_at)
      select ${order.id}, ${order.buyerId}, 'DAMAGED', 'Two cartons arrived crushed; several bottles leaked.',
        'RESOLVED', 'CREDIT_NOTE', ${amount}, 'Transit damage confirmed by the photos: half the value credited.',
        ${day(4)}, (select id from operators where login_id = 'admin'), ${day(2)}
      returning id`)
  ).rows;
  await db.execute(sql`insert into claim_lines (claim_id, product_id, quantity)
    select ${claim!.id}, product_id, ${units} from order_lines where order_id = ${order.id} order by position limit 1`);
  const [note] = (
    await db.execute<{ id: number; number: string }>(sql`select id::int, 'CN-'
        || to_char(${day(4)}::timestamptz at time zone 'Asia/Seoul', 'YYYY') || '-' || lpad(id::text, 6, '0') as number
      from (select nextval(pg_get_serial_sequence('credit_notes', 'id')) as id) n`)
  ).rows;
  const issuedOn = day(4).toISOString().slice(0, 10);
  const cnLine = { ...line, position: 0, moq: 1, quantity: units, units, amount: value };
  const snapshot = {
    ...order.po,
    type: 'cn',
    version: 1,
    issuedOn,
    lines: [cnLine],
    totals: { sku: 1, units, amount: value },
    creditNote: {
      number: note!.number,
      claimId: claim!.id,
      kind: 'DAMAGED',
      reason: 'Transit damage confirmed by the photos: half the value credited.',
      amount,
    },
  };
  const [document] = (
    await db.execute<{ id: number }>(sql`insert into order_documents (order_id, type, version, snapshot, issued_at)
      values (${order.id}, 'cn', 1, ${JSON.stringify(snapshot)}::jsonb, ${day(4)}) returning id`)
  ).rows;
  await db.execute(sql`insert into credit_notes (id, claim_id, number, buyer_id, currency, amount, document_id,
      refund_reference, refunded_on, refunded_by, created_at)
    values (${note!.id}, ${claim!.id}, ${note!.number}, ${order.buyerId}, ${order.currency}, ${amount},
      ${document!.id}, 'TT-REFUND-0412', ${day(6).toISOString().slice(0, 10)},
      (select id from operators where login_id = 'admin'), ${day(4)})`);
}
