import { expect } from 'vitest';
import { CART_COOKIE } from '../src/features/cart/guest-cart.js';
import { csrf, type TestContext } from './helper.js';
import { requests } from './requests.js';

export type CartCall = { body?: unknown; token?: string; cart?: string; ip?: string };
export type CartProduct = { id: number; moq: number; name: string };
let address = 0;

/** Any key that could carry a price or a stock count. */
export const PRICE_KEY = /"(price|supplyPrice|supply\w*|retail\w*|unitPrice|moqPrice|stockQty|stock_qty)"/i;

/**
 * What the cart's tests and the visitor's request start from: browsers with a cart cookie (or a buyer's token), products
 * that can be ordered and one that is sold out, and the demo buyers signed in. `setUp` in `beforeAll`.
 */
export function cartVisitors(context: () => TestContext) {
  const tokens: Record<string, string> = {};
  let products: CartProduct[] = [];

  /** A browser's request: the anti-forgery pair, the visitor's cart cookie and the buyer's token when given. */
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CartCall = {}) =>
    context().app.inject({
      method,
      url,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
      remoteAddress: options.ip ?? `10.20.${Math.floor(++address / 250)}.${address % 250}`,
      cookies: { ...csrf.cookies, ...(options.cart ? { [CART_COOKIE]: options.cart } : {}) },
      headers: { ...csrf.headers, ...(options.token ? { 'x-auth-token': options.token } : {}) },
    });

  const cartCookieOf = (response: Awaited<ReturnType<typeof call>>) =>
    response.cookies.find((cookie) => cookie.name === CART_COOKIE);

  /** A new visitor with these products in the cart; returns the cart id of their cookie. */
  async function visitorWith(lines: { productId: number; quantity: number }[]): Promise<string> {
    const response = await call('POST', '/client/api/v1/cart/add', { body: lines });
    expect(response.statusCode).toBe(200);
    return cartCookieOf(response)!.value;
  }

  const list = async (options: CartCall) => (await call('GET', '/client/api/v1/cart', options)).json().payload;
  const quantities = async (options: CartCall) =>
    Object.fromEntries(
      (await list(options)).map((item: { product: { id: number }; quantity: number }) => [
        item.product.id,
        item.quantity,
      ]),
    );
  const count = async (options: CartCall) => (await call('GET', '/client/api/v1/cart/cnt', options)).json().payload;

  async function scalar<T>(query: string, values: unknown[] = []): Promise<T> {
    const { rows } = await context().database.pool.query(query, values);
    return Object.values(rows[0] as object)[0] as T;
  }

  /** Signs the buyers in; answers the products that can be ordered and the id of one that is sold out. */
  async function setUp(): Promise<{ products: CartProduct[]; soldOut: number }> {
    const client = requests(context());
    for (const loginId of ['demo-usd', 'demo-krw']) tokens[loginId] = await client.signIn(loginId);
    const { rows } = await context().database.pool.query<CartProduct>(
      `select id, moq, names->>'en' as name from products where exist order by id limit 12`,
    );
    products = rows;
    return { products, soldOut: await scalar<number>('select min(id) from products where not exist') };
  }

  return {
    setUp,
    tokens,
    /** The id of the `index`th product `setUp` read. */
    p: (index: number) => products[index]!.id,
    call,
    cartCookieOf,
    visitorWith,
    list,
    quantities,
    count,
    scalar,
  };
}
