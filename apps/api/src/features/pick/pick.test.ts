import { beforeAll, describe, expect, it } from 'vitest';
import { demoUsdPrice, PRICE_KEY, withDemoBuyers } from '../../../test/requests.js';

let demo: Awaited<ReturnType<typeof withDemoBuyers>>;
beforeAll(async () => {
  demo = await withDemoBuyers();
});

type Group = { id: number; code: string; type: 'PICK' | 'CHOICE'; names: Record<string, string> };

/** The demo groups straight from the database, in the menu's order. */
async function groupsInDb(): Promise<Group[]> {
  const { rows } = await demo.ctx.database.pool.query<Group>(
    `select id, code, type, names from product_groups order by position, code, case type when 'PICK' then 0 else 1 end`,
  );
  return rows;
}

/** A group's product ids in the operators' order. */
async function membersOf(groupId: number): Promise<number[]> {
  const { rows } = await demo.ctx.database.pool.query<{ product_id: number }>(
    'select product_id from product_group_members where group_id = $1 order by position',
    [groupId],
  );
  return rows.map((row) => row.product_id);
}

/** Three groups that have both a pick and a choice list. */
async function threeGroupsWithBothTypes(): Promise<Group[]> {
  const groups = await groupsInDb();
  const codes = [...new Set(groups.map((g) => g.code))].filter(
    (code) =>
      groups.some((g) => g.code === code && g.type === 'PICK') &&
      groups.some((g) => g.code === code && g.type === 'CHOICE'),
  );
  expect(codes.length).toBeGreaterThanOrEqual(3);
  return groups.filter((g) => codes.slice(0, 3).includes(g.code));
}

const pageUrl = (group: { code: string; type: string }, query = '') =>
  `/client/api/pick/${group.code}/${group.type.toLowerCase()}${query}`;

describe('picks menu', () => {
  it('lists every group in the menu order, a pick list before its choice list, with its size and a picture', async () => {
    const response = await demo.call('GET', '/client/api/picks');
    expect(response.statusCode).toBe(200);
    const list = response.json().payload as {
      code: string;
      type: string;
      name: string;
      productCount: number;
      image: string;
    }[];
    const groups = await groupsInDb();
    expect(list.map((g) => `${g.code}-${g.type}`)).toEqual(groups.map((g) => `${g.code}-${g.type}`));
    for (const [index, group] of groups.entries()) {
      expect(list[index]).toEqual({
        code: group.code,
        type: group.type,
        name: group.names.en,
        productCount: (await membersOf(group.id)).length,
        image: expect.stringMatching(/^\/img\/product\/\d+-\d+\.png$/),
      });
    }
    // The demo data: at least three groups with both lists, each of a sensible size.
    await threeGroupsWithBothTypes();
    expect(list.every((g) => g.productCount >= 12 && g.productCount <= 40)).toBe(true);
    expect(response.body).not.toMatch(PRICE_KEY);
  });

  it('names the groups in the chosen language', async () => {
    const groups = await groupsInDb();
    const list = (await demo.call('GET', '/client/api/picks?locale=ru')).json().payload as { name: string }[];
    expect(list.map((g) => g.name)).toEqual(groups.map((g) => g.names.ru ?? g.names.en));
  });
});

describe('pick page', () => {
  it('answers both lists of three groups with their products in the operators’ order', async () => {
    for (const group of await threeGroupsWithBothTypes()) {
      const members = await membersOf(group.id);
      const response = await demo.call('GET', pageUrl(group, '?size=100'));
      expect(response.statusCode, pageUrl(group)).toBe(200);
      const { group: shown, products, groups } = response.json().payload;
      expect(shown).toMatchObject({ code: group.code, type: group.type, name: group.names.en });
      expect(shown.productCount).toBe(members.length);
      expect(products.list.map((p: { id: number }) => p.id)).toEqual(members);
      expect(products).toMatchObject({ page: 1, size: 100, total: members.length, totalPages: 1 });
      // Every group comes along for the menu, this one and its other list among them.
      expect(groups.map((g: { code: string; type: string }) => `${g.code}-${g.type}`)).toEqual(
        (await groupsInDb()).map((g) => `${g.code}-${g.type}`),
      );
    }
  });

  it('follows a change of positions at once', async () => {
    const [group] = await threeGroupsWithBothTypes();
    const members = await membersOf(group!.id);
    // Reverse the list in one statement (the positions are unique per group, so shift them out of the way first).
    await demo.ctx.database.pool.query(
      'update product_group_members set position = $2 - position + 1000 where group_id = $1',
      [group!.id, members.length - 1],
    );
    await demo.ctx.database.pool.query(
      'update product_group_members set position = position - 1000 where group_id = $1',
      [group!.id],
    );
    const list = (await demo.call('GET', pageUrl(group!, '?size=100'))).json().payload.products.list;
    expect(list.map((p: { id: number }) => p.id)).toEqual([...members].reverse());
  });

  it('pages through a list: the pages put together are the whole list, in order', async () => {
    const groups = await groupsInDb();
    const group = groups.find((g) => g.type === 'CHOICE')!;
    const members = await membersOf(group.id);
    const size = 5;
    const pages = Math.ceil(members.length / size);
    const seen: number[] = [];
    for (let page = 1; page <= pages; page++) {
      const { products } = (await demo.call('GET', pageUrl(group, `?page=${page}&size=${size}`))).json().payload;
      expect(products).toMatchObject({ page, size, total: members.length, totalPages: pages });
      expect(products.list.length).toBe(page < pages ? size : members.length - size * (pages - 1));
      seen.push(...products.list.map((p: { id: number }) => p.id));
    }
    expect(seen).toEqual(members);
    const past = (await demo.call('GET', pageUrl(group, `?page=${pages + 1}&size=${size}`))).json().payload.products;
    expect(past).toMatchObject({ list: [], total: members.length });
    // 24 a page by default.
    const first = (await demo.call('GET', pageUrl(group))).json().payload.products;
    expect(first).toMatchObject({ page: 1, size: 24 });
    expect(first.list).toHaveLength(Math.min(24, members.length));
  });

  it('names the group and its products in the chosen language', async () => {
    const [group] = await threeGroupsWithBothTypes();
    const payload = (await demo.call('GET', pageUrl(group!, '?locale=vi&size=100'))).json().payload;
    expect(payload.group.name).toBe(group!.names.vi ?? group!.names.en);
    const { rows } = await demo.ctx.database.pool.query<{ id: number; names: Record<string, string> }>(
      'select id, names from products where id = any($1)',
      [payload.products.list.map((p: { id: number }) => p.id)],
    );
    for (const product of payload.products.list as { id: number; name: string }[]) {
      const names = rows.find((row) => row.id === product.id)!.names;
      expect(product.name).toBe(names.vi ?? names.en);
    }
  });

  it('takes the list type in either case', async () => {
    const [group] = await threeGroupsWithBothTypes();
    const response = await demo.call('GET', `/client/api/pick/${group!.code}/${group!.type}`);
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 NOT_FOUND for an unknown group or list type', async () => {
    const [group] = await threeGroupsWithBothTypes();
    for (const url of [
      '/client/api/pick/no-such-group/pick',
      '/client/api/pick/no-such-group/choice',
      `/client/api/pick/${group!.code}/favourite`,
      `/client/api/pick/${group!.code}-pick/pick`,
      `/client/api/pick/${encodeURIComponent("' or 1=1 --")}/pick`,
    ]) {
      const response = await demo.call('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND', error: expect.any(String) });
    }
    expect((await demo.call('GET', `/client/api/pick/${group!.code}`)).statusCode).toBe(404);
  });

  it('answers 400 BAD_REQUEST naming the field for bad paging, language or unknown parameters', async () => {
    const [group] = await threeGroupsWithBothTypes();
    const cases: [string, string][] = [
      ['?size=101', 'size'],
      ['?size=0', 'size'],
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?locale=ko', 'locale'],
      ['?color=red', '"color"'],
    ];
    for (const [query, field] of cases) {
      const response = await demo.call('GET', pageUrl(group!, query));
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
      expect(response.json().error, query).toContain(field);
    }
    const long = await demo.call('GET', `/client/api/pick/${'a'.repeat(65)}/pick`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain('code');
    const menu = await demo.call('GET', '/client/api/picks?locale=xx');
    expect(menu.statusCode).toBe(400);
    expect(menu.json().error).toContain('locale');
  });
});

describe('prices', () => {
  it('gives a visitor no price key and no amount anywhere', async () => {
    for (const group of await threeGroupsWithBothTypes()) {
      const response = await demo.call('GET', pageUrl(group, '?size=100'));
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(PRICE_KEY);
      const list = response.json().payload.products.list as { id: number }[];
      const { rows } = await demo.ctx.database.pool.query<Record<string, number>>(
        'select supply_usd, supply_krw, retail_usd, retail_krw from products where id = any($1)',
        [list.map((p) => p.id)],
      );
      // Nor the amounts themselves, whatever key they would hide under (the small ones could be a count or an id).
      for (const amount of rows.flatMap((row) => Object.values(row)).filter((value) => value >= 10_000))
        expect(response.body).not.toMatch(new RegExp(`[:\\[,]${amount}[,\\]}]`));
    }
  });

  it('gives a USD buyer at grade 01 the brand page’s prices, to the cent', async () => {
    const [group] = await threeGroupsWithBothTypes();
    const response = await demo.call('GET', pageUrl(group!, '?size=100'), { token: demo.tokens['demo-usd'] });
    expect(response.statusCode).toBe(200);
    const list = response.json().payload.products.list as { id: number; moq: number; price: Record<string, number> }[];
    expect(list.length).toBeGreaterThan(0);
    const { rows } = await demo.ctx.database.pool.query<{ id: number; supply_usd: number; retail_usd: number }>(
      'select id, supply_usd, retail_usd from products where id = any($1)',
      [list.map((p) => p.id)],
    );
    for (const product of list) {
      const row = rows.find((r) => r.id === product.id)!;
      expect(product.price).toMatchObject(demoUsdPrice({ ...row, moq: product.moq }));
    }
    // The same figures as the product's own page.
    const detail = (
      await demo.call('GET', `/client/api/v2/product/${list[0]!.id}`, { token: demo.tokens['demo-usd'] })
    ).json();
    expect(detail.payload.price).toEqual(list[0]!.price);
  });

  it('gives a KRW buyer at grade 02 prices in won, rounded down to the ten', async () => {
    const [, group] = await threeGroupsWithBothTypes();
    const response = await demo.call('GET', pageUrl(group!, '?size=100'), { token: demo.tokens['demo-krw'] });
    const list = response.json().payload.products.list as { id: number; price: Record<string, number | string> }[];
    const { rows } = await demo.ctx.database.pool.query<{ id: number; supply_krw: number }>(
      'select id, supply_krw from products where id = any($1)',
      [list.map((p) => p.id)],
    );
    for (const product of list) {
      const row = rows.find((r) => r.id === product.id)!;
      expect(product.price.currency).toBe('KRW');
      expect(product.price.unitPrice).toBe(Math.floor((row.supply_krw * 9_000) / 100_000) * 10);
    }
  });
});

describe('caching', () => {
  it('lets caches keep a visitor answer for a minute and revalidate it by ETag; a buyer answer stays private', async () => {
    const [group] = await threeGroupsWithBothTypes();
    const visitor = await demo.call('GET', pageUrl(group!));
    expect(visitor.headers['cache-control']).toBe('public, max-age=60');
    expect(visitor.headers.vary).toContain('X-Auth-Token');
    const again = await demo.ctx.app.inject({
      method: 'GET',
      url: pageUrl(group!),
      headers: { 'if-none-match': visitor.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const buyer = await demo.call('GET', pageUrl(group!), { token: demo.tokens['demo-usd'] });
    expect(buyer.headers['cache-control']).toBe('private, no-cache');
    expect((await demo.call('GET', '/client/api/picks')).headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('query count', () => {
  it('reads a pick page of 1 or 40 products in one query for a visitor, and in as many for a buyer', async () => {
    const [group] = await threeGroupsWithBothTypes();
    expect(await demo.queriesOf(pageUrl(group!, '?size=1'))).toBe(1);
    expect(await demo.queriesOf(pageUrl(group!, '?size=40'))).toBe(1);
    expect(await demo.queriesOf('/client/api/picks')).toBe(1);
    const buyerOne = await demo.queriesOf(pageUrl(group!, '?size=1'), demo.tokens['demo-usd']);
    const buyerForty = await demo.queriesOf(pageUrl(group!, '?size=40'), demo.tokens['demo-usd']);
    expect(buyerForty).toBe(buyerOne);
  });
});
