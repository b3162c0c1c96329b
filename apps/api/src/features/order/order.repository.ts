import type { Currency, DocumentType, InstallmentKind, OrderActor, OrderState, PaymentTerms } from '@hive/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LocalizedText, orders } from '../../db/schema.js';
import { cappedCount, sqlRunner } from '../../db/sql.js';
import type { OrderForm, Shipment, SnapshotSource, SourceLine } from '../../documents/order-snapshot-builder.js';
import { returnStock } from '../../products/product-stock.js';

/** Who the buyer named to contact about the order. */
export type OrderContact = (typeof orders.$inferSelect)['contact'];

/** An order's own row, as the services decide on it. */
export type OrderHead = {
  id: number;
  number: string;
  buyerId: number;
  state: OrderState;
  currency: Currency;
  /** What the buyer owes: the goods, the costs (each null where the rule leaves it to the buyer), less discount and credit. */
  totalAmount: number;
  goodsAmount: number;
  freight: number | null;
  insurance: number | null;
  duties: number | null;
  discount: number;
  credit: number;
  /** Costs the incoterm puts on the seller still to be set by an operator (confirming waits for them). */
  freightToBeQuoted: boolean;
  paymentTerms: 'ADVANCE' | 'DEPOSIT' | null;
  depositPercent: number | null;
  payBy: Date;
  /** The installments recorded so far. */
  paid: InstallmentKind[];
};

export type OrderLineRow = SourceLine & {
  brand: { id: number; names: LocalizedText };
  image: string | null;
  heldUnits: number;
};

export type OrderEventRow = {
  fromState: OrderState | null;
  toState: OrderState;
  action: string;
  actor: OrderActor;
  operatorName: string | null;
  memberName: string | null;
  note: string;
  createdAt: Date;
};

export type OrderDocumentRow = { id: number; type: DocumentType; version: number; issuedAt: Date };

/** Everything the detail pages show, read in one round trip. */
export type OrderDetailRow = Omit<OrderHead, 'paid'> &
  OrderForm & {
    quotation: { id: number; number: string } | null;
    placedAt: Date;
    updatedAt: Date;
    contact: OrderContact;
    shipment: Shipment | null;
    cancelReason: string | null;
    lines: OrderLineRow[];
    events: OrderEventRow[];
    payments: { kind: InstallmentKind; amount: number; reference: string; paidOn: string }[];
    documents: OrderDocumentRow[];
    /** The bank details of the newest proforma invoice, as it printed them. */
    bank: SnapshotSource['bank'] | null;
  };

/** A row of a list, its names in the reader's language. */
export type OrderListRow = {
  id: number;
  number: string;
  state: OrderState;
  currency: Currency;
  placedAt: Date;
  updatedAt: Date;
  poNumber: string;
  totalAmount: number;
  sku: number;
  units: number;
  brands: string[];
  products: string[];
  company: string;
  loginId: string;
  country: { code: string; name: string } | null;
};

export type OrderFilter = {
  /** A buyer sees only their own; without it, every order (the console). */
  buyerId?: number;
  state?: OrderState;
  /** The buyer's search: order number, PO number, a product's name in any language, or its SKU. */
  q?: string;
  /** The console's search: the buyer's also, plus the company, login id and e-mail. */
  keyword?: string;
};

const localized = (column: SQL, locale: string) => sql`coalesce(${column}->>${locale}, ${column}->>'en')`;
/** An instant as ISO 8601 in UTC, to the millisecond: 2026-03-02T04:05:06.789Z. */
const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const likeOf = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** A line with its product: what the pages, the documents and the packing list read. */
export const lineFields = sql`'productId', p.id, 'sku', p.sku, 'names', p.names, 'brandNames', br.names,
  'brand', json_build_object('id', br.id, 'names', br.names),
  'image', (select i.url from product_images i where i.product_id = p.id order by i.position limit 1),
  'hsCode', p.hs_code, 'origin', p.origin_country, 'weightG', p.weight_g, 'unitsPerCarton', p.units_per_carton,
  'cartonWeightG', p.carton_weight_g, 'cartonVolumeCm3', p.carton_volume_cm3,
  'moq', l.moq, 'quantity', l.quantity, 'unitPrice', l.unit_price, 'heldUnits', l.held_units`;

export const headColumns = sql`o.id, o.number, o.buyer_id as "buyerId", o.state, o.currency,
  o.total_amount::float8 as "totalAmount", o.goods_amount::float8 as "goodsAmount", o.freight::float8 as freight,
  o.insurance::float8 as insurance, o.duties::float8 as duties, o.discount::float8 as discount,
  o.credit::float8 as credit, o.freight_to_be_quoted as "freightToBeQuoted",
  o.payment_terms as "paymentTerms", o.deposit_percent as "depositPercent", o.pay_by as "payBy"`;

/** Every order in each state (those with none left out): the sums the trigger of migration 0036 keeps. */
const stateCounts = sql`select state, sum(count)::int as count from order_state_counts
  group by state having sum(count) > 0 order by state`;

function where(filter: OrderFilter): SQL {
  const search = filter.q ?? filter.keyword;
  const like = search ? likeOf(search) : undefined;
  return sql`where true
    ${filter.buyerId !== undefined ? sql`and o.buyer_id = ${filter.buyerId}` : sql``}
    ${filter.state ? sql`and o.state = ${filter.state}` : sql``}
    ${
      like
        ? sql`and (lower(o.number) like ${like} or lower(o.po_number) like ${like}
            ${
              filter.keyword
                ? sql`or lower(b.company_name) like ${like} or lower(b.login_id) like ${like}
                  or lower(b.rep_contact_email) like ${like}`
                : sql``
            }
            or exists (select 1 from order_lines l join products p on p.id = l.product_id
              where l.order_id = o.id and (p.search_text like ${like} or lower(p.sku) like ${like})))`
        : sql``
    }`;
}

/** A line of an order as the order files carry it (one row per line), names in the reader's language. */
export type OrderExportRow = Pick<
  OrderHead,
  | 'id'
  | 'number'
  | 'state'
  | 'currency'
  | 'goodsAmount'
  | 'freight'
  | 'insurance'
  | 'duties'
  | 'discount'
  | 'credit'
  | 'totalAmount'
> & {
  poNumber: string;
  /** ISO 8601 in UTC, to the millisecond. */
  placedAt: string;
  updatedAt: string;
  company: string;
  loginId: string;
  country: string | null;
  /** The line's place in the order (1, 2, …); the rest of the line is null for an order without lines. */
  line: number | null;
  sku: string | null;
  product: string | null;
  brand: string | null;
  hsCode: string | null;
  moq: number | null;
  quantity: number | null;
  unitPrice: number | null;
  /** Where the next page starts: the order's placing time as PostgreSQL wrote it (to the microsecond) and its id. */
  cursor: OrderExportCursor;
};
export type OrderExportCursor = { placedAt: string; id: number };

/** A transfer recorded against an order, as the payments file carries it. */
export type PaymentExportRow = {
  orderId: number;
  number: string;
  company: string;
  loginId: string;
  kind: InstallmentKind;
  paidOn: string;
  amount: number;
  currency: Currency;
  reference: string;
  orderTotal: number;
  recordedAt: string;
};
export type PaymentExportCursor = Pick<PaymentExportRow, 'paidOn' | 'orderId' | 'kind'>;

/** Orders: the lists and the detail, and the writes every state change makes. */
export function orderRepository(db: Db) {
  const runner = sqlRunner(db);
  const { rows, one } = runner;

  return {
    /**
     * Newest first, with per-state counts of the same search (the tabs); `total` is the state's count. `countUpTo`:
     * a search over every buyer's orders (the console's keyword) is counted up to that many, with no per-state counts,
     * and `totalCapped` says when more match.
     */
    async page(filter: OrderFilter, page: number, size: number, locale: string, countUpTo?: number) {
      const from = sql`from orders o join buyers b on b.id = o.buyer_id`;
      // Every order in each state, as the trigger keeps them (migration 0036), or those the filter selects.
      const everyOrder = filter.buyerId === undefined && !(filter.q ?? filter.keyword);
      const cap = filter.buyerId === undefined && !everyOrder ? countUpTo : undefined;
      const [list, counts, searched] = await Promise.all([
        // The page's orders first (by the index of the order or of the state), then their lines summed.
        rows<OrderListRow>(sql`with page as (select o.id ${from} ${where(filter)}
            order by o.placed_at desc, o.id desc limit ${size} offset ${(page - 1) * size})
          select o.id, o.number, o.state, o.currency, o.placed_at as "placedAt",
            o.updated_at as "updatedAt", o.po_number as "poNumber", o.total_amount::float8 as "totalAmount",
            t.sku, t.units, t.brands, t.products, b.company_name as company, b.login_id as "loginId",
            (select json_build_object('code', c.code, 'name', c.name) from countries c where c.id = b.country_id)
              as country
          from page join orders o on o.id = page.id join buyers b on b.id = o.buyer_id
          cross join lateral (select count(*)::int as sku, coalesce(sum(l.quantity * l.moq), 0)::int as units,
              coalesce(array_agg(distinct ${localized(sql`br.names`, locale)}), '{}') as brands,
              coalesce((array_agg(${localized(sql`p.names`, locale)} order by l.position))[1:3], '{}') as products
            from order_lines l join products p on p.id = l.product_id join brands br on br.id = p.brand_id
            where l.order_id = o.id) t
          order by o.placed_at desc, o.id desc`),
        cap !== undefined
          ? []
          : rows<{ state: OrderState; count: number }>(
              everyOrder
                ? stateCounts
                : sql`select o.state, count(*)::int as count ${from}
                    ${where({ ...filter, state: undefined })} group by o.state order by o.state`,
            ),
        cap !== undefined ? cappedCount(runner, sql`${from} ${where(filter)}`, cap) : undefined,
      ]);
      if (searched) return { list, total: searched.total, totalCapped: searched.capped, counts };
      const total = counts
        .filter((row) => !filter.state || row.state === filter.state)
        .reduce((sum, row) => sum + row.count, 0);
      return { list, total, totalCapped: false, counts };
    },

    /**
     * The lines of the next `size` orders the filter selects after `after`, newest first as the list, each order's
     * lines in their order: one keyset page of an order file (an order's lines never straddle two pages).
     */
    exportPage: (filter: OrderFilter, locale: string, after: OrderExportCursor | undefined, size: number) =>
      rows<OrderExportRow>(sql`with page as (select o.id from orders o join buyers b on b.id = o.buyer_id
          ${where(filter)}
          ${after ? sql`and (o.placed_at, o.id) < (${after.placedAt}::timestamptz, ${after.id})` : sql``}
          order by o.placed_at desc, o.id desc limit ${size})
        select o.id, o.number, o.po_number as "poNumber", o.state, o.currency,
          ${isoTime(sql`o.placed_at`)} as "placedAt", ${isoTime(sql`o.updated_at`)} as "updatedAt",
          o.goods_amount::float8 as "goodsAmount", o.freight::float8 as freight, o.insurance::float8 as insurance,
          o.duties::float8 as duties, o.discount::float8 as discount, o.credit::float8 as credit,
          o.total_amount::float8 as "totalAmount", b.company_name as company, b.login_id as "loginId",
          (select c.code from countries c where c.id = b.country_id) as country,
          case when l.order_id is not null
            then (row_number() over (partition by o.id order by l.position))::int end as line,
          p.sku, ${localized(sql`p.names`, locale)} as product, ${localized(sql`br.names`, locale)} as brand,
          p.hs_code as "hsCode", l.moq, l.quantity, l.unit_price::float8 as "unitPrice",
          json_build_object('placedAt', o.placed_at::text, 'id', o.id) as cursor
        from page join orders o on o.id = page.id join buyers b on b.id = o.buyer_id
          left join order_lines l on l.order_id = o.id left join products p on p.id = l.product_id
          left join brands br on br.id = p.brand_id
        order by o.placed_at desc, o.id desc, l.position`),

    /** The next `size` transfers received between the dates (both included) after `after`, oldest first. */
    paymentsPage: (range: { from?: string; to?: string }, after: PaymentExportCursor | undefined, size: number) =>
      rows<PaymentExportRow>(sql`select pm.order_id as "orderId", o.number, b.company_name as company,
          b.login_id as "loginId", pm.kind, pm.paid_on::text as "paidOn", pm.amount::float8 as amount, o.currency,
          pm.reference, o.total_amount::float8 as "orderTotal", ${isoTime(sql`pm.created_at`)} as "recordedAt"
        from order_payments pm join orders o on o.id = pm.order_id join buyers b on b.id = o.buyer_id
        where true ${range.from ? sql`and pm.paid_on >= ${range.from}::date` : sql``}
          ${range.to ? sql`and pm.paid_on <= ${range.to}::date` : sql``}
          ${
            after
              ? sql`and (pm.paid_on, pm.order_id, pm.kind) > (${after.paidOn}::date, ${after.orderId}, ${after.kind})`
              : sql``
          }
        order by pm.paid_on, pm.order_id, pm.kind limit ${size}`),

    /** Orders per state, over all buyers; and the accepted offers not ordered yet. */
    async counts() {
      return one<{ states: { state: OrderState; count: number }[]; acceptedWaiting: number }>(sql`select
        coalesce((select json_agg(s order by s.state) from (${stateCounts}) s), '[]') as states,
        (select count(*)::int from quotations where state = 'ACCEPTED') as "acceptedWaiting"`);
    },

    /** The order's row; `lock` holds it for the caller's transaction (every change goes through this). */
    head: (id: number, lock = false) =>
      one<OrderHead>(sql`select ${headColumns},
          (select coalesce(array_agg(kind), '{}') from order_payments where order_id = o.id) as paid
        from orders o where o.id = ${id} ${lock ? sql`for update` : sql``}`),

    /** The whole order as its pages show it, with lines, history, payments and documents. */
    detail: (id: number) =>
      one<OrderDetailRow>(sql`select ${headColumns}, o.placed_at as "placedAt", o.updated_at as "updatedAt",
          o.po_number as "poNumber", o.ship_to as "shipTo", o.consignee, o.notify_party as "notifyParty", o.contact,
          o.incoterm, o.named_place as "namedPlace", o.shipping_method as "shippingMethod",
          o.requested_date::text as "requestedDate", o.payment_method as "paymentMethod", o.memo, o.shipment,
          o.cancel_reason as "cancelReason",
          (select json_build_object('id', q.id, 'number', q.number) from quotations q where q.id = o.quotation_id)
            as quotation,
          (select coalesce(json_agg(json_build_object(${lineFields}) order by l.position), '[]')
            from order_lines l join products p on p.id = l.product_id join brands br on br.id = p.brand_id
            where l.order_id = o.id) as lines,
          (select coalesce(json_agg(json_build_object('fromState', e.from_state, 'toState', e.to_state,
              'action', e.action, 'actor', e.actor, 'operatorName', op.name, 'memberName', bm.name, 'note', e.note,
              'createdAt', e.created_at) order by e.created_at, e.id), '[]')
            from order_events e left join operators op on op.id = e.operator_id
              left join buyer_members bm on bm.id = e.member_id
            where e.order_id = o.id) as events,
          (select coalesce(json_agg(json_build_object('kind', pm.kind, 'amount', pm.amount, 'reference', pm.reference,
              'paidOn', pm.paid_on) order by pm.created_at), '[]')
            from order_payments pm where pm.order_id = o.id) as payments,
          (select coalesce(json_agg(json_build_object('id', d.id, 'type', d.type, 'version', d.version,
              'issuedAt', d.issued_at) order by d.issued_at, d.id), '[]')
            from order_documents d where d.order_id = o.id) as documents,
          (select d.snapshot->'payment'->'bank' from order_documents d where d.order_id = o.id and d.type = 'pi'
            order by d.version desc limit 1) as bank
        from orders o where o.id = ${id}`),

    /** A state change and its event in one statement, with the columns the action sets (terms, shipment, reason). */
    async move(change: {
      id: number;
      from: OrderState;
      to: OrderState;
      action: string;
      actor: OrderActor;
      operatorId?: number | null;
      /** The member of the buyer company who acted, when the buyer did. */
      memberId?: number | null;
      note?: string;
      terms?: PaymentTerms;
      shipment?: Shipment;
      cancelReason?: string | null;
    }) {
      const { terms, shipment } = change;
      const set = [
        terms
          ? sql`, payment_terms = ${terms.kind},
              deposit_percent = ${terms.kind === 'DEPOSIT' ? terms.depositPercent : null}::smallint`
          : sql``,
        shipment ? sql`, shipment = ${JSON.stringify(shipment)}::jsonb` : sql``,
        change.cancelReason !== undefined ? sql`, cancel_reason = ${change.cancelReason}` : sql``,
      ];
      await db.execute(sql`with o as (update orders set state = ${change.to}, updated_at = now()
          ${sql.join(set)} where id = ${change.id} returning id)
        insert into order_events (order_id, from_state, to_state, action, actor, operator_id, member_id, note)
        select id, ${change.from}, ${change.to}, ${change.action}, ${change.actor}, ${change.operatorId ?? null},
          ${change.memberId ?? null}::int, ${change.note ?? ''} from o`);
    },

    /** Who placed an order (the member, when the buyer did) and how many approvers its company has now. */
    async approvalFacts(orderId: number) {
      const [row] = await rows<{ placedBy: number | null; approvers: number }>(sql`select
          (select e.member_id from order_events e where e.order_id = o.id and e.action = 'place'
            order by e.id limit 1) as "placedBy",
          (select count(*)::int from buyer_members m where m.buyer_id = o.buyer_id and m.status = 'active'
            and m.role in ('OWNER', 'ADMIN')) as approvers
        from orders o where o.id = ${orderId}`);
      return row ?? { placedBy: null, approvers: 0 };
    },

    /**
     * An operator's edit of a placed order (its row locked by the caller): the kept lines' new quantities (holding no
     * more than they now need), the removed lines gone, the amounts set; the stock rows locked in product-id order first,
     * as placing locks them, and what the lines no longer hold given back. The products whose stock came back.
     */
    async edit(change: {
      id: number;
      lines: { productId: number; quantity: number }[];
      goods: number;
      freight: number | null;
      insurance: number | null;
      duties: number | null;
      discount: number;
      total: number;
    }): Promise<number[]> {
      await db.execute(sql`select s.product_id from product_stock s
        where s.product_id in (select product_id from order_lines where order_id = ${change.id} and held_units > 0)
        order by s.product_id for no key update`);
      await db.execute(sql`update orders set goods_amount = ${change.goods}, freight = ${change.freight}::bigint,
          insurance = ${change.insurance}::bigint, duties = ${change.duties}::bigint, discount = ${change.discount},
          total_amount = ${change.total}, freight_to_be_quoted = false, updated_at = now()
        where id = ${change.id}`);
      const back = await rows<{ productId: number }>(sql`with
          w as (select * from json_to_recordset(${JSON.stringify(change.lines)}::json) as w("productId" int, quantity int)),
          kept as (update order_lines l set quantity = w.quantity, held_units = least(l.held_units, w.quantity * l.moq)
            from order_lines prior, w
            where prior.order_id = l.order_id and prior.product_id = l.product_id and l.order_id = ${change.id}
              and w."productId" = l.product_id
            returning l.product_id, prior.held_units - l.held_units as units),
          removed as (delete from order_lines l where l.order_id = ${change.id}
              and l.product_id not in (select "productId" from w)
            returning l.product_id, l.held_units as units),
          sums as (select product_id, sum(units)::int as units from (select * from kept union all select * from removed) x
            where units > 0 group by product_id)
        ${returnStock(sql`sums`)}`);
      return back.map((row) => row.productId);
    },

    async addPayment(payment: {
      orderId: number;
      kind: InstallmentKind;
      amount: number;
      reference: string;
      paidOn: string;
      operatorId: number;
    }) {
      await db.execute(sql`insert into order_payments (order_id, kind, amount, reference, paid_on, operator_id)
        values (${payment.orderId}, ${payment.kind}, ${payment.amount}, ${payment.reference}, ${payment.paidOn}::date,
          ${payment.operatorId})`);
    },

    /**
     * Puts back what cancelled orders held: their products' stock rows are locked in product-id order first (as
     * placing locks them, so the two never deadlock), then each gets the sum of the held units and the lines hold none.
     */
    async releaseStock(orderIds: number[]): Promise<number[]> {
      const ids = sql`${sql.param(orderIds)}::int[]`;
      await db.execute(sql`select s.product_id from product_stock s
        where s.product_id in (select product_id from order_lines where order_id = any(${ids}) and held_units > 0)
        order by s.product_id for no key update`);
      const back = await rows<{ productId: number }>(sql`with released as (update order_lines l set held_units = 0
            from order_lines prior
            where prior.order_id = l.order_id and prior.product_id = l.product_id
              and l.order_id = any(${ids}) and l.held_units > 0
            returning l.product_id, prior.held_units),
          sums as (select product_id, sum(held_units)::int as units from released group by product_id)
        ${returnStock(sql`sums`)}`);
      return back.map((row) => row.productId);
    },

    /**
     * Unpaid orders past their date, locked for the caller's transaction; rows another process holds are skipped, so
     * several API processes running the job never cancel one twice.
     */
    overdue: (limit: number) =>
      rows<{ id: number; state: OrderState; payBy: Date }>(sql`select id, state, pay_by as "payBy" from orders
        where state in ('PENDING_APPROVAL', 'PLACED', 'CONFIRMED') and pay_by <= now()
        order by pay_by limit ${limit} for update skip locked`),
  };
}

export type OrderRepository = ReturnType<typeof orderRepository>;
