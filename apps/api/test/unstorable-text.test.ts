import { beforeAll, describe, expect, it } from 'vitest';
import { CART_COOKIE } from '../src/features/cart/cart.routes.js';
import { createTestApp, type TestContext } from './helper.js';
import { requests } from './requests.js';

/** Issue 11, item 3: text that cannot be stored as sent is a 400 naming the field, and changes nothing. */
let ctx: TestContext;
let r: ReturnType<typeof requests>;
let buyer: string;
let admin: string;
let vn: number;
let quotationId: number;

const NUL = '\u0000';
const count = async (table: string) =>
  (await ctx.database.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;

beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
  buyer = await r.signIn('demo-usd');
  admin = await r.operator('admin');
  vn = await r.countryId('VN');
  quotationId = (
    await ctx.database.pool.query<{ id: number }>(
      `insert into quotations (buyer_id, currency, state, number)
       select id, 'USD', 'REQUESTED', 'Q-TEST-NUL' from buyers where login_id = 'demo-usd' returning id`,
    )
  ).rows[0]!.id;
});

describe('U+0000 anywhere in a request', () => {
  it('is a 400 naming the field on every kind of route, open or signed in, and stores nothing', async () => {
    const tables = [
      'buyers',
      'quotations',
      'quotation_events',
      'outbox',
      'cart_items',
      'search_log',
      'buyer_addresses',
      'quotation_messages',
    ];
    const before = Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await count(table)])));
    type Case = [
      string,
      'GET' | 'POST' | 'PUT' | 'DELETE',
      string,
      object | undefined,
      { token?: string; operator?: string },
      RegExp,
    ];
    const cases: Case[] = [
      ['search', 'GET', '/client/api/search?search=cre%00am', undefined, {}, /^query\.search: /],
      ['brand list', 'POST', '/client/api/brands', { keyword: `a${NUL}` }, {}, /^body\.keyword: /],
      [
        'login id check',
        'GET',
        '/auth/client/existingByLoginId?loginId=demo%00usd',
        undefined,
        {},
        /^query\.loginId: /,
      ],
      ['sign-in', 'POST', '/auth/client/sign-in', { loginId: `demo-usd${NUL}`, password: 'x' }, {}, /^body\.loginId: /],
      [
        'sign-in password',
        'POST',
        '/auth/client/sign-in',
        { loginId: 'demo-usd', password: `x${NUL}` },
        {},
        /^body\.password: /,
      ],
      [
        'console sign-in',
        'POST',
        '/console/api/auth/sign-in',
        { loginId: `admin${NUL}`, password: 'x' },
        {},
        /^body\.loginId: /,
      ],
      ['password reset', 'GET', '/auth/client/changePwd?loginId=demo%00usd', undefined, {}, /^query\.loginId: /],
      [
        'find id',
        'POST',
        '/auth/client/findId',
        { countryId: vn, company: `A${NUL}`, email: 'a@b.example' },
        {},
        /^body\.company: /,
      ],
      [
        'e-mail code',
        'POST',
        '/auth/client/certification',
        { email: `a${NUL}@b.example`, language: 'en' },
        {},
        /^body\.email: /,
      ],
      [
        'sign-up',
        'POST',
        '/auth/client/sign-up',
        { loginId: 'nul-signup', companyName: `Nul${NUL} Co` },
        {},
        /^body\.(loginId|companyName): /,
      ],
      ['an unknown key', 'POST', '/client/api/brands', { [`k${NUL}`]: 1 }, {}, /^body\.k/],
      [
        'no-member request',
        'POST',
        '/client/api/v1/no-member/quotation',
        { company: `A${NUL}` },
        {},
        /^body\.company: /,
      ],
      [
        'cart add',
        'POST',
        '/client/api/v1/cart/add',
        [{ productId: 1, quantity: 1, note: NUL }],
        {},
        /^body\.0\.note: /,
      ],
      [
        'account settings',
        'PUT',
        '/client/api/v1/buyer/me?locale=en',
        { companyName: `Pacific${NUL}` },
        { token: buyer },
        /^body\.companyName: /,
      ],
      [
        'address',
        'POST',
        '/client/api/v1/buyer/addresses',
        { consignee: `A${NUL}` },
        { token: buyer },
        /^body\.consignee: /,
      ],
      [
        'quotation message',
        'POST',
        `/client/api/v1/quotations/${quotationId}/messages`,
        { body: `hi${NUL}` },
        { token: buyer },
        /^body\.body: /,
      ],
      [
        'quotation cancel',
        'POST',
        `/client/api/v1/quotations/${quotationId}/cancel`,
        { reason: NUL },
        { token: buyer },
        /^body\.reason: /,
      ],
      [
        'console search',
        'GET',
        '/console/api/buyers?keyword=x%00y',
        undefined,
        { operator: admin },
        /^query\.keyword: /,
      ],
      [
        'console message',
        'POST',
        `/console/api/quotations/${quotationId}/messages`,
        { body: `x${NUL}` },
        { operator: admin },
        /^body\.body: /,
      ],
      ['pick', 'GET', '/client/api/pick/be%00st/pick', undefined, {}, /^path\.code: /],
    ];
    const failures: string[] = [];
    for (const [what, method, url, body, who, field] of cases) {
      const response = await r.call(method, url, { ...(body ? { body } : {}), ...who });
      const answer = response.json() as { code?: string; error?: string };
      if (response.statusCode !== 400 || answer.code !== 'BAD_REQUEST' || !field.test(answer.error ?? ''))
        failures.push(`${what}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      else if (!answer.error?.includes('must not contain a NUL character')) failures.push(`${what}: ${answer.error}`);
    }
    expect(failures).toEqual([]);
    expect(cases.length).toBeGreaterThanOrEqual(14);
    for (const table of tables) expect(await count(table), table).toBe(before[table]);
  });

  it('is refused in a cookie-carrying visitor request too, and a lone surrogate the same way', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/client/api/search?search=%ED%A0%80',
      cookies: { [CART_COOKIE]: 'x' },
    });
    // An escaped lone surrogate decodes to U+FFFD, which is storable: searched, not refused.
    expect(response.statusCode).toBe(200);
    const broken = await r.call('POST', '/client/api/brands', { body: { keyword: 'a\ud800b' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatch(/^body\.keyword: must not contain a NUL character or broken Unicode/);
  });
});

describe('names and messages', () => {
  it('are stored without bidi controls and zero-width characters', async () => {
    const me = (await r.call('GET', '/client/api/v1/buyer/me?locale=en', { token: buyer })).json().payload;
    const update = {
      companyName: '\u202eCO LIART\u202c Pacific\u200b Beauty\ufeff',
      countryId: vn,
      repContactName: 'Jane\u2066 Doe\u2069',
      repContactEmail: me.repContactEmail,
      phoneCountryId: vn,
      phoneNumber: '912 345 678',
      interestedBrandIds: [],
      language: 'en',
    };
    const saved = await r.call('PUT', '/client/api/v1/buyer/me?locale=en', { token: buyer, body: update });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = await ctx.database.pool.query<{ company_name: string; rep_contact_name: string }>(
      `select company_name, rep_contact_name from buyers where login_id = 'demo-usd'`,
    );
    expect(stored.rows[0]).toEqual({ company_name: 'CO LIART Pacific Beauty', rep_contact_name: 'Jane Doe' });

    const message = await r.call('POST', `/client/api/v1/quotations/${quotationId}/messages`, {
      token: buyer,
      body: { body: 'Please\u200b quote \u202eFOB\u202c Busan' },
    });
    expect(message.statusCode, message.body).toBe(200);
    const thread = await ctx.database.pool.query<{ body: string }>(
      `select body from quotation_messages where quotation_id = $1 order by id desc limit 1`,
      [quotationId],
    );
    expect(thread.rows[0]?.body).toBe('Please quote FOB Busan');
  });
});
