import { beforeAll, describe, expect, it } from 'vitest';
import { csrf, type TestContext } from '../../../test/helper.js';
import { type Requests, withOperators } from '../../../test/requests.js';

/** The freight rates operators keep: who may change them, what is refused, and the audit log. */
let ctx: TestContext, r: Requests, admin: string, staff: string;
beforeAll(async () => {
  ({ ctx, r, admin, staff } = await withOperators());
});

const thailandBySea = { country: 'th', method: 'SEA', currency: 'USD', perKg: 45, perCbm: 8_500, minimum: 15_000 };
const count = async (sql: string) => Number((await ctx.database.pool.query(sql)).rows[0].count);

describe('freight rates', () => {
  it('an admin adds, changes and removes a rate; every operator reads them; each change is audited', async () => {
    const created = await r.call('POST', '/console/api/freight-rates', { operator: admin, body: thailandBySea });
    expect(created.statusCode).toBe(200);
    const rate = created.json().payload;
    expect(rate).toMatchObject({ country: 'TH', countryName: 'Thailand', method: 'SEA', perCbm: 8_500 });

    const listed = await r.call('GET', '/console/api/freight-rates', { operator: staff });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().payload).toContainEqual(rate);

    const changed = await r.call('PUT', `/console/api/freight-rates/${rate.id}`, {
      operator: admin,
      body: { ...thailandBySea, minimum: 20_000 },
    });
    expect(changed.json().payload).toMatchObject({ id: rate.id, minimum: 20_000 });

    const removed = await r.call('DELETE', `/console/api/freight-rates/${rate.id}`, { operator: admin });
    expect(removed.statusCode).toBe(200);
    expect((await r.call('GET', '/console/api/freight-rates', { operator: admin })).json().payload).not.toContainEqual(
      expect.objectContaining({ id: rate.id }),
    );
    const { rows } = await ctx.database.pool.query(
      `select action, before->>'minimum' as before, after->>'minimum' as after from audit_log
       where target_type = 'freightRate' and target_id = $1 order by id`,
      [String(rate.id)],
    );
    expect(rows).toEqual([
      { action: 'freightRate.create', before: null, after: '15000' },
      { action: 'freightRate.update', before: '15000', after: '20000' },
      { action: 'freightRate.delete', before: '20000', after: null },
    ]);
  });

  it('lets staff read but not change them, and no one without an operator session', async () => {
    const before = await count('select count(*) from freight_rates');
    const body = { ...thailandBySea, country: 'PH' };
    expect((await r.call('POST', '/console/api/freight-rates', { operator: staff, body })).statusCode).toBe(403);
    expect((await r.call('POST', '/console/api/freight-rates', { body })).statusCode).toBe(401);
    expect((await r.call('GET', '/console/api/freight-rates')).statusCode).toBe(401);
    const token = await r.signIn('demo-usd');
    expect((await r.call('GET', '/console/api/freight-rates', { token })).statusCode).toBe(401);
    expect(await count('select count(*) from freight_rates')).toBe(before);
  });

  it('refuses a second rate for the same country, method and currency, an unknown country and bad figures, naming the field', async () => {
    const first = await r.call('POST', '/console/api/freight-rates', {
      operator: admin,
      body: { ...thailandBySea, country: 'MY', method: 'AIR' },
    });
    expect(first.statusCode).toBe(200);
    const other = await r.call('POST', '/console/api/freight-rates', {
      operator: admin,
      body: { ...thailandBySea, country: 'MY', method: 'COURIER' },
    });
    const before = await count('select count(*) from freight_rates');
    const cases: [string, string, object, number, RegExp][] = [
      ['POST', '/console/api/freight-rates', { ...thailandBySea, country: 'MY', method: 'AIR' }, 409, /country/],
      [
        'PUT',
        `/console/api/freight-rates/${other.json().payload.id}`,
        { ...thailandBySea, country: 'MY', method: 'AIR' },
        409,
        /country/,
      ],
      ['POST', '/console/api/freight-rates', { ...thailandBySea, country: 'ZZ' }, 400, /country/],
      ['POST', '/console/api/freight-rates', { ...thailandBySea, method: 'ROAD' }, 400, /method/],
      ['POST', '/console/api/freight-rates', { ...thailandBySea, perKg: -1 }, 400, /perKg/],
      ['POST', '/console/api/freight-rates', { ...thailandBySea, minimum: 1.5 }, 400, /minimum/],
      ['POST', '/console/api/freight-rates', { ...thailandBySea, extra: 1 }, 400, /extra/],
      ['PUT', '/console/api/freight-rates/999999', thailandBySea, 404, /Freight rate/],
    ];
    for (const [method, url, body, status, field] of cases) {
      const response = await r.call(method as 'POST' | 'PUT', url, { operator: admin, body });
      expect(response.statusCode, `${method} ${JSON.stringify(body)}`).toBe(status);
      expect(response.json().error).toMatch(field);
    }
    expect(await count('select count(*) from freight_rates')).toBe(before);
  });

  it('adds a rate once when the same submission is sent twice at once', async () => {
    const body = { ...thailandBySea, country: 'SG' };
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/console/api/freight-rates',
        payload: body,
        cookies: csrf.cookies,
        headers: { ...csrf.headers, 'x-operator-token': admin, 'idempotency-key': 'freight-kz-1' },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 200]);
    expect(a.json().payload.id).toBe(b.json().payload.id);
    expect(
      await count(`select count(*) from freight_rates r join countries c on c.id = r.country_id where c.code = 'SG'`),
    ).toBe(1);
  });
});
