import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/helper.js';
import { requests } from '../../../../test/requests.js';

let ctx: TestContext;
let r: ReturnType<typeof requests>;
let staff: string;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
  staff = await r.operator('staff');
  admin = await r.operator('admin');
});

const query = async <T>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query(text, values)).rows as T[];
const audit = async (targetType: string, id: number) =>
  (await r.call('GET', `/console/api/audit?targetType=${targetType}&targetId=${id}`, { operator: admin })).json()
    .payload.list;
const names = (en: string, ko = '') => ({ en, ko, vi: '', es: '', ru: '', id: '' });

describe('brands', () => {
  it('lists with search and filters, counting products; staff edit one and buyers see it at once', async () => {
    expect((await r.call('GET', '/console/api/brands')).statusCode).toBe(401);
    const [brand] = await query<{ id: number; name: string; category_id: number }>(
      `select id, names->>'en' as name, category_id from brands where id <> 492 order by id limit 1`,
    );
    const found = (
      await r.call('GET', `/console/api/brands?keyword=${encodeURIComponent(brand!.name)}`, { operator: staff })
    ).json().payload;
    const row = found.list.find((each: { id: number }) => each.id === brand!.id);
    const [{ n }] = (await query<{ n: number }>('select count(*)::int as n from products where brand_id = $1', [
      brand!.id,
    ])) as [{ n: number }];
    expect(row).toMatchObject({ name: brand!.name, productCount: n, hidden: false });
    const tops = (await r.call('GET', '/console/api/brands?top=yes', { operator: staff })).json().payload;
    expect(tops.list.every((each: { isTop: boolean }) => each.isTop)).toBe(true);

    const {
      id: _id,
      productCount: _n,
      ...body
    } = (await r.call('GET', `/console/api/brands/${brand!.id}`, { operator: staff })).json().payload;
    const changed = await r.call('PUT', `/console/api/brands/${brand!.id}`, {
      operator: staff,
      body: { ...body, names: { ...body.names, en: 'Renamed Botanics' } },
    });
    expect(changed.statusCode).toBe(200);
    const seen = (await r.call('GET', `/client/api/v2/brand/${brand!.id}?locale=en`)).json().payload;
    expect(JSON.stringify(seen)).toContain('Renamed Botanics');
    expect((await audit('brand', brand!.id))[0]).toMatchObject({
      action: 'brand.update',
      operator: { loginId: 'staff' },
      before: { names: { en: brand!.name } },
      after: { names: { en: 'Renamed Botanics' } },
    });

    // Hidden: its page is not found, the brand list leaves it out.
    await r.call('PUT', `/console/api/brands/${brand!.id}`, { operator: staff, body: { ...body, hidden: true } });
    expect((await r.call('GET', `/client/api/v2/brand/${brand!.id}`)).statusCode).toBe(404);
  });

  it('creates a brand with an uploaded logo; refuses a logo that was not uploaded and unknown fields', async () => {
    const [{ id: categoryId }] = (await query<{ id: number }>('select id from categories where depth = 1 limit 1')) as [
      { id: number },
    ];
    const body = {
      names: names('Moonrise Atelier', '문라이즈 아틀리에'),
      descriptions: names('Hand-made soaps from Jeju.'),
      categoryId,
      isTop: true,
      hidden: false,
    };
    expect((await r.call('POST', '/console/api/brands', { operator: staff, body })).statusCode).toBe(400);
    expect(
      (await r.call('POST', '/console/api/brands', { operator: staff, body: { ...body, logoUrl: '/img/brand/1.svg' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await r.call('POST', '/console/api/brands', { operator: staff, body: { ...body, popularity: 9 } })).statusCode,
    ).toBe(400);
    const logo = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#335577' } })
      .jpeg()
      .toBuffer();
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/console/api/images',
      payload: logo,
      headers: { 'content-type': 'image/jpeg', 'x-operator-token': staff, 'x-xsrf-token': 'test-csrf-token' },
      cookies: { 'XSRF-TOKEN': 'test-csrf-token' },
    });
    const created = await r.call('POST', '/console/api/brands', {
      operator: staff,
      body: { ...body, logoUrl: uploaded.json().payload.url },
    });
    expect(created.statusCode).toBe(200);
    const brand = created.json().payload;
    expect(brand.logoUrl).toMatch(/^\/img\/u\/[0-9a-f]{32}-300\.webp$/);
    const page = (await r.call('GET', `/client/api/v2/brand/${brand.id}?locale=en`)).json().payload;
    expect(JSON.stringify(page)).toContain('Moonrise Atelier');
    expect((await audit('brand', brand.id))[0]).toMatchObject({ action: 'brand.create', before: null });
  });
});

describe('categories', () => {
  it('keeps the two-level tree: renames, hides, adds under a top category; never three deep', async () => {
    const tree = (await r.call('GET', '/console/api/categories', { operator: staff })).json().payload;
    const top = tree.find((category: { parentId: number | null }) => category.parentId === null);
    const child = tree.find((category: { parentId: number | null }) => category.parentId === top.id);
    const body = { names: { ...top.names, en: 'Skin & Body' }, parentId: null, position: top.position, hidden: false };
    expect((await r.call('PUT', `/console/api/categories/${top.id}`, { operator: staff, body })).statusCode).toBe(200);
    const seen = (await r.call('GET', '/client/api/category/tree/2?includeHidden=false')).json().payload;
    expect(JSON.stringify(seen)).toContain('Skin & Body');

    const created = await r.call('POST', '/console/api/categories', {
      operator: staff,
      body: { names: names('Scalp care'), parentId: top.id, position: 99, hidden: false },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().payload).toMatchObject({ parentId: top.id, brandCount: 0 });
    const third = await r.call('POST', '/console/api/categories', {
      operator: staff,
      body: { names: names('Too deep'), parentId: child.id, position: 0, hidden: false },
    });
    expect(third.statusCode).toBe(400);
    const moved = await r.call('PUT', `/console/api/categories/${top.id}`, {
      operator: staff,
      body: {
        ...body,
        parentId: tree.find((c: { id: number; parentId: number | null }) => c.parentId === null && c.id !== top.id).id,
      },
    });
    expect(moved.statusCode).toBe(409);
    expect((await audit('category', top.id))[0]).toMatchObject({
      action: 'category.update',
      after: { names: { en: 'Skin & Body' } },
    });
  });
});

describe('picks and choices', () => {
  it('creates a list, orders its products, and the pick page shows them in that order', async () => {
    const products = await query<{ id: number }>('select id from products where exist order by id desc limit 3');
    const ids = products.map((product) => product.id);
    const body = { code: 'spring-glow', type: 'PICK', names: names('Spring glow'), position: 5, productIds: ids };
    const created = await r.call('POST', '/console/api/picks', { operator: staff, body });
    expect(created.statusCode).toBe(200);
    const pick = created.json().payload;
    expect(pick.products.map((product: { id: number }) => product.id)).toEqual(ids);
    const reversed = [...ids].reverse();
    await r.call('PUT', `/console/api/picks/${pick.id}`, { operator: staff, body: { ...body, productIds: reversed } });
    const page = (await r.call('GET', '/client/api/pick/spring-glow/pick')).json().payload;
    expect(page.products.list.map((product: { id: number }) => product.id)).toEqual(reversed);
    expect((await r.call('POST', '/console/api/picks', { operator: staff, body })).statusCode).toBe(409);
    const bad = [
      { ...body, code: 'Spring Glow' },
      { ...body, productIds: [ids[0], ids[0]] },
      { ...body, type: 'TOP' },
    ];
    for (const wrong of bad) {
      expect((await r.call('PUT', `/console/api/picks/${pick.id}`, { operator: staff, body: wrong })).statusCode).toBe(
        400,
      );
    }
    expect(
      (
        await r.call('PUT', `/console/api/picks/${pick.id}`, {
          operator: staff,
          body: { ...body, productIds: [99_999_999] },
        })
      ).statusCode,
    ).toBe(400);
    expect((await audit('pick', pick.id))[0]).toMatchObject({
      action: 'pick.update',
      before: { productIds: ids },
      after: { productIds: reversed },
    });
  });
});
