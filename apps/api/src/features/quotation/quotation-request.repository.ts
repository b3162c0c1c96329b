import { type Currency, type Pricing, quotationNumber } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { quotations } from '../../db/schema.js';

/** A product as a quotation request needs it: MOQ, sold-out flag and, for a buyer, the base prices in their currency. */
export type RequestProductRow = { id: number; moq: number; exist: boolean; supply: number | null };

export type NewQuotation = {
  /** The requesting buyer, or null for a visitor's request (then `contact` is set). */
  buyerId: number | null;
  contact: (typeof quotations.$inferInsert)['contact'] | null;
  currency: Currency;
  /** In the order requested; `unitPrice` is the server's grade price (null for a visitor). */
  lines: { productId: number; quantity: number; moq: number; unitPrice: number | null }[];
};

/**
 * Creating a quotation request: the one write that the member request (draft basket) and the visitor's no-member
 * request share. Call it inside the caller's transaction, with the other writes that belong to the request (emptying
 * the cart or the basket, the mail).
 */
export function quotationRequestRepository(db: Db) {
  return {
    /** The requested products, with the buyer's base prices when `pricing` is given; unknown ids are left out. */
    async products(ids: number[], pricing?: Pricing): Promise<RequestProductRow[]> {
      const supply = pricing ? (pricing.currency === 'USD' ? sql`p.supply_usd` : sql`p.supply_krw`) : sql`null::int`;
      const { rows } = await db.execute<RequestProductRow>(
        sql`select p.id, p.moq, p.exist, ${supply} as supply from products p where p.id = any(${sql.param(ids)}::int[])`,
      );
      return rows;
    },

    /**
     * Inserts the quotation, its lines, its first event and the demand events the trend page reads (units at the base
     * USD price, so USD and KRW requests rank on one scale). Returns the id and the human-readable number.
     */
    async create(quotation: NewQuotation): Promise<{ id: number; number: string; requestedAt: Date }> {
      const { rows: ids } = await db.execute<{ id: number; now: Date }>(
        sql`select nextval(pg_get_serial_sequence('quotations', 'id'))::int as id, now() as now`,
      );
      const { id, now } = ids[0] as { id: number; now: Date };
      const requestedAt = new Date(now);
      const number = quotationNumber(id, requestedAt);
      // One statement: the quotation, its lines, its first event and the demand events read from the lines just written.
      await db.execute(sql`with q as (insert into quotations (id, number, buyer_id, contact, currency, requested_at, updated_at)
          values (${id}, ${number}, ${quotation.buyerId},
            ${quotation.contact ? JSON.stringify(quotation.contact) : null}::jsonb, ${quotation.currency}, ${requestedAt},
            ${requestedAt})
          returning id),
        l as (insert into quotation_lines (quotation_id, product_id, position, quantity, moq, unit_price)
          select (select id from q), l."productId", l.position, l.quantity, l.moq, l."unitPrice"
          from json_to_recordset(${JSON.stringify(quotation.lines.map((line, position) => ({ ...line, position })))}::json)
            as l("productId" int, position int, quantity int, moq int, "unitPrice" int)
          returning product_id, quantity, moq),
        e as (insert into quotation_events (quotation_id, from_state, to_state, action, actor)
          select id, null, 'REQUESTED', 'request', ${quotation.buyerId === null ? 'system' : 'buyer'} from q)
        insert into demand_events (kind, product_id, brand_id, units, value_usd, occurred_at)
          select 'quotation', p.id, p.brand_id, l.quantity * l.moq, p.supply_usd * l.quantity * l.moq, ${requestedAt}
          from l join products p on p.id = l.product_id`);
      return { id, number, requestedAt };
    },
  };
}
