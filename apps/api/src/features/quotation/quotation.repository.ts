import type {
  Currency,
  FreightRate,
  Incoterm,
  Packing,
  QuotationAction,
  QuotationActor,
  QuotationKind,
  QuotationState,
} from '@hive/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { quotations } from '../../db/schema.js';
import { sqlRunner } from '../../db/sql.js';
import { type DocumentSeller, NO_SELLER, sellerJson } from '../../documents/seller.js';
import type { LineProduct } from '../../products/line-product.js';

export type Contact = NonNullable<(typeof quotations.$inferSelect)['contact']>;
type Country = { code: string; name: string; emoji: string };

/** A quotation's own row, as the services decide on it. */
export type QuotationHead = {
  id: number;
  number: string;
  buyerId: number | null;
  contact: Contact | null;
  state: QuotationState;
  currency: Currency;
  requestedAt: Date;
  updatedAt: Date;
  acceptedOfferId: number | null;
  /** The order it became (orders.quotation_id is unique). */
  order: { id: number; number: string } | null;
  /** A member's request details; null when the request had none. */
  requestDetails: RequestDetailsRow | null;
};

/** Where and when the buyer wants the goods, as they asked for them. */
export type RequestDetailsRow = {
  destinationCountry: Country;
  destinationPort: string;
  incoterm: Incoterm;
  targetDate: string | null;
  note: string;
};

/** A row of a list: the request's totals and the current offer's, and who asked. */
export type QuotationListRow = Omit<QuotationHead, 'contact' | 'acceptedOfferId'> & {
  company: string;
  contactName: string;
  email: string;
  country: Country | null;
  requestedSku: number;
  requestedUnits: number;
  /** Null when a line has no price (a visitor's request). */
  requestedAmount: string | null;
  brands: string[];
  offerVersion: number | null;
  validUntil: Date | null;
  offerSku: number | null;
  offerUnits: number | null;
  offerAmount: string | null;
};

export type RequestedLineRow = LineProduct & {
  unitPrice: number | null;
  exist: boolean;
  withdrawn: boolean;
  supplyUsd: number;
  supplyKrw: number;
};
export type OfferLineRow = LineProduct & { unitPrice: number; available: boolean };
export type OfferRow = {
  id: number;
  version: number;
  currency: Currency;
  createdAt: Date;
  validUntil: Date;
  incoterm: string;
  /** '' when the buyer names the place when ordering. */
  namedPlace: string;
  freight: number | null;
  insurance: number | null;
  duties: number | null;
  leadTimeDays: number;
  note: string;
  operatorName: string | null;
  hasPdf: boolean;
  lines: OfferLineRow[];
};
export type MessageRow = {
  id: number;
  author: 'buyer' | 'operator' | 'system';
  operatorName: string | null;
  body: string;
  createdAt: Date;
};
export type EventRow = {
  fromState: QuotationState | null;
  toState: QuotationState;
  action: string;
  actor: QuotationActor;
  operatorName: string | null;
  memberName: string | null;
  createdAt: Date;
};
/** Who hears about a quotation: the buyer's representative, or the visitor's contact. */
export type Requester = {
  kind: QuotationKind;
  email: string;
  language: string;
  name: string;
  company: string;
  country: string;
  phone: string;
  /** A withdrawn buyer's personal data is gone: nobody to write to. */
  reachable: boolean;
};

export type ListFilter = {
  id?: number;
  /** A buyer sees only their own; without it, every quotation (the console). */
  buyerId?: number;
  state?: QuotationState;
  kind?: QuotationKind;
  keyword?: string;
  /** A requester's other quotations: the same buyer, or the same visitor's e-mail address. */
  sameRequesterAs?: { id: number; buyerId: number | null; email: string };
};

const localized = (column: SQL, locale: string) => sql`coalesce(${column}->>${locale}, ${column}->>'en')`;
const image = sql`(select i.url from product_images i where i.product_id = p.id order by i.position limit 1)`;
const productFields = sql`'productId', p.id, 'sku', p.sku, 'names', p.names,
  'brand', json_build_object('id', br.id, 'names', br.names), 'image', ${image}`;

export function quotationRepository(db: Db) {
  const { rows } = sqlRunner(db);

  const headColumns = sql`q.id, q.number, q.buyer_id as "buyerId", q.contact, q.state, q.currency,
    q.requested_at as "requestedAt", q.updated_at as "updatedAt", q.accepted_offer_id as "acceptedOfferId",
    (select json_build_object('id', o.id, 'number', o.number) from orders o where o.quotation_id = q.id) as "order",
    (select json_build_object('destinationCountry', json_build_object('code', dc.code, 'name', dc.name, 'emoji', dc.emoji),
        'destinationPort', coalesce(q.destination_port, ''), 'incoterm', q.preferred_incoterm,
        'targetDate', q.target_date::text, 'note', coalesce(q.request_note, ''))
      from countries dc where dc.id = q.destination_country_id) as "requestDetails"`;

  function where(filter: ListFilter): SQL {
    const like = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%` : undefined;
    const same = filter.sameRequesterAs;
    return sql`where true
      ${filter.id !== undefined ? sql`and q.id = ${filter.id}` : sql``}
      ${filter.buyerId !== undefined ? sql`and q.buyer_id = ${filter.buyerId}` : sql``}
      ${filter.state ? sql`and q.state = ${filter.state}` : sql``}
      ${filter.kind === 'member' ? sql`and q.buyer_id is not null` : filter.kind === 'visitor' ? sql`and q.buyer_id is null` : sql``}
      ${
        like
          ? sql`and (q.number ilike ${like} or b.company_name ilike ${like} or q.contact->>'company' ilike ${like}
              or b.rep_contact_email ilike ${like} or q.contact->>'email' ilike ${like} or b.login_id ilike ${like})`
          : sql``
      }
      ${
        same
          ? same.buyerId !== null
            ? sql`and q.buyer_id = ${same.buyerId} and q.id <> ${same.id}`
            : sql`and q.buyer_id is null and lower(q.contact->>'email') = lower(${same.email}) and q.id <> ${same.id}`
          : sql``
      }`;
  }

  return {
    /** Newest request first. */
    async page(filter: ListFilter, page: number, size: number, locale: string) {
      const condition = where(filter);
      const from = sql`from quotations q left join buyers b on b.id = q.buyer_id`;
      const list = await rows<QuotationListRow>(sql`select q.id, q.number, q.buyer_id as "buyerId", q.state, q.currency,
          q.requested_at as "requestedAt", q.updated_at as "updatedAt",
          coalesce(b.company_name, q.contact->>'company') as company,
          coalesce(b.rep_contact_name, q.contact->>'name') as "contactName",
          coalesce(b.rep_contact_email, q.contact->>'email') as email,
          case when c.id is null then null else json_build_object('code', c.code, 'name', c.name, 'emoji', c.emoji) end
            as country,
          r.sku as "requestedSku", r.units as "requestedUnits", r.amount as "requestedAmount",
          coalesce((select array_agg(n order by n) from (select distinct ${localized(sql`br.names`, locale)} as n
            from quotation_lines l join products p on p.id = l.product_id join brands br on br.id = p.brand_id
            where l.quotation_id = q.id) names), '{}') as brands,
          o.version as "offerVersion", o.valid_until as "validUntil",
          ot.sku as "offerSku", ot.units as "offerUnits", ot.amount as "offerAmount"
        ${from}
        left join countries c on c.id = coalesce(b.country_id, (q.contact->>'countryId')::int)
        cross join lateral (select count(*)::int as sku, coalesce(sum(l.quantity * l.moq), 0)::int as units,
            case when bool_and(l.unit_price is not null) then sum(l.unit_price::bigint * l.quantity * l.moq)::text end
              as amount
          from quotation_lines l where l.quotation_id = q.id) r
        left join lateral (select o.id, o.version, o.valid_until from quotation_offers o
          where o.quotation_id = q.id order by o.version desc limit 1) o on true
        left join lateral (select count(*) filter (where ol.available and ol.quantity > 0)::int as sku,
            coalesce(sum(ol.quantity * ol.moq) filter (where ol.available), 0)::int as units,
            coalesce(sum(ol.unit_price::bigint * ol.quantity * ol.moq) filter (where ol.available), 0)::text as amount
          from quotation_offer_lines ol where ol.offer_id = o.id) ot on o.id is not null
        ${condition}
        order by q.requested_at desc, q.id desc limit ${size} offset ${(page - 1) * size}`);
      const [count] = await rows<{ total: number }>(sql`select count(*)::int as total ${from} ${condition}`);
      return { list, total: count?.total ?? 0 };
    },

    /** The quotation's row; `lock` holds it for the caller's transaction (every change goes through this). */
    async head(id: number, lock = false): Promise<QuotationHead | undefined> {
      const [row] = await rows<QuotationHead>(
        sql`select ${headColumns} from quotations q where q.id = ${id} ${lock ? sql`for update` : sql``}`,
      );
      return row;
    },

    async lines(id: number): Promise<RequestedLineRow[]> {
      return rows<RequestedLineRow>(sql`select p.id as "productId", p.sku, p.names,
          json_build_object('id', br.id, 'names', br.names) as brand, ${image} as image, l.moq, l.quantity, l.unit_price as "unitPrice", p.exist, p.withdrawn, p.supply_usd as "supplyUsd", p.supply_krw as "supplyKrw"
        from quotation_lines l join products p on p.id = l.product_id join brands br on br.id = p.brand_id
        where l.quotation_id = ${id} order by l.position`);
    },

    /**
     * What an estimate of the request's freight decides on: the operators' sea rate for the destination in the
     * quotation's currency (null without one), and what each requested line weighs and fills packed.
     */
    async shipping(id: number, countryCode: string, currency: Currency) {
      const [row] = await rows<{
        rate: FreightRate | null;
        lines: { units: number; packing: Packing }[];
        insuranceRateBp: number;
      }>(sql`select (select insurance_rate_bp from settings where id = 1) as "insuranceRateBp", (select json_build_object('country', c.code, 'method', r.method, 'currency', r.currency,
            'perKg', r.per_kg, 'perCbm', r.per_cbm, 'minimum', r.minimum)
          from freight_rates r join countries c on c.id = r.country_id
          where c.code = ${countryCode} and r.method = 'SEA' and r.currency = ${currency}) as rate,
        (select coalesce(json_agg(json_build_object('units', l.quantity * l.moq, 'packing', json_build_object(
            'unitWeightG', p.weight_g, 'unitsPerCarton', p.units_per_carton, 'cartonWeightG', p.carton_weight_g,
            'cartonVolumeCm3', p.carton_volume_cm3))), '[]')
          from quotation_lines l join products p on p.id = l.product_id where l.quotation_id = ${id}) as lines`);
      return row!;
    },

    /** Every version, newest first, with its lines; the PDF's bytes stay in the database. */
    async offers(id: number): Promise<OfferRow[]> {
      return rows<OfferRow>(sql`select o.id, o.version, o.currency, o.created_at as "createdAt",
          o.valid_until as "validUntil", o.incoterm, o.named_place as "namedPlace", o.freight::float8 as freight,
          o.insurance::float8 as insurance, o.duties::float8 as duties, o.lead_time_days as "leadTimeDays", o.note,
          op.name as "operatorName", o.pdf is not null as "hasPdf",
          coalesce((select json_agg(json_build_object(${productFields}, 'moq', ol.moq, 'quantity', ol.quantity,
              'unitPrice', ol.unit_price, 'available', ol.available) order by ol.position)
            from quotation_offer_lines ol join products p on p.id = ol.product_id join brands br on br.id = p.brand_id
            where ol.offer_id = o.id), '[]') as lines
        from quotation_offers o left join operators op on op.id = o.operator_id
        where o.quotation_id = ${id} order by o.version desc`);
    },

    /** Quotations per state; `waiting` are those the operators have to answer (requested, or changes asked for). */
    async counts(kind?: QuotationKind) {
      const condition =
        kind === 'member' ? sql`where buyer_id is not null` : kind === 'visitor' ? sql`where buyer_id is null` : sql``;
      return rows<{ state: QuotationState; count: number }>(
        sql`select state, count(*)::int as count from quotations ${condition} group by state order by state`,
      );
    },

    /** The newest version's id, number and valid-until date. */
    async currentOffer(id: number) {
      const [row] = await rows<{ id: number; version: number; validUntil: Date }>(
        sql`select id, version, valid_until as "validUntil" from quotation_offers where quotation_id = ${id}
          order by version desc limit 1`,
      );
      return row;
    },

    async offerPdf(id: number, version: number): Promise<Buffer | null | undefined> {
      const [row] = await rows<{ pdf: Buffer | null }>(
        sql`select pdf from quotation_offers where quotation_id = ${id} and version = ${version}`,
      );
      return row ? row.pdf : undefined;
    },

    async messages(id: number): Promise<MessageRow[]> {
      return rows<MessageRow>(sql`select m.id, m.author, op.name as "operatorName", m.body, m.created_at as "createdAt"
        from quotation_messages m left join operators op on op.id = m.operator_id
        where m.quotation_id = ${id} order by m.created_at, m.id`);
    },

    async events(id: number): Promise<EventRow[]> {
      return rows<EventRow>(sql`select e.from_state as "fromState", e.to_state as "toState", e.action, e.actor,
          op.name as "operatorName", bm.name as "memberName", e.created_at as "createdAt"
        from quotation_events e left join operators op on op.id = e.operator_id
          left join buyer_members bm on bm.id = e.member_id
        where e.quotation_id = ${id} order by e.created_at, e.id`);
    },

    async requester(id: number): Promise<Requester | undefined> {
      const [row] = await rows<Requester>(sql`select
          case when q.buyer_id is null then 'visitor' else 'member' end as kind,
          coalesce(b.rep_contact_email, q.contact->>'email') as email,
          coalesce(b.language, q.contact->>'language', 'en') as language,
          coalesce(b.rep_contact_name, q.contact->>'name') as name,
          coalesce(b.company_name, q.contact->>'company') as company,
          coalesce(c.name, '') as country,
          coalesce(pc.calling_code || ' ' || b.phone_number, q.contact->>'phone', '') as phone,
          coalesce(b.status <> 'withdrawn', true) as reachable
        from quotations q left join buyers b on b.id = q.buyer_id
        left join countries c on c.id = coalesce(b.country_id, (q.contact->>'countryId')::int)
        left join countries pc on pc.id = b.phone_country_id
        where q.id = ${id}`);
      return row;
    },

    /**
     * A visitor's requests sent from `email` become the buyer's: the contact they were sent with stays on them. Returns
     * their ids.
     */
    async attachVisitorRequests(buyerId: number, email: string): Promise<number[]> {
      const attached = await rows<{ id: number }>(sql`update quotations set buyer_id = ${buyerId}, updated_at = now()
        where buyer_id is null and lower(contact->>'email') = lower(${email}) returning id`);
      return attached.map((row) => row.id);
    },

    async setState(id: number, state: QuotationState) {
      await db.execute(sql`update quotations set state = ${state}, updated_at = now() where id = ${id}`);
    },

    /**
     * The buyer's acceptance as one conditional update: only a QUOTED quotation of this buyer whose newest offer is
     * `offerId` and still valid moves, so of any number of concurrent accepts exactly one returns a row.
     */
    async acceptOnce(id: number, buyerId: number, offerId: number) {
      const [row] = await rows<{ id: number }>(sql`update quotations q
        set state = 'ACCEPTED', accepted_offer_id = ${offerId}, updated_at = now()
        where q.id = ${id} and q.buyer_id = ${buyerId} and q.state = 'QUOTED'
          and ${offerId} = (select o.id from quotation_offers o where o.quotation_id = q.id order by o.version desc limit 1)
          and exists (select 1 from quotation_offers o where o.id = ${offerId} and o.valid_until > now())
        returning q.id`);
      return row !== undefined;
    },

    async addEvent(event: {
      quotationId: number;
      from: QuotationState;
      to: QuotationState;
      action: QuotationAction;
      actor: QuotationActor;
      operatorId?: number;
      /** The member of the buyer company who acted, when the buyer did. */
      memberId?: number;
    }) {
      await db.execute(sql`insert into quotation_events (quotation_id, from_state, to_state, action, actor, operator_id,
          member_id)
        values (${event.quotationId}, ${event.from}, ${event.to}, ${event.action}, ${event.actor},
          ${event.operatorId ?? null}, ${event.memberId ?? null}::int)`);
    },

    async addMessage(message: {
      quotationId: number;
      author: 'buyer' | 'operator' | 'system';
      body: string;
      operatorId?: number;
    }) {
      const [row] = await rows<{
        id: number;
      }>(sql`insert into quotation_messages (quotation_id, author, operator_id, body)
        values (${message.quotationId}, ${message.author}, ${message.operatorId ?? null}, ${message.body}) returning id`);
      await db.execute(sql`update quotations set updated_at = now() where id = ${message.quotationId}`);
      return row!.id;
    },

    /** A new version (previous + 1; the unique key refuses a duplicate) with its lines. Its PDF is added after. */
    async addOffer(offer: {
      quotationId: number;
      currency: Currency;
      validUntil: Date;
      incoterm: string;
      namedPlace: string;
      freight: number | null;
      insurance: number | null;
      duties: number | null;
      leadTimeDays: number;
      note: string;
      operatorId: number;
      lines: { productId: number; moq: number; quantity: number; unitPrice: number; available: boolean }[];
    }) {
      const [row] = await rows<{ id: number; version: number; createdAt: Date }>(sql`insert into quotation_offers
          (quotation_id, version, currency, valid_until, incoterm, named_place, freight, insurance, duties,
            lead_time_days, note, operator_id)
        select ${offer.quotationId}, coalesce(max(version), 0) + 1, ${offer.currency}, ${offer.validUntil},
          ${offer.incoterm}, ${offer.namedPlace}, ${offer.freight}::bigint, ${offer.insurance}::bigint,
          ${offer.duties}::bigint, ${offer.leadTimeDays}, ${offer.note}, ${offer.operatorId}
        from quotation_offers where quotation_id = ${offer.quotationId}
        returning id, version, created_at as "createdAt"`);
      const lines = offer.lines.map((line, position) => ({ ...line, position }));
      await db.execute(sql`insert into quotation_offer_lines (offer_id, product_id, position, quantity, moq, unit_price, available)
        select ${row!.id}, l."productId", l.position, l.quantity, l.moq, l."unitPrice", l.available
        from json_to_recordset(${JSON.stringify(lines)}::json)
          as l("productId" int, position int, quantity int, moq int, "unitPrice" int, available boolean)`);
      return row!;
    },

    async setOfferPdf(offerId: number, pdf: Buffer) {
      await db.execute(sql`update quotation_offers set pdf = ${pdf} where id = ${offerId}`);
    },

    /**
     * Quotations whose newest offer is past its valid-until date, locked for the caller's transaction. Rows another
     * process holds are skipped, so several API processes running the job never expire one twice.
     */
    async lockExpired(limit: number) {
      return rows<{
        id: number;
        state: QuotationState;
        validUntil: Date;
      }>(sql`select q.id, q.state, o.valid_until as "validUntil"
        from quotations q
        join lateral (select valid_until from quotation_offers o where o.quotation_id = q.id
          order by o.version desc limit 1) o on true
        where q.state = 'QUOTED' and o.valid_until <= now()
        order by o.valid_until
        limit ${limit}
        for update of q skip locked`);
    },

    /** The seller block of a quotation sheet: the seller of the settings. */
    async seller(): Promise<DocumentSeller> {
      const [row] = await rows<{ seller: DocumentSeller }>(
        sql`select ${sellerJson('s')} as seller from settings s where s.id = 1`,
      );
      return row?.seller ?? NO_SELLER;
    },

    /** A buyer's grade discount now, for the offer editor's default prices. */
    async buyerDiscount(buyerId: number) {
      const [row] = await rows<{ discountBp: number }>(
        sql`select coalesce(g.discount_bp, 0) as "discountBp" from buyers b left join grades g on g.id = b.grade_id
          where b.id = ${buyerId}`,
      );
      return row?.discountBp ?? 0;
    },
  };
}

export type QuotationRepository = ReturnType<typeof quotationRepository>;
