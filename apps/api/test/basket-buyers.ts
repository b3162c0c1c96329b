import type { TestContext } from './helper.js';
import { requests } from './requests.js';

type BasketBuyer = 'demo-usd' | 'demo-krw';
type BasketProduct = {
  id: number;
  moq: number;
  sku: string;
  ko: string | null;
  supply_usd: number;
  supply_krw: number;
};

/**
 * What the basket's tests and the member request's start from: the two demo buyers signed in (USD at grade 01, KRW at
 * grade 02), the products they can request with their grade prices, and calls as either buyer. `setUp` in `beforeAll`.
 */
export function basketBuyers(context: () => TestContext) {
  const tokens: Record<string, string> = {};
  const buyerIds: Record<string, number> = {};
  /** Products that can be requested, lowest ids first. */
  let products: BasketProduct[] = [];
  const p = (index: number) => products[index] as BasketProduct;
  /** Grade 01 is 5 % off, USD half up to the cent. */
  const usd = (product: BasketProduct) => Math.floor((product.supply_usd * 9_500 + 5_000) / 10_000);
  /** Grade 02 is 10 % off, KRW down to the ten won. */
  const krw = (product: BasketProduct) => Math.floor((product.supply_krw * 9_000) / 100_000) * 10;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { body?: unknown; as?: BasketBuyer | null; token?: string } = {},
  ) =>
    requests(context()).call(method, url, {
      ...(options.body === undefined ? {} : { body: options.body as object }),
      token: options.token ?? (options.as === null ? undefined : tokens[options.as ?? 'demo-usd']),
    });

  async function scalar<T>(query: string, values: unknown[] = []): Promise<T> {
    const { rows } = await context().database.pool.query(query, values);
    return Object.values(rows[0] as object)[0] as T;
  }
  const basketOf = async (loginId: BasketBuyer) =>
    (
      await context().database.pool.query<{ product_id: number; quantity: number }>(
        'select b.product_id, b.quantity from basket_items b join buyer_members m on m.id = b.member_id where m.buyer_id = $1 order by b.product_id',
        [buyerIds[loginId]],
      )
    ).rows;
  const countOf = async (as: BasketBuyer = 'demo-usd') =>
    (await call('GET', '/client/api/v1/quotation/cnt', { as })).json().payload as number;
  const emptyBasket = () => context().database.pool.query('delete from basket_items');

  /** Packs of a product that reach at least `amount` cents at the USD buyer's price. */
  const packsFor = (product: BasketProduct, amount: number) => Math.ceil(amount / (usd(product) * product.moq));

  async function setUp() {
    const client = requests(context());
    for (const loginId of ['demo-usd', 'demo-krw'] as const) {
      tokens[loginId] = await client.signIn(loginId);
      buyerIds[loginId] = await scalar<number>('select id from buyers where login_id = $1', [loginId]);
    }
    products = (
      await context().database.pool.query<BasketProduct>(
        `select id, moq, sku, names->>'ko' as ko, supply_usd, supply_krw from products
         where exist and supply_usd > 0 order by id limit 12`,
      )
    ).rows;
  }

  return { setUp, tokens, buyerIds, p, usd, krw, call, scalar, basketOf, countOf, emptyBasket, packsFor };
}
