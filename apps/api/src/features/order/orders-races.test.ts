import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { orderFixtures } from '../../../test/orders.js';
import { quotationFixtures } from '../../../test/quotations.js';
import { requests } from '../../../test/requests.js';

/**
 * Orders raced for real — concurrent requests on the real app and database, with Promise.all: one key, one
 * order; stock for ten, ten orders; one offer, one order; two confirmations, one change.
 */
let ctx: TestContext;
let r: ReturnType<typeof requests>;
let f: ReturnType<typeof orderFixtures>;
/** USD buyers with an address each (the demo's own and the seeded companies), signed in. */
let buyers: { id: number; token: string; address: number }[];

beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
  f = orderFixtures(ctx, r);
  const logins = ['demo-usd', 'trade-bangkok', 'trade-jakarta', 'trade-manila', 'trade-dubai'];
  buyers = await Promise.all(
    logins.map(async (login) => {
      const { id } = await f.buyer(login);
      return { id, token: await r.signIn(login), address: await f.addressOf(id) };
    }),
  );
});

describe('placing at once', () => {
  it('makes one order of fifty identical placings with one key, and answers all fifty with the same bytes', async () => {
    const [a] = await f.products(1);
    const [buyer] = buyers;
    const body = f.form([{ productId: a!.id, qty: f.packsOver(a!) }], buyer!.address);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => f.place(buyer!.token, body, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await f.scalar<number>('select count(*)::int from orders where idempotency_key = $1', [key])).toBe(1);
    const id = answers[0]!.json().payload.order.id;
    expect(await f.scalar<number>('select count(*)::int from order_documents where order_id = $1', [id])).toBe(1);
    expect(
      await f.scalar<number>(
        `select count(*)::int from outbox o join outbox_attachments a on a.outbox_id = o.id
         join order_documents d on d.id = a.document_id where d.order_id = $1`,
        [id],
      ),
    ).toBe(1);
  });

  it('places exactly ten of a hundred orders on a product with stock for ten; the others are told it is out', async () => {
    const [held] = await f.products(1, { held: true });
    const [filler] = await f.products(1);
    await f.setStock([held!.id], 10 * held!.moq);
    const fillerLines = () =>
      f.scalar<number>('select count(*)::int from order_lines where product_id = $1', [filler!.id]);
    const fillerBefore = await fillerLines();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, n) => {
        const buyer = buyers[n % buyers.length]!;
        const body = f.form(
          [
            { productId: filler!.id, qty: f.packsOver(filler!) },
            { productId: held!.id, qty: 1 },
          ],
          buyer.address,
        );
        return f.place(buyer.token, body, randomUUID());
      }),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(90);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json()).toMatchObject({ code: 'OUT_OF_STOCK', error: expect.stringContaining(held!.sku) });
    expect(await f.stockOf(held!.id)).toBe(0);
    expect(
      await f.scalar<number>('select sum(held_units)::int from order_lines where product_id = $1', [held!.id]),
    ).toBe(10 * held!.moq);
    // Nothing of a refused order stays: only the ten placed ones have their lines.
    expect(await fillerLines()).toBe(fillerBefore + 10);
  });

  it('takes two held products in either order without a deadlock, and names the one that ran out', async () => {
    const [a, b] = await f.products(2, { held: true });
    const [filler] = await f.products(1);
    // Stock for forty orders of a, and for thirty of b: of sixty placings, thirty are placed and the rest run out of b.
    await f.setStock([a!.id], 40 * a!.moq);
    await f.setStock([b!.id], 30 * b!.moq);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) => {
        const buyer = buyers[n % buyers.length]!;
        const held = [
          { productId: a!.id, qty: 1 },
          { productId: b!.id, qty: 1 },
        ];
        // Half of them list b first: each locks the stock in product-id order whatever the order of its lines.
        const lines = [{ productId: filler!.id, qty: f.packsOver(filler!) }, ...(n % 2 ? held.reverse() : held)];
        return f.place(buyer.token, f.form(lines, buyer.address), randomUUID());
      }),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 409)).toHaveLength(30);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      const { code, error } = refused.json();
      expect(code).toBe('OUT_OF_STOCK');
      expect(error).toContain(b!.sku);
      expect(error).not.toContain(a!.sku);
    }
    expect(await f.stockOf(a!.id)).toBe(10 * a!.moq);
    expect(await f.stockOf(b!.id)).toBe(0);
    expect(await f.scalar<number>('select sum(held_units)::int from order_lines where product_id = $1', [a!.id])).toBe(
      30 * a!.moq,
    );
  });

  it('waits for a suspension in flight, then places nothing and takes no stock', async () => {
    const [held] = await f.products(1, { held: true, stock: 1_000 });
    const [filler] = await f.products(1);
    const buyer = buyers[4]!;
    const body = f.form(
      [
        { productId: filler!.id, qty: f.packsOver(filler!) },
        { productId: held!.id, qty: 1 },
      ],
      buyer.address,
    );
    const ordersOf = () => f.scalar<number>('select count(*)::int from orders where buyer_id = $1', [buyer.id]);
    const before = await ordersOf();
    // An operator's suspension, not yet committed: the placing reads the buyer as active, then its write waits.
    const operator = await ctx.database.pool.connect();
    try {
      await operator.query('begin');
      await operator.query(`update buyers set status = 'suspended' where id = $1`, [buyer.id]);
      const placing = f.place(buyer.token, body, randomUUID());
      let waiting = 0;
      for (let polls = 0; polls < 100 && waiting === 0; polls += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        waiting = await f.scalar<number>(
          `select count(*)::int from pg_stat_activity where wait_event_type = 'Lock' and query like '%blk as%'`,
        );
      }
      expect(waiting).toBe(1);
      await operator.query('commit');
      const answer = await placing;
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'FORBIDDEN' });
    } finally {
      operator.release();
      await f.query(`update buyers set status = 'active' where id = $1`, [buyer.id]);
    }
    expect(await ordersOf()).toBe(before);
    expect(await f.stockOf(held!.id)).toBe(1_000);
  });

  it('makes one order of twenty placings on one accepted offer; the others find it ordered', async () => {
    const q = quotationFixtures(ctx, r);
    const admin = await r.operator('admin');
    const [buyer] = buyers;
    const { id } = await q.requestAs('demo-usd', 2);
    await q.sendOffer(admin, id);
    expect(
      (await r.call('POST', `/client/api/v1/quotations/${id}/accept`, { token: buyer!.token, body: { version: 1 } }))
        .statusCode,
    ).toBe(200);
    const offer = (await r.call('GET', `/client/api/v1/quotations/${id}`, { token: buyer!.token })).json().payload
      .offers[0];
    const products = offer.lines.map((line: { productId: number; quantity: number }) => ({
      productId: line.productId,
      qty: line.quantity,
    }));
    const body = f.form(products, buyer!.address, { quotationId: id });
    const answers = await Promise.all(Array.from({ length: 20 }, () => f.place(buyer!.token, body, randomUUID())));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json().code).toBe('QUOTATION_STATE');
    expect(await f.scalar<number>('select count(*)::int from orders where quotation_id = $1', [id])).toBe(1);
    expect(await q.state(id)).toBe('ORDERED');
    expect((await q.events(id)).filter((event) => event.action === 'order')).toHaveLength(1);
  });
});

describe('acting at once', () => {
  async function placed() {
    const [a] = await f.products(1);
    const buyer = buyers[0]!;
    const response = await f.place(buyer.token, f.form([{ productId: a!.id, qty: f.packsOver(a!) }], buyer.address));
    return { id: response.json().payload.order.id as number, buyer };
  }

  it('confirms once of two concurrent confirmations: one proforma invoice, one event, one mail', async () => {
    const { id } = await placed();
    const [admin, staff] = await Promise.all([r.operator('admin'), r.operator('staff')]);
    const answers = await Promise.all(
      [admin, staff].map((operator) =>
        r.call('POST', `/console/api/orders/${id}/confirm`, { operator, body: { terms: { kind: 'ADVANCE' } } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('ORDER_STATE');
    expect(
      await f.scalar<number>(`select count(*)::int from order_events where order_id = $1 and action = 'confirm'`, [id]),
    ).toBe(1);
    expect(
      await f.scalar<number>(`select count(*)::int from order_documents where order_id = $1 and type = 'pi'`, [id]),
    ).toBe(1);
    expect(
      await f.scalar<number>(`select count(*)::int from audit_log where target_type = 'order' and target_id = $1`, [
        String(id),
      ]),
    ).toBe(1);
  });

  it("lets either the buyer's cancellation or the confirmation win, never both", async () => {
    const { id, buyer } = await placed();
    const admin = await r.operator('admin');
    const answers = await Promise.all([
      r.call('POST', `/client/api/v1/orders/${id}/cancel`, { token: buyer.token, body: {} }),
      r.call('POST', `/console/api/orders/${id}/confirm`, { operator: admin, body: { terms: { kind: 'ADVANCE' } } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const events = await f.query<{ action: string }>(
      'select action from order_events where order_id = $1 order by id',
      [id],
    );
    expect(events).toHaveLength(2);
  });
});

describe("the console's counts by state", () => {
  it('stay every order in its state, after orders placed, cancelled and confirmed at once', async () => {
    const admin = await r.operator('admin');
    const [a] = await f.products(1);
    const placings = buyers.flatMap((buyer) =>
      Array.from({ length: 4 }, () =>
        f.place(buyer.token, f.form([{ productId: a!.id, qty: f.packsOver(a!) }], buyer.address)),
      ),
    );
    const placed = (await Promise.all(placings)).map((answer) => answer.json().payload.order.id as number);
    // Half cancelled by the operators and the others confirmed, all at once.
    const answers = await Promise.all(
      placed.map((id, i) =>
        r.call('POST', `/console/api/orders/${id}/${i % 2 ? 'cancel' : 'confirm'}`, {
          operator: admin,
          body: i % 2 ? { reason: 'Out of season' } : { terms: { kind: 'ADVANCE' } },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(placed.map(() => 200));
    const counted = await f.query<{ state: string; count: number }>(
      'select state, count(*)::int as count from orders group by state order by state',
    );
    const shown = (await r.call('GET', '/console/api/orders/counts', { operator: admin })).json().payload.states;
    expect(shown).toEqual(counted);
    expect(counted.find((row) => row.state === 'CANCELLED')?.count).toBeGreaterThanOrEqual(placed.length / 2);
  });
});
