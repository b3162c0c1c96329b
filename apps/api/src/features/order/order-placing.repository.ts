import type { ConsoleOrderDetail, Currency, FreightMethod, FreightRate, Incoterm, QuotationState } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LocalizedText } from '../../db/schema.js';
import { idList, json, sqlRunner } from '../../db/sql.js';
import type { OrderForm, ShipTo, SnapshotSource } from '../../documents/order-snapshot-builder.js';
import { sellerJson } from '../../documents/seller.js';
import { type ComposedMail, outboxWith } from '../../mail/mail.repository.js';
import { takeStock } from '../../products/product-stock.js';
import { subscribedTo, webhookEventWith } from '../../webhooks/webhook-events.js';
import { takeFromBasket } from '../basket/basket-lines.js';
import { takeFromMemberCart } from '../cart/cart-lines.js';
import type { OrderContact } from './order.repository.js';

/** The buyer as placing an order needs them: whether they may, how they are priced, who the documents name. */
export type PlacingBuyer = SnapshotSource['buyer'] & {
  active: boolean;
  currency: Currency | null;
  discountBp: number;
  language: string;
  /** Above it (the company's currency, minor units), a purchaser's order waits for approval; null: no limit. */
  approvalLimit: number | null;
  /** The addresses of the company's owners and admins: who is asked to approve. */
  approvers: string[];
};

export type PlacingProduct = {
  productId: number;
  sku: string;
  names: LocalizedText;
  brandId: number;
  brandNames: LocalizedText;
  image: string | null;
  moq: number;
  exist: boolean;
  withdrawn: boolean;
  supplyUsd: number;
  supplyKrw: number;
  stockQty: number | null;
  hsCode: string;
  origin: string;
  weightG: number;
  unitsPerCarton: number;
  cartonWeightG: number;
  cartonVolumeCm3: number;
};

export type PlacingSettings = {
  minUsd: number;
  minKrw: number;
  paymentDays: number;
  insuranceRateBp: number;
  seller: SnapshotSource['seller'];
};

/** Everything placing (or previewing) an order decides on, read in one round trip. */
export type PlacingContext = {
  buyer: PlacingBuyer | null;
  /** Held products (stock counted) with their stock now. */
  held: { id: number; stockQty: number }[];
  settings: PlacingSettings | null;
  /** The buyer's own address; null when the id is not one of theirs. */
  address: ShipTo | null;
  products: PlacingProduct[];
  /** The order this buyer already placed with the same Idempotency-Key, if any. */
  existingId: number | null;
  /** The new order's id, drawn from its sequence (placing only). */
  nextId: number | null;
  /**
   * The operators' freight rate for the destination (the ship-to address's country, else the company's), the method
   * asked and the buyer's currency; null when there is none (or no method was asked).
   */
  rate: FreightRate | null;
  now: Date;
  /**
   * The buyer as the console shows them beside an order, read only when a webhook subscribes to `order.placed` or
   * `order.pending_approval` (placing): the event's data is the order as the console shows it. Null otherwise.
   */
  consoleBuyer: ConsoleOrderDetail['buyer'] | null;
};

export type OfferedQuotation = {
  id: number;
  number: string;
  state: QuotationState;
  buyerId: number | null;
  currency: Currency;
  offerVersion: number | null;
  /** The accepted offer's terms: the order keeps them. */
  incoterm: Incoterm;
  namedPlace: string;
  freight: number | null;
  insurance: number | null;
  duties: number | null;
  /** The accepted offer's lines the operators can supply, in the offer's order. */
  lines: { productId: number; quantity: number; moq: number; unitPrice: number }[];
};

export type NewOrder = OrderForm & {
  id: number;
  number: string;
  buyerId: number;
  quotationId: number | null;
  idempotencyKey: string | null;
  currency: Currency;
  total: number;
  goods: number;
  freight: number | null;
  insurance: number | null;
  duties: number | null;
  toBeQuoted: boolean;
  contact: OrderContact;
  payBy: Date;
  /** When it is placed: the time the context was read, as the answer, the PO and the order number have it. */
  placedAt: Date;
  lines: { productId: number; quantity: number; moq: number; unitPrice: number; heldUnits: number }[];
  /** The purchase order; null while the order waits for approval (issued when approved). */
  poSnapshot: unknown | null;
  /** The buyer's e-mail with the purchase order attached, or the approvers' request, written with the order. */
  mail: ComposedMail;
  state: 'PLACED' | 'PENDING_APPROVAL';
  /** The member who placed it. */
  memberId: number;
  /** The order as the console shows it, for the webhooks subscribed to its event (null: none is). */
  webhookData: ConsoleOrderDetail | null;
};

/**
 * Placing an order, SQL first: one statement reads what it decides on, one locks what the order depends on and writes
 * everything it makes. Every statement names the buyer.
 */
export function orderPlacingRepository(db: Db) {
  // Named statements, prepared once per connection: placing is the hot write, its statements are the same each time.
  const { one } = sqlRunner(db, 'order');

  return {
    /** The accepted quotation an order is placed from, with its offer's suppliable lines (the write locks it). */
    quotation: (quotationId: number) =>
      one<OfferedQuotation>(sql`select q.id, q.number, q.state, q.buyer_id as "buyerId", q.currency,
          o.version as "offerVersion", o.incoterm, o.named_place as "namedPlace", o.freight::float8 as freight,
          o.insurance::float8 as insurance, o.duties::float8 as duties,
          coalesce((select json_agg(json_build_object('productId', ol.product_id, 'quantity', ol.quantity,
              'moq', ol.moq, 'unitPrice', ol.unit_price) order by ol.position)
            from quotation_offer_lines ol where ol.offer_id = o.id and ol.available and ol.quantity > 0), '[]') as lines
        from quotations q left join quotation_offers o on o.id = q.accepted_offer_id
        where q.id = ${quotationId}`),

    /**
     * The buyer, the held products' stock as it is now (the write checks both again under its locks), settings, the
     * ship-to address (the buyer's own only), the products, an order already placed with `key`, and (placing) a new
     * order id. The product ids go as a JSON array made an array in the statement, whose length the planner does not
     * guess: the plan, made once per connection, is the one for every order (with an int[] parameter, PostgreSQL
     * planned the statement again at each order, for its number of lines).
     */
    async context(input: {
      buyerId: number;
      productIds: number[];
      addressId: number | null;
      key: string | null;
      placing: boolean;
      /** The rate table the shipping method is priced from; null: no estimate. */
      freightMethod: FreightMethod | null;
    }): Promise<PlacingContext> {
      const { buyerId, placing } = input;
      const ids = sql`array(select value::int from json_array_elements_text(${json(input.productIds)}))`;
      const row = await one<PlacingContext>(sql`with
        b as (select b.status = 'active' and b.approved_at is not null as active, b.currency,
            coalesce(g.discount_bp, 0) as "discountBp", b.company_name as company, b.rep_contact_name as contact,
            b.rep_contact_email as email, '+' || ltrim(pc.calling_code, '+') || ' ' || b.phone_number as phone,
            c.name as country, b.language, b.approval_limit::float8 as "approvalLimit",
            array(select m.email from buyer_members m where m.buyer_id = b.id and m.status = 'active'
              and m.role in ('OWNER', 'ADMIN') and m.email <> '' order by m.id) as approvers
          from buyers b join countries c on c.id = b.country_id join countries pc on pc.id = b.phone_country_id
            left join grades g on g.id = b.grade_id
          where b.id = ${buyerId}),
        held as (select product_id as id, units as "stockQty" from product_stock where product_id = any(${ids}))
      select (select row_to_json(b) from b) as buyer,
        (select coalesce(json_agg(h), '[]') from held h) as held,
        (select json_build_object('minUsd', s.min_order_usd, 'minKrw', s.min_order_krw,
            'paymentDays', s.order_payment_days, 'insuranceRateBp', s.insurance_rate_bp, 'seller', ${sellerJson('s')})
          from settings s where s.id = 1) as settings,
        (select json_build_object('consignee', a.consignee,
            'phone', json_build_object('countryId', pc.id, 'countryCallingCode', pc.calling_code, 'number', a.phone_number),
            'country', json_build_object('id', c.id, 'code', c.code, 'name', c.name, 'callingCode', c.calling_code,
              'emoji', c.emoji),
            'line1', a.line1, 'line2', a.line2, 'city', a.city, 'region', a.region, 'postalCode', a.postal_code)
          from buyer_addresses a join countries c on c.id = a.country_id join countries pc on pc.id = a.phone_country_id
          where a.id = ${input.addressId} and a.buyer_id = ${buyerId}) as address,
        (select coalesce(json_agg(json_build_object('productId', p.id, 'sku', p.sku, 'names', p.names,
            'brandId', p.brand_id, 'brandNames', br.names,
            'image', (select i.url from product_images i where i.product_id = p.id order by i.position limit 1),
            'moq', p.moq, 'exist', p.exist, 'withdrawn', p.withdrawn, 'supplyUsd', p.supply_usd, 'supplyKrw', p.supply_krw,
            'stockQty', s.units, 'hsCode', p.hs_code, 'origin', p.origin_country, 'weightG', p.weight_g,
            'unitsPerCarton', p.units_per_carton, 'cartonWeightG', p.carton_weight_g,
            'cartonVolumeCm3', p.carton_volume_cm3)), '[]')
          from products p join brands br on br.id = p.brand_id left join product_stock s on s.product_id = p.id
          where p.id = any(${ids})) as products,
        (select id from orders where buyer_id = ${buyerId} and idempotency_key = ${input.key}) as "existingId",
        ${placing ? sql`nextval(pg_get_serial_sequence('orders', 'id'))::int` : sql`null::int`} as "nextId",
        ${
          input.freightMethod === null
            ? sql`null::json`
            : sql`(select json_build_object('country', c.code, 'method', r.method, 'currency', r.currency,
              'perKg', r.per_kg, 'perCbm', r.per_cbm, 'minimum', r.minimum)
            from freight_rates r join countries c on c.id = r.country_id
            where r.method = ${input.freightMethod} and r.currency = (select currency from b)
              and r.country_id = coalesce(
                (select country_id from buyer_addresses where id = ${input.addressId} and buyer_id = ${buyerId}),
                (select country_id from buyers where id = ${buyerId})))`
        } as rate,
        ${
          placing
            ? sql`(select json_build_object('id', b.id, 'loginId', b.login_id, 'companyName', b.company_name,
              'country', json_build_object('code', c.code, 'name', c.name), 'repContactName', b.rep_contact_name,
              'repContactEmail', b.rep_contact_email, 'phone', pc.calling_code || ' ' || b.phone_number,
              'status', b.status,
              'grade', case when g.id is null then null else json_build_object('id', g.id, 'name', g.name) end,
              'language', b.language)
            from buyers b join countries c on c.id = b.country_id join countries pc on pc.id = b.phone_country_id
              left join grades g on g.id = b.grade_id
            where b.id = ${buyerId} and (${subscribedTo('order.placed')} or ${subscribedTo('order.pending_approval')}))`
            : sql`null::json`
        } as "consoleBuyer",
        now() as now`);
      return row!;
    },

    /**
     * Places the order in one statement, a transaction of its own: the held stock taken, the order, its lines, its
     * PLACED event, the demand events, the purchase order, the buyer's e-mail with it attached, the lines out of the
     * basket and the cart, and the quotation ORDERED with its event. It first locks what the order depends on, in the
     * order every placing takes them: the accepted offer (`for update`: of concurrent placings on one offer, the first
     * orders it and the others find it ORDERED), the buyer (`for share`: a withdrawal or suspension in flight is waited
     * for, and an account no longer active places nothing), then the held products' stock rows in product-id order (so
     * that concurrent orders never deadlock), whose units are counted under those locks. Everything is written only
     * when all of it holds and this buyer's key has no order yet; otherwise nothing is, and the answer says why
     * (`offerOpen`, `buyerActive`, `heldRows` and `short`: the held products without the units, with what they have;
     * `orderId` null alone: a unique key stopped it). The locks last as long as the statement: never while the API
     * prices the lines.
     */
    async write(order: NewOrder) {
      const held = order.lines.filter((line) => line.heldUnits > 0);
      const productIds = idList(order.lines.map((line) => line.productId));
      const lines = order.lines.map((line, position) => ({ ...line, position }));
      const offered = order.quotationId !== null;
      // Without an offer or held products, their parts are left out. The held ids as an array: the plan, made once for
      // all values, reads their few rows by key.
      const heldIds = idList(held.map((line) => line.productId));
      const offer = offered
        ? sql`qlock as (select id from quotations
            where id = ${order.quotationId}::int and buyer_id = ${order.buyerId} and state = 'ACCEPTED' for update),`
        : sql``;
      const stock = held.length
        ? sql`locked as (select s.product_id, s.units from blk, product_stock s where s.product_id = any(${heldIds})
            order by s.product_id for no key update of s),
          wanted as (select * from json_to_recordset(${json(held.map((line) => ({ id: line.productId, units: line.heldUnits })))})
            as h(id int, units int)),
          short as (select l.product_id as id, l.units from locked l join wanted w on w.id = l.product_id
            where l.units < w.units),`
        : sql``;
      const stockHolds = held.length
        ? sql`and (select count(*) from locked) = ${held.length} and not exists (select from short)`
        : sql``;
      return (await one<{
        offerOpen: boolean;
        buyerActive: boolean;
        heldRows: number;
        short: { id: number; units: number }[];
        orderId: number | null;
        documentId: number | null;
        mailId: number | null;
      }>(sql`with
        ${offer}
        blk as (select id from buyers where id = ${order.buyerId} and status = 'active' and approved_at is not null
          ${offered ? sql`and exists (select from qlock)` : sql``} for share),
        ${stock}
        o as (insert into orders (id, number, state, buyer_id, quotation_id, idempotency_key, currency, total_amount, goods_amount,
            freight, insurance, duties, freight_to_be_quoted, ship_to, consignee, notify_party, contact, incoterm, named_place, shipping_method, requested_date, po_number,
            payment_method, memo, pay_by, placed_at, updated_at)
          select ${order.id}, ${order.number}, ${order.state}, ${order.buyerId}, ${order.quotationId}::int, ${order.idempotencyKey},
            ${order.currency}, ${order.total}, ${order.goods}, ${order.freight}::bigint, ${order.insurance}::bigint,
            ${order.duties}::bigint, ${order.toBeQuoted}, ${JSON.stringify(order.shipTo)}::jsonb,
            ${JSON.stringify(order.consignee)}::jsonb, ${order.notifyParty ? JSON.stringify(order.notifyParty) : null}::jsonb,
            ${JSON.stringify(order.contact)}::jsonb, ${order.incoterm}, ${order.namedPlace}, ${order.shippingMethod},
            ${order.requestedDate}::date, ${order.poNumber}, ${order.paymentMethod}, ${order.memo},
            ${order.payBy.toISOString()}::timestamptz, ${order.placedAt.toISOString()}::timestamptz,
            ${order.placedAt.toISOString()}::timestamptz
          where exists (select from blk) ${stockHolds}
          on conflict do nothing
          returning id, placed_at),
        ${held.length ? sql`stock as (${takeStock(heldIds, sql`wanted`, sql`o`)}),` : sql``}
        src as (select * from json_to_recordset(${json(lines)})
          as l("productId" int, position int, quantity int, moq int, "unitPrice" int, "heldUnits" int)),
        l as (insert into order_lines (order_id, product_id, position, quantity, moq, unit_price, held_units)
          select o.id, l."productId", l.position, l.quantity, l.moq, l."unitPrice", l."heldUnits" from o, src l),
        e as (insert into order_events (order_id, from_state, to_state, action, actor, member_id, created_at)
          select id, null, ${order.state}, 'place', 'buyer', ${order.memberId}::int, placed_at from o),
        d as (insert into demand_events (kind, product_id, brand_id, units, value_usd, occurred_at)
          select 'order', p.id, p.brand_id, l.quantity * l.moq, p.supply_usd::bigint * l.quantity * l.moq, o.placed_at
          from o, src l join products p on p.id = l."productId"),
        ${
          order.poSnapshot === null
            ? sql`${outboxWith(order.mail, sql`o`)},`
            : sql`doc as (insert into order_documents (order_id, type, version, snapshot, issued_at)
          select id, 'po', 1, ${JSON.stringify(order.poSnapshot)}::jsonb, placed_at from o returning id),
        ${outboxWith(order.mail, sql`doc`, sql`doc`)},`
        }
        basket as (${takeFromBasket(order.memberId, productIds, sql`o`)}),
        cart as (${takeFromMemberCart(order.memberId, productIds, sql`o`)})
        ${
          offered
            ? sql`, q as (update quotations set state = 'ORDERED', updated_at = now()
          where id = ${order.quotationId}::int and exists (select 1 from o) returning id),
        qe as (insert into quotation_events (quotation_id, from_state, to_state, action, actor, member_id)
          select id, 'ACCEPTED', 'ORDERED', 'order', 'buyer', ${order.memberId}::int from q)`
            : sql``
        }${
          order.webhookData
            ? sql`, ${webhookEventWith(
                order.state === 'PENDING_APPROVAL' ? 'order.pending_approval' : 'order.placed',
                `order:${order.id}`,
                order.webhookData,
                sql`o`,
              )}`
            : sql``
        }
      select ${offered ? sql`exists (select from qlock)` : sql`true`} as "offerOpen",
        exists (select from blk) as "buyerActive",
        ${held.length ? sql`(select count(*)::int from locked)` : sql`0`} as "heldRows",
        ${held.length ? sql`(select coalesce(json_agg(short), '[]') from short)` : sql`'[]'::json`} as short,
        (select id from o) as "orderId", ${order.poSnapshot === null ? sql`null::int` : sql`(select id from doc)`} as "documentId",
        (select id from mail) as "mailId"`))!;
    },

    /** The order this buyer placed with `key` (a retry after an answer was lost). */
    async byKey(buyerId: number, key: string): Promise<number | null> {
      const row = await one<{ id: number }>(
        sql`select id from orders where buyer_id = ${buyerId} and idempotency_key = ${key}`,
      );
      return row?.id ?? null;
    },
  };
}

export type OrderPlacingRepository = ReturnType<typeof orderPlacingRepository>;
