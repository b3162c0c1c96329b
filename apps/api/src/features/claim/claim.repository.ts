import type { ClaimKind, ClaimOutcome, ClaimState, Currency, FileType, OrderState } from '@hive/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlRunner } from '../../db/sql.js';

/** An order as a claim reads it: its state, delivery, currency, the window, and its lines in units. */
export type ClaimOrder = {
  id: number;
  number: string;
  buyerId: number;
  state: OrderState;
  currency: Currency;
  deliveredAt: Date | null;
  windowDays: number;
  lines: { productId: number; units: number; unitPrice: number }[];
};

export type ClaimRow = {
  id: number;
  orderId: number;
  orderNumber: string;
  buyerId: number;
  company: string;
  loginId: string;
  kind: ClaimKind;
  note: string;
  state: ClaimState;
  currency: Currency;
  outcome: ClaimOutcome | null;
  amount: number | null;
  reason: string | null;
  resolvedAt: Date | null;
  resolvedBy: string | null;
  createdAt: Date;
  lines: {
    productId: number;
    sku: string;
    names: Record<string, string>;
    quantity: number;
    delivered: number;
    unitPrice: number;
  }[];
  photos: { id: number; name: string; contentType: string; size: number }[];
  creditNote: {
    id: number;
    number: string;
    amount: number;
    currency: Currency;
    version: number;
    appliedOrder: { id: number; number: string } | null;
    refundReference: string | null;
    refundedOn: string | null;
  } | null;
};

export type ClaimListRow = {
  id: number;
  orderId: number;
  orderNumber: string;
  buyerId: number;
  company: string;
  kind: ClaimKind;
  state: ClaimState;
  outcome: ClaimOutcome | null;
  currency: Currency;
  claimedValue: number;
  photos: number;
  createdAt: Date;
};

/** One claim with its order, buyer, lines (at the order's prices), photos and credit note, as one JSON row. */
const claimSelect = (where: SQL) => sql`select c.id, c.order_id as "orderId", o.number as "orderNumber",
    c.buyer_id as "buyerId", b.company_name as company, b.login_id as "loginId", c.kind, c.note, c.state, o.currency,
    c.outcome, c.amount::float8 as amount, c.reason, c.resolved_at as "resolvedAt", op.name as "resolvedBy",
    c.created_at as "createdAt",
    (select coalesce(json_agg(json_build_object('productId', cl.product_id, 'sku', p.sku, 'names', p.names,
        'quantity', cl.quantity, 'delivered', ol.quantity * ol.moq, 'unitPrice', ol.unit_price) order by ol.position),
        '[]')
      from claim_lines cl join order_lines ol on ol.order_id = c.order_id and ol.product_id = cl.product_id
        join products p on p.id = cl.product_id
      where cl.claim_id = c.id) as lines,
    (select coalesce(json_agg(json_build_object('id', ph.id, 'name', ph.name, 'contentType', ph.content_type,
        'size', ph.size) order by ph.id), '[]')
      from claim_photos ph where ph.claim_id = c.id) as photos,
    (select json_build_object('id', n.id, 'number', n.number, 'amount', n.amount, 'currency', n.currency,
        'version', d.version,
        'appliedOrder', case when n.applied_order_id is not null
          then json_build_object('id', ao.id, 'number', ao.number) end,
        'refundReference', n.refund_reference, 'refundedOn', n.refunded_on)
      from credit_notes n join order_documents d on d.id = n.document_id
        left join orders ao on ao.id = n.applied_order_id
      where n.claim_id = c.id) as "creditNote"
  from claims c join orders o on o.id = c.order_id join buyers b on b.id = c.buyer_id
    left join operators op on op.id = c.resolved_by
  ${where}`;

export function claimRepository(db: Db) {
  const { rows, one } = sqlRunner(db);
  return {
    /** The order a claim is about, with its delivery and the settings' window; `lock` inside a change. */
    order: (orderId: number, lock = false) =>
      one<ClaimOrder>(sql`select o.id, o.number, o.buyer_id as "buyerId", o.state, o.currency,
          (select max(e.created_at) from order_events e where e.order_id = o.id and e.to_state = 'DELIVERED')
            as "deliveredAt",
          coalesce((select claim_window_days from settings where id = 1), 7) as "windowDays",
          (select coalesce(json_agg(json_build_object('productId', l.product_id, 'units', l.quantity * l.moq,
              'unitPrice', l.unit_price) order by l.position), '[]')
            from order_lines l where l.order_id = o.id) as lines
        from orders o where o.id = ${orderId} ${lock ? sql`for update of o` : sql``}`),

    /** The claim this buyer made with this key, if any (a retry). */
    byKey: (buyerId: number, key: string) =>
      one<{ id: number }>(sql`select id from claims where buyer_id = ${buyerId} and idempotency_key = ${key}`),

    /** Writes a claim and its lines; null when the buyer's key made one already (a concurrent retry). */
    async insert(claim: {
      orderId: number;
      buyerId: number;
      kind: ClaimKind;
      note: string;
      key: string | null;
      lines: { productId: number; quantity: number }[];
    }): Promise<number | null> {
      const row = await one<{ id: number }>(sql`insert into claims (order_id, buyer_id, kind, note, idempotency_key)
        values (${claim.orderId}, ${claim.buyerId}, ${claim.kind}, ${claim.note}, ${claim.key})
        on conflict (buyer_id, idempotency_key) do nothing returning id`);
      if (!row) return null;
      await db.execute(sql`insert into claim_lines (claim_id, product_id, quantity)
        select ${row.id}, "productId", quantity
        from json_to_recordset(${JSON.stringify(claim.lines)}::json) as l("productId" int, quantity int)`);
      return row.id;
    },

    claim: (id: number) => one<ClaimRow>(claimSelect(sql`where c.id = ${id}`)),

    /** The claims of an order, newest first. */
    ofOrder: (orderId: number) =>
      rows<ClaimRow>(sql`${claimSelect(sql`where c.order_id = ${orderId}`)} order by c.id desc`),

    /** The credit notes taken off an order at its confirmation. */
    appliedTo: (orderId: number) =>
      rows<{
        number: string;
        amount: number;
        currency: Currency;
        claimedOrder: { id: number; number: string };
      }>(sql`select
          n.number, n.amount::float8 as amount, n.currency, json_build_object('id', o.id, 'number', o.number)
            as "claimedOrder"
        from credit_notes n join claims c on c.id = n.claim_id join orders o on o.id = c.order_id
        where n.applied_order_id = ${orderId} order by n.id`),

    /** The claim's head, locked for a change. */
    head: (id: number) =>
      one<{ id: number; orderId: number; buyerId: number; state: ClaimState; photos: number }>(sql`select c.id,
          c.order_id as "orderId", c.buyer_id as "buyerId", c.state,
          (select count(*)::int from claim_photos where claim_id = c.id) as photos
        from claims c where c.id = ${id} for update`),

    addPhoto: (claimId: number, photo: { name: string; contentType: FileType; data: Buffer }) =>
      one<{ id: number }>(sql`insert into claim_photos (claim_id, name, content_type, size, data)
        values (${claimId}, ${photo.name}, ${photo.contentType}, ${photo.data.length}, ${photo.data}) returning id`),

    photo: (claimId: number, photoId: number) =>
      one<{ buyerId: number; name: string; contentType: FileType; data: Buffer }>(sql`select c.buyer_id as "buyerId",
          ph.name, ph.content_type as "contentType", ph.data
        from claim_photos ph join claims c on c.id = ph.claim_id
        where ph.id = ${photoId} and ph.claim_id = ${claimId}`),

    page: async (filter: { state?: ClaimState; orderId?: number }, page: number, size: number) => {
      const where = sql`where true ${filter.state ? sql`and c.state = ${filter.state}` : sql``}
        ${filter.orderId ? sql`and c.order_id = ${filter.orderId}` : sql``}`;
      const list = await rows<ClaimListRow>(sql`select c.id, c.order_id as "orderId", o.number as "orderNumber",
          c.buyer_id as "buyerId", b.company_name as company, c.kind, c.state, c.outcome, o.currency,
          (select coalesce(sum(cl.quantity::bigint * ol.unit_price), 0)::float8 from claim_lines cl
            join order_lines ol on ol.order_id = c.order_id and ol.product_id = cl.product_id
            where cl.claim_id = c.id) as "claimedValue",
          (select count(*)::int from claim_photos where claim_id = c.id) as photos, c.created_at as "createdAt"
        from claims c join orders o on o.id = c.order_id join buyers b on b.id = c.buyer_id
        ${where}
        order by (c.state = 'OPEN') desc, c.id desc limit ${size} offset ${(page - 1) * size}`);
      const count = await one<{ total: number }>(sql`select count(*)::int as total from claims c ${where}`);
      return { list, total: count?.total ?? 0 };
    },

    resolve: (
      id: number,
      resolution: { outcome: ClaimOutcome; amount: number | null; reason: string; operatorId: number },
    ) =>
      db.execute(sql`update claims set state = 'RESOLVED', outcome = ${resolution.outcome},
          amount = ${resolution.amount}, reason = ${resolution.reason}, resolved_at = now(),
          resolved_by = ${resolution.operatorId}
        where id = ${id}`),

    /** A new credit note's id and number (CN-<year>-<id>), taken from its sequence: never two alike. */
    reserveCreditNote: async () =>
      (await one<{ id: number; number: string }>(sql`select id::int, 'CN-'
          || to_char(now() at time zone 'Asia/Seoul', 'YYYY') || '-' || lpad(id::text, 6, '0') as number
        from (select nextval(pg_get_serial_sequence('credit_notes', 'id')) as id) n`))!,

    async insertCreditNote(note: {
      id: number;
      number: string;
      claimId: number;
      buyerId: number;
      currency: Currency;
      amount: number;
      documentId: number;
    }) {
      await db.execute(sql`insert into credit_notes (id, claim_id, number, buyer_id, currency, amount, document_id)
        values (${note.id}, ${note.claimId}, ${note.number}, ${note.buyerId}, ${note.currency}, ${note.amount},
          ${note.documentId})`);
    },

    /** A credit note, locked, by its claim. */
    creditNoteOf: (claimId: number) =>
      one<{ id: number; appliedOrderId: number | null; refundReference: string | null }>(sql`select id,
          applied_order_id as "appliedOrderId", refund_reference as "refundReference"
        from credit_notes where claim_id = ${claimId} for update`),

    refund: (id: number, refund: { reference: string; paidOn: string; operatorId: number }) =>
      db.execute(sql`update credit_notes set refund_reference = ${refund.reference}, refunded_on = ${refund.paidOn},
          refunded_by = ${refund.operatorId} where id = ${id}`),
  };
}

export type ClaimRepository = ReturnType<typeof claimRepository>;
