import { beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../../test/helper.js';
import { quotationFixtures } from '../../../../test/quotations.js';
import { type Requests, withOperators } from '../../../../test/requests.js';

let ctx: TestContext, r: Requests, admin: string, staff: string;
beforeAll(async () => {
  ({ ctx, r, admin, staff } = await withOperators());
});
const buyerId = async (loginId: string) =>
  (await ctx.database.pool.query<{ id: number }>('select id from buyers where login_id = $1', [loginId])).rows[0]!.id;

describe('operator sign-in', () => {
  it('gives operators their own sessions, apart from buyers', async () => {
    expect(admin).toMatch(/^[\w-]{43}$/);
    const me = await r.call('GET', '/console/api/auth/me', { operator: admin });
    expect(me.json().payload).toMatchObject({ loginId: 'admin', role: 'admin' });
    expect((await r.call('GET', '/console/api/buyers')).statusCode).toBe(401);
    const buyerToken = await r.signIn('demo-usd');
    expect((await r.call('GET', '/console/api/buyers', { operator: buyerToken })).statusCode).toBe(401);
    const wrong = await r.call('POST', '/console/api/auth/sign-in', {
      body: { loginId: 'admin', password: 'guess-guess' },
    });
    expect(wrong.statusCode).toBe(401);
    const throwaway = await r.operator('staff');
    await r.call('POST', '/console/api/auth/sign-out', { operator: throwaway });
    expect((await r.call('GET', '/console/api/auth/me', { operator: throwaway })).statusCode).toBe(401);
  });
});

describe('buyers', () => {
  it('lists applicants first, filters by status and keyword', async () => {
    await r.signUp('first-applicant');
    const page = (await r.call('GET', '/console/api/buyers', { operator: staff })).json().payload;
    const statuses = page.list.map((row: { status: string }) => row.status);
    expect(statuses.slice(0, 2)).toEqual(['pending', 'pending']);
    expect(statuses.lastIndexOf('pending')).toBeLessThan(statuses.indexOf('active'));
    const active = (await r.call('GET', '/console/api/buyers?status=active', { operator: staff })).json().payload;
    expect(active.list.every((row: { status: string }) => row.status === 'active')).toBe(true);
    const found = (await r.call('GET', '/console/api/buyers?keyword=saigon', { operator: staff })).json().payload;
    expect(found.list.map((row: { loginId: string }) => row.loginId)).toEqual(['demo-krw']);
    expect((await r.call('GET', '/console/api/buyers?status=gone', { operator: staff })).statusCode).toBe(400);
  });

  it('approves an applicant with a grade and a currency: the buyer signs in, is told in its language, the log keeps it', async () => {
    await r.signUp('approve-me');
    const id = await buyerId('approve-me');
    const bad = await r.call('POST', `/console/api/buyers/${id}/approve`, {
      operator: staff,
      body: { gradeId: '07', currency: 'USD' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('gradeId');
    const approved = await r.call('POST', `/console/api/buyers/${id}/approve`, {
      operator: admin,
      body: { gradeId: '03', currency: 'KRW' },
    });
    expect(approved.json().payload).toMatchObject({
      status: 'active',
      grade: { id: '03' },
      currency: 'KRW',
      approvedAt: expect.any(String),
    });
    expect(approved.json().payload.history[0]).toMatchObject({
      action: 'buyer.approve',
      operator: { loginId: 'admin' },
      before: { status: 'pending', gradeId: null, currency: null },
      after: { status: 'active', gradeId: '03', currency: 'KRW' },
    });
    const mail = await r.lastMail('approve-me@buyer.example');
    expect(mail).toMatchObject({ template: 'approval', language: 'vi' });
    const signIn = await r.call('POST', '/auth/client/sign-in', {
      body: { loginId: 'approve-me', password: 'Mango-Harbour-2031' },
    });
    expect(signIn.json().payload.buyer).toMatchObject({ grade: { id: '03' }, currency: 'KRW' });
    const twice = await r.call('POST', `/console/api/buyers/${id}/approve`, {
      operator: staff,
      body: { gradeId: '03', currency: 'KRW' },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('lets staff approve only up to the grade an admin allows in the settings; above it only an admin', async () => {
    const applicant = async (loginId: string) => {
      await r.signUp(loginId);
      return buyerId(loginId);
    };
    const approve = (id: number, operator: string, gradeId: string) =>
      r.call('POST', `/console/api/buyers/${id}/approve`, { operator, body: { gradeId, currency: 'USD' } });
    const grades = async () =>
      (await r.call('GET', '/console/api/grades', { operator: staff }))
        .json()
        .payload.map((grade: { id: string; staffMayApprove: boolean }) => [grade.id, grade.staffMayApprove]);
    const status = async (id: number) =>
      (await r.call('GET', `/console/api/buyers/${id}`, { operator: staff })).json().payload.status;

    // By default staff approve at the lowest grade only.
    expect(await grades()).toEqual([
      ['01', true],
      ['02', false],
      ['03', false],
      ['04', false],
    ]);
    const id = await applicant('staff-grade-a');
    for (const grade of ['02', '04']) {
      const refused = await approve(id, staff, grade);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
    }
    expect(await status(id)).toBe('pending');
    expect((await approve(id, staff, '01')).json().payload).toMatchObject({ status: 'active', grade: { id: '01' } });

    // An admin lets staff go up to grade 03.
    const settings = (await r.call('GET', '/console/api/settings', { operator: admin })).json().payload;
    expect(settings.staffApprovalGrade).toBe('01');
    const saved = await r.call('PUT', '/console/api/settings', {
      operator: admin,
      body: { ...settings, staffApprovalGrade: '03' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await grades()).toEqual([
      ['01', true],
      ['02', true],
      ['03', true],
      ['04', false],
    ]);
    const other = await applicant('staff-grade-b');
    expect((await approve(other, staff, '04')).statusCode).toBe(403);
    expect((await approve(other, staff, '03')).json().payload).toMatchObject({ grade: { id: '03' } });
    // An admin approves at any grade.
    const third = await applicant('staff-grade-c');
    expect((await approve(third, admin, '04')).json().payload).toMatchObject({ grade: { id: '04' } });
    // Staff cannot raise the setting themselves.
    const raised = await r.call('PUT', '/console/api/settings', {
      operator: staff,
      body: { ...settings, staffApprovalGrade: '04' },
    });
    expect(raised.statusCode).toBe(403);
  });

  it("gives the approved account the quotations its e-mail address asked for as a visitor, and no one else's", async () => {
    const asVisitor = (email: string) => quotationFixtures(ctx, r).requestAsVisitor(email, 'Visitor Co');
    const mine = await asVisitor('Visitor-Then-Buyer@buyer.example');
    const someoneElse = await asVisitor('someone-else@buyer.example');
    await r.signUp('visitor-then-buyer');
    const id = await buyerId('visitor-then-buyer');
    // Waiting for approval, the account has nothing yet.
    expect((await ctx.database.pool.query('select id from quotations where buyer_id = $1', [id])).rows).toEqual([]);

    const approved = await r.call('POST', `/console/api/buyers/${id}/approve`, {
      operator: staff,
      body: { gradeId: '01', currency: 'USD' },
    });
    expect(approved.statusCode).toBe(200);
    const buyerToken = await r.signIn('visitor-then-buyer', 'Mango-Harbour-2031');
    const list = (await r.call('GET', '/client/api/v1/quotations', { token: buyerToken })).json().payload;
    expect(list.list.map((row: { number: string }) => row.number)).toEqual([mine.number]);
    const detail = await r.call('GET', `/client/api/v1/quotations/${mine.id}`, { token: buyerToken });
    expect(detail.statusCode).toBe(200);
    expect((await r.call('GET', `/client/api/v1/quotations/${someoneElse.id}`, { token: buyerToken })).statusCode).toBe(
      404,
    );
    const audit = await ctx.database.pool.query(
      `select after from audit_log where action = 'quotation.attach' and target_id = $1`,
      [String(mine.id)],
    );
    expect(audit.rows).toEqual([{ after: { buyerId: id } }]);
  });

  it('rejects with a reason the buyer reads, after which sign-in says so', async () => {
    await r.signUp('reject-me');
    const id = await buyerId('reject-me');
    const noReason = await r.call('POST', `/console/api/buyers/${id}/reject`, {
      operator: staff,
      body: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect((await r.call('GET', `/console/api/buyers/${id}`, { operator: staff })).json().payload.status).toBe(
      'pending',
    );
    await r.call('POST', `/console/api/buyers/${id}/reject`, {
      operator: staff,
      body: { reason: 'We could not confirm the business registration.' },
    });
    expect((await r.lastMail('reject-me@buyer.example'))!.text).toContain(
      'We could not confirm the business registration.',
    );
    const signIn = await r.call('POST', '/auth/client/sign-in', {
      body: { loginId: 'reject-me', password: 'Mango-Harbour-2031' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().code).toBe('ACCOUNT_REJECTED');
  });

  it('lets only an admin suspend, which ends the sessions at once, and reactivate', async () => {
    const token = await r.signIn('demo-usd');
    const id = await buyerId('demo-usd');
    const byStaff = await r.call('POST', `/console/api/buyers/${id}/suspend`, {
      operator: staff,
      body: { reason: 'Unpaid invoices' },
    });
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().code).toBe('FORBIDDEN');
    expect((await r.call('GET', '/client/api/v1/buyer/me', { token })).statusCode).toBe(200);

    const suspended = await r.call('POST', `/console/api/buyers/${id}/suspend`, {
      operator: admin,
      body: { reason: 'Unpaid invoices' },
    });
    expect(suspended.json().payload).toMatchObject({
      status: 'suspended',
      statusReason: 'Unpaid invoices',
      sessions: { active: 0 },
    });
    expect((await r.call('GET', '/client/api/v1/buyer/me', { token })).json().code).toBe('SESSION_EXPIRED');
    const refused = await r.call('POST', '/auth/client/sign-in', {
      body: { loginId: 'demo-usd', password: 'Demo!2026pass' },
    });
    expect(refused.json().code).toBe('ACCOUNT_SUSPENDED');

    expect((await r.call('POST', `/console/api/buyers/${id}/reactivate`, { operator: staff })).statusCode).toBe(403);
    await r.call('POST', `/console/api/buyers/${id}/reactivate`, { operator: admin });
    expect(await r.signIn('demo-usd')).toMatch(/^[\w-]{43}$/);
  });

  it("lets an admin change an approved buyer's grade and currency, recorded before and after", async () => {
    const id = await buyerId('demo-krw');
    expect(
      (await r.call('PATCH', `/console/api/buyers/${id}`, { operator: staff, body: { gradeId: '04' } })).statusCode,
    ).toBe(403);
    expect((await r.call('PATCH', `/console/api/buyers/${id}`, { operator: admin, body: {} })).statusCode).toBe(400);
    const changed = await r.call('PATCH', `/console/api/buyers/${id}`, { operator: admin, body: { gradeId: '04' } });
    expect(changed.json().payload).toMatchObject({ grade: { id: '04' }, currency: 'KRW' });
    const pending = await buyerId('demo-pending');
    expect(
      (await r.call('PATCH', `/console/api/buyers/${pending}`, { operator: admin, body: { gradeId: '02' } }))
        .statusCode,
    ).toBe(409);

    const audit = (
      await r.call('GET', `/console/api/audit?targetType=buyer&targetId=${id}`, { operator: admin })
    ).json().payload;
    expect(audit.list[0]).toMatchObject({
      action: 'buyer.terms',
      operator: { loginId: 'admin' },
      before: { gradeId: '02' },
      after: { gradeId: '04' },
    });
  });

  it('shows a buyer with addresses, sessions and history; unknown ids are 404', async () => {
    const id = await buyerId('demo-krw');
    const detail = (await r.call('GET', `/console/api/buyers/${id}`, { operator: staff })).json().payload;
    expect(detail).toMatchObject({
      loginId: 'demo-krw',
      phone: { number: '912345678' },
      // The demo data gives each demo buyer a delivery address, so that an order can be placed at once.
      addresses: [expect.objectContaining({ city: 'Hồ Chí Minh', isDefault: true })],
      language: 'vi',
    });
    expect(detail.history.length).toBeGreaterThan(0);
    expect((await r.call('GET', '/console/api/buyers/987654', { operator: staff })).statusCode).toBe(404);
  });
});

describe('audit log and outbox', () => {
  it('shows the audit log to admins only, and no one can rewrite it', async () => {
    expect((await r.call('GET', '/console/api/audit', { operator: staff })).statusCode).toBe(403);
    const page = (await r.call('GET', '/console/api/audit', { operator: admin })).json().payload;
    expect(page.total).toBeGreaterThan(0);
    await expect(ctx.database.pool.query(`update audit_log set action = 'nothing'`)).rejects.toThrow(/append-only/);
    await expect(ctx.database.pool.query('delete from audit_log')).rejects.toThrow(/append-only/);
  });

  it('lists the e-mails kept in the outbox, newest first, to admins only', async () => {
    expect((await r.call('GET', '/console/api/outbox', { operator: staff })).statusCode).toBe(403);
    const page = (await r.call('GET', '/console/api/outbox?size=5', { operator: admin })).json().payload;
    expect(page.list.length).toBe(5);
    expect(page.list[0].id).toBeGreaterThan(page.list[1].id);
    expect(page.list[0]).toMatchObject({ status: 'logged', text: expect.any(String) });
  });
});
