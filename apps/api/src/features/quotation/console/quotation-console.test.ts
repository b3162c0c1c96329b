import { defaultValidUntil } from '@hive/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/helper.js';
import { pdfText } from '../../../../test/pdf-text.js';
import { quotationFixtures } from '../../../../test/quotations.js';
import { requests } from '../../../../test/requests.js';

let ctx: TestContext;
let r: ReturnType<typeof requests>;
let q: ReturnType<typeof quotationFixtures>;
let admin: string;
let staff: string;
let usd: string;

beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
  q = quotationFixtures(ctx, r);
  [admin, staff, usd] = await Promise.all([r.operator('admin'), r.operator('staff'), r.signIn('demo-usd')]);
});

const base = '/console/api/quotations';
const EMILY = 'emily.carter@pacific-beauty.example';
const get = (url: string, operator = staff) => r.call('GET', url, { operator });
const post = (url: string, body: object, operator = staff) => r.call('POST', url, { operator, body });
const audit = async (id: number) =>
  (await get(`/console/api/audit?targetType=quotation&targetId=${id}`, admin)).json().payload.list;
const offerCount = async (id: number) =>
  (
    await q.query<{ count: number }>('select count(*)::int as count from quotation_offers where quotation_id = $1', [
      id,
    ])
  )[0]!.count;

describe('the inbox', () => {
  it('needs an operator session', async () => {
    expect((await r.call('GET', base)).statusCode).toBe(401);
    expect((await r.call('GET', base, { token: usd })).statusCode).toBe(401);
  });

  it('lists every quotation newest first, by state and kind, searched by number or company, with counts', async () => {
    const member = await q.requestAs('demo-usd', 2);
    const visitor = await q.requestAsVisitor('inbox-visitor@buyer.example', 'Borneo Beauty CV');
    const all = (await get(base)).json().payload;
    expect(all.list.slice(0, 2).map((row: { id: number }) => row.id)).toEqual([visitor.id, member.id]);
    expect(all.list[0]).toMatchObject({
      kind: 'visitor',
      company: 'Borneo Beauty CV',
      contactName: 'Siti Rahma',
      email: 'inbox-visitor@buyer.example',
      country: { code: 'ID' },
      requested: { sku: 2, amount: null },
    });
    expect(all.list[1]).toMatchObject({
      kind: 'member',
      company: 'Pacific Beauty Trading LLC',
      email: EMILY,
      requested: { sku: 2, amount: expect.any(Number) },
    });

    const visitors = (await get(`${base}?kind=visitor`)).json().payload.list;
    expect(visitors.every((row: { kind: string }) => row.kind === 'visitor')).toBe(true);
    const members = (await get(`${base}?kind=member&state=REQUESTED`)).json().payload.list;
    expect(
      members.every((row: { kind: string; state: string }) => row.kind === 'member' && row.state === 'REQUESTED'),
    ).toBe(true);
    expect(
      (await get(`${base}?keyword=${member.number}`)).json().payload.list.map((row: { id: number }) => row.id),
    ).toEqual([member.id]);
    const byCompany = (await get(`${base}?keyword=borneo`)).json().payload.list;
    expect(byCompany.map((row: { id: number }) => row.id)).toEqual([visitor.id]);
    expect((await get(`${base}?keyword=pacific%20beauty`)).json().payload.list.length).toBeGreaterThan(0);
    expect((await get(`${base}?kind=guest`)).statusCode).toBe(400);

    const counts = (await get(`${base}/counts`)).json().payload;
    const requested = counts.states.find((row: { state: string }) => row.state === 'REQUESTED');
    expect(requested.count).toBeGreaterThanOrEqual(2);
    expect(counts.waiting).toBeGreaterThanOrEqual(requested.count);
    const visitorCounts = (await get(`${base}/counts?kind=visitor`)).json().payload;
    expect(visitorCounts.waiting).toBeLessThan(counts.waiting);
  });
});

describe('a quotation in the console', () => {
  it('starts a new offer from the request’s terms, with the freight and insurance estimated from the sea rate', async () => {
    const { id } = await q.requestAs('demo-usd', 2);
    const asked = (incoterm: string, code: string) =>
      q.query(
        `update quotations set preferred_incoterm = $2, destination_port = 'Ho Chi Minh City',
           destination_country_id = (select id from countries where code = $3) where id = $1`,
        [id, incoterm, code],
      );
    await asked('CIF', 'VN');
    const cif = (await get(`${base}/${id}`)).json().payload.defaults;
    // Vietnam by sea in dollars: $65 a cubic metre, $150 at least; insurance on 110 % of goods and freight.
    expect(cif).toMatchObject({ incoterm: 'CIF', namedPlace: 'Ho Chi Minh City', duties: null });
    expect(cif.freight).toBeGreaterThanOrEqual(150_00);
    expect(cif.insurance).toBeGreaterThan(0);
    await asked('FOB', 'VN');
    expect((await get(`${base}/${id}`)).json().payload.defaults).toMatchObject({
      incoterm: 'FOB',
      namedPlace: '',
      freight: null,
      insurance: null,
    });
    // No rate for the destination: the operator quotes it.
    await asked('CFR', 'BR');
    expect((await get(`${base}/${id}`)).json().payload.defaults).toMatchObject({ incoterm: 'CFR', freight: null });
  });

  it("shows the buyer's profile and other quotations, the lines with request-time and today's prices, the defaults", async () => {
    const earlier = await q.requestAs('demo-usd', 1);
    const { id } = await q.requestAs('demo-usd', 2);
    const detail = (await get(`${base}/${id}`)).json().payload;
    expect(detail).toMatchObject({
      id,
      kind: 'member',
      state: 'REQUESTED',
      buyer: {
        loginId: 'demo-usd',
        companyName: 'Pacific Beauty Trading LLC',
        repContactEmail: EMILY,
        status: 'active',
        grade: { id: '01' },
        currency: 'USD',
        language: 'en',
      },
      contact: null,
      offers: [],
      allowedActions: ['offer', 'cancel'],
      canPostMessage: true,
      defaults: {
        validUntil: defaultValidUntil(new Date()),
        incoterm: 'FOB',
        namedPlace: '',
        freight: null,
        insurance: null,
        duties: null,
      },
    });
    expect(detail.previous.map((row: { id: number }) => row.id)).toContain(earlier.id);
    expect(detail.previous.map((row: { id: number }) => row.id)).not.toContain(id);
    for (const line of detail.lines) {
      expect(line.unitPrice).toEqual(expect.any(Number));
      // The grade price has not changed since the request.
      expect(line.currentPrice).toBe(line.unitPrice);
      expect(line.exist).toBe(true);
    }
  });

  it("shows a visitor's contact instead of a profile, and lines without request prices", async () => {
    const { id } = await q.requestAsVisitor('detail-visitor@buyer.example');
    const detail = (await get(`${base}/${id}`)).json().payload;
    expect(detail).toMatchObject({
      kind: 'visitor',
      buyer: null,
      contact: {
        company: 'Jakarta Glow PT',
        name: 'Siti Rahma',
        email: 'detail-visitor@buyer.example',
        country: { code: 'ID' },
        message: 'Please quote with shipping to Jakarta.',
        language: 'id',
      },
    });
    expect(detail.lines.every((line: { unitPrice: null; currentPrice: number }) => line.unitPrice === null)).toBe(true);
    expect(detail.lines.every((line: { currentPrice: number }) => line.currentPrice > 0)).toBe(true);
    expect((await get(`${base}/99999999`)).statusCode).toBe(404);
  });
});

describe('the offer editor', () => {
  it('sends numbered, unchangeable versions with their PDF, the event, the e-mail and the audit entry', async () => {
    const { id, number } = await q.requestAs('demo-usd', 2);
    const body = await q.offerBody(staff, id, (price) => price + 100);
    body.lines[1]!.available = false;
    const first = await post(`${base}/${id}/offers`, body);
    expect(first.statusCode).toBe(200);
    const v1 = first.json().payload;
    expect(v1.state).toBe('QUOTED');
    expect(v1.offers).toHaveLength(1);
    expect(v1.offers[0]).toMatchObject({
      version: 1,
      current: true,
      operatorName: 'Hive Staff',
      incoterm: 'FOB',
      leadTimeDays: 14,
      pdfUrl: `${base}/${id}/offers/1/pdf`,
      totals: { sku: 1 },
    });
    expect(v1.offers[0].lines[1]).toMatchObject({ available: false, subtotal: 0 });
    expect(v1.offers[0].totals.amount).toBe(v1.offers[0].lines[0].subtotal);
    expect(v1.offers[0].validUntil.slice(0, 10)).toBe(body.validUntil);
    expect(v1.history.at(-1)).toMatchObject({ action: 'offer', actor: 'operator', operatorName: 'Hive Staff' });

    const pdf = await get(`${base}/${id}/offers/1/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const mail = await r.lastMail(EMILY);
    expect(mail).toMatchObject({
      template: 'quotationOffer',
      language: 'en',
      subject: `Your quotation ${number}: offer 1 is ready`,
    });
    expect(mail!.text).toContain(`/my-page/quotations/${id}/`);
    expect(mail!.text).toContain('$');

    const [entry] = await audit(id);
    expect(entry).toMatchObject({
      action: 'quotation.offer',
      operator: { loginId: 'staff' },
      before: { state: 'REQUESTED', version: null },
      after: {
        state: 'QUOTED',
        version: 1,
        currency: 'USD',
        amount: v1.offers[0].totals.amount,
        validUntil: body.validUntil,
        incoterm: 'FOB',
      },
    });

    // A second version, by an admin: version 2, and version 1 exactly as it was.
    // CIF: the offer states its place, freight and insurance; its total adds them to the goods.
    const cif = { incoterm: 'CIF', namedPlace: 'Ho Chi Minh City', freight: 240_00, insurance: 12_35 };
    const second = await post(`${base}/${id}/offers`, { ...body, ...cif, leadTimeDays: 21 }, admin);
    const v2 = second.json().payload;
    expect(v2.offers.map((offer: { version: number }) => offer.version)).toEqual([2, 1]);
    expect(v2.offers[1]).toEqual(v1.offers[0].current ? { ...v1.offers[0], current: false } : v1.offers[0]);
    expect(v2.offers[0]).toMatchObject({ ...cif, duties: null, leadTimeDays: 21, operatorName: 'Hive Operator' });
    expect(v2.offers[0].totals.total).toBe(v2.offers[0].totals.amount + 240_00 + 12_35);
    expect(v1.offers[0]).toMatchObject({ namedPlace: '', freight: null, insurance: null });
    expect(v1.offers[0].totals.total).toBe(v1.offers[0].totals.amount);
    const sheet = await pdfText((await get(`${base}/${id}/offers/2/pdf`)).rawPayload);
    expect(sheet).toContain('CIF Ho Chi Minh City');
    expect(sheet).toMatch(/Freight\s+\$240\.00/);
    expect(sheet).toMatch(/Insurance\s+\$12\.35/);
    expect((await audit(id))[0]).toMatchObject({
      action: 'quotation.offer',
      before: { state: 'QUOTED', version: 1 },
      after: { version: 2 },
    });
    const pdfs = await q.query<{ version: number; size: number }>(
      'select version, length(pdf) as size from quotation_offers where quotation_id = $1 order by version',
      [id],
    );
    expect(pdfs.map((row) => row.version)).toEqual([1, 2]);
    expect(pdfs.every((row) => row.size > 1000)).toBe(true);
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const { id } = await q.requestAs('demo-usd', 2);
    const good = await q.offerBody(staff, id);
    const [first, second] = good.lines;
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [object, string][] = [
      [{ ...good, lines: [{ ...first, unitPrice: -1 }, second] }, 'body.lines.0.unitPrice'],
      [{ ...good, lines: [first, { ...second, quantity: 10_000 }] }, 'body.lines.1.quantity'],
      [{ ...good, lines: [first, { ...second, productId: 999_999 }] }, 'body.lines.1.productId'],
      [{ ...good, lines: [first, first] }, 'body.lines.1.productId'],
      [{ ...good, lines: [first] }, 'body.lines'],
      [{ ...good, lines: [] }, 'body.lines'],
      [{ ...good, lines: good.lines.map((line) => ({ ...line, available: false })) }, 'body.lines'],
      [{ ...good, validUntil: yesterday }, 'body.validUntil'],
      [{ ...good, validUntil: '31/12/2026' }, 'body.validUntil'],
      [{ ...good, incoterm: 'FOO' }, 'body.incoterm'],
      [{ ...good, leadTimeDays: 400 }, 'body.leadTimeDays'],
      [{ ...good, note: 'x'.repeat(2001) }, 'body.note'],
      [{ ...good, discount: 5 }, 'body'],
      // The costs a rule puts on the seller, and only those.
      [{ ...good, incoterm: 'CIF', freight: 100_00 }, 'body.insurance'],
      [{ ...good, incoterm: 'CFR' }, 'body.freight'],
      [{ ...good, incoterm: 'FOB', freight: 100_00 }, 'body.freight'],
      [{ ...good, incoterm: 'CIF', freight: 100_00, insurance: 5_00, duties: 1 }, 'body.duties'],
      [{ ...good, incoterm: 'DDP', freight: 100_00, insurance: 5_00 }, 'body.duties'],
      [{ ...good, freight: -1 }, 'body.freight'],
      [{ ...good, namedPlace: 'x'.repeat(101) }, 'body.namedPlace'],
    ];
    for (const [body, field] of cases) {
      const response = await post(`${base}/${id}/offers`, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
      expect(response.json().error, JSON.stringify(body).slice(0, 80)).toContain(field);
    }
    expect(await offerCount(id)).toBe(0);
    expect(await q.state(id)).toBe('REQUESTED');
    expect(await audit(id)).toEqual([]);
    expect(
      await q.mails(EMILY, 'quotationOffer').then((mails) => mails.filter((m) => m.text.includes(`/${id}/`))),
    ).toEqual([]);
  });

  it("answers a visitor by e-mail with the offer's lines and a sign-up link", async () => {
    const email = 'offer-visitor@buyer.example';
    const { id, number } = await q.requestAsVisitor(email);
    expect((await q.sendOffer(staff, id)).statusCode).toBe(200);
    const mail = await r.lastMail(email);
    expect(mail).toMatchObject({
      template: 'quotationOfferVisitor',
      language: 'id',
      subject: `Penawaran harga ${number}: penawaran kami`,
    });
    expect(mail!.text).toContain('/sign-up/');
    expect(mail!.text).toContain('Jakarta Glow PT');
    expect(mail!.text.match(/^- /gm)).toHaveLength(2);
    expect((await get(`${base}/${id}/offers/1/pdf`)).statusCode).toBe(200);
  });

  it('refuses a new offer once the quotation is accepted', async () => {
    const { id } = await q.requestAs('demo-usd', 1);
    await q.sendOffer(staff, id);
    await r.call('POST', `/client/api/v1/quotations/${id}/accept`, { token: usd, body: { version: 1 } });
    const refused = await q.sendOffer(staff, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('QUOTATION_STATE');
    expect(await offerCount(id)).toBe(1);
  });
});

describe('messages and cancelling', () => {
  it('posts operator messages with the operator named in the console, recorded in the audit log', async () => {
    const { id } = await q.requestAs('demo-usd', 1);
    const posted = await post(`${base}/${id}/messages`, { body: 'We are checking stock with the brand.' });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().payload.messages).toEqual([
      expect.objectContaining({
        author: 'operator',
        operatorName: 'Hive Staff',
        body: 'We are checking stock with the brand.',
      }),
    ]);
    expect((await audit(id))[0]).toMatchObject({
      action: 'quotation.message',
      operator: { loginId: 'staff' },
      after: { body: 'We are checking stock with the brand.' },
    });
    const empty = await post(`${base}/${id}/messages`, { body: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toContain('body.body');
  });

  it('cancels with the reason on the thread, the buyer e-mailed, the audit entry; not twice', async () => {
    const { id, number } = await q.requestAs('demo-usd', 1);
    await q.sendOffer(staff, id);
    const cancelled = await post(`${base}/${id}/cancel`, { reason: 'The brand discontinued these products.' });
    expect(cancelled.json().payload).toMatchObject({ state: 'CANCELLED', allowedActions: [], canPostMessage: false });
    expect(cancelled.json().payload.messages.at(-1)).toMatchObject({
      author: 'operator',
      body: 'The brand discontinued these products.',
    });
    expect((await q.mails(EMILY, 'quotationCancelled')).at(-1)!.subject).toBe(`Quotation ${number} is cancelled`);
    expect((await audit(id))[0]).toMatchObject({
      action: 'quotation.cancel',
      before: { state: 'QUOTED' },
      after: { state: 'CANCELLED', reason: 'The brand discontinued these products.' },
    });
    const again = await post(`${base}/${id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('QUOTATION_STATE');
    expect((await post(`${base}/${id}/messages`, { body: 'Hello' })).statusCode).toBe(409);
  });

  it('lets an operator cancel an accepted quotation (the buyer no longer can)', async () => {
    const { id } = await q.requestAs('demo-usd', 1);
    await q.sendOffer(admin, id);
    await r.call('POST', `/client/api/v1/quotations/${id}/accept`, { token: usd, body: { version: 1 } });
    const detail = (await get(`${base}/${id}`)).json().payload;
    expect(detail).toMatchObject({ state: 'ACCEPTED', acceptedVersion: 1, allowedActions: ['cancel'] });
    expect((await post(`${base}/${id}/cancel`, {})).json().payload.state).toBe('CANCELLED');
  });
});
