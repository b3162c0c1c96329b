import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrf, type TestContext } from '../../../test/helper.js';
import { requests } from '../../../test/requests.js';

let ctx: TestContext;
let r: ReturnType<typeof requests>;

beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
});

const base64 = (bytes: Buffer) => bytes.toString('base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);

let n = 0;
const supplier = (overrides: Record<string, unknown> = {}) => ({
  company: 'Seoul Glow Co., Ltd.',
  brand: 'Seoul Glow',
  website: 'https://seoulglow.example',
  categories: ['beauty', 'health'],
  name: 'Kim Ji-woo',
  email: `supplier${++n}@brand.example`,
  phone: '+82 10-1234-5678',
  message: 'We make cushion compacts and sun care.',
  file: null,
  language: 'vi',
  ...overrides,
});
const count = async (where = 'true') =>
  Number((await ctx.database.pool.query(`select count(*) from support_requests where ${where}`)).rows[0].count);
const keyed = (url: string, body: object, key: string, ip = '10.200.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: body,
    remoteAddress: ip,
    cookies: csrf.cookies,
    headers: { ...csrf.headers, 'idempotency-key': key },
  });

describe('the footer forms', () => {
  it('store a supplier application with its file and confirm it by e-mail in the sender’s language', async () => {
    const body = supplier({ file: { name: 'catalogue.pdf', data: base64(PDF) } });
    const response = await r.call('POST', '/client/api/v1/support/supplier-application', { body });
    expect(response.statusCode).toBe(200);
    const { reference } = response.json().payload;
    expect(reference).toMatch(/^HS-\d{6}$/);
    const mail = await r.lastMail(body.email);
    expect(mail?.template).toBe('supportReceived');
    expect(mail?.language).toBe('vi');
    expect(mail?.subject).toContain(reference);
    expect(mail?.text).toContain(reference);
    const { rows } = await ctx.database.pool.query(
      `select r.kind, r.status, r.fields, f.content_type, f.size from support_requests r
        join support_files f on f.request_id = r.id where r.email = $1`,
      [body.email],
    );
    expect(rows).toEqual([
      {
        kind: 'supplier',
        status: 'new',
        fields: { website: 'https://seoulglow.example', categories: ['beauty', 'health'] },
        content_type: 'application/pdf',
        size: PDF.length,
      },
    ]);
  });

  it('store a brand request and a message', async () => {
    const brand = await r.call('POST', '/client/api/v1/support/brand-request', {
      body: {
        brand: 'Moon Herb',
        product: 'Herbal toner 200 ml',
        name: 'Ana',
        email: 'ana@shop.example',
        language: 'es',
      },
    });
    expect(brand.statusCode).toBe(200);
    expect((await r.lastMail('ana@shop.example'))?.subject).toMatch(/^Hemos recibido su solicitud \(HS-\d{6}\)$/);
    const contact = await r.call('POST', '/client/api/v1/support/contact', {
      body: {
        name: 'Ivan',
        email: 'ivan@shop.example',
        subject: 'Shipping to Almaty',
        message: 'How long?',
        language: 'ru',
      },
    });
    expect(contact.statusCode).toBe(200);
    const mail = await r.lastMail('ivan@shop.example');
    expect(mail?.template).toBe('supportReceived');
    expect(mail?.subject).toMatch(/Мы получили/);
  });

  it('refuse bad input, naming the field, and keep nothing', async () => {
    const before = await count();
    const cases: [string, object][] = [
      ['/client/api/v1/support/supplier-application', supplier({ email: 'not-an-e-mail' })],
      ['/client/api/v1/support/supplier-application', supplier({ categories: [] })],
      ['/client/api/v1/support/supplier-application', supplier({ categories: ['weapons'] })],
      ['/client/api/v1/support/supplier-application', supplier({ website: 'javascript:alert(1)' })],
      ['/client/api/v1/support/supplier-application', supplier({ price: 1 })],
      ['/client/api/v1/support/supplier-application', supplier({ message: '' })],
      ['/client/api/v1/support/brand-request', { brand: 'X', name: 'A', email: 'a@b.example', buyerId: 1 }],
      ['/client/api/v1/support/contact', { name: 'A', email: 'a@b.example', subject: 'Hi\u0000', message: 'x' }],
      ['/client/api/v1/support/issue', { page: '', message: 'broken' }],
      ['/client/api/v1/support/issue', { page: '/x', requestId: 'a b <script>' }],
    ];
    for (const [url, body] of cases) {
      const response = await r.call('POST', url, { body });
      expect(response.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(response.json().error).toMatch(/^body/);
    }
    expect(await count()).toBe(before);
  });

  it('refuse a file whose content is not a PDF or an image, whatever its name, and one over 10 MB', async () => {
    const before = await count();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);
    for (const file of [
      { name: 'catalogue.pdf', data: base64(exe) },
      { name: 'photo.png', data: base64(Buffer.from('<svg onload="alert(1)"></svg>')) },
      { name: 'big.pdf', data: base64(Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)])) },
      { name: 'broken.pdf', data: 'not base64!' },
    ]) {
      const response = await r.call('POST', '/client/api/v1/support/supplier-application', {
        body: supplier({ file }),
      });
      expect(response.statusCode, file.name).toBe(400);
      expect(response.json().error).toMatch(/^body\.file/);
    }
    expect(await count()).toBe(before);
    const image = await r.call('POST', '/client/api/v1/support/supplier-application', {
      body: supplier({ file: { name: 'logo.png', data: base64(PNG) } }),
    });
    expect(image.statusCode).toBe(200);
  });

  it('limit one e-mail address and one sender, never the others', async () => {
    const url = '/client/api/v1/support/contact';
    const body = (email: string) => ({ name: 'Lan', email, subject: 'Hello', message: 'Hi', language: 'vi' });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await r.call('POST', url, { body: body('busy@shop.example') })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // From one address: ten a minute on this form.
    const flood = [];
    for (let i = 0; i < 11; i++)
      flood.push((await r.call('POST', url, { body: body(`flood${i}@shop.example`), ip: '10.250.0.9' })).statusCode);
    expect(flood.slice(0, 10)).toEqual(Array(10).fill(200));
    const refused = await r.call('POST', url, { body: body('flood-last@shop.example'), ip: '10.250.0.9' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else, and the same sender on another form, are not held back.
    expect((await r.call('POST', url, { body: body('other@shop.example') })).statusCode).toBe(200);
    const brand = await r.call('POST', '/client/api/v1/support/brand-request', {
      body: { brand: 'Any', name: 'Lan', email: 'flood-brand@shop.example' },
      ip: '10.250.0.9',
    });
    expect(brand.statusCode).toBe(200);
  });

  it('file one request for a double click: the second answer is the first one again', async () => {
    const body = supplier({ file: { name: 'logo.png', data: base64(PNG) } });
    const url = '/client/api/v1/support/supplier-application';
    const [first, second] = await Promise.all([keyed(url, body, 'double-click-1'), keyed(url, body, 'double-click-1')]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await count(`email = '${body.email}'`)).toBe(1);
    const other = await keyed(url, { ...body, message: 'Something else' }, 'double-click-1');
    expect(other.statusCode).toBe(422);
  });
});

describe('confirmation e-mails', () => {
  /** The mails stored for every +tag and case of a mailbox. */
  const mailsTo = async (mailbox: string) =>
    (
      await ctx.database.pool.query(
        `select to_address, subject, text_body, template from outbox
          where regexp_replace(lower(to_address), '\\+[^@]*@', '@') = $1 order by id`,
        [mailbox],
      )
    ).rows;
  const requestsFrom = (mailbox: string) => count(`regexp_replace(lower(email), '\\+[^@]*@', '@') = '${mailbox}'`);

  it('never repeat a word a visitor wrote: only that the request was received, and its reference', async () => {
    const spam = 'https://spam.example/win';
    const email = 'target@mailbox.example';
    const forms: [string, object][] = [
      [
        '/client/api/v1/support/supplier-application',
        supplier({ email, company: spam, brand: spam, name: spam, message: spam, website: spam }),
      ],
      [
        '/client/api/v1/support/brand-request',
        { brand: spam, product: spam, company: spam, name: spam, email, message: spam, language: 'en' },
      ],
      ['/client/api/v1/support/contact', { name: spam, email, company: spam, subject: spam, message: spam }],
      ['/client/api/v1/support/issue', { page: spam, error: spam, message: spam, email, language: 'en' }],
    ];
    const references: string[] = [];
    for (const [url, body] of forms) {
      const response = await r.call('POST', url, { body });
      expect(response.statusCode, url).toBe(200);
      references.push(response.json().payload.reference);
    }
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.template)).toEqual(Array(4).fill('supportReceived'));
    mails.forEach((mail, n) => {
      expect(mail.subject).toContain(references[n]);
      expect(mail.text_body).toContain(references[n]);
      expect(JSON.stringify(mail)).not.toContain('spam');
    });
    // The requests themselves reach the operators whole.
    expect(await count(`email = '${email}' and message = '${spam}'`)).toBe(4);
  });

  it('repeat it to a signed-in buyer at the buyer’s own address, verified when it was set, and there only', async () => {
    const token = await r.signIn('demo-usd');
    const { rows } = await ctx.database.pool.query(`select rep_contact_email from buyers where login_id = 'demo-usd'`);
    const own = rows[0].rep_contact_email as string;
    const body = (email: string) => ({ name: 'Lan', email, subject: 'Pallet sizes for Busan', message: 'How tall?' });
    expect((await r.call('POST', '/client/api/v1/support/contact', { token, body: body(own) })).statusCode).toBe(200);
    const mine = await r.lastMail(own);
    expect(mine?.template).toBe('supportContact');
    expect(mine?.text).toContain('Pallet sizes for Busan');
    const other = 'someone-else@mailbox.example';
    expect((await r.call('POST', '/client/api/v1/support/contact', { token, body: body(other) })).statusCode).toBe(200);
    const theirs = await r.lastMail(other);
    expect(theirs?.template).toBe('supportReceived');
    expect(theirs?.text).not.toContain('Pallet');
  });

  it('count every +tag and case of an address as one mailbox: three a minute on a form, five a day in all', async () => {
    const contact = (email: string) => ({ name: 'Lan', email, subject: 'Hello', message: 'Hi' });
    const statuses = [];
    for (const email of ['lan+1@tagged.example', 'lan+2@tagged.example', 'LAN@tagged.example', 'lan+4@tagged.example'])
      statuses.push((await r.call('POST', '/client/api/v1/support/contact', { body: contact(email) })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Other forms file their requests; the mailbox gets two more confirmations, then none that day.
    for (const email of ['lan+5@tagged.example', 'lan+6@tagged.example', 'lan+7@tagged.example'])
      expect(
        (await r.call('POST', '/client/api/v1/support/brand-request', { body: { brand: 'Any', name: 'Lan', email } }))
          .statusCode,
      ).toBe(200);
    expect((await mailsTo('lan@tagged.example')).length).toBe(5);
    expect(await requestsFrom('lan@tagged.example')).toBe(6);
  });

  it('limit Report The Issue too: every report is filed, one mailbox gets five confirmations a day', async () => {
    const email = 'victim@mailbox.example';
    const statuses = [];
    for (let n = 0; n < 15; n++)
      statuses.push(
        (
          await r.call('POST', '/client/api/v1/support/issue', {
            body: { page: `/brand/${n}/`, message: 'Broken', email: n % 2 ? email : `victim+${n}@mailbox.example` },
          })
        ).statusCode,
      );
    expect(statuses).toEqual(Array(15).fill(200));
    expect(await requestsFrom(email)).toBe(15);
    expect((await mailsTo(email)).length).toBe(5);
  });
});

describe('Report The Issue', () => {
  it('keeps the page, the error and the request id, with the signed-in buyer from the session', async () => {
    const token = await r.signIn('demo-usd');
    const response = await r.call('POST', '/client/api/v1/support/issue', {
      token,
      body: {
        page: 'http://localhost/brand/401/',
        error: 'Internal server error',
        requestId: '3b8e9c1e-1c1b-4a57-9d9e-2f1a6b0c7d11',
        message: 'The brand page broke after I clicked a product.',
        language: 'en',
      },
    });
    expect(response.statusCode).toBe(200);
    const { rows } = await ctx.database.pool.query(
      `select r.kind, r.topic, r.fields, b.login_id from support_requests r join buyers b on b.id = r.buyer_id
        where r.kind = 'issue'`,
    );
    expect(rows).toEqual([
      {
        kind: 'issue',
        topic: 'http://localhost/brand/401/',
        fields: { error: 'Internal server error', requestId: '3b8e9c1e-1c1b-4a57-9d9e-2f1a6b0c7d11' },
        login_id: 'demo-usd',
      },
    ]);
    // A visitor's report without an e-mail is kept too, with no one to mail.
    const visitor = await r.call('POST', '/client/api/v1/support/issue', { body: { page: '/order/' } });
    expect(visitor.statusCode).toBe(200);
  });
});

describe('the console support inbox', () => {
  it('is for operators only', async () => {
    const buyer = await r.signIn('demo-usd');
    expect((await r.call('GET', '/console/api/support')).statusCode).toBe(401);
    expect((await r.call('GET', '/console/api/support', { operator: buyer })).statusCode).toBe(401);
    expect((await r.call('GET', '/console/api/support', { token: buyer })).statusCode).toBe(401);
    expect((await r.call('PATCH', '/console/api/support/1', { body: { status: 'done' } })).statusCode).toBe(401);
    expect((await r.call('GET', '/console/api/support/1/file')).statusCode).toBe(401);
  });

  it('lists every kind, filters by kind and status, and lets staff and admins move a request, audited', async () => {
    const staff = await r.operator('staff');
    const admin = await r.operator('admin');
    const all = (await r.call('GET', '/console/api/support?size=100', { operator: staff })).json().payload;
    expect(new Set(all.list.map((row: { kind: string }) => row.kind))).toEqual(
      new Set(['supplier', 'brandRequest', 'contact', 'issue']),
    );
    const issues = (await r.call('GET', '/console/api/support?kind=issue', { operator: staff })).json().payload;
    expect(issues.list.every((row: { kind: string }) => row.kind === 'issue')).toBe(true);
    const issue = issues.list.find((row: { topic: string }) => row.topic.endsWith('/brand/401/'));
    const detail = (await r.call('GET', `/console/api/support/${issue.id}`, { operator: staff })).json().payload;
    expect(detail.buyer).toMatchObject({ loginId: 'demo-usd' });
    expect(detail.fields.requestId).toBe('3b8e9c1e-1c1b-4a57-9d9e-2f1a6b0c7d11');

    const { new: newBefore } = (await r.call('GET', '/console/api/support/counts', { operator: staff })).json().payload;
    const moved = await r.call('PATCH', `/console/api/support/${issue.id}`, {
      operator: staff,
      body: { status: 'inProgress' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().payload.status).toBe('inProgress');
    const done = await r.call('PATCH', `/console/api/support/${issue.id}`, {
      operator: admin,
      body: { status: 'done' },
    });
    expect(done.json().payload.history.map((entry: { after: unknown }) => entry.after)).toEqual([
      { status: 'done' },
      { status: 'inProgress' },
    ]);
    const { new: newAfter } = (await r.call('GET', '/console/api/support/counts', { operator: staff })).json().payload;
    expect(newAfter).toBe(newBefore - 1);
    expect(
      (await r.call('GET', '/console/api/support?status=done', { operator: staff }))
        .json()
        .payload.list.map((row: { id: number }) => row.id),
    ).toEqual([issue.id]);

    expect(
      (await r.call('PATCH', `/console/api/support/${issue.id}`, { operator: staff, body: { status: 'closed' } }))
        .statusCode,
    ).toBe(400);
    expect((await r.call('GET', '/console/api/support/999999', { operator: staff })).statusCode).toBe(404);
    expect(
      (await r.call('PATCH', '/console/api/support/999999', { operator: staff, body: { status: 'done' } })).statusCode,
    ).toBe(404);
  });

  it('hands an attached file to an operator as an attachment with the type read from its content', async () => {
    const staff = await r.operator('staff');
    const { rows } = await ctx.database.pool.query(
      `select request_id as id from support_files where content_type = 'application/pdf' limit 1`,
    );
    const response = await r.call('GET', `/console/api/support/${rows[0].id}/file`, { operator: staff });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''catalogue\.pdf$/);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    const noFile = await r.call('GET', '/console/api/support/999999/file', { operator: staff });
    expect(noFile.statusCode).toBe(404);
  });
});
