import { beforeAll, describe, expect, it } from 'vitest';
import { CART_COOKIE } from '../src/features/cart/guest-cart.js';
import { createTestApp, type TestContext } from './helper.js';
import { requests } from './requests.js';

/** Text that cannot be stored as sent is a 400 naming the field, and changes nothing. */
let ctx: TestContext;
let r: ReturnType<typeof requests>;
let buyer: string;
let admin: string;
let vn: number;
let quotationId: number;
let buyerId: number;

const NUL = '\u0000';
/** Every row of a table, as one hash: an update shows as well as an insert or a delete. */
const fingerprint = async (table: string) =>
  (
    await ctx.database.pool.query<{ rows: number; hash: string | null }>(
      `select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as hash from ${table} t`,
    )
  ).rows[0]!;

beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
  buyer = await r.signIn('demo-usd');
  admin = await r.operator('admin');
  vn = await r.countryId('VN');
  ({ id: quotationId, buyer_id: buyerId } = (
    await ctx.database.pool.query<{ id: number; buyer_id: number }>(
      `insert into quotations (buyer_id, currency, state, number)
       select id, 'USD', 'REQUESTED', 'Q-TEST-NUL' from buyers where login_id = 'demo-usd' returning id, buyer_id`,
    )
  ).rows[0]!);
});

describe('U+0000 anywhere in a request', () => {
  it('is a 400 naming the field on every kind of route, open or signed in, and stores nothing', async () => {
    const tables = [
      'buyers',
      'quotations',
      'quotation_events',
      'quotation_offers',
      'quotation_lines',
      'basket_items',
      'outbox',
      'cart_items',
      'search_log',
      'buyer_addresses',
      'quotation_messages',
      'certifications',
      'audit_log',
      'idempotency_keys',
      'buyer_interested_brands',
      'demand_events',
    ];
    const snapshot = async () =>
      Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await fingerprint(table)])));
    const before = await snapshot();
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
      [
        'e-mail code check',
        'POST',
        '/auth/client/certification/verify',
        { id: '00000000-0000-4000-8000-000000000000', code: `123${NUL}56` },
        {},
        /^body\.code: /,
      ],
      ['cart lookup', 'GET', '/client/api/v1/cart/exists?productIds=1%00', undefined, {}, /^query\.productIds: /],
      [
        'basket add',
        'POST',
        '/client/api/v1/quotation/add',
        { productIds: [`1${NUL}`] },
        { token: buyer },
        /^body\.productIds\.0: /,
      ],
      ['basket remove', 'DELETE', '/client/api/v1/quotation/1%00', undefined, { token: buyer }, /^path\.ids: /],
      [
        // The old client sends the product as it has it; what the schema would ignore is still refused.
        'basket request',
        'POST',
        '/client/api/v1/quotation/request?locale=en',
        { requestProducts: [{ product: { id: 1, name: `Cream${NUL}` }, quantity: 1 }] },
        { token: buyer },
        /^body\.requestProducts\.0\.product\.name: /,
      ],
      [
        'password change',
        'PUT',
        '/auth/client/password/update',
        { currentPassword: `x${NUL}`, newPassword: 'Another-Passw0rd-2026' },
        { token: buyer },
        /^body\.currentPassword: /,
      ],
      [
        'withdraw',
        'DELETE',
        '/auth/client/withdraw/confirm',
        { password: 'x', reason: `bye${NUL}` },
        { token: buyer },
        /^body\.reason: /,
      ],
      [
        'quotation negotiate',
        'POST',
        `/client/api/v1/quotations/${quotationId}/negotiate`,
        { message: `lower${NUL}` },
        { token: buyer },
        /^body\.message: /,
      ],
      [
        'console reject',
        'POST',
        `/console/api/buyers/${buyerId}/reject`,
        { reason: `no${NUL}` },
        { operator: admin },
        /^body\.reason: /,
      ],
      [
        'console offer',
        'POST',
        `/console/api/quotations/${quotationId}/offers`,
        {
          lines: [{ productId: 1, unitPrice: 100, quantity: 1, available: true }],
          validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          incoterm: 'FOB',
          leadTimeDays: 7,
          note: `n${NUL}`,
        },
        { operator: admin },
        /^body\.note: /,
      ],
      [
        'console audit',
        'GET',
        '/console/api/audit?targetId=1%00',
        undefined,
        { operator: admin },
        /^query\.targetId: /,
      ],
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
    expect(await snapshot()).toEqual(before);
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
    const again = (await r.call('GET', '/client/api/v1/buyer/me?locale=en', { token: buyer })).json().payload;
    expect([again.companyName, again.repContactName]).toEqual(['CO LIART Pacific Beauty', 'Jane Doe']);

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
