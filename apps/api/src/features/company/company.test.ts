import { type MemberRole, memberMay } from '@hive/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/helper.js';
import { orderFixtures } from '../../../test/orders.js';
import { pdfText } from '../../../test/pdf-text.js';
import { type Requests, withDemoBuyers } from '../../../test/requests.js';

let ctx: TestContext;
let r: Requests;
let owner: string;
let f: ReturnType<typeof orderFixtures>;
let usd: { id: number; email: string };
let address: number;
const PASSWORD = 'Lotus-Harbour-2048';
let people = 0;

beforeAll(async () => {
  const demo = await withDemoBuyers();
  ctx = demo.ctx;
  r = demo;
  owner = demo.tokens['demo-usd']!;
  f = orderFixtures(ctx, r);
  usd = await f.buyer('demo-usd');
  address = await f.addressOf(usd.id);
});

/** The link of the newest invitation e-mailed to `email`: its id and key. */
async function invitationLink(email: string) {
  const mail = await r.lastMail(email);
  expect(mail).toMatchObject({ template: 'memberInvitation' });
  const link = new URL(mail!.text.match(/https?:\/\/\S+\/invitation\/\S+/)![0]);
  return { invitationId: link.searchParams.get('id')!, key: link.searchParams.get('key')! };
}

/** A new person of demo-usd's company with `role`, invited by the owner, accepted and signed in: their token. */
async function member(role: 'ADMIN' | 'PURCHASER' | 'VIEWER') {
  const n = ++people;
  const email = `member${n}.${role.toLowerCase()}@pacific-beauty.example`;
  const invited = await r.call('POST', '/client/api/v1/company/invitations', {
    token: owner,
    body: { email, name: `Member ${n}`, role },
  });
  expect(invited.statusCode).toBe(200);
  const accepted = await r.call('POST', '/auth/client/invitations/accept', {
    body: { ...(await invitationLink(email)), loginId: `pb-member-${n}`, password: PASSWORD },
  });
  expect(accepted.statusCode).toBe(200);
  const { login, buyer } = accepted.json().payload;
  return { token: login.token as string, id: buyer.member.id as number, loginId: `pb-member-${n}`, email };
}

describe('people of a buyer company', () => {
  it('an invited person chooses a login id and password, is signed in as the company, and signs in again later', async () => {
    const email = 'linh.nguyen@pacific-beauty.example';
    const invited = await r.call('POST', '/client/api/v1/company/invitations', {
      token: owner,
      body: { email: 'Linh.Nguyen@Pacific-Beauty.example', name: 'Nguyễn Linh', role: 'PURCHASER' },
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().payload).toMatchObject({ email, role: 'PURCHASER', name: 'Nguyễn Linh' });
    const link = await invitationLink(email);

    const preview = await r.call(
      'GET',
      `/auth/client/invitations?invitationId=${link.invitationId}&key=${encodeURIComponent(link.key)}`,
    );
    expect(preview.json().payload).toMatchObject({ companyName: expect.any(String), email, role: 'PURCHASER' });
    const wrongKey = await r.call('GET', `/auth/client/invitations?invitationId=${link.invitationId}&key=guess`);
    expect(wrongKey.statusCode).toBe(404);

    const accepted = await r.call('POST', '/auth/client/invitations/accept', {
      body: { ...link, loginId: 'linh-pb', password: PASSWORD },
    });
    expect(accepted.statusCode).toBe(200);
    const { login, buyer } = accepted.json().payload;
    expect(buyer).toMatchObject({ id: usd.id, member: { role: 'PURCHASER', name: 'Nguyễn Linh' } });
    expect(login.token).toEqual(expect.any(String));

    // The link is used: a second acceptance is 410, and the login id is the person's from now on.
    const again = await r.call('POST', '/auth/client/invitations/accept', {
      body: { ...link, loginId: 'linh-pb-2', password: PASSWORD },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('INVITATION_GONE');
    const signIn = await r.call('POST', '/auth/client/sign-in', { body: { loginId: 'linh-pb', password: PASSWORD } });
    expect(signIn.json().payload.buyer.member).toMatchObject({ role: 'PURCHASER' });

    // The company's page and its people, as every member sees them.
    const company = await r.call('GET', '/client/api/v1/company', { token: login.token });
    expect(company.json().payload).toMatchObject({ id: usd.id, currency: 'USD', member: { loginId: 'linh-pb' } });
    const members = (await r.call('GET', '/client/api/v1/company/members', { token: login.token })).json().payload.list;
    expect(members[0]).toMatchObject({ loginId: 'demo-usd', role: 'OWNER' });
    expect(members).toContainEqual(expect.objectContaining({ loginId: 'linh-pb', email, status: 'active' }));
  });

  it('a person who forgot their password gets the link at their own address, and it sets theirs alone', async () => {
    const person = await member('PURCHASER');
    await r.call('GET', `/auth/client/changePwd?loginId=${person.loginId.toUpperCase()}`);
    const mail = await r.lastMail(person.email);
    expect(mail).toMatchObject({ template: 'passwordReset' });
    expect(mail!.text).toContain(person.loginId);
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    const update = await r.call('PUT', '/auth/client/password/update', {
      body: {
        certificationId: link.searchParams.get('id'),
        key: link.searchParams.get('key'),
        newPassword: 'Quiet-Lagoon-6161',
      },
    });
    expect(update.json()).toEqual({ payload: true });
    // Their old session ended; the owner's did not, and the owner's password is unchanged.
    expect((await r.call('GET', '/client/api/v1/buyer/me', { token: person.token })).json().code).toBe(
      'SESSION_EXPIRED',
    );
    expect((await r.call('GET', '/client/api/v1/buyer/me', { token: owner })).statusCode).toBe(200);
    expect(await r.signIn(person.loginId, 'Quiet-Lagoon-6161')).toMatch(/^[\w-]{43}$/);
    expect(await r.signIn(person.loginId, PASSWORD)).toBeUndefined();
    expect(await r.signIn('demo-usd')).toMatch(/^[\w-]{43}$/);
  });

  it('refuses an invitation to a member’s address (409), an expired link (410), and more than 20 waiting', async () => {
    const taken = await r.call('POST', '/client/api/v1/company/invitations', {
      token: owner,
      body: { email: 'linh.nguyen@pacific-beauty.example', name: 'Again', role: 'VIEWER' },
    });
    expect(taken.statusCode).toBe(409);

    const late = 'late.person@pacific-beauty.example';
    await r.call('POST', '/client/api/v1/company/invitations', {
      token: owner,
      body: { email: late, name: 'Late Person', role: 'VIEWER' },
    });
    const link = await invitationLink(late);
    await ctx.database.pool.query(
      `update buyer_invitations set expires_at = now() - interval '1 minute' where id = $1`,
      [link.invitationId],
    );
    const expired = await r.call('POST', '/auth/client/invitations/accept', {
      body: { ...link, loginId: 'late-person', password: PASSWORD },
    });
    expect(expired.statusCode).toBe(410);
    expect(
      (await r.call('POST', '/auth/client/sign-in', { body: { loginId: 'late-person', password: PASSWORD } }))
        .statusCode,
    ).toBe(401);

    const open = async () =>
      (await r.call('GET', '/client/api/v1/company/invitations', { token: owner })).json().payload.list.length;
    const invite = (n: number) =>
      r.call('POST', '/client/api/v1/company/invitations', {
        token: owner,
        body: { email: `wave${n}@pacific-beauty.example`, name: `Wave ${n}`, role: 'VIEWER' },
      });
    // Raced: the company's lock counts them one at a time, so never more than 20 wait.
    const answers = await Promise.all(Array.from({ length: 24 - (await open()) }, (_, n) => invite(n)));
    expect(answers.filter((answer) => answer.statusCode === 409).length).toBeGreaterThan(0);
    expect(await open()).toBe(20);
    const { list } = (await r.call('GET', '/client/api/v1/company/invitations', { token: owner })).json().payload;
    for (const invitation of list)
      await r.call('DELETE', `/client/api/v1/company/invitations/${invitation.id}`, { token: owner });
    expect(await open()).toBe(0);
  });

  it('a viewer sees the company but changes nothing: every write is 403 and leaves the database as it was', async () => {
    const viewer = await member('VIEWER');
    const [product] = await f.products(1);
    const orders = await r.call('GET', '/client/api/v1/orders', { token: viewer.token });
    expect(orders.statusCode).toBe(200);
    const before = await f.fingerprint([...f.ORDER_TABLES, 'buyer_invitations', 'buyer_members', 'buyers']);
    const writes = [
      r.call('POST', '/client/api/v1/cart/add', {
        token: viewer.token,
        body: [{ productId: product!.id, quantity: 1 }],
      }),
      r.call('POST', '/client/api/v1/quotation/add', { token: viewer.token, body: { productIds: [product!.id] } }),
      f.place(viewer.token, f.form([{ productId: product!.id, qty: f.packsOver(product!) }], address)),
      r.call('POST', '/client/api/v1/company/invitations', {
        token: viewer.token,
        body: { email: 'friend@pacific-beauty.example', name: 'Friend', role: 'ADMIN' },
      }),
      r.call('PUT', '/client/api/v1/company/approval', { token: viewer.token, body: { limit: 0 } }),
      r.call('PUT', '/client/api/v1/buyer/me', { token: viewer.token, body: { companyName: 'Taken Over Ltd' } }),
    ];
    for (const answer of await Promise.all(writes)) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('FORBIDDEN');
    }
    expect(await f.fingerprint([...f.ORDER_TABLES, 'buyer_invitations', 'buyer_members', 'buyers'])).toEqual(before);
    // What is about the person alone stays theirs: signing out.
    expect((await r.call('POST', '/auth/client/sign-out', { token: viewer.token })).statusCode).toBe(200);
  });

  it('a purchaser manages no one; an admin changes roles; the owner cannot be removed; a re-roled or removed member’s sessions end', async () => {
    const purchaser = await member('PURCHASER');
    const admin = await member('ADMIN');
    const refused = await r.call('PATCH', `/client/api/v1/company/members/${admin.id}`, {
      token: purchaser.token,
      body: { role: 'VIEWER' },
    });
    expect(refused.statusCode).toBe(403);

    const ownerId = (await r.call('GET', '/client/api/v1/company', { token: owner })).json().payload.member.id;
    const removeOwner = await r.call('DELETE', `/client/api/v1/company/members/${ownerId}`, { token: admin.token });
    expect(removeOwner.statusCode).toBe(403);

    const reRoled = await r.call('PATCH', `/client/api/v1/company/members/${purchaser.id}`, {
      token: admin.token,
      body: { role: 'VIEWER' },
    });
    expect(reRoled.json().payload).toMatchObject({ role: 'VIEWER' });
    expect((await r.call('GET', '/client/api/v1/company', { token: purchaser.token })).json().code).toBe(
      'SESSION_EXPIRED',
    );
    const back = await r.call('POST', '/auth/client/sign-in', {
      body: { loginId: purchaser.loginId, password: PASSWORD },
    });
    expect(back.json().payload.buyer.member.role).toBe('VIEWER');

    const removed = await r.call('DELETE', `/client/api/v1/company/members/${purchaser.id}`, { token: admin.token });
    expect(removed.json().payload).toBe(true);
    const token = back.json().payload.login.token;
    expect((await r.call('GET', '/client/api/v1/company', { token })).json().code).toBe('SESSION_EXPIRED');
    expect(
      (await r.call('POST', '/auth/client/sign-in', { body: { loginId: purchaser.loginId, password: PASSWORD } }))
        .statusCode,
    ).toBe(401);
    const list = (await r.call('GET', '/client/api/v1/company/members', { token: owner })).json().payload.list;
    expect(list.map((m: { loginId: string }) => m.loginId)).not.toContain(purchaser.loginId);
  });

  it('each person keeps their own cart and basket; the company’s orders are everyone’s', async () => {
    const buyerA = await member('PURCHASER');
    const [product] = await f.products(1);
    await r.call('POST', '/client/api/v1/cart/add', {
      token: buyerA.token,
      body: [{ productId: product!.id, quantity: 2 }],
    });
    const cartOf = async (token: string) =>
      (await r.call('GET', '/client/api/v1/cart', { token })).json().payload as { product: { id: number } }[];
    expect((await cartOf(buyerA.token)).map((item) => item.product.id)).toContain(product!.id);
    expect((await cartOf(owner)).map((item) => item.product.id)).not.toContain(product!.id);
  });
});

describe('orders over the approval limit', () => {
  it('wait for approval with their stock held and no purchase order; the owner approves and the PO names both', async () => {
    const purchaser = await member('PURCHASER');
    const limit = await r.call('PUT', '/client/api/v1/company/approval', { token: owner, body: { limit: 50_000 } });
    expect(limit.json().payload.approvalLimit).toBe(50_000);
    const [product] = await f.products(1, { held: true, stock: 5_000 });
    const qty = f.packsOver(product!);
    const placed = await f.place(purchaser.token, f.form([{ productId: product!.id, qty }], address), 'approval-1');
    expect(placed.statusCode).toBe(200);
    const order = placed.json().payload.order;
    expect(order.state).toBe('PENDING_APPROVAL');
    expect(order.documents).toEqual([]);
    expect(await f.stockOf(product!.id)).toBe(5_000 - qty * product!.moq);
    // Its approvers are asked, in one e-mail: the owner and the admins.
    const asked = (
      await ctx.database.pool.query<{ to_address: string }>(
        `select to_address from outbox where template = 'orderApprovalRequested' and text_body like '%' || $1 || '%'`,
        [order.number],
      )
    ).rows;
    expect(asked).toHaveLength(1);
    expect(asked[0]!.to_address).toContain(usd.email);

    // The one who placed it may not approve it; the purchaser's role may not either.
    const self = await r.call('POST', `/client/api/v1/orders/${order.id}/approve?locale=en`, {
      token: purchaser.token,
    });
    expect(self.statusCode).toBe(403);

    const [first, second] = await Promise.all([
      r.call('POST', `/client/api/v1/orders/${order.id}/approve?locale=en`, { token: owner }),
      r.call('POST', `/client/api/v1/orders/${order.id}/approve?locale=en`, { token: owner }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const approved = (first.statusCode === 200 ? first : second).json().payload;
    expect(approved.state).toBe('PLACED');
    expect(
      approved.history.map((event: { action: string; memberName: string | null }) => [event.action, event.memberName]),
    ).toEqual([
      ['place', expect.stringMatching(/^Member /)],
      ['approve', expect.any(String)],
    ]);
    const po = await r.call('GET', `/client/api/v1/orders/${order.id}/documents/po`, { token: owner });
    expect(po.statusCode).toBe(200);
    const text = await pdfText(po.rawPayload);
    expect(text).toContain('Ordered by');
    expect(text).toContain('Approved by');
    await r.call('PUT', '/client/api/v1/company/approval', { token: owner, body: { limit: null } });
  });

  it('a rejected order is cancelled with its stock back; under the limit, a purchaser’s order is placed at once', async () => {
    const purchaser = await member('PURCHASER');
    await r.call('PUT', '/client/api/v1/company/approval', { token: owner, body: { limit: 50_000 } });
    const [big, small] = await f.products(2, { held: true, stock: 5_000 });
    const waiting = (
      await f.place(purchaser.token, f.form([{ productId: big!.id, qty: f.packsOver(big!) }], address))
    ).json().payload.order;
    const rejected = await r.call('POST', `/client/api/v1/orders/${waiting.id}/reject?locale=en`, {
      token: owner,
      body: { reason: 'Over this quarter’s budget' },
    });
    expect(rejected.json().payload).toMatchObject({ state: 'CANCELLED', cancelReason: 'Over this quarter’s budget' });
    expect(await f.stockOf(big!.id)).toBe(5_000);

    await r.call('PUT', '/client/api/v1/company/approval', { token: owner, body: { limit: 100_000_000 } });
    const placed = (
      await f.place(purchaser.token, f.form([{ productId: small!.id, qty: f.packsOver(small!) }], address))
    ).json().payload.order;
    expect(placed.state).toBe('PLACED');
    expect(placed.documents).toHaveLength(1);
    await r.call('PUT', '/client/api/v1/company/approval', { token: owner, body: { limit: null } });
  });
});

describe('the console', () => {
  it('lists a company’s members and suspends one: their sessions end, the others go on', async () => {
    const person = await member('PURCHASER');
    const admin = await r.operator('admin');
    const list = await r.call('GET', `/console/api/buyers/${usd.id}/members`, { operator: admin });
    expect(list.json().payload.list).toContainEqual(
      expect.objectContaining({ loginId: person.loginId, role: 'PURCHASER' }),
    );
    const suspended = await r.call('POST', `/console/api/buyers/${usd.id}/members/${person.id}/suspend`, {
      operator: admin,
      body: { reason: 'Left the company' },
    });
    expect(suspended.json().payload.status).toBe('suspended');
    expect((await r.call('GET', '/client/api/v1/company', { token: person.token })).json().code).toBe(
      'SESSION_EXPIRED',
    );
    expect((await r.call('GET', '/client/api/v1/company', { token: owner })).statusCode).toBe(200);
    const signIn = await r.call('POST', '/auth/client/sign-in', {
      body: { loginId: person.loginId, password: PASSWORD },
    });
    expect(signIn.json().code).toBe('ACCOUNT_SUSPENDED');
  });
});

describe('what a role allows, on every route', () => {
  it('a viewer is refused every write the API documents, but for those about the person alone', async () => {
    const viewer = await member('VIEWER');
    const paths = (await ctx.app.inject({ url: '/docs/json' })).json().paths as Record<string, Record<string, unknown>>;
    const writes = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method: method.toUpperCase() as 'POST', path: path.replace(/\{[^}]+\}/g, '1') })),
    );
    expect(writes.length).toBeGreaterThan(30);
    // About the person alone (their sign-out and password, what they looked at, their chat's reading), or public
    // (signing up, accepting an invitation, forms anyone may send as a visitor does without a token).
    const personal = new Set([
      '/auth/client/sign-in',
      '/auth/client/sign-up',
      '/auth/client/findId',
      '/auth/client/certification/verify',
      '/auth/client/invitations/accept',
      '/auth/client/withdraw/confirm',
      '/auth/client/sign-out',
      '/auth/client/session-cookie',
      '/auth/client/certification',
      '/auth/client/password/update',
      '/client/api/v1/recently-viewed/1',
      '/client/api/v1/chat/conversations/1/read',
      '/client/api/v1/chat/stream-ticket',
    ]);
    const refused: string[] = [];
    for (const { method, path } of writes) {
      if (personal.has(path)) continue;
      const answer = await r.call(method, path, { token: viewer.token, body: {} });
      if (answer.statusCode !== 403 || answer.json().code !== 'FORBIDDEN') refused.push(`${method} ${path}`);
    }
    expect(refused).toEqual([]);
  });
});

describe('one company’s people and another’s', () => {
  it('a member of one company never sees another’s members, orders or documents', async () => {
    const krw = await r.signIn('demo-krw');
    const theirOrder = (
      await ctx.database.pool.query<{ id: number }>(
        `select o.id from orders o join buyers b on b.id = o.buyer_id where b.login_id = 'demo-krw' limit 1`,
      )
    ).rows[0]!.id;
    const ours = await member('VIEWER');
    for (const url of [
      `/client/api/v1/orders/${theirOrder}?locale=en`,
      `/client/api/v1/orders/${theirOrder}/documents/po`,
    ])
      expect((await r.call('GET', url, { token: ours.token })).statusCode, url).toBe(404);
    const members = (await r.call('GET', '/client/api/v1/company/members', { token: krw })).json().payload.list;
    expect(members.map((m: { loginId: string }) => m.loginId)).toEqual(['demo-krw']);
    const ownerId = (await r.call('GET', '/client/api/v1/company', { token: owner })).json().payload.member.id;
    const across = await r.call('PATCH', `/client/api/v1/company/members/${ours.id}`, {
      token: krw,
      body: { role: 'ADMIN' },
    });
    expect(across.statusCode).toBe(404);
    expect((await r.call('DELETE', `/client/api/v1/company/members/${ownerId}`, { token: krw })).statusCode).toBe(404);
  });

  it('a member who is not the owner leaves the company by closing their account; the company goes on', async () => {
    const leaving = await member('PURCHASER');
    const left = await r.call('DELETE', '/auth/client/withdraw/confirm', {
      token: leaving.token,
      body: { password: PASSWORD, reason: 'Moved to another job' },
    });
    expect(left.statusCode).toBe(200);
    expect(
      (await r.call('POST', '/auth/client/sign-in', { body: { loginId: leaving.loginId, password: PASSWORD } }))
        .statusCode,
    ).toBe(401);
    expect((await r.call('GET', '/client/api/v1/company', { token: owner })).statusCode).toBe(200);
  });
});

describe('the role × action matrix', () => {
  /** The writes an owner or an admin keeps for themselves; every other company write is a purchaser's. */
  const MANAGE = [
    'POST /client/api/v1/company/invitations',
    'DELETE /client/api/v1/company/invitations/{id}',
    'PATCH /client/api/v1/company/members/{id}',
    'DELETE /client/api/v1/company/members/{id}',
    'PUT /client/api/v1/company/approval',
    'POST /client/api/v1/orders/{id}/approve',
    'POST /client/api/v1/orders/{id}/reject',
    'PUT /client/api/v1/buyer/me',
    'POST /client/api/v1/api-keys',
    'DELETE /client/api/v1/api-keys/{id}',
  ];
  const PERSONAL =
    /^(POST|PUT|DELETE) \/auth\/client\/(sign-in|sign-up|findId|certification|certification\/verify|invitations\/accept|withdraw\/confirm|sign-out|session-cookie|password\/update)$|recently-viewed|chat\/(conversations\/\{id\}\/read|stream-ticket)$/;

  it('every documented buyer write is refused exactly to the roles that may not make it', async () => {
    const paths = (await ctx.app.inject({ url: '/docs/json' })).json().paths as Record<string, Record<string, unknown>>;
    const writes = Object.entries(paths)
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
          .map((method) => `${method.toUpperCase()} ${path}`),
      )
      .filter((route) => !PERSONAL.test(route));
    expect(writes).toEqual(expect.arrayContaining(MANAGE));
    const tokens: Record<MemberRole, string> = {
      OWNER: owner,
      ADMIN: (await member('ADMIN')).token,
      PURCHASER: (await member('PURCHASER')).token,
      VIEWER: (await member('VIEWER')).token,
    };
    const wrong: string[] = [];
    for (const route of writes) {
      const [method, path] = route.split(' ') as ['POST', string];
      // Ids no company has: an allowed call goes on to its checks (400, 404, 409) and changes nothing.
      const url = path.replace(/\{[^}]+\}/g, (name) =>
        name === '{id}' && path.includes('invitations') ? '00000000-0000-4000-8000-000000000000' : '999999',
      );
      for (const role of Object.keys(tokens) as MemberRole[]) {
        const answer = await r.call(method, url, { token: tokens[role], body: {} });
        const forbidden = answer.statusCode === 403 && answer.json().code === 'FORBIDDEN';
        const allowed = memberMay(role, MANAGE.includes(route) ? 'manage' : 'buy');
        if (forbidden === allowed) wrong.push(`${role} ${route}: ${answer.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
