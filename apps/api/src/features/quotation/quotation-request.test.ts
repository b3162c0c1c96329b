import { formatMoney, type Minor } from '@hive/domain';
import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { basketBuyers } from '../../../test/basket-buyers.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { pdfText } from '../../../test/pdf-text.js';
import { requests } from '../../../test/requests.js';

let ctx: TestContext;
let client: ReturnType<typeof requests>;
const { setUp, buyerIds, p, usd, krw, call, scalar, basketOf, countOf, emptyBasket, packsFor } = basketBuyers(
  () => ctx,
);

beforeAll(async () => {
  ctx = await createTestApp();
  client = requests(ctx);
  await setUp();
});

describe('the quotation sheet', () => {
  const lines = () => [
    { productId: p(0).id, qty: 2 },
    { productId: p(1).id, qty: 5 },
  ];
  const amount = () => usd(p(0)) * p(0).moq * 2 + usd(p(1)) * p(1).moq * 5;

  it("downloads the checked items as a PDF at the buyer's prices, with Korean names and the totals", async () => {
    const response = await call('POST', '/client/api/v1/member/quotation', { body: lines() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="hive-quotation-sheet-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const text = await pdfText(response.rawPayload);
    for (const expected of ['Quotation sheet', 'Pacific Beauty Trading LLC', p(0).sku, p(1).sku, 'Valid until']) {
      expect(text).toContain(expected);
    }
    if (p(0).ko) expect(text).toContain(p(0).ko);
    expect(text).toContain(formatMoney(usd(p(1)) as Minor, 'USD'));
    expect(text).toMatch(new RegExp(`Total \\(USD\\)\\s+${formatMoney(amount() as Minor, 'USD').replace('$', '\\$')}`));
    // A sheet stores nothing.
    expect(
      await scalar<number>('select count(*)::int from quotations where buyer_id = $1', [buyerIds['demo-usd']]),
    ).toBe(0);
  });

  it('downloads it as a spreadsheet with ?format=xlsx, amounts as numbers', async () => {
    const response = await call('POST', '/client/api/v1/member/quotation?format=xlsx', { body: lines() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/filename="hive-quotation-sheet-[\d-]+\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.getWorksheet('Quotation')?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    const line = rows.find((row) => row[1] === p(1).sku);
    expect(line?.slice(5, 10)).toEqual([p(1).moq, 5, p(1).moq * 5, usd(p(1)) / 100, (usd(p(1)) * p(1).moq * 5) / 100]);
    expect(rows.find((row) => row[8] === 'Total (USD)')?.[9]).toBe(amount() / 100);
  });

  it('refuses bad lines with a 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [[], 'body'],
      [[{ productId: p(0).id, qty: 0 }], 'body.0.qty'],
      [[{ productId: p(0).id, qty: 1, price: 1 }], 'body.0'],
      [[{ productId: 999999999, qty: 1 }], 'body.0.productId'],
    ];
    for (const [body, field] of cases) {
      const response = await call('POST', '/client/api/v1/member/quotation', { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toContain(field);
    }
    expect((await call('POST', '/client/api/v1/member/quotation?format=doc', { body: lines() })).statusCode).toBe(400);
  });
});

describe('requesting a quotation', () => {
  beforeEach(emptyBasket);
  const request = (requestProducts: unknown[], extra: object = {}, as: 'demo-usd' | 'demo-krw' = 'demo-usd') =>
    call('POST', '/client/api/v1/quotation/request', { as, body: { requestProducts, ...extra } });
  const quotationCount = () =>
    scalar<number>('select count(*)::int from quotations where buyer_id = $1', [buyerIds['demo-usd']]);

  it('refuses a request below the minimum order, saying how much is missing, and stores nothing', async () => {
    await call('POST', '/client/api/v1/quotation/add', { body: { productIds: [p(0).id] } });
    const before = await quotationCount();
    const response = await request([{ product: { id: p(0).id }, quantity: 1 }]);
    expect(response.statusCode).toBe(422);
    const missing = 500_00 - usd(p(0)) * p(0).moq;
    expect(response.json()).toEqual({
      code: 'MINIMUM_NOT_REACHED',
      error: `The minimum order is $500.00: add ${formatMoney(missing as Minor, 'USD')} more to request a quotation.`,
    });
    expect(await quotationCount()).toBe(before);
    expect(await basketOf('demo-usd')).toHaveLength(1);
  });

  it('follows the minimum the operators set', async () => {
    await ctx.database.pool.query('update settings set min_order_usd = 1');
    await call('POST', '/client/api/v1/quotation/add', { body: { productIds: [p(0).id] } });
    try {
      const response = await request([{ product: { id: p(0).id }, quantity: 1 }]);
      expect(response.statusCode).toBe(200);
    } finally {
      await ctx.database.pool.query('update settings set min_order_usd = 50000');
    }
  });

  it('refuses a sold-out product with SOLD_OUT and stores nothing', async () => {
    const target = p(6);
    await ctx.database.pool.query('update products set exist = false where id = $1', [target.id]);
    try {
      const before = await quotationCount();
      const response = await request([
        { product: { id: p(0).id }, quantity: packsFor(p(0), 600_00) },
        { product: { id: target.id }, quantity: 1 },
      ]);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'SOLD_OUT', error: expect.stringContaining(target.sku) });
      expect(await quotationCount()).toBe(before);
    } finally {
      await ctx.database.pool.query('update products set exist = true where id = $1', [target.id]);
    }
  });

  it('creates the quotation at the grade price, empties basket and cart of those products, and e-mails the buyer', async () => {
    const [a, b, kept] = [p(2), p(3), p(4)];
    await call('POST', '/client/api/v1/quotation/add', { body: { productIds: [a.id, b.id, kept.id] } });
    // The same products in the buyer's cart, and one that stays there.
    const cartId = await scalar<string>(
      `insert into carts (member_id) select id from buyer_members where buyer_id = $1 and role = 'OWNER' on conflict (member_id) do update set updated_at = now() returning id`,
      [buyerIds['demo-usd']],
    );
    await ctx.database.pool.query(
      `insert into cart_items (cart_id, product_id, quantity) select $1, unnest($2::int[]), 1 on conflict do nothing`,
      [cartId, [a.id, b.id, kept.id]],
    );
    const qa = packsFor(a, 400_00);
    const response = await request(
      [
        // The old client sends the product as it has it, price included: only the id is read.
        { product: { id: a.id, supplyPrice: 1, currency: 'USD', moq: 1 }, quantity: qa },
        { product: { id: b.id }, quantity: packsFor(b, 200_00) },
      ],
      { buyer: { id: 1, companyName: 'someone else' } },
    );
    expect(response.statusCode).toBe(200);
    const { buyer, quotation, quotationDetail } = response.json().payload;
    const qb = packsFor(b, 200_00);
    const total = usd(a) * a.moq * qa + usd(b) * b.moq * qb;
    expect(buyer).toMatchObject({
      id: buyerIds['demo-usd'],
      companyName: 'Pacific Beauty Trading LLC',
      currency: 'USD',
    });
    expect(quotation).toMatchObject({
      state: 'REQUESTED',
      currency: 'USD',
      number: expect.stringMatching(/^Q-\d{4}-/),
    });
    expect(quotationDetail).toEqual({
      quotationId: quotation.id,
      totalSku: 2,
      totalQty: a.moq * qa + b.moq * qb,
      totalAmount: total,
      brands: expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]),
      requestedAt: quotation.requestedAt,
      currency: 'USD',
    });

    const stored = await ctx.database.pool.query<{
      product_id: number;
      unit_price: number;
      quantity: number;
      moq: number;
    }>(
      `select l.product_id, l.unit_price, l.quantity, l.moq from quotation_lines l join quotations q on q.id = l.quotation_id
       where q.id = $1 and q.buyer_id = $2 order by l.position`,
      [quotation.id, buyerIds['demo-usd']],
    );
    expect(stored.rows).toEqual([
      { product_id: a.id, unit_price: usd(a), quantity: qa, moq: a.moq },
      { product_id: b.id, unit_price: usd(b), quantity: qb, moq: b.moq },
    ]);
    expect((await basketOf('demo-usd')).map((row) => row.product_id)).toEqual([kept.id]);
    const cart = await ctx.database.pool.query<{ product_id: number }>(
      'select product_id from cart_items where cart_id = $1',
      [cartId],
    );
    expect(cart.rows.map((row) => row.product_id)).toEqual([kept.id]);
    expect(await countOf()).toBe(1);

    const mail = await client.lastMail(await buyerEmail());
    expect(mail).toMatchObject({ template: 'quotationRequested', subject: expect.stringContaining(quotation.number) });
    expect(mail?.text).toContain(formatMoney(total as Minor, 'USD'));
    expect(mail?.text).toContain(`/my-page/quotations/${quotation.id}/`);
  });

  it('refuses a price or an unknown field on a line, bad quantities and repeated products; stores nothing', async () => {
    const before = await quotationCount();
    const enough = packsFor(p(0), 600_00);
    const cases: [unknown[], string][] = [
      [[{ product: { id: p(0).id }, quantity: enough, unitPrice: 1 }], 'body.requestProducts.0'],
      [[{ product: { id: p(0).id }, quantity: 0 }], 'body.requestProducts.0.quantity'],
      [[{ product: { id: p(0).id }, quantity: 10_000 }], 'body.requestProducts.0.quantity'],
      [[{ product: { id: p(0).id }, quantity: 2.5 }], 'body.requestProducts.0.quantity'],
      [[{ product: { id: 'x' }, quantity: 1 }], 'body.requestProducts.0.product.id'],
      [[], 'body.requestProducts'],
      [
        [
          { product: { id: p(0).id }, quantity: enough },
          { product: { id: p(0).id }, quantity: 1 },
        ],
        'body.requestProducts',
      ],
      [[{ product: { id: 999999999 }, quantity: 1 }], 'body.requestProducts.0.product.id'],
    ];
    for (const [lines, field] of cases) {
      const response = await request(lines);
      expect(response.statusCode, JSON.stringify(lines)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', error: expect.stringContaining(field) });
    }
    expect(await quotationCount()).toBe(before);
  });

  it('prices a KRW buyer in won and checks the won minimum', async () => {
    const target = p(8);
    const packs = Math.ceil(600_000 / (krw(target) * target.moq));
    await call('POST', '/client/api/v1/quotation/add', { as: 'demo-krw', body: { productIds: [target.id] } });
    const below = await request([{ product: { id: target.id }, quantity: 1 }], {}, 'demo-krw');
    if (krw(target) * target.moq < 600_000) {
      expect(below.json().code).toBe('MINIMUM_NOT_REACHED');
      expect(below.json().error).toContain('₩600,000');
    }
    const response = await request([{ product: { id: target.id }, quantity: packs }], {}, 'demo-krw');
    expect(response.statusCode).toBe(200);
    expect(response.json().payload.quotationDetail).toMatchObject({
      currency: 'KRW',
      totalAmount: krw(target) * target.moq * packs,
    });
  });
});

async function buyerEmail() {
  return scalar<string>('select rep_contact_email from buyers where login_id = $1', ['demo-usd']);
}
