import { DASHBOARD_WEEKS, ORDER_STATES } from '@hive/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { orderFixtures } from '../../../test/orders.js';
import { quotationFixtures } from '../../../test/quotations.js';
import { requests } from '../../../test/requests.js';

/** The console's landing page — every operator may read it, its counts are the lists', one statement. */
let ctx: TestContext;
let r: ReturnType<typeof requests>;
let f: ReturnType<typeof orderFixtures>;
let staff: string;

beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
  f = orderFixtures(ctx, r);
  staff = await r.operator('staff');
});

const dashboard = async (locale = 'en') => {
  const response = await r.call('GET', `/console/api/dashboard?locale=${locale}`, { operator: staff });
  expect(response.statusCode).toBe(200);
  return response.json().payload;
};

describe('the dashboard', () => {
  it('is for operators, staff included; refuses what it does not know', async () => {
    expect((await r.call('GET', '/console/api/dashboard')).statusCode).toBe(401);
    expect((await r.call('GET', '/console/api/dashboard', { token: await r.signIn('demo-usd') })).statusCode).toBe(401);
    expect((await r.call('GET', '/console/api/dashboard?locale=xx', { operator: staff })).statusCode).toBe(400);
    expect((await r.call('GET', '/console/api/dashboard?page=2', { operator: staff })).statusCode).toBe(400);
  });

  it("counts what the console's lists count", async () => {
    const seen = await dashboard();
    const [counts] = await f.query<{ applicants: number; requested: number; negotiating: number; accepted: number }>(
      `select (select count(*)::int from buyers where status = 'pending') as applicants,
         (select count(*)::int from quotations where state = 'REQUESTED') as requested,
         (select count(*)::int from quotations where state = 'NEGOTIATING') as negotiating,
         (select count(*)::int from quotations where state = 'ACCEPTED') as accepted`,
    );
    const { applicants, ...quotations } = counts!;
    expect(seen.applicants).toBe(applicants);
    expect(seen.quotations).toEqual(quotations);
    const orders = await f.query<{ state: string; count: number }>(
      'select state, count(*)::int as count from orders group by state',
    );
    expect(seen.orders.map((row: { state: string }) => row.state)).toEqual(ORDER_STATES);
    for (const { state, count } of seen.orders)
      expect(count, state).toBe(orders.find((row) => row.state === state)?.count ?? 0);
    // The console's own count of the waiting orders agrees.
    const inbox = (await r.call('GET', '/console/api/orders/counts', { operator: staff })).json().payload;
    expect(seen.orders.find((row: { state: string }) => row.state === 'PLACED').count).toBe(inbox.newOrders);
    expect(seen.quotations.accepted).toBe(inbox.acceptedWaiting);
  });

  it('has twelve weeks from Monday to Monday, and counts a new request, order and sale in this week', async () => {
    const before = await dashboard();
    expect(before.weeks).toHaveLength(DASHBOARD_WEEKS);
    for (const week of before.weeks) expect(new Date(`${week.start}T00:00:00Z`).getUTCDay()).toBe(1);
    const starts = before.weeks.map((week: { start: string }) => Date.parse(week.start));
    expect(starts.slice(1).map((start: number, index: number) => start - starts[index]!)).toEqual(
      Array(DASHBOARD_WEEKS - 1).fill(7 * 86_400_000),
    );

    await quotationFixtures(ctx, r).requestAs('demo-krw');
    const buyer = await f.buyer('demo-usd');
    const token = await r.signIn('demo-usd');
    const [product] = await f.products(1);
    // Worth more than the brand at the top of the weeks so far (at least 50,000 dollars).
    const worth = Math.max(5_000_000, (before.topBrands[0]?.valueUsd ?? 0) + 1_000_000);
    const placed = await f.place(
      token,
      f.form([{ productId: product!.id, qty: f.packsOver(product!, worth) }], await f.addressOf(buyer.id)),
    );
    expect(placed.statusCode).toBe(200);
    const order = placed.json().payload.order;

    const after = await dashboard('ru');
    const [was, now] = [before.weeks.at(-1), after.weeks.at(-1)];
    expect(now).toEqual({
      start: was.start,
      requests: was.requests + 1,
      orders: was.orders + 1,
      sales: { USD: was.sales.USD + order.totals.amount, KRW: was.sales.KRW },
    });
    const placedCount = (seen: { orders: { state: string; count: number }[] }) =>
      seen.orders.find((row) => row.state === 'PLACED')!.count;
    expect(placedCount(after)).toBe(placedCount(before) + 1);
    // The order outweighs every brand of the weeks: its product and brand top the lists, named in the language asked for.
    const [names] = await f.query<{ product: string; brand: string; sku: string; brandId: number }>(
      `select p.names->>'ru' as product, b.names->>'ru' as brand, p.sku, b.id as "brandId"
       from products p join brands b on b.id = p.brand_id where p.id = $1`,
      [product!.id],
    );
    expect(after.topProducts[0]).toMatchObject({
      id: product!.id,
      name: names!.product,
      sku: names!.sku,
      brand: { id: names!.brandId, name: names!.brand },
    });
    expect(after.topBrands[0]).toMatchObject({ id: names!.brandId, name: names!.brand });
    expect(after.topProducts.length).toBeLessThanOrEqual(5);
  });

  it('is answered by one statement beside the operator session', async () => {
    const session = await statementsOf(async () => {
      expect((await r.call('GET', '/console/api/auth/me', { operator: staff })).statusCode).toBe(200);
    });
    expect(await statementsOf(() => dashboard())).toBe(session + 1);
  });
});

/** How many SQL statements `work` sends to PostgreSQL. */
async function statementsOf(work: () => Promise<unknown>): Promise<number> {
  const pool = ctx.database.pool;
  const original = pool.query.bind(pool);
  let count = 0;
  // biome-ignore lint/suspicious/noExplicitAny: counts calls of an overloaded method
  (pool as any).query = (...args: any[]) => {
    count++;
    // biome-ignore lint/suspicious/noExplicitAny: forwards the same overloaded call
    return (original as any)(...args);
  };
  try {
    await work();
  } finally {
    // biome-ignore lint/suspicious/noExplicitAny: restores the method
    (pool as any).query = original;
  }
  return count;
}
