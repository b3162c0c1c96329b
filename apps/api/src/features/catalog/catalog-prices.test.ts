import { IN_STOCK_BRAND_ID } from '@hive/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoUsdPrice, PRICE_KEY, requests, withDemoBuyers } from '../../../test/requests.js';
import { DEMO_PASSWORD } from '../../db/seed/demo.js';

let demo: Awaited<ReturnType<typeof withDemoBuyers>>;
beforeAll(async () => {
  demo = await withDemoBuyers();
});

type Base = { id: number; moq: number; supply_usd: number; supply_krw: number; retail_usd: number; retail_krw: number };
async function base(productId: number): Promise<Base> {
  const { rows } = await demo.ctx.database.pool.query<Base>(
    'select id, moq, supply_usd, supply_krw, retail_usd, retail_krw from products where id = $1',
    [productId],
  );
  return rows[0] as Base;
}

/** A brand with products, and its first product's id. */
async function someBrand() {
  const { rows } = await demo.ctx.database.pool.query<{ brand_id: number; id: number }>(
    'select brand_id, min(id) as id from products group by brand_id order by brand_id limit 1',
  );
  return rows[0] as { brand_id: number; id: number };
}

describe('grade prices', () => {
  it('shows a USD buyer at grade 01 (5 % off) the unit price to the cent, the MOQ pack and the retail price', async () => {
    const { id } = await someBrand();
    const response = await demo.call('GET', `/client/api/v2/product/${id}`, { token: demo.tokens['demo-usd'] });
    expect(response.statusCode).toBe(200);
    const product = response.json().payload;
    const row = await base(id);
    expect(product.price).toEqual({
      ...demoUsdPrice(row),
      stockQty: expect.toBeOneOf([null, expect.any(Number)]),
    });
    // Related products carry the buyer's prices too.
    expect(product.related.every((p: { price?: { currency: string } }) => p.price?.currency === 'USD')).toBe(true);
  });

  it('shows a KRW buyer at grade 02 (10 % off) prices rounded down to the ten won', async () => {
    const { brand_id, id } = await someBrand();
    const response = await demo.call('GET', `/client/api/v2/brand/${brand_id}?size=100`, {
      token: demo.tokens['demo-krw'],
    });
    const { list } = response.json().payload.products;
    const product = list.find((p: { id: number }) => p.id === id);
    const row = await base(id);
    expect(product.price.currency).toBe('KRW');
    expect(product.price.unitPrice).toBe(Math.floor((row.supply_krw * 9_000) / 100_000) * 10);
    expect(product.price.unitPrice % 10).toBe(0);
    expect(product.price.retailPrice).toBe(row.retail_krw);
    expect(list.every((p: { price?: unknown }) => p.price)).toBe(true);
  });

  it('follows the buyer when an operator changes the grade: the next answer has the new price', async () => {
    const { id } = await someBrand();
    const before = (await demo.call('GET', `/client/api/v2/product/${id}`, { token: demo.tokens['demo-usd'] })).json()
      .payload;
    const operator = await requests(demo.ctx).operator('admin');
    const buyer = await demo.ctx.database.pool.query(`select id from buyers where login_id = 'demo-usd'`);
    const terms = (gradeId: string) =>
      demo.call('PATCH', `/console/api/buyers/${buyer.rows[0].id}`, { operator, body: { gradeId } });
    expect((await terms('04')).statusCode).toBe(200);
    const after = (await demo.call('GET', `/client/api/v2/product/${id}`, { token: demo.tokens['demo-usd'] })).json()
      .payload;
    expect((await terms('01')).statusCode).toBe(200);
    const row = await base(id);
    expect(after.price.unitPrice).toBe(Math.floor((row.supply_usd * 8_000 + 5_000) / 10_000));
    expect(after.price.unitPrice).toBeLessThan(before.price.unitPrice);
  });

  it('gives buyers the stock counts of the in-stock showcase', async () => {
    const response = await demo.call('GET', `/client/api/v2/brand/${IN_STOCK_BRAND_ID}?size=10`, {
      token: demo.tokens['demo-usd'],
    });
    const { list } = response.json().payload.products;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p: { price: { stockQty: number | null } }) => typeof p.price.stockQty === 'number')).toBe(true);
  });
});

describe('no price for visitors or applicants', () => {
  it('leaves every price and amount out of the brand and product answers', async () => {
    const { brand_id, id } = await someBrand();
    const row = await base(id);
    for (const url of [`/client/api/v2/brand/${brand_id}?size=100`, `/client/api/v2/product/${id}`]) {
      const response = await demo.call('GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(PRICE_KEY);
      // Nor any of the amounts themselves, whatever key they would hide under.
      for (const amount of [row.supply_usd, row.supply_krw, row.retail_usd, row.retail_krw])
        expect(response.body).not.toMatch(new RegExp(`[:\\[,]${amount}[,\\]}]`));
    }
  });

  it('gives an applicant no token, so no price either', async () => {
    const response = await demo.call('POST', '/auth/client/sign-in', {
      body: { loginId: 'demo-pending', password: DEMO_PASSWORD },
    });
    expect(response.json().payload.login.token ?? null).toBeNull();
  });
});

describe('caching', () => {
  it('lets caches keep a visitor answer for a minute and revalidate it by ETag', async () => {
    const { id } = await someBrand();
    const first = await demo.call('GET', `/client/api/v2/product/${id}`);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.vary).toContain('X-Auth-Token');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await demo.ctx.app.inject({
      method: 'GET',
      url: `/client/api/v2/product/${id}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps a buyer answer private', async () => {
    const { id } = await someBrand();
    const response = await demo.call('GET', `/client/api/v2/product/${id}`, { token: demo.tokens['demo-usd'] });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('X-Auth-Token');
  });
});

describe('query count', () => {
  it('reads a brand page with 1 or 100 products in the same number of queries, for visitors and buyers', async () => {
    const { rows } = await demo.ctx.database.pool.query<{ brand_id: number }>(
      'select brand_id from products group by brand_id having count(*) >= 100 limit 1',
    );
    const brandId = rows[0]?.brand_id ?? IN_STOCK_BRAND_ID;
    const one = await demo.queriesOf(`/client/api/v2/brand/${brandId}?size=1`);
    const hundred = await demo.queriesOf(`/client/api/v2/brand/${brandId}?size=100`);
    expect(one).toBeGreaterThan(0);
    expect(hundred).toBe(one);
    const buyerOne = await demo.queriesOf(`/client/api/v2/brand/${brandId}?size=1`, demo.tokens['demo-usd']);
    const buyerHundred = await demo.queriesOf(`/client/api/v2/brand/${brandId}?size=100`, demo.tokens['demo-usd']);
    expect(buyerHundred).toBe(buyerOne);
  });

  it('keeps a catalogue answer a minute: per address for visitors, per price list for buyers, never one for another', async () => {
    const { brand_id: brandId } = await someBrand();
    const url = `/client/api/v2/brand/${brandId}?size=5&sort=name`;
    expect(await demo.queriesOf(url)).toBeGreaterThan(0);
    expect(await demo.queriesOf(url)).toBe(0);
    const usdFirst = await demo.queriesOf(url, demo.tokens['demo-usd']);
    // Kept for the buyer's price list: only the session is read again.
    expect(await demo.queriesOf(url, demo.tokens['demo-usd'])).toBeLessThan(usdFirst);

    const visitor = await demo.call('GET', url);
    const usd = await demo.call('GET', url, { token: demo.tokens['demo-usd'] });
    const krw = await demo.call('GET', url, { token: demo.tokens['demo-krw'] });
    expect(visitor.body).not.toMatch(PRICE_KEY);
    expect(visitor.headers['cache-control']).toBe('public, max-age=60');
    const currencies = (response: typeof usd) =>
      new Set(response.json().payload.products.list.map((p: { price: { currency: string } }) => p.price.currency));
    expect(currencies(usd)).toEqual(new Set(['USD']));
    expect(currencies(krw)).toEqual(new Set(['KRW']));
    expect(usd.headers['cache-control']).toBe('private, no-cache');
  });
});
