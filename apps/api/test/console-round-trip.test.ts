import {
  brandBody,
  categoryBody,
  consoleChatStateBody,
  consoleSettingsBody,
  pickBody,
  productBody,
  supportStatusBody,
} from '@hive/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper.js';
import { requests } from './requests.js';

/**
 * What the console reads, it can write back: each resource's writable fields, as a GET answers them, saved unchanged
 * with the resource's PUT — 200, and the resource reads the same afterwards.
 */
let ctx: TestContext;
let r: ReturnType<typeof requests>;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
  admin = await r.operator('admin');
});

const read = async (url: string) => {
  const response = await r.call('GET', url, { operator: admin });
  expect(response.statusCode, url).toBe(200);
  return response.json().payload;
};
/** The fields of `read` that `schema` writes, as they were read. */
const writable = (schema: { shape: object }, value: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(schema.shape).map((field) => [field, value[field]]));
async function saveUnchanged(url: string, body: object) {
  const saved = await r.call('PUT', url, { operator: admin, body });
  expect(saved.statusCode, `${url}: ${saved.body.slice(0, 300)}`).toBe(200);
}
const anId = async (sql: string) => (await ctx.database.pool.query<{ id: number }>(sql)).rows[0]!.id;

describe('console resources read and written back unchanged', () => {
  it('a product, with no barcode (as an import makes it) and with one', async () => {
    for (const barcode of [null, '8801234567893']) {
      const id = await anId('select id from products where id <> 1 order by id limit 1');
      await ctx.database.pool.query('update products set barcode = $1 where id = $2', [barcode, id]);
      const before = await read(`/console/api/products/${id}`);
      expect(before.barcode).toBe(barcode);
      await saveUnchanged(`/console/api/products/${id}`, writable(productBody, before));
      await saveUnchanged(`/console/api/products/${id}/images`, { images: before.images });
      expect(await read(`/console/api/products/${id}`)).toEqual(before);
    }
  });

  it('a brand', async () => {
    const id = await anId('select id from brands where id <> 492 order by id limit 1');
    const before = await read(`/console/api/brands/${id}`);
    await saveUnchanged(`/console/api/brands/${id}`, writable(brandBody, before));
    expect(await read(`/console/api/brands/${id}`)).toEqual(before);
  });

  it('a category, a top one and a sub-category', async () => {
    const tree = (await read('/console/api/categories')) as { id: number; parentId: number | null }[];
    for (const category of [tree.find((each) => !each.parentId)!, tree.find((each) => each.parentId)!]) {
      await saveUnchanged(`/console/api/categories/${category.id}`, writable(categoryBody, category));
      expect(((await read('/console/api/categories')) as typeof tree).find((each) => each.id === category.id)).toEqual(
        category,
      );
    }
  });

  it('a pick, its products by id', async () => {
    const [pick] = (await read('/console/api/picks')) as { id: number; products: { id: number }[] }[];
    const body = { ...writable(pickBody, pick!), productIds: pick!.products.map((product) => product.id) };
    await saveUnchanged(`/console/api/picks/${pick!.id}`, body);
    expect(((await read('/console/api/picks')) as (typeof pick)[]).find((each) => each!.id === pick!.id)).toEqual(pick);
  });

  it('the settings', async () => {
    const before = await read('/console/api/settings');
    await saveUnchanged('/console/api/settings', writable(consoleSettingsBody, before));
    const { updatedAt: _saved, ...after } = await read('/console/api/settings');
    const { updatedAt: _read, ...unchanged } = before;
    expect(after).toEqual(unchanged);
  });

  it('a support request and a conversation, their states as read', async () => {
    await r.call('POST', '/client/api/v1/support/issue', {
      body: { page: 'https://hive.example/cart/', message: 'The cart did not load.', language: 'en' },
    });
    const support = await anId('select id from support_requests order by id desc limit 1');
    const request = await read(`/console/api/support/${support}`);
    const saved = await r.call('PATCH', `/console/api/support/${support}`, {
      operator: admin,
      body: writable(supportStatusBody, request),
    });
    expect(saved.statusCode).toBe(200);
    expect((await read(`/console/api/support/${support}`)).status).toBe(request.status);

    const buyer = await r.signIn('demo-usd');
    const opened = await r.call('POST', '/client/api/v1/chat/conversations', { token: buyer, body: {} });
    const conversation = opened.json().payload.conversation.id;
    const thread = await read(`/console/api/chat/${conversation}`);
    await saveUnchanged(`/console/api/chat/${conversation}/state`, writable(consoleChatStateBody, thread.conversation));
    expect((await read(`/console/api/chat/${conversation}`)).conversation.state).toBe(thread.conversation.state);
  });
});
