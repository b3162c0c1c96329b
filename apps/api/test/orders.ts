import { csrf, type TestContext } from './helper.js';
import type { requests } from './requests.js';

/** A complete order form for these lines. */
export const orderForm = (
  lines: { productId: number; qty: number }[],
  shipToAddressId: number,
  extra: object = {},
) => ({
  products: lines,
  shipToAddressId,
  consignee: { name: 'Pacific Beauty Trading LLC', address: '12 Harbour Road, Los Angeles 90021, US' },
  contact: { name: 'Emily Carter', email: 'emily.carter@pacific-beauty.example', phone: '+1 212 555 0147' },
  incoterm: 'FOB',
  namedPlace: 'Busan port',
  shippingMethod: 'SEA',
  paymentMethod: 'BANK_TRANSFER',
  poNumber: 'PB-PO-7781',
  ...extra,
});

type Product = { id: number; sku: string; moq: number; supplyUsd: number; supplyKrw: number; stockQty: number | null };
let offset = 0;

/** What the order tests start from: buyers with an address, fresh products, a valid order form, the calls. */
export function orderFixtures(ctx: TestContext, r: ReturnType<typeof requests>) {
  const query = async <T>(text: string, values: unknown[] = []) =>
    (await ctx.database.pool.query(text, values)).rows as T[];
  const scalar = async <T>(text: string, values: unknown[] = []): Promise<T> =>
    Object.values((await query<object>(text, values))[0] as object)[0] as T;

  async function buyer(loginId: string) {
    const [row] = await query<{ id: number; currency: 'USD' | 'KRW'; discountBp: number; email: string }>(
      `select b.id, b.currency, g.discount_bp as "discountBp", lower(b.rep_contact_email) as email
       from buyers b join grades g on g.id = b.grade_id where b.login_id = $1`,
      [loginId],
    );
    return row!;
  }

  /** The buyer's first address, made when there is none. */
  async function addressOf(buyerId: number) {
    const [found] = await query<{ id: number }>(
      'select id from buyer_addresses where buyer_id = $1 order by id limit 1',
      [buyerId],
    );
    if (found) return found.id;
    return scalar<number>(
      `insert into buyer_addresses (buyer_id, consignee, phone_country_id, phone_number, country_id, line1, city,
         postal_code, is_default)
       select $1, 'Receiving Dock', c.id, '555 0100', c.id, '12 Harbour Road', 'Los Angeles', '90021', true
       from countries c where c.code = 'US' returning id`,
      [buyerId],
    );
  }

  /** Products no earlier call of this file handed out; `held` ones get a stock count. */
  async function products(count: number, { held = false, stock = 10_000 } = {}) {
    const rows = await query<Product>(
      `select id, sku, moq, supply_usd as "supplyUsd", supply_krw as "supplyKrw"
       from products where exist and supply_usd > 0 and brand_id <> 492 order by id limit $1 offset $2`,
      [count, 1_000 + offset],
    );
    offset += count;
    await setStock(
      rows.map((row) => row.id),
      held ? stock : null,
    );
    return rows.map((row) => ({ ...row, stockQty: held ? stock : null }));
  }

  /** The fulfilment centre holds these products with `units` each, or (null) does not hold them. */
  async function setStock(productIds: number[], units: number | null) {
    if (units === null) await query('delete from product_stock where product_id = any($1::int[])', [productIds]);
    else
      await query(
        `insert into product_stock (product_id, units) select unnest($1::int[]), $2
         on conflict (product_id) do update set units = excluded.units`,
        [productIds, units],
      );
  }

  /** Packs of a product that pass the USD minimum (500 USD) on their own. */
  const packsOver = (product: Product, cents = 60_000) => Math.ceil(cents / (product.supplyUsd * product.moq)) + 1;

  /** Places an order as the browser does (the anti-forgery pair), with an Idempotency-Key when given. */
  const place = (token: string, body: object, key?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/client/api/v1/member/order?locale=en',
      payload: body,
      cookies: csrf.cookies,
      headers: { ...csrf.headers, 'x-auth-token': token, ...(key ? { 'idempotency-key': key } : {}) },
    });

  /** Every row of each table as one hash: an insert, update or delete anywhere shows. */
  async function fingerprint(tables: string[]) {
    const entries = await Promise.all(
      tables.map(async (table) => [
        table,
        (
          await query<{ rows: number; hash: string | null }>(
            `select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as hash from ${table} t`,
          )
        )[0],
      ]),
    );
    return Object.fromEntries(entries);
  }

  /** Everything placing an order may write. */
  const ORDER_TABLES = [
    'orders',
    'order_lines',
    'order_events',
    'order_documents',
    'order_payments',
    'outbox',
    'outbox_attachments',
    'demand_events',
    'basket_items',
    'cart_items',
    'quotations',
    'quotation_events',
    'idempotency_keys',
    'products',
    'audit_log',
  ];

  const stockOf = (productId: number) =>
    scalar<number | null>('select (select units from product_stock where product_id = $1) as units', [productId]);

  return {
    query,
    scalar,
    buyer,
    addressOf,
    products,
    setStock,
    packsOver,
    form: orderForm,
    place,
    fingerprint,
    ORDER_TABLES,
    stockOf,
    r,
  };
}
