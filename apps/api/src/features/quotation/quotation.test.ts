import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { quotationFixtures } from '../../../test/quotations.js';
import { requests } from '../../../test/requests.js';

let ctx: TestContext;
let r: ReturnType<typeof requests>;
let q: ReturnType<typeof quotationFixtures>;
let usd: string;
let krw: string;
let admin: string;
let app: ReturnType<typeof quotationsOf>;

/** The buyer's quotation endpoints, called with a token. */
function quotationsOf(rr: ReturnType<typeof requests>) {
  const base = '/client/api/v1/quotations';
  return {
    list: (token: string, query = '') => rr.call('GET', `${base}${query}`, { token }),
    detail: (token: string, id: number) => rr.call('GET', `${base}/${id}`, { token }),
    pdf: (token: string, id: number, version: number) =>
      rr.call('GET', `${base}/${id}/offers/${version}/pdf`, { token }),
    act: (token: string, id: number, action: string, body: object = {}) =>
      rr.call('POST', `${base}/${id}/${action}`, { token, body }),
  };
}

beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
  q = quotationFixtures(ctx, r);
  [usd, krw, admin] = await Promise.all([r.signIn('demo-usd'), r.signIn('demo-krw'), r.operator('admin')]);
  app = quotationsOf(r);
});

const HA = 'ha.nguyen@saigon-kmart.example';
const EMILY = 'emily.carter@pacific-beauty.example';

describe("a buyer's quotations", () => {
  it('lists only the buyer’s own, newest first, with totals and brands, filtered by state and paged', async () => {
    const first = await q.requestAs('demo-usd', 2);
    const second = await q.requestAs('demo-usd', 3);
    const theirs = await q.requestAs('demo-krw', 1);
    await q.requestAsVisitor('visitor-list@buyer.example');
    expect((await app.list('')).statusCode).toBe(401);

    const page = (await app.list(usd)).json().payload;
    const ids = page.list.map((row: { id: number }) => row.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids).not.toContain(theirs.id);
    expect(page.list.every((row: { currency: string }) => row.currency === 'USD')).toBe(true);
    const row = page.list.find((item: { id: number }) => item.id === second.id);
    expect(row).toMatchObject({
      number: second.number,
      state: 'REQUESTED',
      requested: { sku: 3, units: expect.any(Number), amount: expect.any(Number) },
      offer: null,
    });
    expect(row.brands.length).toBeGreaterThan(0);

    const paged = (await app.list(usd, '?size=1&page=2')).json().payload;
    expect(paged).toMatchObject({ page: 2, size: 1, total: page.total });
    expect(paged.list).toHaveLength(1);
    await q.sendOffer(admin, first.id);
    const quoted = (await app.list(usd, '?state=QUOTED')).json().payload;
    expect(quoted.list.map((item: { id: number }) => item.id)).toEqual([first.id]);
    expect(quoted.list[0].offer).toMatchObject({ version: 1, totals: { sku: 2 } });
    const bad = await app.list(usd, '?state=LOST');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('query.state');
  });

  it('shows the requested lines, the offer versions with their PDF links, the thread, the history and the buttons', async () => {
    const { id, number } = await q.requestAs('demo-krw', 2);
    const requested = (await app.detail(krw, id)).json().payload;
    expect(requested).toMatchObject({
      id,
      number,
      state: 'REQUESTED',
      currency: 'KRW',
      offers: [],
      acceptedVersion: null,
    });
    expect(requested.allowedActions).toEqual(['cancel']);
    expect(requested.lines).toHaveLength(2);
    expect(requested.lines[0]).toMatchObject({ sku: expect.any(String), unitPrice: expect.any(Number) });
    expect(requested.lines[0].subtotal).toBe(
      requested.lines[0].unitPrice * requested.lines[0].moq * requested.lines[0].quantity,
    );
    expect(requested.history).toEqual([expect.objectContaining({ toState: 'REQUESTED', action: 'request' })]);

    await q.sendOffer(admin, id);
    const quoted = (await app.detail(krw, id)).json().payload;
    expect(quoted.state).toBe('QUOTED');
    expect(quoted.allowedActions.sort()).toEqual(['accept', 'cancel', 'decline', 'negotiate']);
    expect(quoted.offers).toHaveLength(1);
    expect(quoted.offers[0]).toMatchObject({
      version: 1,
      current: true,
      expired: false,
      incoterm: 'FOB',
      leadTimeDays: 14,
      note: 'Prices include export packing.',
      currency: 'KRW',
      pdfUrl: `/client/api/v1/quotations/${id}/offers/1/pdf`,
    });
    expect(quoted.offers[0].totals.amount).toBe(
      quoted.offers[0].lines.reduce((sum: number, line: { subtotal: number }) => sum + line.subtotal, 0),
    );
    // The buyer sees the team, not which operator acted.
    expect(quoted.history.at(-1)).toMatchObject({ action: 'offer', actor: 'operator', operatorName: null });
  });

  it('downloads an offer PDF, for its owner only', async () => {
    const { id, number } = await q.requestAs('demo-usd', 2);
    expect((await app.pdf(usd, id, 1)).statusCode).toBe(404);
    await q.sendOffer(admin, id);
    const pdf = await app.pdf(usd, id, 1);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${number}-v1.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await app.pdf(krw, id, 1)).statusCode).toBe(404);
    expect((await app.pdf('', id, 1)).statusCode).toBe(401);
    expect((await app.pdf(usd, id, 2)).statusCode).toBe(404);
  });
});

describe('owner checks', () => {
  it('gives another buyer 404 for the detail, the PDF, every action and the thread, and changes nothing', async () => {
    const { id } = await q.requestAs('demo-usd', 2);
    await q.sendOffer(admin, id);
    const before = await q.events(id);
    const calls = [
      app.detail(krw, id),
      app.pdf(krw, id, 1),
      app.act(krw, id, 'accept', { version: 1 }),
      app.act(krw, id, 'decline', { reason: 'not mine' }),
      app.act(krw, id, 'negotiate', { message: 'cheaper please' }),
      app.act(krw, id, 'cancel'),
      app.act(krw, id, 'messages', { body: 'hello' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect(await q.state(id)).toBe('QUOTED');
    expect(await q.events(id)).toEqual(before);
    const { count } = (
      await q.query<{ count: number }>(
        'select count(*)::int as count from quotation_messages where quotation_id = $1',
        [id],
      )
    )[0]!;
    expect(count).toBe(0);
  });

  it("never shows a visitor's no-member quotation to any buyer", async () => {
    const { id } = await q.requestAsVisitor('visitor-owner@buyer.example');
    await q.sendOffer(admin, id);
    for (const token of [usd, krw]) {
      expect((await app.detail(token, id)).statusCode).toBe(404);
      expect((await app.pdf(token, id, 1)).statusCode).toBe(404);
      expect((await app.act(token, id, 'accept', { version: 1 })).statusCode).toBe(404);
      const list = (await app.list(token, '?size=100')).json().payload;
      expect(list.list.map((row: { id: number }) => row.id)).not.toContain(id);
    }
    expect(await q.state(id)).toBe('QUOTED');
  });

  it('answers 404 for a quotation that does not exist and 400 for a bad id', async () => {
    expect((await app.detail(usd, 99_999_999)).statusCode).toBe(404);
    const bad = await app.detail(usd, 0);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('path.id');
  });
});

describe('accepting', () => {
  it('accepts the current offer once: the event, the e-mail in the buyer’s language; a second accept is 409', async () => {
    const { id, number } = await q.requestAs('demo-krw', 2);
    await q.sendOffer(admin, id);
    await q.sendOffer(admin, id, (price) => price - 10);
    const old = await app.act(krw, id, 'accept', { version: 1 });
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ code: 'QUOTATION_STATE', error: expect.stringContaining('version 2') });

    const accepted = await app.act(krw, id, 'accept', { version: 2 });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().payload).toMatchObject({ state: 'ACCEPTED', acceptedVersion: 2, allowedActions: [] });
    const { acceptedOfferId, version } = (
      await q.query<{ acceptedOfferId: number; version: number }>(
        `select q.accepted_offer_id as "acceptedOfferId", o.version from quotations q
       join quotation_offers o on o.id = q.accepted_offer_id where q.id = $1`,
        [id],
      )
    )[0]!;
    expect(acceptedOfferId).toEqual(expect.any(Number));
    expect(version).toBe(2);
    const mails = await q.mails(HA, 'quotationAccepted');
    expect(mails.filter((mail) => mail.subject.includes(number))).toHaveLength(1);
    expect(mails.at(-1)).toMatchObject({ language: 'vi', subject: `Bạn đã chấp nhận chào giá cho báo giá ${number}` });
    expect(mails.at(-1)!.text).toContain('₩');

    const again = await app.act(krw, id, 'accept', { version: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('QUOTATION_STATE');
    expect((await q.events(id)).filter((event) => event.action === 'accept')).toHaveLength(1);
  });

  it('accepts exactly once when five accepts arrive at the same moment', async () => {
    const { id, number } = await q.requestAs('demo-usd', 3);
    await q.sendOffer(admin, id);
    const responses = await Promise.all(Array.from({ length: 5 }, () => app.act(usd, id, 'accept', { version: 1 })));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().code).toBe('QUOTATION_STATE');
    }
    const accepted = (await q.events(id)).filter((event) => event.toState === 'ACCEPTED');
    expect(accepted).toHaveLength(1);
    const mails = (await q.mails(EMILY, 'quotationAccepted')).filter((mail) => mail.subject.includes(number));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.language).toBe('en');
  });

  it('refuses an offer past its valid-until date, even before the expiry job has run', async () => {
    const { id } = await q.requestAs('demo-usd', 1);
    await q.sendOffer(admin, id);
    await q.backdate(id);
    const detail = (await app.detail(usd, id)).json().payload;
    expect(detail.state).toBe('QUOTED');
    expect(detail.offers[0].expired).toBe(true);
    expect(detail.allowedActions).not.toContain('accept');
    const refused = await app.act(usd, id, 'accept', { version: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'QUOTATION_STATE', error: expect.stringContaining('expired') });
    expect(await q.state(id)).toBe('QUOTED');
  });

  it('refuses to accept before there is an offer, and a bad version is 400', async () => {
    const { id } = await q.requestAs('demo-usd', 1);
    const early = await app.act(usd, id, 'accept', { version: 1 });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('QUOTATION_STATE');
    const bad = await app.act(usd, id, 'accept', { version: 'latest' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('body.version');
    const extra = await app.act(usd, id, 'accept', { version: 1, price: 0 });
    expect(extra.statusCode).toBe(400);
  });
});

describe('declining, asking for changes, cancelling, messages', () => {
  it('declines with a reason on the thread and an e-mail; then nothing more can happen', async () => {
    const { id, number } = await q.requestAs('demo-usd', 2);
    await q.sendOffer(admin, id);
    const declined = await app.act(usd, id, 'decline', { reason: 'Found a closer supplier.' });
    expect(declined.statusCode).toBe(200);
    const payload = declined.json().payload;
    expect(payload).toMatchObject({ state: 'DECLINED', allowedActions: [], canPostMessage: false });
    expect(payload.messages).toEqual([expect.objectContaining({ author: 'buyer', body: 'Found a closer supplier.' })]);
    const mail = (await q.mails(EMILY, 'quotationDeclined')).at(-1);
    expect(mail).toMatchObject({ language: 'en', subject: `You declined the offer for quotation ${number}` });

    for (const [action, body] of [
      ['accept', { version: 1 }],
      ['decline', {}],
      ['negotiate', { message: 'Wait' }],
      ['cancel', {}],
      ['messages', { body: 'Hello?' }],
    ] as const) {
      const refused = await app.act(usd, id, action, body);
      expect(refused.statusCode, action).toBe(409);
      expect(refused.json().code).toBe('QUOTATION_STATE');
    }
    expect(await q.state(id)).toBe('DECLINED');
  });

  it('asks for changes with a required message; the next offer is version 2 and the first can no longer be accepted', async () => {
    const { id, number } = await q.requestAs('demo-krw', 2);
    expect((await app.act(krw, id, 'negotiate', { message: 'Too early' })).statusCode).toBe(409);
    await q.sendOffer(admin, id);

    const empty = await app.act(krw, id, 'negotiate', { message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toContain('body.message');
    const missing = await app.act(krw, id, 'negotiate', {});
    expect(missing.statusCode).toBe(400);
    expect(await q.state(id)).toBe('QUOTED');

    const asked = await app.act(krw, id, 'negotiate', { message: 'Can you do 5 % less on the first line?' });
    expect(asked.json().payload).toMatchObject({
      state: 'NEGOTIATING',
      allowedActions: expect.arrayContaining(['decline', 'cancel']),
      messages: [expect.objectContaining({ author: 'buyer', body: 'Can you do 5 % less on the first line?' })],
    });
    expect(asked.json().payload.allowedActions).not.toContain('accept');
    const mail = (await q.mails(HA, 'quotationNegotiating')).at(-1);
    expect(mail).toMatchObject({ language: 'vi' });
    expect(mail!.subject).toContain(number);

    expect((await app.act(krw, id, 'accept', { version: 1 })).statusCode).toBe(409);
    const second = await q.sendOffer(admin, id, (price) => Math.floor((price * 95) / 1000) * 10);
    expect(second.statusCode).toBe(200);
    const detail = (await app.detail(krw, id)).json().payload;
    expect(detail.offers.map((offer: { version: number; current: boolean }) => [offer.version, offer.current])).toEqual(
      [
        [2, true],
        [1, false],
      ],
    );
    expect((await app.act(krw, id, 'accept', { version: 1 })).statusCode).toBe(409);
    expect((await app.act(krw, id, 'accept', { version: 2 })).statusCode).toBe(200);
    expect((await q.events(id)).map((event) => event.toState)).toEqual([
      'REQUESTED',
      'QUOTED',
      'NEGOTIATING',
      'QUOTED',
      'ACCEPTED',
    ]);
  });

  it('cancels a request before it is accepted, with an e-mail; not after', async () => {
    const { id, number } = await q.requestAs('demo-usd', 1);
    const cancelled = await app.act(usd, id, 'cancel', { reason: 'Ordered by mistake' });
    expect(cancelled.json().payload).toMatchObject({ state: 'CANCELLED', allowedActions: [] });
    expect((await q.mails(EMILY, 'quotationCancelled')).at(-1)!.subject).toBe(`Quotation ${number} is cancelled`);

    const other = await q.requestAs('demo-usd', 1);
    await q.sendOffer(admin, other.id);
    await app.act(usd, other.id, 'accept', { version: 1 });
    const late = await app.act(usd, other.id, 'cancel');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('QUOTATION_STATE');
    expect(await q.state(other.id)).toBe('ACCEPTED');
  });

  it('posts messages on the thread, in order; an empty or too long message is 400 and nothing is stored', async () => {
    const { id } = await q.requestAs('demo-usd', 1);
    await app.act(usd, id, 'messages', { body: 'Can you ship by sea?' });
    await r.call('POST', `/console/api/quotations/${id}/messages`, {
      operator: admin,
      body: { body: 'Yes, FOB Busan.' },
    });
    const posted = await app.act(usd, id, 'messages', { body: 'Great, thanks.' });
    expect(posted.statusCode).toBe(200);
    expect(
      posted
        .json()
        .payload.messages.map((m: { author: string; body: string; operatorName: string | null }) => [
          m.author,
          m.body,
          m.operatorName,
        ]),
    ).toEqual([
      ['buyer', 'Can you ship by sea?', null],
      ['operator', 'Yes, FOB Busan.', null],
      ['buyer', 'Great, thanks.', null],
    ]);
    for (const body of [{ body: '' }, { body: 'x'.repeat(4001) }, {}]) {
      const bad = await app.act(usd, id, 'messages', body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('body');
    }
    const { count } = (
      await q.query<{ count: number }>(
        'select count(*)::int as count from quotation_messages where quotation_id = $1',
        [id],
      )
    )[0]!;
    expect(count).toBe(3);
  });
});

describe('the expiry job', () => {
  it('expires offers past their date once, even when two runs overlap; the buyer is told and may ask again', async () => {
    const { id, number } = await q.requestAs('demo-krw', 1);
    const fresh = await q.requestAs('demo-krw', 1);
    await q.sendOffer(admin, id);
    await q.sendOffer(admin, fresh.id);
    await q.backdate(id);
    const { quotationService } = await import('./quotation.service.js');
    const { mailer } = await import('../../mail/mail.service.js');
    const mails = mailer(ctx.database.db, { from: 'test', log: ctx.app.log });
    const job = () => quotationService({ db: ctx.database.db, mailer: mails, publicUrl: 'http://localhost' });
    // Two processes' jobs at once: row locks skipped by the other, so each due offer expires in one of them.
    const [a, b] = await Promise.all([job().expireDue(), job().expireDue()]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await q.state(id)).toBe('EXPIRED');
    expect(await q.state(fresh.id)).toBe('QUOTED');
    expect((await q.events(id)).filter((event) => event.action === 'expire')).toEqual([
      { fromState: 'QUOTED', toState: 'EXPIRED', action: 'expire', actor: 'system' },
    ]);
    const expired = (await q.mails(HA, 'quotationExpired')).filter((mail) => mail.subject.includes(number));
    expect(expired).toHaveLength(1);
    expect(expired[0]!.language).toBe('vi');
    expect(await job().expireDue()).toBe(0);

    const detail = (await app.detail(krw, id)).json().payload;
    expect(detail.allowedActions.sort()).toEqual(['cancel', 'negotiate']);
    expect((await app.act(krw, id, 'accept', { version: 1 })).statusCode).toBe(409);
    expect((await app.act(krw, id, 'negotiate', { message: 'Please renew the offer.' })).json().payload.state).toBe(
      'NEGOTIATING',
    );
  });
});
