import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { orderFixtures } from '../../../test/orders.js';
import { requests } from '../../../test/requests.js';

let ctx: TestContext;
let r: ReturnType<typeof requests>;
let f: ReturnType<typeof orderFixtures>;
let usd: { id: number; token: string; address: number };
let krw: { token: string; email: string };

beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
  f = orderFixtures(ctx, r);
  const [a, b] = await Promise.all([f.buyer('demo-usd'), f.buyer('demo-krw')]);
  usd = { id: a.id, token: await r.signIn('demo-usd'), address: await f.addressOf(a.id) };
  krw = { token: await r.signIn('demo-krw'), email: b.email };
});

const ask = (body: object, options: { token?: string; ip?: string } = {}) =>
  r.call('POST', '/client/api/v1/restock', { body, ...options });
const mailsTo = (to: string) =>
  f.query<{ template: string; language: string; subject: string; text: string }>(
    `select template, language, subject, text_body as text from outbox where to_address = $1 and template = 'restockAvailable'`,
    [to.toLowerCase()],
  );

describe('asking for a restock', () => {
  it('records a visitor once per e-mail and a buyer once, only for a sold-out product; the console lists them', async () => {
    const [soldOut, available] = await f.products(2);
    await f.query('update products set exist = false where id = $1', [soldOut!.id]);
    const first = await ask({ productId: soldOut!.id, email: 'Lan@Saigon-Beauty.example', language: 'vi' });
    expect(first.statusCode).toBe(200);
    expect(first.json().payload).toEqual({ status: 'recorded' });
    expect(
      (await ask({ productId: soldOut!.id, email: 'lan@saigon-beauty.example', language: 'vi' })).json().payload,
    ).toEqual({ status: 'already' });
    expect((await ask({ productId: soldOut!.id, language: 'en' }, { token: krw.token })).json().payload).toEqual({
      status: 'recorded',
    });
    expect((await ask({ productId: soldOut!.id, language: 'en' }, { token: krw.token })).json().payload).toEqual({
      status: 'already',
    });
    expect(
      await f.scalar<number>('select count(*)::int from restock_requests where product_id = $1', [soldOut!.id]),
    ).toBe(2);

    // What cannot be asked: an available product, an unknown one, a visitor without an address, a buyer with one.
    const refusals: [object, string | undefined, number][] = [
      [{ productId: available!.id, email: 'a@b.example', language: 'en' }, undefined, 409],
      [{ productId: 999_999_999, email: 'a@b.example', language: 'en' }, undefined, 404],
      [{ productId: soldOut!.id, language: 'en' }, undefined, 400],
      [{ productId: soldOut!.id, email: 'not-an-address', language: 'en' }, undefined, 400],
      [{ productId: soldOut!.id, email: 'x@y.example', language: 'en' }, krw.token, 400],
      [{ productId: soldOut!.id, email: 'x@y.example', language: 'en', note: 'hi' }, undefined, 400],
    ];
    for (const [body, token, status] of refusals) {
      const response = await ask(body, token ? { token } : {});
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
    }
    expect(
      await f.scalar<number>('select count(*)::int from restock_requests where product_id = $1', [soldOut!.id]),
    ).toBe(2);

    const admin = await r.operator('staff');
    const list = await r.call('GET', '/console/api/restock?state=waiting', { operator: admin });
    expect(list.statusCode).toBe(200);
    const rows = list.json().payload.list.filter((row: { product: { id: number } }) => row.product.id === soldOut!.id);
    expect(rows).toEqual([
      expect.objectContaining({ buyer: expect.objectContaining({ loginId: 'demo-krw' }), email: krw.email }),
      expect.objectContaining({ buyer: null, email: 'lan@saigon-beauty.example', language: 'vi', notifiedAt: null }),
    ]);
    // Only operators read it.
    expect((await r.call('GET', '/console/api/restock', { token: krw.token })).statusCode).toBe(401);
  });

  it('limits a visitor asking for many e-mail addresses from one address', async () => {
    const [soldOut] = await f.products(1);
    await f.query('update products set exist = false where id = $1', [soldOut!.id]);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await ask({ productId: soldOut!.id, email: `v${i}@spam.example`, language: 'en' }, { ip: '10.99.0.1' }))
          .statusCode,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('the e-mail when stock returns', () => {
  it('goes once, in each asker’s language, when a cancelled order puts the last units back', async () => {
    const [held] = await f.products(1, { held: true, stock: 0 });
    await f.setStock([held!.id], 2 * held!.moq);
    const [other] = await f.products(1);
    const placed = await f.place(
      usd.token,
      f.form(
        [
          { productId: held!.id, qty: 2 },
          { productId: other!.id, qty: f.packsOver(other!) },
        ],
        usd.address,
      ),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().payload.order.id as number;
    expect(await f.stockOf(held!.id)).toBe(0);

    expect((await ask({ productId: held!.id, email: 'anna@moscow.example', language: 'ru' })).json().payload).toEqual({
      status: 'recorded',
    });
    expect((await ask({ productId: held!.id, language: 'vi' }, { token: krw.token })).statusCode).toBe(200);

    const cancelled = await r.call('POST', `/client/api/v1/orders/${orderId}/cancel`, {
      token: usd.token,
      body: { reason: 'Changed plans' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await f.stockOf(held!.id)).toBe(2 * held!.moq);

    const [visitorMail] = await mailsTo('anna@moscow.example');
    expect(visitorMail).toMatchObject({ language: 'ru', subject: expect.stringContaining('снова в наличии') });
    expect(visitorMail?.text).toContain(`/product/${held!.id}/`);
    expect((await mailsTo(krw.email)).filter((mail) => mail.text.includes(`/product/${held!.id}/`))).toHaveLength(1);
    expect(
      await f.scalar<number>(
        'select count(*)::int from restock_requests where product_id = $1 and notified_at is not null',
        [held!.id],
      ),
    ).toBe(2);

    // Asking again once told waits again (the product may sell out once more), and is told again only then.
    expect((await ask({ productId: held!.id, email: 'anna@moscow.example', language: 'ru' })).statusCode).toBe(409);
    expect(await mailsTo('anna@moscow.example')).toHaveLength(1);
  });
});
