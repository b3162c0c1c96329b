import { type Currency, type QuotationRequestDetails, quotationNumber } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LocalizedText, quotations } from '../../db/schema.js';
import { sqlRunner } from '../../db/sql.js';

/** A requested product as the sheet, the request and its e-mail describe it. */
export type RequestProductRow = {
  id: number;
  sku: string;
  names: LocalizedText;
  brandId: number;
  brandNames: LocalizedText;
  moq: number;
  exist: boolean;
  /** The base supply price in the buyer's currency, in minor units; null for a visitor's request. */
  supply: number | null;
};

/** The requesting buyer: who the sheet or the e-mail is for, their minimum order, and whether they may request. */
export type RequesterRow = {
  companyName: string;
  repContactName: string;
  repContactEmail: string;
  phone: string;
  countryName: string;
  language: string;
  /** The operators' minimum order in the buyer's currency, in minor units; null without a settings row. */
  minimum: number | null;
  active: boolean;
};

export type NewQuotation = {
  /** The requesting buyer, or null for a visitor's request (then `contact` is set). */
  buyerId: number | null;
  contact: (typeof quotations.$inferInsert)['contact'] | null;
  currency: Currency;
  /** In the order requested; `unitPrice` is the server's grade price (null for a visitor). */
  lines: { productId: number; quantity: number; moq: number; unitPrice: number | null }[];
  /** A member's request details (validated by the service); absent for a visitor's request. */
  details?: QuotationRequestDetails;
};

/**
 * A quotation request's reads and writes: the member's request (from the draft basket), the visitor's (from the cart),
 * and the member's quotation sheet. The writes belong inside the caller's transaction, all or nothing: the lines taken
 * out of the basket and the cart, the quotation, and the mail.
 */
export function quotationRequestRepository(db: Db) {
  const { rows } = sqlRunner(db, 'request');

  return {
    /** The products of `ids`, with their base prices in `currency` when given (a buyer's); unknown ids are left out. */
    products(ids: number[], currency?: Currency): Promise<RequestProductRow[]> {
      const supply = currency ? (currency === 'USD' ? sql`p.supply_usd` : sql`p.supply_krw`) : sql`null::int`;
      return rows<RequestProductRow>(sql`select p.id, p.sku, p.names, p.brand_id as "brandId", b.names as "brandNames",
          p.moq, p.exist, ${supply} as supply
        from products p join brands b on b.id = p.brand_id where p.id = any(${sql.param(ids)}::int[])`);
    },

    /** The buyer with the minimum order in `currency`. */
    async requester(buyerId: number, currency: Currency): Promise<RequesterRow | undefined> {
      const minimum = currency === 'USD' ? sql`s.min_order_usd` : sql`s.min_order_krw`;
      // Shared lock on the buyer: a withdrawal or a suspension (which lock it to change it) waits for this request,
      // or this request waits for them and sees the account no longer active.
      const [row] = await rows<RequesterRow>(sql`select
          b.company_name as "companyName", b.rep_contact_name as "repContactName", b.rep_contact_email as "repContactEmail",
          '+' || ltrim(pc.calling_code, '+') || ' ' || b.phone_number as phone, c.name as "countryName", b.language,
          ${minimum} as minimum, b.status = 'active' as active
        from buyers b join countries c on c.id = b.country_id join countries pc on pc.id = b.phone_country_id
          left join settings s on s.id = 1
        where b.id = ${buyerId}
        for share of b`);
      return row;
    },

    /**
     * Takes the requested products out of the buyer's basket and cart, and answers which of them were in the basket.
     * Two requests for the same items take turns on the rows: the second finds them gone.
     */
    async takeFromBasket(buyerId: number, productIds: number[]): Promise<number[]> {
      const ids = sql.param(productIds);
      const taken = await rows<{ productId: number }>(sql`with taken as (delete from basket_items
          where buyer_id = ${buyerId} and product_id = any(${ids}::int[]) returning product_id),
        cart as (delete from cart_items where cart_id in (select id from carts where buyer_id = ${buyerId})
          and product_id = any(${ids}::int[]))
        select product_id as "productId" from taken`);
      return taken.map((row) => row.productId);
    },

    /** Takes the products out of a visitor's cart (never a buyer's) and answers which of them were there. */
    async takeFromVisitorCart(guestCartId: string, productIds: number[]): Promise<number[]> {
      const deleted = await rows<{ productId: number }>(sql`delete from cart_items
        where cart_id in (select c.id from carts c where c.id = ${guestCartId}::uuid and c.buyer_id is null)
          and product_id = any(${sql.param(productIds)}::int[])
        returning product_id as "productId"`);
      return deleted.map((row) => row.productId);
    },

    async countryExists(id: number): Promise<boolean> {
      const [row] = await rows<{ id: number }>(sql`select id from countries where id = ${id}`);
      return row !== undefined;
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
      const details = quotation.details;
      await db.execute(sql`with q as (insert into quotations (id, number, buyer_id, contact, currency, requested_at, updated_at,
            destination_country_id, destination_port, preferred_incoterm, target_date, request_note)
          values (${id}, ${number}, ${quotation.buyerId},
            ${quotation.contact ? JSON.stringify(quotation.contact) : null}::jsonb, ${quotation.currency}, ${requestedAt},
            ${requestedAt}, ${details?.destinationCountryId ?? null}::int, ${details?.destinationPort ?? null},
            ${details?.incoterm ?? null}, ${details?.targetDate ?? null}::date, ${details?.note ?? null})
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

export type QuotationRequestRepository = ReturnType<typeof quotationRequestRepository>;
