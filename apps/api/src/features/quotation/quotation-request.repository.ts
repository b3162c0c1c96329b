import type { Currency, QuotationRequestDetails } from '@hive/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LocalizedText, quotations } from '../../db/schema.js';
import { idList, json, sqlRunner } from '../../db/sql.js';
import { type ComposedMail, outboxWith } from '../../mail/mail.repository.js';
import { subscribedTo } from '../../webhooks/webhook-events.js';
import { takeFromBasket } from '../basket/basket-lines.js';
import { takeFromGuestCart, takeFromMemberCart } from '../cart/cart-lines.js';

/** A requested product as the sheet, the request and its e-mail describe it. */
export type RequestProductRow = {
  id: number;
  sku: string;
  names: LocalizedText;
  brandId: number;
  brandNames: LocalizedText;
  moq: number;
  exist: boolean;
  withdrawn: boolean;
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

/** Where a request's lines are taken from: a buyer's draft basket (their cart loses them too), or a visitor's cart. */
/** Whose lines a request takes: a member's basket (and cart), for their company; or a visitor's cart. */
export type Taking = { buyerId: number; memberId: number } | { guestCartId: string };

export type NewQuotation = {
  /** Its id and number, drawn by `context`, and when it was requested. */
  id: number;
  number: string;
  requestedAt: Date;
  /** A visitor's contact, for a request taken from a visitor's cart. */
  contact: (typeof quotations.$inferInsert)['contact'] | null;
  currency: Currency;
  /** In the order requested; `unitPrice` is the server's grade price (null for a visitor). */
  lines: { productId: number; quantity: number; moq: number; unitPrice: number | null }[];
  /** A member's request details (validated by the service); absent for a visitor's request. */
  details?: QuotationRequestDetails;
  /** The confirmation e-mail, written with the quotation. */
  mail: ComposedMail;
};

/** What a request decides on, read in one statement before anything is written. */
export type RequestContext = {
  products: RequestProductRow[];
  /** The requesting buyer (null for a visitor, or a buyer that does not exist). */
  requester: RequesterRow | null;
  /** The row of the `view` statement given (null without one). */
  view: unknown;
  /** Whether the destination country asked for is one of ours (true when none is asked for). */
  countryKnown: boolean;
  /** The id the quotation will have, and the database's time. */
  nextId: number;
  now: Date;
  /** Whether a webhook subscribes to `quotation.requested`: the write then records it in its transaction. */
  webhooked: boolean;
};

/** What the write did: nothing unless the buyer was active and every line was still there to take. */
export type RequestWritten = {
  active: boolean;
  /** The requested products that were there to take. */
  present: number[];
  quotationId: number | null;
  mailId: number | null;
};

const productsOf = (ids: number[], currency?: Currency) => {
  const supply = currency ? (currency === 'USD' ? sql`p.supply_usd` : sql`p.supply_krw`) : sql`null::int`;
  return sql`select p.id, p.sku, p.names, p.brand_id as "brandId", b.names as "brandNames", p.moq, p.exist,
      p.withdrawn, ${supply} as supply
    from products p join brands b on b.id = p.brand_id where p.id = any(${idList(ids)})`;
};

const requesterOf = (buyerId: number, currency: Currency) => {
  const minimum = currency === 'USD' ? sql`s.min_order_usd` : sql`s.min_order_krw`;
  return sql`select b.company_name as "companyName", b.rep_contact_name as "repContactName",
      b.rep_contact_email as "repContactEmail", '+' || ltrim(pc.calling_code, '+') || ' ' || b.phone_number as phone,
      c.name as "countryName", b.language, ${minimum} as minimum, b.status = 'active' as active
    from buyers b join countries c on c.id = b.country_id join countries pc on pc.id = b.phone_country_id
      left join settings s on s.id = 1
    where b.id = ${buyerId}`;
};

/**
 * A quotation request's reads and its write, SQL first as placing an order is: one statement reads what the request
 * decides on, one writes it — the lines taken out of the basket or the cart, the quotation with its lines, first event
 * and demand events, and the e-mail — or nothing. Also the reads of the basket's quotation sheet.
 */
export function quotationRequestRepository(db: Db) {
  const { rows, one } = sqlRunner(db, 'request');

  return {
    /** The products of `ids`, with their base prices in `currency` when given (a buyer's); unknown ids are left out. */
    products: (ids: number[], currency?: Currency) => rows<RequestProductRow>(productsOf(ids, currency)),

    /** The buyer with the minimum order in `currency`. */
    requester: (buyerId: number, currency: Currency) => one<RequesterRow>(requesterOf(buyerId, currency)),

    /**
     * In one statement: the products (priced in `currency` when given), the requesting buyer (with `buyerId`), the row
     * of another statement the answer needs (`view`), whether the destination country exists (with `countryId`), and
     * the next quotation id with the database's time.
     */
    async context(input: {
      ids: number[];
      currency?: Currency;
      buyerId?: number;
      countryId?: number;
      view?: SQL;
    }): Promise<RequestContext> {
      const { ids, currency, buyerId, countryId, view } = input;
      const row = await one<RequestContext>(sql`select
        (select coalesce(json_agg(r), '[]') from (${productsOf(ids, currency)}) r) as products,
        ${buyerId !== undefined && currency ? sql`(select row_to_json(r) from (${requesterOf(buyerId, currency)}) r)` : sql`null::json`} as requester,
        ${view ? sql`(select row_to_json(v) from (${view}) v)` : sql`null::json`} as view,
        ${countryId !== undefined ? sql`exists (select from countries where id = ${countryId}::int)` : sql`true`} as "countryKnown",
        nextval(pg_get_serial_sequence('quotations', 'id'))::int as "nextId", now() as now,
        ${subscribedTo('quotation.requested')} as webhooked`);
      return row!;
    },

    /**
     * Writes the request in one statement, a transaction of its own. It first locks what it takes: a buyer's row
     * (`for share`: a withdrawal or a suspension in flight is waited for, and an account no longer active requests
     * nothing), then the lines in the basket or the visitor's cart, in product order (`for update`: of two requests for
     * the same lines, a double click or a second tab, the second finds them gone). Only when every line is there are
     * they taken out (a buyer's out of the cart too) and the quotation written, with its lines, its first event, the
     * demand events the trend page reads (units at the base USD price, so USD and KRW requests rank on one scale) and
     * the e-mail.
     */
    async write(from: Taking, quotation: NewQuotation): Promise<RequestWritten> {
      const ids = idList(quotation.lines.map((line) => line.productId));
      const buyerId = 'buyerId' in from ? from.buyerId : null;
      const memberId = 'buyerId' in from ? from.memberId : null;
      const [locking, taking] =
        'buyerId' in from
          ? [
              sql`buyer as (select id from buyers where id = ${from.buyerId} and status = 'active' for share),
              present as (select product_id from basket_items where member_id = ${from.memberId}
                and exists (select from buyer) and product_id = any(${ids}) order by product_id for update)`,
              sql`taken as (${takeFromBasket(from.memberId, ids, sql`q`)}),
              cart as (${takeFromMemberCart(from.memberId, ids, sql`q`)})`,
            ]
          : [
              sql`present as (select ci.product_id from cart_items ci join carts c on c.id = ci.cart_id
                where c.id = ${from.guestCartId}::uuid and c.member_id is null and ci.product_id = any(${ids})
                order by ci.product_id for update of ci)`,
              sql`taken as (${takeFromGuestCart(from.guestCartId, sql`present`, sql`q`)})`,
            ];
      const { details, requestedAt } = quotation;
      const lines = quotation.lines.map((line, position) => ({ ...line, position }));
      const row = await one<RequestWritten>(sql`with
        ${locking},
        q as (insert into quotations (id, number, buyer_id, contact, currency, requested_at, updated_at,
            destination_country_id, destination_port, preferred_incoterm, target_date, request_note)
          select ${quotation.id}, ${quotation.number}, ${buyerId}::int,
            ${quotation.contact ? JSON.stringify(quotation.contact) : null}::jsonb, ${quotation.currency}, ${requestedAt},
            ${requestedAt}, ${details?.destinationCountryId ?? null}::int, ${details?.destinationPort ?? null},
            ${details?.incoterm ?? null}, ${details?.targetDate ?? null}::date, ${details?.note ?? null}
          where (select count(*) from present) = ${lines.length}
          returning id),
        ${taking},
        l as (insert into quotation_lines (quotation_id, product_id, position, quantity, moq, unit_price)
          select q.id, l."productId", l.position, l.quantity, l.moq, l."unitPrice"
          from q, json_to_recordset(${json(lines)}) as l("productId" int, position int, quantity int, moq int, "unitPrice" int)
          returning product_id, quantity, moq),
        e as (insert into quotation_events (quotation_id, from_state, to_state, action, actor, member_id)
          select id, null, 'REQUESTED', 'request', ${buyerId === null ? 'system' : 'buyer'}, ${memberId}::int from q),
        d as (insert into demand_events (kind, product_id, brand_id, units, value_usd, occurred_at)
          select 'quotation', p.id, p.brand_id, l.quantity * l.moq, p.supply_usd * l.quantity * l.moq, ${requestedAt}
          from l join products p on p.id = l.product_id),
        ${outboxWith(quotation.mail, sql`q`)}
      select ${buyerId === null ? sql`true` : sql`exists (select from buyer)`} as active,
        array(select product_id from present) as present, (select id from q) as "quotationId",
        (select id from mail) as "mailId"`);
      return row!;
    },
  };
}

export type QuotationRequestRepository = ReturnType<typeof quotationRequestRepository>;
