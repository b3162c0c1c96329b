// The bench database's order history at scale (`BENCH_ORDERS`): the demo orders copied, in SQL, until there are this
// many — spread over a thousand bench buyers and demo-usd, placed over the two years before the demo's own, each copy
// with its source's lines, payments and events, and its pay-by date (an unpaid copy is as due as its source) — made
// once and kept with the database.
import pg from 'pg';
import { ensureBuyers } from './buyers.js';

/** The buyers the copies are spread over (demo-usd among them: the bench's buyer sees a long history too). */
const BUYERS = 1_000;
/** Orders copied per statement: each batch commits, so a stopped build keeps what it made and goes on from there. */
const BATCH = 50_000;

/** Makes the database hold at least `count` orders; prints what it made and how long it took. */
export async function ensureOrders(databaseUrl: string, count: number): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const have = Number((await db.query('select count(*) from orders')).rows[0].count);
    if (have >= count) return;
    const started = performance.now();
    const buyers = [
      ...(await db.query<{ id: number }>(`select id from buyers where login_id = 'demo-usd'`)).rows.map((r) => r.id),
      ...(await ensureBuyers(db, BUYERS - 1)),
    ];
    // The sources: the demo's orders in US dollars (the bench buyers' currency), numbered 0… in turn.
    await db.query(`create temporary table source as
      select row_number() over (order by id) - 1 as k, o.* from orders o where o.currency = 'USD' and o.number not like 'B-%'`);
    const sources = Number((await db.query('select count(*) from source')).rows[0].count);
    if (sources === 0) throw new Error('The bench database has no demo orders to copy');
    for (let made = have; made < count; made += BATCH) {
      const size = Math.min(BATCH, count - made);
      await db.query('begin');
      await db.query(
        `create temporary table copied on commit drop as
         with made as (
           insert into orders (number, buyer_id, state, currency, total_amount, goods_amount, freight, insurance, duties,
             discount, credit, freight_to_be_quoted, ship_to, consignee, notify_party, contact, incoterm, named_place,
             shipping_method, requested_date, po_number, payment_method, memo, payment_terms, deposit_percent, pay_by,
             shipment, cancel_reason, placed_at, updated_at)
           select 'B-' || lpad(g::text, 8, '0'), ($3::int[])[1 + g % cardinality($3::int[])], s.state, s.currency,
             s.total_amount, s.goods_amount, s.freight, s.insurance, s.duties, s.discount, s.credit,
             s.freight_to_be_quoted, s.ship_to, s.consignee, s.notify_party, s.contact, s.incoterm, s.named_place,
             s.shipping_method, s.requested_date, s.po_number, s.payment_method, s.memo, s.payment_terms,
             s.deposit_percent, s.pay_by, s.shipment, s.cancel_reason, s.placed_at - t.back, s.updated_at - t.back
           from generate_series($1::int, $1::int + $2::int - 1) g
             join source s on s.k = g % ${sources}
             cross join lateral (select make_interval(mins => ((g::bigint * 7919) % (2 * 365 * 24 * 60))::int) as back) t
           returning id, number)
         select m.id, s.id as source from made m join source s on s.k = substr(m.number, 3)::int % ${sources}`,
        [made, size, buyers],
      );
      await db.query(`insert into order_lines (order_id, product_id, position, quantity, moq, unit_price, held_units)
        select c.id, l.product_id, l.position, l.quantity, l.moq, l.unit_price, 0
        from copied c join order_lines l on l.order_id = c.source`);
      await db.query(`insert into order_payments (order_id, kind, amount, reference, paid_on, operator_id, created_at)
        select c.id, p.kind, p.amount, p.reference, p.paid_on, p.operator_id, p.created_at
        from copied c join order_payments p on p.order_id = c.source`);
      await db.query(`insert into order_events (order_id, from_state, to_state, action, actor, operator_id, member_id,
          note, created_at)
        select c.id, e.from_state, e.to_state, e.action, e.actor, e.operator_id, null, e.note, e.created_at
        from copied c join order_events e on e.order_id = c.source`);
      await db.query('commit');
      process.stdout.write(`\rOrders: ${(made + size).toLocaleString('en')} of ${count.toLocaleString('en')}`);
    }
    await db.query('vacuum analyze orders, order_lines, order_payments, order_events');
    console.log(
      `\nGenerated ${(count - have).toLocaleString('en')} orders (copies of ${sources} demo orders, over ${buyers.length} ` +
        `buyers) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.end();
  }
}
