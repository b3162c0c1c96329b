import {
  BUYER_HOME_LIST_LIMIT,
  type Currency,
  OPEN_ORDER_STATES,
  type OrderState,
  type Pricing,
  RECENTLY_VIEWED_KEPT,
} from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlRunner } from '../../db/sql.js';
import { transaction } from '../../db/transaction.js';
import { NOT_WITHDRAWN, type ProductRow, productColumns } from '../../products/product-card.js';

export type HomeOfferRow = {
  id: number;
  number: string;
  state: 'QUOTED' | 'NEGOTIATING';
  currency: Currency;
  version: number;
  amount: number;
  /** As PostgreSQL writes a timestamp in JSON. */
  validUntil: string;
};
export type HomeOrderRow = {
  id: number;
  number: string;
  state: OrderState;
  currency: Currency;
  total: number;
  placedAt: string;
};
/** A basket line as its subtotal needs it: the base supply price in the buyer's currency, and whether it can count. */
export type HomeBasketRow = { moq: number; quantity: number; supply: number; exist: boolean; withdrawn: boolean };

export type HomeRows = {
  offers: HomeOfferRow[];
  offerTotal: number;
  orders: HomeOrderRow[];
  orderTotal: number;
  basket: HomeBasketRow[];
  minimum: number | null;
  recentlyViewed: ProductRow[];
};

const LIST = sql.raw(String(BUYER_HOME_LIST_LIMIT));
const KEPT = sql.raw(String(RECENTLY_VIEWED_KEPT));
const listOf = (values: readonly string[]) => sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);
const WAITING = listOf(['QUOTED', 'NEGOTIATING']);
const OPEN = listOf(OPEN_ORDER_STATES);
/** Each buyer's recordings take turns (the first key names this table's lock among the server's advisory locks). */
const RECORDING_LOCK = 0x7ec0;

/** A buyer's home and recently viewed products: every statement names the buyer, so none reaches another's. */
export function buyerHomeRepository(db: Db) {
  const { rows } = sqlRunner(db, 'home');

  return {
    /** Everything the home shows, in one round trip. */
    async home(buyerId: number, memberId: number, pricing: Pricing): Promise<HomeRows> {
      const supply = pricing.currency === 'USD' ? sql`p.supply_usd` : sql`p.supply_krw`;
      const minimum = pricing.currency === 'USD' ? sql`min_order_usd` : sql`min_order_krw`;
      const [result] = await rows<HomeRows>(sql`select
          coalesce((select json_agg(x) from (select q.id, q.number, q.state, q.currency, o.version,
              o.valid_until as "validUntil",
              (select coalesce(sum(ol.unit_price::bigint * ol.quantity * ol.moq) filter (where ol.available), 0)
                from quotation_offer_lines ol where ol.offer_id = o.id) as amount
            from quotations q cross join lateral (select id, version, valid_until from quotation_offers
              where quotation_id = q.id order by version desc limit 1) o
            where q.buyer_id = ${buyerId} and q.state in ${WAITING}
            order by o.valid_until, q.id limit ${LIST}) x), '[]') as offers,
          (select count(*)::int from quotations where buyer_id = ${buyerId} and state in ${WAITING}) as "offerTotal",
          coalesce((select json_agg(x) from (select id, number, state, currency, total_amount as total,
              placed_at as "placedAt"
            from orders where buyer_id = ${buyerId} and state in ${OPEN}
            order by placed_at desc, id desc limit ${LIST}) x), '[]') as orders,
          (select count(*)::int from orders where buyer_id = ${buyerId} and state in ${OPEN}) as "orderTotal",
          coalesce((select json_agg(x) from (select p.moq, bi.quantity, ${supply} as supply, p.exist, p.withdrawn
            from basket_items bi join products p on p.id = bi.product_id where bi.member_id = ${memberId}) x), '[]')
            as basket,
          (select ${minimum} from settings where id = 1) as minimum,
          coalesce((select json_agg(x) from (select ${productColumns(pricing)}
            from recently_viewed r join products p on p.id = r.product_id join brands pb on pb.id = p.brand_id
            where r.buyer_id = ${buyerId} and ${NOT_WITHDRAWN}
            order by r.viewed_at desc, r.product_id limit ${KEPT}) x), '[]')
            as "recentlyViewed"`);
      return result as HomeRows;
    },

    /**
     * Records that the buyer opened a product, and keeps only their newest `RECENTLY_VIEWED_KEPT`. One recording of a
     * buyer at a time (an advisory lock held to the commit), so two tabs at once cannot leave one row too many.
     * False when there is no such product, or it is withdrawn.
     */
    record: (buyerId: number, productId: number) =>
      transaction(db, async (tx) => {
        const { rows: run } = sqlRunner(tx, 'home');
        await run(sql`select pg_advisory_xact_lock(${RECORDING_LOCK}, ${buyerId})`);
        const [recorded] = await run<{ found: boolean }>(sql`with viewed as (
            insert into recently_viewed (buyer_id, product_id, viewed_at)
            select ${buyerId}, p.id, clock_timestamp() from products p where p.id = ${productId} and ${NOT_WITHDRAWN}
            on conflict (buyer_id, product_id) do update set viewed_at = excluded.viewed_at returning product_id),
          trimmed as (delete from recently_viewed r where r.buyer_id = ${buyerId} and r.product_id <> ${productId}
            and exists (select 1 from viewed)
            and r.product_id not in (select product_id from recently_viewed
              where buyer_id = ${buyerId} and product_id <> ${productId}
              order by viewed_at desc, product_id limit ${KEPT} - 1))
          select exists (select 1 from viewed) as found`);
        return recorded?.found ?? false;
      }),
  };
}

export type BuyerHomeRepository = ReturnType<typeof buyerHomeRepository>;
