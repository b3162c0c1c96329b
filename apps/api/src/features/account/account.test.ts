import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { quotationFixtures } from '../../../test/quotations.js';
import { requests } from '../../../test/requests.js';
import { DEMO_PASSWORD } from '../../db/seed/demo.js';

let ctx: TestContext;
let r: ReturnType<typeof requests>;
beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
});
const count = async (sql: string, params: unknown[] = []) =>
  Number((await ctx.database.pool.query(sql, params)).rows[0].count);

describe('e-mail verification codes', () => {
  it('e-mails a six-digit code, says how long it lives, and verifies it once', async () => {
    const sent = await r.call('POST', '/auth/client/certification', {
      body: { email: 'New@Shop.example', language: 'es' },
    });
    expect(sent.statusCode).toBe(200);
    const { id, expiresIn } = sent.json().payload;
    expect(expiresIn).toBe(300);
    const mail = await r.lastMail('new@shop.example');
    expect(mail).toMatchObject({ template: 'verification', language: 'es' });
    const code = mail!.text.match(/\b(\d{6})\b/)![1]!;

    const status = await r.call('GET', `/auth/client/certification/expire/${id}`);
    expect(status.json().payload).toMatchObject({ id, expired: false, verified: false });
    expect(status.json().payload.expiresIn).toBeGreaterThan(290);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await r.call('POST', '/auth/client/certification/verify', { body: { id, code: wrongCode } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('CODE_INVALID');
    const right = await r.call('POST', '/auth/client/certification/verify', { body: { id, code } });
    expect(right.json().payload).toMatchObject({ verified: true, expired: false });
  });

  it('stops accepting guesses after five wrong codes, even the right one', async () => {
    const { id } = (
      await r.call('POST', '/auth/client/certification', { body: { email: 'guess@shop.example' } })
    ).json().payload;
    const code = (await r.lastMail('guess@shop.example'))!.text.match(/\b(\d{6})\b/)![1]!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++)
      await r.call('POST', '/auth/client/certification/verify', { body: { id, code: wrong } });
    const late = await r.call('POST', '/auth/client/certification/verify', { body: { id, code } });
    expect(late.json().code).toBe('CODE_INVALID');
  });

  it('refuses an expired code and says it expired', async () => {
    const { id } = (await r.call('POST', '/auth/client/certification', { body: { email: 'late@shop.example' } })).json()
      .payload;
    const code = (await r.lastMail('late@shop.example'))!.text.match(/\b(\d{6})\b/)![1]!;
    await ctx.database.pool.query(
      `update certifications set created_at = now() - interval '10 minutes', expires_at = now() - interval '1 second' where id = $1`,
      [id],
    );
    expect((await r.call('GET', `/auth/client/certification/expire/${id}`)).json().payload).toMatchObject({
      expired: true,
      expiresIn: 0,
    });
    expect((await r.call('POST', '/auth/client/certification/verify', { body: { id, code } })).json().code).toBe(
      'CODE_EXPIRED',
    );
  });

  it('answers bad ids with 400 and unknown ones with 404, and limits codes per address', async () => {
    expect((await r.call('GET', '/auth/client/certification/expire/not-a-uuid')).statusCode).toBe(400);
    expect(
      (await r.call('GET', '/auth/client/certification/expire/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect(
      (await r.call('POST', '/auth/client/certification', { body: { email: 'not an e-mail' } })).json().error,
    ).toContain('email');
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await r.call('POST', '/auth/client/certification', { body: { email: 'spam@shop.example' } })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('sign-up', () => {
  it('creates an applicant, not approved, with an argon2id hash, who gets no token yet', async () => {
    const { response, body } = await r.signUp('lotus-mart');
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({ loginId: 'lotus-mart', joinStatusCode: '01' });
    const { rows } = await ctx.database.pool.query(
      `select status, approved_at, password_hash, language, join_status_code from buyers where login_id = 'lotus-mart'`,
    );
    expect(rows[0]).toMatchObject({ status: 'pending', approved_at: null, language: 'vi', join_status_code: '01' });
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].password_hash).not.toContain(body.password);
    expect(
      await count(
        `select count(*) from buyer_interested_brands b join buyers u on u.id = b.buyer_id where u.login_id = 'lotus-mart'`,
      ),
    ).toBe(2);

    const signIn = await r.call('POST', '/auth/client/sign-in', {
      body: { loginId: 'lotus-mart', password: body.password },
    });
    expect(signIn.json().payload).toEqual({
      login: { joinStatusCode: '01', loginId: 'lotus-mart', token: null },
      buyer: null,
    });
  });

  it('refuses a taken login id whatever its case, and a code that was already used', async () => {
    const first = await r.signUp('river-shop');
    expect(first.response.statusCode).toBe(200);
    const again = await r.signUp('RIVER-shop');
    expect(again.response.statusCode).toBe(409);
    expect(again.response.json().code).toBe('LOGIN_ID_TAKEN');
    const reused = await r.signUp('other-shop', {
      certificationId: first.body.certificationId,
      repContactEmail: first.body.repContactEmail,
    });
    expect(reused.response.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('needs a verified code for that very address', async () => {
    const otherAddress = await r.verifiedEmail('someone-else@buyer.example');
    const response = (await r.signUp('mismatch-shop', { certificationId: otherAddress })).response;
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('EMAIL_NOT_VERIFIED');
    const { id } = (
      await r.call('POST', '/auth/client/certification', { body: { email: 'unverified@buyer.example' } })
    ).json().payload;
    const unverified = await r.signUp('unverified', { certificationId: id });
    expect(unverified.response.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('rejects weak passwords, missing terms and unknown fields, naming the field, and stores nothing', async () => {
    const before = await count('select count(*) from buyers');
    const certificationId = await r.verifiedEmail('tiger-shop@buyer.example');
    const cases: [object, string][] = [
      [{ password: 'short1' }, 'password'],
      [{ password: 'password123' }, 'password'],
      [{ password: 'tiger-shop-2030' }, 'password'],
      [{ agreedTermsOfService: false }, 'agreedTermsOfService'],
      [{ phoneNumber: 'call me' }, 'phoneNumber'],
      [{ countryId: 999_999 }, 'countryId'],
      [{ grade: '04' }, 'grade'],
      [{ website: 'javascript:alert(1)' }, 'website'],
      [{ website: 'not a site' }, 'website'],
      [{ companyRegistrationNo: '-- drop' }, 'companyRegistrationNo'],
    ];
    for (const [override, field] of cases) {
      const { response } = await r.signUp('tiger-shop', { certificationId, ...override });
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json().error).toContain(field);
    }
    expect(await count('select count(*) from buyers')).toBe(before);
  });
});

describe('who the applicant is', () => {
  it('keeps the registration or tax number and the website for the approver, and takes neither where there is none', async () => {
    const admin = await r.operator('admin');
    const told = await r.signUp('saigon-beauty', {
      companyRegistrationNo: 'MST 0312345678',
      website: 'saigonbeauty.vn',
    });
    expect(told.response.statusCode).toBe(200);
    const silent = await r.signUp('quiet-shop');
    expect(silent.response.statusCode).toBe(200);
    const detail = async (loginId: string) => {
      const [{ id }] = (await ctx.database.pool.query(`select id from buyers where login_id = $1`, [loginId])).rows;
      return (await r.call('GET', `/console/api/buyers/${id}`, { operator: admin })).json().payload;
    };
    expect(await detail('saigon-beauty')).toMatchObject({
      companyRegistrationNo: 'MST 0312345678',
      website: 'https://saigonbeauty.vn',
    });
    expect(await detail('quiet-shop')).toMatchObject({ companyRegistrationNo: '', website: '' });
  });
});

describe('find id', () => {
  it('e-mails the login id when country, company and e-mail match, and answers the same when nothing does', async () => {
    const us = await r.countryId('US');
    const match = await r.call('POST', '/auth/client/findId', {
      body: { countryId: us, company: 'pacific beauty trading llc', email: 'Emily.Carter@pacific-beauty.example' },
    });
    const none = await r.call('POST', '/auth/client/findId', {
      body: { countryId: us, company: 'Nobody Inc', email: 'nobody@nowhere.example' },
    });
    expect(match.statusCode).toBe(200);
    expect(none.body).toBe(match.body);
    expect((await r.lastMail('emily.carter@pacific-beauty.example'))!.text).toContain('demo-usd');
    expect(await r.lastMail('nobody@nowhere.example')).toBeUndefined();
  });
});

describe('password reset by e-mailed link', () => {
  it('sets a new password once, ends every session, and the link then stops working', async () => {
    const oldToken = await r.signIn('demo-krw');
    const asked = await r.call('GET', '/auth/client/changePwd?loginId=Demo-KRW');
    const unknown = await r.call('GET', '/auth/client/changePwd?loginId=nobody-at-all');
    expect(asked.body).toBe(unknown.body);
    const mail = await r.lastMail('ha.nguyen@saigon-kmart.example');
    expect(mail).toMatchObject({ template: 'passwordReset', language: 'vi' });
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe('/find/password/reset/');
    const id = link.searchParams.get('id')!;
    const key = link.searchParams.get('key')!;
    expect((await r.call('GET', `/auth/client/certification/expire/${id}`)).json().payload.expired).toBe(false);

    const forged = await r.call('PUT', '/auth/client/password/update', {
      body: { certificationId: id, key: `${key.slice(0, -2)}xx`, newPassword: 'Lantern-Orchid-77' },
    });
    expect(forged.json().code).toBe('CODE_INVALID');
    const update = await r.call('PUT', '/auth/client/password/update', {
      body: { certificationId: id, key, newPassword: 'Lantern-Orchid-77' },
    });
    expect(update.json()).toEqual({ payload: true });
    expect((await r.call('GET', '/client/api/site', { token: oldToken })).json().code).toBe('SESSION_EXPIRED');
    expect(await r.signIn('demo-krw', 'Lantern-Orchid-77')).toMatch(/^[\w-]{43}$/);
    expect(await r.signIn('demo-krw', DEMO_PASSWORD)).toBeUndefined();
    const reused = await r.call('PUT', '/auth/client/password/update', {
      body: { certificationId: id, key, newPassword: 'Another-Orchid-88' },
    });
    expect(reused.json().code).toBe('CODE_INVALID');
    expect((await r.lastMail('ha.nguyen@saigon-kmart.example'))!.template).toBe('passwordChanged');
  });

  it('refuses an expired link', async () => {
    await r.call('GET', '/auth/client/changePwd?loginId=demo-usd');
    const link = new URL((await r.lastMail('emily.carter@pacific-beauty.example'))!.text.match(/https?:\/\/\S+/)![0]);
    await ctx.database.pool.query(
      `update certifications set created_at = now() - interval '1 hour', expires_at = now() - interval '1 second' where id = $1`,
      [link.searchParams.get('id')],
    );
    const response = await r.call('PUT', '/auth/client/password/update', {
      body: {
        certificationId: link.searchParams.get('id'),
        key: link.searchParams.get('key'),
        newPassword: 'Lantern-Orchid-77',
      },
    });
    expect(response.json().code).toBe('CODE_EXPIRED');
  });
});

describe('signed-in password change', () => {
  it('needs the current password, keeps the buyer signed in here and signs them out everywhere else', async () => {
    await r.signUp('pw-change');
    await ctx.database.pool.query(
      `update buyers set status = 'active', approved_at = now(), grade_id = '01', currency = 'USD' where login_id = 'pw-change'`,
    );
    const here = await r.signIn('pw-change', 'Mango-Harbour-2031');
    const elsewhere = await r.signIn('pw-change', 'Mango-Harbour-2031');
    const wrong = await r.call('PUT', '/auth/client/password/update', {
      token: here,
      body: { currentPassword: 'not-it', newPassword: 'Copper-Kettle-4242' },
    });
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const anonymous = await r.call('PUT', '/auth/client/password/update', {
      body: { currentPassword: 'Mango-Harbour-2031', newPassword: 'Copper-Kettle-4242' },
    });
    expect(anonymous.statusCode).toBe(401);
    const changed = await r.call('PUT', '/auth/client/password/update', {
      token: here,
      body: { currentPassword: 'Mango-Harbour-2031', newPassword: 'Copper-Kettle-4242' },
    });
    expect(changed.json()).toEqual({ payload: true });
    expect((await r.call('GET', '/client/api/v1/buyer/me', { token: here })).statusCode).toBe(200);
    expect((await r.call('GET', '/client/api/v1/buyer/me', { token: elsewhere })).json().code).toBe('SESSION_EXPIRED');
  });
});

describe('settings', () => {
  it('shows the signed-in buyer only to that buyer', async () => {
    expect((await r.call('GET', '/client/api/v1/buyer/me')).statusCode).toBe(401);
    const token = await r.signIn('demo-usd');
    const me = await r.call('GET', '/client/api/v1/buyer/me', { token });
    expect(me.json().payload).toMatchObject({
      loginId: 'demo-usd',
      grade: { id: '01' },
      currency: 'USD',
      country: { code: 'US', callingCode: expect.any(String), emoji: expect.any(String) },
    });
    expect(me.body).not.toMatch(/argon2|password/i);
  });

  it('changes details and interested brands, but the e-mail only with a verified code', async () => {
    const token = await r.signIn('demo-usd');
    const current = (await r.call('GET', '/client/api/v1/buyer/me', { token })).json().payload;
    const [brand] = await r.brandIds(1);
    const body = {
      companyName: 'Pacific Beauty Group',
      countryId: current.country.id,
      repContactName: 'Emily Carter-Ng',
      repContactEmail: current.repContactEmail,
      phoneCountryId: current.repContactNumber.countryId,
      phoneNumber: '212 555 0199',
      interestedBrandIds: [brand],
      language: 'id',
    };
    const saved = await r.call('PUT', '/client/api/v1/buyer/me', { token, body });
    expect(saved.json().payload).toMatchObject({
      companyName: 'Pacific Beauty Group',
      language: 'id',
      interestedBrands: [{ id: brand }],
      repContactNumber: { number: '212 555 0199' },
    });
    const noCode = await r.call('PUT', '/client/api/v1/buyer/me', {
      token,
      body: { ...body, repContactEmail: 'new@pacific.example' },
    });
    expect(noCode.json().code).toBe('EMAIL_NOT_VERIFIED');
    const certificationId = await r.verifiedEmail('new@pacific.example');
    const withCode = await r.call('PUT', '/client/api/v1/buyer/me', {
      token,
      body: { ...body, repContactEmail: 'new@pacific.example', certificationId },
    });
    expect(withCode.json().payload.repContactEmail).toBe('new@pacific.example');
    const sneaky = await r.call('PUT', '/client/api/v1/buyer/me', { token, body: { ...body, gradeId: '04' } });
    expect(sneaky.statusCode).toBe(400);
    expect(sneaky.json().error).toContain('gradeId');
    expect((await r.call('GET', '/client/api/v1/buyer/me', { token })).json().payload.grade.id).toBe('01');
  });
});

describe('address book', () => {
  const address = (overrides: object = {}) => ({
    consignee: 'Receiving Dock',
    phoneCountryId: 1,
    phoneNumber: '555 0100',
    countryId: 1,
    line1: '12 Harbour Road',
    city: 'Busan',
    postalCode: '48058',
    ...overrides,
  });

  it('keeps exactly one default, passes it on when the default is deleted', async () => {
    const token = await r.signIn('demo-usd');
    // An empty address book to start from (the demo data gives the demo buyer one address).
    for (const entry of (await r.call('GET', '/client/api/v1/buyer/addresses', { token })).json().payload)
      await r.call('DELETE', `/client/api/v1/buyer/addresses/${entry.id}`, { token });
    const first = (await r.call('POST', '/client/api/v1/buyer/addresses', { token, body: address() })).json().payload;
    expect(first.isDefault).toBe(true);
    const second = (
      await r.call('POST', '/client/api/v1/buyer/addresses', {
        token,
        body: address({ city: 'Seoul', isDefault: true }),
      })
    ).json().payload;
    expect(second.isDefault).toBe(true);
    let list = (await r.call('GET', '/client/api/v1/buyer/addresses', { token })).json().payload;
    expect(
      list.filter((entry: { isDefault: boolean }) => entry.isDefault).map((entry: { id: number }) => entry.id),
    ).toEqual([second.id]);
    list = (await r.call('PUT', `/client/api/v1/buyer/addresses/${first.id}/default`, { token })).json().payload;
    expect(list[0]).toMatchObject({ id: first.id, isDefault: true });
    const edited = await r.call('PUT', `/client/api/v1/buyer/addresses/${second.id}`, {
      token,
      body: address({ city: 'Incheon' }),
    });
    expect(edited.json().payload).toMatchObject({ city: 'Incheon', isDefault: false });
    await r.call('DELETE', `/client/api/v1/buyer/addresses/${first.id}`, { token });
    list = (await r.call('GET', '/client/api/v1/buyer/addresses', { token })).json().payload;
    expect(list).toEqual([expect.objectContaining({ id: second.id, isDefault: true })]);
  });

  it("never lets a buyer read, change or delete another buyer's address", async () => {
    const owner = await r.signIn('demo-usd');
    const other = await r.signIn('demo-krw', 'Lantern-Orchid-77');
    const mine = (await r.call('POST', '/client/api/v1/buyer/addresses', { token: owner, body: address() })).json()
      .payload;
    expect(
      (await r.call('PUT', `/client/api/v1/buyer/addresses/${mine.id}`, { token: other, body: address() })).statusCode,
    ).toBe(404);
    expect(
      (await r.call('PUT', `/client/api/v1/buyer/addresses/${mine.id}/default`, { token: other })).statusCode,
    ).toBe(404);
    expect((await r.call('DELETE', `/client/api/v1/buyer/addresses/${mine.id}`, { token: other })).statusCode).toBe(
      404,
    );
    const theirs = (await r.call('GET', '/client/api/v1/buyer/addresses', { token: other })).json().payload;
    expect(theirs.map((entry: { id: number }) => entry.id)).not.toContain(mine.id);
    expect((await r.call('GET', '/client/api/v1/buyer/addresses')).statusCode).toBe(401);
  });

  it('refuses bad input naming the field, and more than twenty addresses', async () => {
    const token = await r.signIn('demo-usd');
    const bad = await r.call('POST', '/client/api/v1/buyer/addresses', { token, body: address({ postalCode: '' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('postalCode');
    const existing = (await r.call('GET', '/client/api/v1/buyer/addresses', { token })).json().payload.length;
    for (let i = existing; i < 20; i++)
      await r.call('POST', '/client/api/v1/buyer/addresses', { token, body: address() });
    const over = await r.call('POST', '/client/api/v1/buyer/addresses', { token, body: address() });
    expect(over.statusCode).toBe(409);
    expect(
      await count(
        `select count(*) from buyer_addresses a join buyers b on b.id = a.buyer_id where b.login_id = 'demo-usd'`,
      ),
    ).toBe(20);
  });
});

describe('withdraw', () => {
  /** A signed-up buyer, approved, signed in. */
  async function activeBuyer(loginId: string) {
    await r.signUp(loginId);
    await ctx.database.pool.query(
      `update buyers set status = 'active', approved_at = now(), grade_id = '01', currency = 'USD' where login_id = $1`,
      [loginId],
    );
    return r.signIn(loginId, 'Mango-Harbour-2031');
  }
  /** Everything a withdrawal changes: the account's row, its addresses, brands, sessions, codes and mails. */
  const fingerprint = async (loginId: string) =>
    (
      await ctx.database.pool.query(
        `select to_jsonb(b) as buyer,
           (select count(*)::int from buyer_addresses where buyer_id = b.id) as addresses,
           (select count(*)::int from buyer_interested_brands where buyer_id = b.id) as brands,
           (select count(*)::int from buyer_sessions where buyer_id = b.id) as sessions,
           (select count(*)::int from certifications where buyer_id = b.id) as certifications,
           (select count(*)::int from outbox where to_address = b.rep_contact_email) as mails
         from buyers b where login_id = $1`,
        [loginId],
      )
    ).rows[0];
  const confirm = (token: string) =>
    r.call('DELETE', '/auth/client/withdraw/confirm', {
      token,
      body: { password: 'Mango-Harbour-2031', reason: 'closing the shop' },
    });

  it('is refused while a quotation is open, listing each one, and allowed once every one is finished', async () => {
    const token = await activeBuyer('open-deals');
    const q = quotationFixtures(ctx, r);
    const admin = await r.operator('admin');
    const requested = await q.requestAs('open-deals');
    const quoted = await q.requestAs('open-deals');
    expect((await q.sendOffer(admin, quoted.id)).statusCode).toBe(200);
    const declined = await q.requestAs('open-deals');
    expect((await q.sendOffer(admin, declined.id)).statusCode).toBe(200);
    const decline = (id: number) =>
      r.call('POST', `/client/api/v1/quotations/${id}/decline`, { token, body: { reason: 'not now' } });
    expect((await decline(declined.id)).statusCode).toBe(200);

    const check = async () => (await r.call('GET', '/auth/client/withdraw', { token })).json().payload;
    // The declined one is finished: only the two still under way are listed, with the numbers the buyer knows.
    expect(await check()).toEqual({
      allowed: false,
      reasons: ['OPEN_QUOTATIONS'],
      quotations: [
        { id: requested.id, number: requested.number, state: 'REQUESTED' },
        { id: quoted.id, number: quoted.number, state: 'QUOTED' },
      ],
      orders: [],
    });

    const before = await fingerprint('open-deals');
    const refused = await confirm(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('WITHDRAW_BLOCKED');
    expect(refused.json().error).toContain(requested.number);
    expect(refused.json().error).toContain(quoted.number);
    expect(await fingerprint('open-deals')).toEqual(before);
    expect((await r.call('GET', '/client/api/v1/buyer/me', { token })).statusCode).toBe(200);

    // An expired offer can still be offered again or answered: it keeps the account open too.
    await ctx.database.pool.query(`update quotations set state = 'EXPIRED' where id = $1`, [requested.id]);
    expect((await check()).quotations[0]).toEqual({ id: requested.id, number: requested.number, state: 'EXPIRED' });
    expect((await confirm(token)).statusCode).toBe(409);

    // Cancelled and declined, they are finished: the account can be closed.
    expect(
      (await r.call('POST', `/client/api/v1/quotations/${requested.id}/cancel`, { token, body: {} })).statusCode,
    ).toBe(200);
    expect((await check()).quotations).toEqual([{ id: quoted.id, number: quoted.number, state: 'QUOTED' }]);
    expect((await decline(quoted.id)).statusCode).toBe(200);
    expect(await check()).toEqual({ allowed: true, reasons: [], quotations: [], orders: [] });
    expect((await confirm(token)).json()).toEqual({ payload: true });
  });

  it('checks under the account lock: a quotation written while the confirmation waits keeps the account open', async () => {
    const token = await activeBuyer('racing-co');
    const { id: buyerId } = await quotationFixtures(ctx, r).buyer('racing-co');
    const writer = await ctx.database.pool.connect();
    try {
      // A quotation request under way (written, not yet committed) when the buyer confirms in another tab.
      await writer.query('begin');
      const { rows } = await writer.query<{ id: number }>(
        `insert into quotations (number, buyer_id, currency, requested_at, updated_at)
         values ('Q-RACE-1', $1, 'USD', now(), now()) returning id`,
        [buyerId],
      );
      const confirmed = confirm(token);
      await vi.waitFor(
        async () => {
          const waiting = await ctx.database.pool.query(
            `select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%from buyers%for update%'`,
          );
          expect(waiting.rows).toHaveLength(1);
        },
        { timeout: 5000 },
      );
      await writer.query('commit');
      const refused = await confirmed;
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toContain('Q-RACE-1');
      expect((await fingerprint('racing-co')).buyer.status).toBe('active');
      expect((await r.call('GET', '/auth/client/withdraw', { token })).json().payload.quotations).toEqual([
        { id: rows[0]!.id, number: 'Q-RACE-1', state: 'REQUESTED' },
      ]);
    } finally {
      writer.release();
    }
  });

  it('erases personal data, ends every session, and the login id never signs in or signs up again', async () => {
    await r.signUp('leaving-co');
    await ctx.database.pool.query(
      `update buyers set status = 'active', approved_at = now(), grade_id = '01', currency = 'USD' where login_id = 'leaving-co'`,
    );
    const token = await r.signIn('leaving-co', 'Mango-Harbour-2031');
    // What the buyer looked at goes too.
    expect((await r.call('PUT', '/client/api/v1/recently-viewed/1', { token })).statusCode).toBe(200);
    expect((await r.call('GET', '/auth/client/withdraw', { token })).json().payload).toEqual({
      allowed: true,
      reasons: [],
      quotations: [],
      orders: [],
    });
    const wrong = await r.call('DELETE', '/auth/client/withdraw/confirm', {
      token,
      body: { password: 'nope', reason: 'closing the shop' },
    });
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const done = await r.call('DELETE', '/auth/client/withdraw/confirm', {
      token,
      body: { password: 'Mango-Harbour-2031', reason: 'closing the shop' },
    });
    expect(done.json()).toEqual({ payload: true });
    expect((await r.lastMail('leaving-co@buyer.example'))!.template).toBe('withdrawConfirmation');
    expect((await r.call('GET', '/client/api/v1/buyer/me', { token })).json().code).toBe('SESSION_EXPIRED');
    const { rows } = await ctx.database.pool.query(
      `select status, company_name, rep_contact_name, rep_contact_email, phone_number from buyers where login_id = 'leaving-co'`,
    );
    expect(rows[0]).toEqual({
      status: 'withdrawn',
      company_name: 'Withdrawn account',
      rep_contact_name: '',
      rep_contact_email: '',
      phone_number: '',
    });
    const viewed = await ctx.database.pool.query(
      `select 1 from recently_viewed where buyer_id = (select id from buyers where login_id = 'leaving-co')`,
    );
    expect(viewed.rowCount).toBe(0);
    const signIn = await r.call('POST', '/auth/client/sign-in', {
      body: { loginId: 'leaving-co', password: 'Mango-Harbour-2031' },
    });
    expect(signIn.statusCode).toBe(401);
    expect((await r.signUp('leaving-co')).response.json().code).toBe('LOGIN_ID_TAKEN');
  });
});
