import { WEBHOOK_EVENTS } from '@hive/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { orderFixtures } from '../../../test/orders.js';
import { requests } from '../../../test/requests.js';
import { until, webhookReceiver } from '../../../test/webhook-receiver.js';
import type { Mailer } from '../../mail/mail.service.js';
import { webhookDelivery } from '../../webhooks/webhook-delivery.js';

/**
 * The operators' webhooks through the API: admins keep them, each event is delivered signed to a receiver on this
 * machine (WEBHOOK_ALLOW_PRIVATE, as tests need), retried, redelivered, tested; per-object order is kept.
 */
let ctx: TestContext;
let r: ReturnType<typeof requests>;
let f: ReturnType<typeof orderFixtures>;
let admin: string;
let staff: string;
let buyer: { id: number; token: string; address: number; email: string };
const receivers: Awaited<ReturnType<typeof webhookReceiver>>[] = [];

beforeAll(async () => {
  ctx = await createTestApp({
    webhooks: { allowPrivate: true, firstRetryMs: 200, retryForMs: 60_000, sweepMs: 1_000 },
  });
  r = requests(ctx);
  f = orderFixtures(ctx, r);
  [admin, staff] = await Promise.all([r.operator('admin'), r.operator('staff')]);
  const found = await f.buyer('demo-usd');
  buyer = { id: found.id, token: await r.signIn('demo-usd'), address: await f.addressOf(found.id), email: found.email };
});
afterAll(async () => {
  for (const receiver of receivers) await receiver.close();
});

/** A receiver and a webhook posting to it, subscribed to `events`. */
async function subscribe(events: readonly string[], answer?: Parameters<typeof webhookReceiver>[0]) {
  const receiver = await webhookReceiver(answer);
  receivers.push(receiver);
  const created = await r.call('POST', '/console/api/webhooks', {
    operator: admin,
    body: { url: receiver.url, events, description: 'Our ERP' },
  });
  expect(created.statusCode, created.body).toBe(200);
  const webhook = created.json().payload;
  receiver.useSecret(webhook.secret);
  return { receiver, webhook };
}

const deliveries = async (id: number, query = '') =>
  (await r.call('GET', `/console/api/webhooks/${id}/deliveries${query}`, { operator: admin })).json().payload;

async function placeOrder() {
  const [a] = await f.products(1);
  const [held] = await f.products(1, { held: true, stock: 500 });
  const response = await f.place(
    buyer.token,
    f.form(
      [
        { productId: a!.id, qty: f.packsOver(a!) },
        { productId: held!.id, qty: 1 },
      ],
      buyer.address,
    ),
  );
  expect(response.statusCode, response.body).toBe(200);
  return { order: response.json().payload.order, held: held! };
}

const pause = async (webhook: { id: number; url: string; events: string[] }) =>
  r.call('PUT', `/console/api/webhooks/${webhook.id}`, {
    operator: admin,
    body: { url: webhook.url, events: webhook.events, description: '', active: false },
  });

describe('keeping webhooks', () => {
  it('lets an admin add, list, change and remove one; the secret is shown once and kept sealed; each change audited', async () => {
    const { webhook, receiver } = await subscribe(['order.placed']);
    expect(webhook).toMatchObject({ url: receiver.url, events: ['order.placed'], active: true, pending: 0, failed: 0 });
    expect(webhook.secret).toMatch(/^whsec_[\w-]{43}$/);
    const list = (await r.call('GET', '/console/api/webhooks', { operator: admin })).json().payload;
    const listed = list.find((entry: { id: number }) => entry.id === webhook.id);
    expect(listed).toMatchObject({ url: receiver.url, description: 'Our ERP' });
    expect(listed).not.toHaveProperty('secret');
    const stored = await f.query<{ sealed: Buffer }>('select secret_sealed as sealed from webhooks where id = $1', [
      webhook.id,
    ]);
    expect(stored[0]!.sealed.toString('latin1')).not.toContain(webhook.secret.slice(6));

    const changed = await r.call('PUT', `/console/api/webhooks/${webhook.id}`, {
      operator: admin,
      body: { url: `${receiver.url}/v2`, events: ['order.placed', 'order.paid'], description: 'ERP v2', active: false },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().payload).toMatchObject({ events: ['order.placed', 'order.paid'], active: false });

    // Paused, a test event waits in the queue; the webhook's removal takes it along, with its deliveries.
    await r.call('POST', `/console/api/webhooks/${webhook.id}/test`, { operator: admin });
    const queued = () => f.query('select delivery_id from webhook_queue where webhook_id = $1', [webhook.id]);
    const deliveries = () => f.query('select id from webhook_deliveries where webhook_id = $1', [webhook.id]);
    expect(await queued()).toHaveLength(1);
    expect(await deliveries()).toHaveLength(1);
    expect((await r.call('DELETE', `/console/api/webhooks/${webhook.id}`, { operator: admin })).statusCode).toBe(200);
    expect(await queued()).toEqual([]);
    expect(await deliveries()).toEqual([]);
    expect((await r.call('DELETE', `/console/api/webhooks/${webhook.id}`, { operator: admin })).statusCode).toBe(404);
    const audit = await f.query<{ action: string; after: unknown }>(
      `select action, after from audit_log where target_type = 'webhook' and target_id = $1 order by id`,
      [String(webhook.id)],
    );
    expect(audit.map((row) => row.action)).toEqual(['webhook.create', 'webhook.update', 'webhook.delete']);
    expect(JSON.stringify(audit)).not.toContain(webhook.secret);
  });

  it('is for admins only: staff get 403, no operator 401, whatever the call', async () => {
    const body = { url: 'http://127.0.0.1:9/x', events: ['order.placed'] };
    const calls: [string, string, object?][] = [
      ['GET', '/console/api/webhooks'],
      ['POST', '/console/api/webhooks', body],
      ['PUT', '/console/api/webhooks/1', { ...body, description: '', active: true }],
      ['DELETE', '/console/api/webhooks/1'],
      ['GET', '/console/api/webhooks/1/deliveries'],
      ['POST', '/console/api/webhooks/1/deliveries/1/redeliver'],
      ['POST', '/console/api/webhooks/1/test'],
    ];
    for (const [method, url, payload] of calls) {
      const as = { body: payload };
      expect((await r.call(method as 'GET', url, { ...as, operator: staff })).statusCode, url).toBe(403);
      expect((await r.call(method as 'GET', url, as)).statusCode, url).toBe(401);
    }
    expect(await f.query('select id from webhooks where url = $1', [body.url])).toEqual([]);
  });

  it('refuses unknown events, an event twice, no events and a URL that is not one, naming the field', async () => {
    const cases: [object, RegExp][] = [
      [{ url: 'http://127.0.0.1:9/x', events: ['order.exploded'] }, /events/],
      [{ url: 'http://127.0.0.1:9/x', events: ['order.paid', 'order.paid'] }, /events/],
      [{ url: 'http://127.0.0.1:9/x', events: [] }, /events/],
      [{ url: 'not a url', events: ['order.paid'] }, /url/],
      [{ url: 'ftp://127.0.0.1/x', events: ['order.paid'] }, /url/],
    ];
    for (const [body, field] of cases) {
      const response = await r.call('POST', '/console/api/webhooks', { operator: admin, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatch(field);
    }
  });
});

describe('delivering events', () => {
  it('posts each event signed, once, with the object as the console API shows it', async () => {
    const { receiver, webhook } = await subscribe(['order.placed', 'order.confirmed', 'order.cancelled']);
    const { order } = await placeOrder();
    expect(await until(() => receiver.delivered().length === 1)).toBe(true);
    const [placed] = receiver.received;
    expect(placed).toMatchObject({ type: 'order.placed', signed: true, attempt: 1 });
    expect(placed!.body).toMatchObject({ id: placed!.eventId, type: 'order.placed' });
    expect(Date.parse(placed!.body.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const shown = (await r.call('GET', `/console/api/orders/${order.id}`, { operator: admin })).json().payload;
    expect(placed!.body.data).toEqual(shown);

    const confirmed = await r.call('POST', `/console/api/orders/${order.id}/confirm`, {
      operator: staff,
      body: { terms: { kind: 'ADVANCE' } },
    });
    expect(await until(() => receiver.delivered().length === 2)).toBe(true);
    expect(receiver.received[1]!.body).toMatchObject({ type: 'order.confirmed', data: confirmed.json().payload });
    await r.call('POST', `/console/api/orders/${order.id}/cancel`, { operator: staff, body: { reason: 'Test' } });
    expect(await until(() => receiver.delivered().length === 3)).toBe(true);
    expect(receiver.received[2]!.body.data).toMatchObject({ id: order.id, state: 'CANCELLED' });
    expect(new Set(receiver.received.map((entry) => entry.eventId)).size).toBe(3);

    const list = await deliveries(webhook.id);
    expect(list.list.map((entry: { type: string }) => entry.type)).toEqual([
      'order.cancelled',
      'order.confirmed',
      'order.placed',
    ]);
    expect(list.list[0]).toMatchObject({ status: 'delivered', attempts: 1, lastCode: 200, nextAttemptAt: null });
    expect(list.list[0].lastAttemptAt).toEqual(expect.any(String));
    await pause(webhook);
  });

  it('wakes the processes by a notification, except for an order placed: its own process sends it', async () => {
    const { receiver, webhook } = await subscribe(['order.placed', 'order.confirmed']);
    const listener = await ctx.database.pool.connect();
    let notified = 0;
    listener.on('notification', () => notified++);
    try {
      await listener.query('listen hive_webhooks');
      const { order } = await placeOrder();
      expect(await until(() => receiver.delivered().length === 1)).toBe(true);
      await listener.query('select 1'); // a notification would have arrived before this answer
      expect(notified).toBe(0);
      await r.call('POST', `/console/api/orders/${order.id}/confirm`, {
        operator: staff,
        body: { terms: { kind: 'ADVANCE' } },
      });
      expect(await until(() => receiver.delivered().length === 2 && notified === 1)).toBe(true);
    } finally {
      await listener.query('unlisten hive_webhooks');
      listener.release();
      await pause(webhook);
    }
  });

  it('tells of every event type it knows, each with its object', async () => {
    const { receiver, webhook } = await subscribe(WEBHOOK_EVENTS);
    const got = (type: string) => until(() => receiver.delivered().some((entry) => entry.type === type));
    const of = (type: string) => receiver.delivered().find((entry) => entry.type === type)!.body.data;

    // An order through its states, its held stock taken and given back.
    const { order, held } = await placeOrder();
    for (const [action, body] of [
      ['confirm', { terms: { kind: 'ADVANCE' } }],
      ['pay', { reference: 'TT-1', paidOn: '2026-05-02' }],
      ['prepare', {}],
      [
        'ship',
        {
          carrier: 'DHL',
          trackingNumber: '1',
          shippedOn: '2026-05-06',
          portOfLoading: 'Incheon',
          portOfDischarge: 'Hanoi',
        },
      ],
      ['deliver', {}],
    ] as const) {
      const done = await r.call('POST', `/console/api/orders/${order.id}/${action}`, { operator: admin, body });
      expect(done.statusCode, `${action} ${done.body}`).toBe(200);
    }
    for (const [type, state] of [
      ['order.placed', 'PLACED'],
      ['order.confirmed', 'CONFIRMED'],
      ['order.paid', 'PAID'],
      ['order.shipped', 'SHIPPED'],
      ['order.delivered', 'DELIVERED'],
    ]) {
      expect(await got(type!), type).toBe(true);
      expect(of(type!)).toMatchObject({ id: order.id, state });
    }
    expect(receiver.delivered().some((entry) => entry.type === 'order.prepared')).toBe(false);
    // The stock set for the test, then taken by the order: one event each, in that order.
    const stock = () =>
      receiver
        .delivered()
        .filter((entry) => entry.type === 'product.stock_changed' && entry.body.data.id === held.id)
        .map((entry) => entry.body.data);
    expect(await until(() => stock().length === 2)).toBe(true);
    expect(stock()).toMatchObject([
      { id: held.id, sku: held.sku, stock: 500 },
      { id: held.id, sku: held.sku, stock: 500 - held.moq },
    ]);

    // A buyer's own cancel.
    const second = await placeOrder();
    await r.call('POST', `/client/api/v1/orders/${second.order.id}/cancel`, { token: buyer.token, body: {} });
    expect(await until(() => receiver.delivered().some((e) => e.type === 'order.cancelled'))).toBe(true);
    expect(of('order.cancelled')).toMatchObject({ id: second.order.id, state: 'CANCELLED', buyer: { id: buyer.id } });

    // A quotation requested from the basket, offered, accepted.
    const [product] = await f.products(1);
    await f.query(
      `insert into basket_items (member_id, product_id, quantity)
       select id, $2, 1 from buyer_members where buyer_id = $1 and role = 'OWNER'`,
      [buyer.id, product!.id],
    );
    const requested = await r.call('POST', '/client/api/v1/quotation/request', {
      token: buyer.token,
      body: { requestProducts: [{ product: { id: product!.id }, quantity: f.packsOver(product!) }] },
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const quotationId = requested.json().payload.quotation.id;
    expect(await got('quotation.requested')).toBe(true);
    expect(of('quotation.requested')).toMatchObject({ id: quotationId, state: 'REQUESTED' });
    const detail = (await r.call('GET', `/console/api/quotations/${quotationId}`, { operator: admin })).json().payload;
    const offered = await r.call('POST', `/console/api/quotations/${quotationId}/offers`, {
      operator: admin,
      body: {
        lines: detail.lines.map((line: { productId: number; currentPrice: number; quantity: number }) => ({
          productId: line.productId,
          unitPrice: line.currentPrice,
          quantity: line.quantity,
          available: true,
        })),
        validUntil: detail.defaults.validUntil,
        incoterm: 'FOB',
        namedPlace: 'Busan port',
        leadTimeDays: 14,
        note: '',
      },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(await got('quotation.offered')).toBe(true);
    expect(of('quotation.offered')).toMatchObject({ id: quotationId, state: 'QUOTED' });
    const accepted = await r.call('POST', `/client/api/v1/quotations/${quotationId}/accept`, {
      token: buyer.token,
      body: { version: 1 },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await got('quotation.accepted')).toBe(true);
    expect(of('quotation.accepted')).toMatchObject({ id: quotationId, state: 'ACCEPTED' });

    // A company applying, then approved.
    await r.signUp('hook-applicant');
    expect(await got('buyer.applied')).toBe(true);
    const applicant = of('buyer.applied') as { id: number; loginId: string; status: string };
    expect(applicant).toMatchObject({ loginId: 'hook-applicant', status: 'pending' });
    await r.call('POST', `/console/api/buyers/${applicant.id}/approve`, {
      operator: admin,
      body: { gradeId: '01', currency: 'USD' },
    });
    expect(await got('buyer.approved')).toBe(true);
    expect(of('buyer.approved')).toMatchObject({ id: applicant.id, status: 'active' });

    // A support request from the footer.
    await r.call('POST', '/client/api/v1/support/contact', {
      body: { name: 'Ivan', email: 'ivan@shop.example', subject: 'Almaty', message: 'How long?', language: 'ru' },
    });
    expect(await got('support.request_created')).toBe(true);
    expect(of('support.request_created')).toMatchObject({ kind: 'contact', topic: 'Almaty', status: 'new' });

    expect(receiver.received.every((entry) => entry.signed)).toBe(true);
    await pause(webhook);
  }, 60_000);

  it('retries an answer that is not 2xx (a redirect is not followed), and keeps one object’s events in order', async () => {
    const { receiver, webhook } = await subscribe(
      ['order.placed', 'order.confirmed', 'order.cancelled'],
      ({ type, attempt }) => (type === 'order.placed' && attempt === 1 ? 302 : 200),
    );
    const { order } = await placeOrder();
    await r.call('POST', `/console/api/orders/${order.id}/confirm`, {
      operator: admin,
      body: { terms: { kind: 'ADVANCE' } },
    });
    await r.call('POST', `/console/api/orders/${order.id}/cancel`, { operator: admin, body: { reason: 'x' } });
    expect(await until(() => receiver.delivered().length === 3)).toBe(true);
    expect(receiver.received.map((entry) => [entry.type, entry.status])).toEqual([
      ['order.placed', 302],
      ['order.placed', 200],
      ['order.confirmed', 200],
      ['order.cancelled', 200],
    ]);
    expect(receiver.received[0]!.eventId).toBe(receiver.received[1]!.eventId);
    const [, , placed] = (await deliveries(webhook.id)).list;
    expect(placed).toMatchObject({ type: 'order.placed', status: 'delivered', attempts: 2, lastCode: 200 });
    await pause(webhook);
  });

  it('redelivers a delivery with the same event id, and sends a test event', async () => {
    const { receiver, webhook } = await subscribe(['order.placed']);
    await placeOrder();
    expect(await until(() => receiver.delivered().length === 1)).toBe(true);
    const [first] = (await deliveries(webhook.id)).list;
    const again = await r.call('POST', `/console/api/webhooks/${webhook.id}/deliveries/${first.id}/redeliver`, {
      operator: admin,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().payload).toMatchObject({ eventId: first.eventId, type: 'order.placed' });
    expect(again.json().payload.id).not.toBe(first.id);
    expect(await until(() => receiver.delivered().length === 2)).toBe(true);
    expect(receiver.received[1]!.eventId).toBe(first.eventId);
    expect(
      (await r.call('POST', `/console/api/webhooks/${webhook.id}/deliveries/999999/redeliver`, { operator: admin }))
        .statusCode,
    ).toBe(404);

    const test = await r.call('POST', `/console/api/webhooks/${webhook.id}/test`, { operator: admin });
    expect(test.statusCode).toBe(200);
    expect(test.json().payload).toMatchObject({ type: 'webhook.test', status: 'pending' });
    expect(await until(() => receiver.delivered().length === 3)).toBe(true);
    expect(receiver.received[2]!.body).toMatchObject({ type: 'webhook.test', data: { id: webhook.id } });
    expect((await deliveries(webhook.id, '?status=delivered')).total).toBe(3);
    expect((await r.call('POST', '/console/api/webhooks/999999/test', { operator: admin })).statusCode).toBe(404);
    await pause(webhook);
  });

  it('gives up after its retries, shows the delivery failed and e-mails the operators', async () => {
    await f.query(`update settings set contact_email = 'ops@hive.example' where id = 1`);
    const { receiver, webhook } = await subscribe(['support.request_created'], () => 500);
    // The day of retries, shortened: the delivery is a day old.
    await r.call('POST', '/client/api/v1/support/contact', {
      body: { name: 'Ana', email: 'ana@shop.example', subject: 'Hi', message: 'Hello', language: 'es' },
    });
    expect(await until(() => receiver.received.length >= 1)).toBe(true);
    await f.query(`update webhook_deliveries set created_at = now() - interval '2 days' where webhook_id = $1`, [
      webhook.id,
    ]);
    expect(await until(async () => (await deliveries(webhook.id)).list[0]?.status === 'failed')).toBe(true);
    expect((await deliveries(webhook.id)).list[0]).toMatchObject({ lastCode: 500, lastError: 'answered 500' });
    const listed = (await r.call('GET', '/console/api/webhooks', { operator: admin })).json().payload;
    expect(listed.find((entry: { id: number }) => entry.id === webhook.id)).toMatchObject({ failed: 1, pending: 0 });
    const mail = await r.lastMail('ops@hive.example');
    expect(mail).toMatchObject({ template: 'webhookFailed' });
    expect(mail!.text).toContain(receiver.url);
    await pause(webhook);
  });

  it('sends a paused webhook nothing', async () => {
    const { receiver, webhook } = await subscribe(['order.placed']);
    await pause(webhook);
    await placeOrder();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received).toEqual([]);
    expect((await deliveries(webhook.id)).total).toBe(0);
  });
});

describe('keeping deliveries', () => {
  it('forgets events a month old once none of their deliveries waits, with their deliveries', async () => {
    const { webhook } = await subscribe(['order.placed']);
    await pause(webhook);
    const [old, waiting, recent] = await f.query<{ id: string }>(
      `insert into webhook_events (type, object_key, data, created_at)
       values ('order.placed', 'order:1', '{}', now() - interval '31 days'),
         ('order.placed', 'order:2', '{}', now() - interval '31 days'), ('order.placed', 'order:3', '{}', now())
       returning id`,
    );
    await f.query(
      `insert into webhook_deliveries (event_id, webhook_id, object_key, status)
       values ($1, $4, 'order:1', 'delivered'), ($2, $4, 'order:2', 'pending'), ($3, $4, 'order:3', 'delivered')`,
      [old!.id, waiting!.id, recent!.id, webhook.id],
    );
    const worker = webhookDelivery(ctx.database.db, {
      log: ctx.app.log,
      allowPrivate: true,
      mailer: {} as Mailer,
    });
    expect(await worker.cleanUp()).toBeGreaterThanOrEqual(1);
    const left = await f.query<{ id: string }>('select id from webhook_events where id = any($1::bigint[])', [
      [old!.id, waiting!.id, recent!.id],
    ]);
    expect(left.map((row) => row.id).sort()).toEqual([waiting!.id, recent!.id].sort());
    expect(await f.query('select id from webhook_deliveries where event_id = $1', [old!.id])).toEqual([]);
  });
});

describe('without WEBHOOK_ALLOW_PRIVATE', () => {
  it('refuses http, loopback, private and link-local addresses, and names that resolve to them', async () => {
    const strict = await createTestApp();
    const operator = await requests(strict).operator('admin');
    for (const url of [
      'http://hooks.example.com/in',
      'https://127.0.0.1/in',
      'https://localhost/in',
      'https://10.1.2.3/in',
      'https://192.168.1.20/in',
      'https://169.254.169.254/latest',
      'https://[::1]/in',
      'https://[fd00::1]/in',
      'https://[::ffff:127.0.0.1]/in',
    ]) {
      const response = await requests(strict).call('POST', '/console/api/webhooks', {
        operator,
        body: { url, events: ['order.placed'] },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error, url).toMatch(/^body\.url: /);
    }
    expect(Number((await strict.database.pool.query('select count(*) from webhooks')).rows[0].count)).toBe(0);
  });
});
