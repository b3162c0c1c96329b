import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { CATALOG_CHANNEL } from '../src/db/changes.js';
import { createTwoProcesses, eventually, type TestContext } from './helper.js';

/** Two API processes on one database: `first` from the helper, `second` built beside it on the same database. */
let ctx: TestContext;
let second: App;

beforeAll(async () => {
  ({ second, ...ctx } = await createTwoProcesses());
});

const productName = async (app: App, id: number) => {
  const response = await app.inject({ method: 'GET', url: `/client/api/v2/product/${id}?locale=en` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { payload: { name: string } }).payload.name;
};

describe('a catalogue change reaches every API process', () => {
  it('keeps an answer for its minute while nothing is announced, and drops it in both processes once a change is', async () => {
    const [{ id }] = (await ctx.database.pool.query<{ id: number }>('select id from products order by id limit 1'))
      .rows as [{ id: number }];
    const before = await productName(second, id);
    await productName(ctx.app, id);

    // Written behind the processes' backs, without an announcement: each keeps the answer it has.
    await ctx.database.pool.query(`update products set names = names || '{"en": "Renamed Cream"}' where id = $1`, [id]);
    expect(await productName(second, id)).toBe(before);
    expect(await productName(ctx.app, id)).toBe(before);

    // Announced by one process (here: the changing transaction's notification), seen by both.
    await ctx.database.pool.query('select pg_notify($1, $2)', [CATALOG_CHANNEL, '']);
    expect(await eventually(() => productName(second, id), 'Renamed Cream')).toBe('Renamed Cream');
    expect(await eventually(() => productName(ctx.app, id), 'Renamed Cream')).toBe('Renamed Cream');
  });

  it('keeps the brand search (a POST that only reads) the same way, per body', async () => {
    const { id, categoryId } = (
      await ctx.database.pool.query<{ id: number; categoryId: number }>(
        'select id, category_id as "categoryId" from brands where id <> 492 order by id desc limit 1',
      )
    ).rows[0]!;
    const firstName = async (app: App, body: object = {}) => {
      const response = await app.inject({
        method: 'POST',
        url: '/client/api/brands?page=1&size=100&locale=en',
        headers: { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' },
        payload: body,
      });
      expect(response.statusCode).toBe(200);
      const list = (response.json() as { payload: { list: { id: number; name: string }[] } }).payload.list;
      return list.find((brand) => brand.id === id)?.name;
    };
    const before = await firstName(second);
    expect(before).toBeTruthy();
    await ctx.database.pool.query(`update brands set names = names || '{"en": "Zz Renamed Brand"}' where id = $1`, [
      id,
    ]);
    expect(await firstName(second)).toBe(before);
    // Another body is another answer, read now.
    expect(await firstName(second, { categoryId })).toBe('Zz Renamed Brand');
    await ctx.database.pool.query('select pg_notify($1, $2)', [CATALOG_CHANNEL, '']);
    expect(await eventually(() => firstName(second), 'Zz Renamed Brand')).toBe('Zz Renamed Brand');
  });

  it('keeps what a search found per text, and finds anew in both processes once a change is announced', async () => {
    const { id, sku } = (
      await ctx.database.pool.query<{ id: number; sku: string }>(
        'select id, sku from products where not hidden order by id desc limit 1',
      )
    ).rows[0]!;
    const found = async (app: App) => {
      const response = await app.inject({ method: 'GET', url: `/client/api/search?search=${encodeURIComponent(sku)}` });
      expect(response.statusCode).toBe(200);
      const payload = response.json().payload as { products: { list: { id: number }[] } };
      return payload.products.list.some((product) => product.id === id);
    };
    expect(await found(second)).toBe(true);
    expect(await found(ctx.app)).toBe(true);
    try {
      // Hidden behind the processes' backs: each still has what it found for the text.
      await ctx.database.pool.query('update products set hidden = true where id = $1', [id]);
      expect(await found(second)).toBe(true);
      await ctx.database.pool.query('select pg_notify($1, $2)', [CATALOG_CHANNEL, '']);
      expect(await eventually(() => found(second), false)).toBe(false);
      expect(await eventually(() => found(ctx.app), false)).toBe(false);
    } finally {
      await ctx.database.pool.query('update products set hidden = false where id = $1', [id]);
      await ctx.database.pool.query('select pg_notify($1, $2)', [CATALOG_CHANNEL, '']);
      // Both processes have had the notification before the next test keeps anything.
      expect(await eventually(() => found(second), true)).toBe(true);
      expect(await eventually(() => found(ctx.app), true)).toBe(true);
    }
  });

  it('announces nothing from a transaction that rolls back', async () => {
    const [{ id }] = (
      await ctx.database.pool.query<{ id: number }>('select id from products order by id limit 1 offset 1')
    ).rows as [{ id: number }];
    const before = await productName(second, id);
    const client = await ctx.database.pool.connect();
    try {
      await client.query('begin');
      await client.query(`update products set names = names || '{"en": "Never Sold"}' where id = $1`, [id]);
      await client.query('select pg_notify($1, $2)', [CATALOG_CHANNEL, '']);
      await client.query('rollback');
    } finally {
      client.release();
    }
    // Changed behind its back and not announced: the kept answer stays (and the rolled-back name never shows).
    await ctx.database.pool.query(`update products set names = names || '{"en": "Quiet Change"}' where id = $1`, [id]);
    await sleep(300);
    expect(await productName(second, id)).toBe(before);
  });
});
