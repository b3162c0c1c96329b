import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { basketRepository } from '../features/basket/basket.repository.js';
import { connect, type Database } from './client.js';

let ctx: TestContext;
/** An API process's pool of one: every statement below runs on the one connection whose plans are read. */
let single: Database;

beforeAll(async () => {
  ctx = await createTestApp();
  single = connect(ctx.database.pool.options.connectionString!, { poolSize: 1 });
  return () => single.close();
});

const plans = async (prefix: string) =>
  (
    await single.pool.query<{ generic: number; custom: number }>(
      `select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
       where name like $1 || '-%'`,
      [prefix],
    )
  ).rows;

describe('named statements', () => {
  it('plan an add to the basket once per connection, whatever the ids: the generic plan is kept after five', async () => {
    const buyer = (await single.pool.query<{ id: number }>(`select id from buyers where login_id = 'demo-usd'`))
      .rows[0]!.id;
    const products = (await single.pool.query<{ id: number }>('select id from products order by id limit 12')).rows;
    const basket = basketRepository(single.db);
    // One product at a time, then two: lists of other lengths and values share the plan.
    for (const [n, product] of products.entries()) {
      const ids = n % 3 === 2 ? [product.id, products[0]!.id] : [product.id];
      expect((await basket.add(buyer, ids, 200)).fits).toBe(true);
    }
    const [add] = await plans('basket');
    expect(add!.custom + add!.generic).toBe(products.length);
    // PostgreSQL draws five custom plans before it weighs the generic one; a list it could look into would have
    // kept it drawing one per call.
    expect(add!.custom).toBeLessThanOrEqual(5);
    expect(add!.generic).toBeGreaterThanOrEqual(products.length - 5);
  });
});
