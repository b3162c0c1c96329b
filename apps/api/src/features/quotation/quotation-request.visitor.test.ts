import { beforeAll, describe, expect, it } from 'vitest';
import { type CartProduct, cartVisitors, type CartCall as Options, PRICE_KEY } from '../../../test/cart-visitors.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { requests } from '../../../test/requests.js';

let ctx: TestContext;
let client: ReturnType<typeof requests>;
let products: CartProduct[] = [];
let soldOut: number;
const { setUp, tokens, p, call, visitorWith, quantities, scalar } = cartVisitors(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp();
  client = requests(ctx);
  ({ products, soldOut } = await setUp());
});

describe('the no-member quotation', () => {
  let countryId: number;
  beforeAll(async () => {
    countryId = await client.countryId('VN');
  });
  const contact = (email: string) => ({
    company: 'Saigon Beauty Trading',
    countryId,
    name: 'Nguyễn Thị Lan',
    email,
    phone: '+84 912 345 678',
    message: 'Please quote FOB Busan.',
    language: 'vi',
  });
  const send = (cart: string | undefined, body: object, options: Options = {}) =>
    call('POST', '/client/api/v1/no-member/quotation', { cart, body, ...options });

  it('creates the quotation with no prices, takes only the sent items out of the cart and e-mails the visitor', async () => {
    const cart = await visitorWith([
      { productId: p(0), quantity: 2 },
      { productId: p(1), quantity: 3 },
      { productId: p(2), quantity: 1 },
    ]);
    const email = 'lan@saigon-beauty.example';
    const response = await send(cart, {
      ...contact('Lan@Saigon-Beauty.example'),
      items: [
        { productId: p(0), quantity: 2 },
        { productId: p(2), quantity: 4 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { number, lines } = response.json().payload;
    expect(number).toMatch(/^Q-\d{4}-\d+$/);
    expect(lines).toBe(2);
    expect(response.body).not.toMatch(PRICE_KEY);

    const { rows } = await ctx.database.pool.query(
      `select q.buyer_id, q.contact, q.currency, q.state, l.product_id, l.quantity, l.moq, l.unit_price
       from quotations q join quotation_lines l on l.quotation_id = q.id where q.number = $1 order by l.position`,
      [number],
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ buyer_id: null, currency: 'USD', state: 'REQUESTED' });
    expect(rows[0].contact).toEqual({ ...contact(email), language: 'vi' });
    expect(rows.map((row) => [row.product_id, row.quantity, row.moq, row.unit_price])).toEqual([
      [p(0), 2, products[0]!.moq, null],
      [p(2), 4, products[2]!.moq, null],
    ]);
    expect(await quantities({ cart })).toEqual({ [p(1)]: 3 });

    const mail = await client.lastMail(email);
    expect(mail).toMatchObject({ template: 'noMemberQuotation', language: 'vi' });
    expect(mail!.subject).toContain(number);
    expect(mail!.text).toContain('Nguyễn Thị Lan');
    expect(mail!.text).toContain(`4 × ${products[2]!.moq} = ${4 * products[2]!.moq}`);
    expect(mail!.text).not.toMatch(/[$₩]|USD|KRW|\d+[.,]\d{2}\b/);
  });

  it.each([
    ['email', { email: 'not-an-address' }, /^body\.email/],
    ['company', { company: '  ' }, /^body\.company/],
    ['phone', { phone: 'call me' }, /^body\.phone/],
    ['countryId', { countryId: 999_999 }, /^body\.countryId/],
    ['items', { items: [] }, /^body\.items/],
    ['a price', { items: [{ productId: 0, quantity: 1, unitPrice: 100 }] }, /^body\.items\.0/],
    ['an item not in the cart', { items: [{ productId: 0, quantity: 1 }] }, /^body\.items\.0\.productId/],
  ])('refuses a bad %s naming the field, and stores nothing', async (what, change, error) => {
    const cart = await visitorWith([{ productId: p(3), quantity: 1 }]);
    const quotationsBefore = await scalar<number>('select count(*)::int from quotations');
    const items =
      'items' in change
        ? (change.items as { productId: number }[]).map((item) => ({ ...item, productId: item.productId || p(4) }))
        : [{ productId: p(3), quantity: 1 }];
    const response = await send(cart, { ...contact('bad-input@example.com'), ...change, items });
    // Bad input is a 400; an item that is not (or no longer) in the cart is a conflict with it, a 409.
    expect(response.statusCode).toBe(what === 'an item not in the cart' ? 409 : 400);
    expect(response.json().error).toMatch(error);
    expect(await scalar<number>('select count(*)::int from quotations')).toBe(quotationsBefore);
    expect(await quantities({ cart })).toEqual({ [p(3)]: 1 });
    expect(await client.lastMail('bad-input@example.com')).toBeUndefined();
  });

  it('refuses a sold-out product and a request without a cart', async () => {
    const cart = await visitorWith([{ productId: soldOut, quantity: 1 }]);
    const response = await send(cart, { ...contact('sold@example.com'), items: [{ productId: soldOut, quantity: 1 }] });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('SOLD_OUT');
    const none = await send(undefined, { ...contact('none@example.com'), items: [{ productId: p(0), quantity: 1 }] });
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toContain('no longer in your cart');
  });

  it('sends a signed-in buyer to the quotation basket', async () => {
    const response = await send(undefined, contact('buyer@example.com'), { token: tokens['demo-usd'] });
    expect([400, 403]).toContain(response.statusCode);
  });

  it('is limited per address and per e-mail address: 429 with Retry-After', async () => {
    const body = { ...contact('limit@example.com'), items: [{ productId: p(0), quantity: 1 }] };
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await send(undefined, body, { ip: '10.99.0.1' })).statusCode);
    expect(codes.slice(0, 3)).toEqual([409, 409, 409]);
    expect(codes.at(-1)).toBe(429);
    const perEmail = { ...contact('same@example.com'), items: [{ productId: p(0), quantity: 1 }] };
    const last = [];
    for (let i = 0; i < 4; i++) last.push(await send(undefined, perEmail, { ip: `10.98.0.${i + 1}` }));
    expect(last.map((response) => response.statusCode)).toEqual([409, 409, 409, 429]);
    expect(last[3]!.headers['retry-after']).toMatch(/^\d+$/);
  });
});
