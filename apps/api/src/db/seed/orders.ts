import {
  type Currency,
  DEFAULT_MINIMUM_ORDER,
  type DocumentType,
  dealTotal,
  deliveryEstimate,
  freightMethodOf,
  gradeUnitPrice,
  INCOTERM_RULES,
  type Incoterm,
  installments,
  lineSubtotal,
  MAX_PACKS,
  marketplaceDate,
  minor,
  type OrderState,
  orderNumber,
  type PaymentTerms,
  packingTotals,
  shipmentOf,
} from '@hive/domain';
import { sql } from 'drizzle-orm';
import {
  buildSnapshot,
  buyerBlock,
  packedLines,
  type Shipment,
  type ShipTo,
  type SnapshotSource,
} from '../../documents/order-snapshot-builder.js';
import { sellerJson } from '../../documents/seller.js';
import type { Db } from '../client.js';
import type { CatalogueRows } from './catalogue.js';
import type { OrderDraw } from './demand.js';
import { demoRate } from './freight.js';
import type { Random } from './random.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The operators' limit the demo settings give: unpaid after this long, an order is cancelled. */
const PAYMENT_DAYS = 14;
/** The settings' insurance rate (basis points), as the demo's operators keep it. */
const INSURANCE_RATE_BP = 30;

type Buyer = SnapshotSource['buyer'] & {
  id: number;
  loginId: string;
  currency: Currency;
  discountBp: number;
  shipTo: ShipTo;
};
type Product = CatalogueRows['products'][number];
/** How an order's life goes: to delivery, or cancelled by the buyer, by the operators, or for want of payment. */
type Fate = 'normal' | 'buyerCancel' | 'operatorCancel' | 'expire';
type Plan = {
  buyer: Buyer;
  placedAt: number;
  lines: { product: Product; packs: number }[];
  fate: Fate;
  terms: PaymentTerms;
  /** The buyer gave it a PO number, and it goes by courier, with a tracking page (else left to chance). */
  withPo?: boolean;
};
type Step = {
  at: number;
  action: string;
  from: OrderState | null;
  to: OrderState;
  actor: 'buyer' | 'operator' | 'system';
  note: string;
};

/** Every demo buyer orders a few in each state (the lists and the console have one of everything). */
const DEMO_ORDERS: { ageDays: number; fate: Fate; terms: PaymentTerms; withPo?: boolean }[] = [
  { ageDays: 0.4, fate: 'normal', terms: { kind: 'ADVANCE' } },
  { ageDays: 2.5, fate: 'normal', terms: { kind: 'ADVANCE' } },
  { ageDays: 3.5, fate: 'normal', terms: { kind: 'DEPOSIT', depositPercent: 30 } },
  { ageDays: 6, fate: 'normal', terms: { kind: 'DEPOSIT', depositPercent: 30 } },
  { ageDays: 10, fate: 'normal', terms: { kind: 'ADVANCE' } },
  // Delivered three days ago: its claims' window still open.
  { ageDays: 25, fate: 'normal', terms: { kind: 'ADVANCE' } },
  { ageDays: 45, fate: 'normal', terms: { kind: 'DEPOSIT', depositPercent: 40 } },
  { ageDays: 90, fate: 'normal', terms: { kind: 'ADVANCE' } },
  { ageDays: 20, fate: 'buyerCancel', terms: { kind: 'ADVANCE' } },
  { ageDays: 35, fate: 'expire', terms: { kind: 'ADVANCE' } },
];
/** What every company has beside its history: an order confirmed yesterday, waiting for its transfer, and one shipped. */
const COMPANY_ORDERS: typeof DEMO_ORDERS = [
  { ageDays: 1.5, fate: 'normal', terms: { kind: 'ADVANCE' } },
  { ageDays: 10, fate: 'normal', terms: { kind: 'ADVANCE' }, withPo: true },
];

/**
 * An order's history from placing: the steps up to `now` decide its state. Confirmed within a day, paid in three
 * (a deposit order's balance before shipment), prepared, shipped about a week after placing, delivered two weeks later.
 */
function steps({ placedAt, fate, terms }: Plan, now: number): Step[] {
  const at = (days: number) => placedAt + days * DAY_MS;
  const all: Step[] = [{ at: placedAt, action: 'place', from: null, to: 'PLACED', actor: 'buyer', note: '' }];
  const add = (days: number, action: string, to: OrderState, actor: Step['actor'] = 'operator', note = '') =>
    all.push({ at: at(days), action, from: all.at(-1)!.to, to, actor, note });
  if (fate === 'buyerCancel') add(0.4, 'cancel', 'CANCELLED', 'buyer', 'Ordered twice by mistake');
  else {
    add(0.8, 'confirm', 'CONFIRMED');
    if (fate === 'operatorCancel') add(2, 'cancel', 'CANCELLED', 'operator', 'The brand cannot supply this season');
    else if (fate === 'expire')
      add(PAYMENT_DAYS, 'expire', 'CANCELLED', 'system', `Not paid by ${marketplaceDate(new Date(at(PAYMENT_DAYS)))}`);
    else {
      add(3, 'pay', 'PAID');
      add(4, 'prepare', 'PREPARING');
      if (terms.kind === 'DEPOSIT') add(7.5, 'payBalance', 'PREPARING');
      add(8, 'ship', 'SHIPPED');
      add(22, 'deliver', 'DELIVERED');
    }
  }
  return all.filter((step) => step.at <= now);
}

const CARRIERS = { SEA: 'HMM Co., Ltd.', AIR: 'DHL Express', EXPRESS: 'FedEx' } as const;

/**
 * The demo's past orders: the order lines the demand history drew (seed/demand.ts), grouped into orders of a few lines
 * of the approved buyers, priced at each buyer's grade, each led through its life up to now — events, payments,
 * shipment, the documents' snapshots and the demand events the trend and tracking pages read — and, for each demo
 * buyer, a few orders in every state. Inserted with one statement per table.
 */
export async function seedOrders(
  db: Db,
  catalogue: CatalogueRows,
  draws: OrderDraw[],
  random: Random,
  now = new Date(),
): Promise<void> {
  const { rows } = await db.execute<Buyer>(sql`select b.id, b.login_id as "loginId", b.currency,
      g.discount_bp as "discountBp", b.company_name as company, b.rep_contact_name as contact,
      b.rep_contact_email as email, '+' || ltrim(pc.calling_code, '+') || ' ' || b.phone_number as phone,
      c.name as country,
      json_build_object('consignee', a.consignee,
        'phone', json_build_object('countryId', ac.id, 'countryCallingCode', ac.calling_code, 'number', a.phone_number),
        'country', json_build_object('id', c.id, 'code', c.code, 'name', c.name, 'callingCode', c.calling_code,
          'emoji', c.emoji),
        'line1', a.line1, 'line2', a.line2, 'city', a.city, 'region', a.region, 'postalCode', a.postal_code) as "shipTo"
    from buyers b join grades g on g.id = b.grade_id join countries c on c.id = b.country_id
      join countries pc on pc.id = b.phone_country_id
      join buyer_addresses a on a.buyer_id = b.id and a.is_default join countries ac on ac.id = a.phone_country_id
    where b.status = 'active' order by b.id`);
  const [settings] = (
    await db.execute<Pick<SnapshotSource, 'seller' | 'bank'> & { operatorId: number }>(sql`select
      ${sellerJson('settings')} as seller,
      json_build_object('bankName', bank_name, 'accountName', bank_account_name, 'accountNumber', bank_account_number,
        'swift', bank_swift, 'bankAddress', bank_address) as bank,
      (select id from operators where login_id = 'admin') as "operatorId"
    from settings where id = 1`)
  ).rows;
  const buyers = rows;
  const demo = buyers.filter((buyer) => buyer.loginId.startsWith('demo-'));
  // The companies place most orders; each demo buyer a few of them.
  const weighted = buyers.flatMap((buyer) =>
    buyer.loginId.startsWith('demo-') ? [buyer] : [buyer, buyer, buyer, buyer, buyer, buyer, buyer],
  );
  const end = now.getTime();

  const plans: Plan[] = [];
  const sorted = [...draws].sort((a, b) => a.at - b.at);
  for (let start = 0; start < sorted.length; ) {
    const size = random.int(3, 8);
    const group = sorted.slice(start, start + size);
    start += size;
    const packs = new Map<number, number>();
    for (const draw of group) {
      const product = catalogue.products[draw.product]!;
      packs.set(draw.product, (packs.get(draw.product) ?? 0) + draw.units / product.moq);
    }
    const placedAt = Math.min(group[0]!.at * 1000, end - HOUR_MS);
    const roll = random.next();
    plans.push({
      buyer: random.pick(weighted),
      placedAt,
      lines: [...packs].map(([index, count]) => ({ product: catalogue.products[index]!, packs: count })),
      fate: roll < 0.03 ? 'buyerCancel' : roll < 0.05 ? 'operatorCancel' : roll < 0.08 ? 'expire' : 'normal',
      terms: random.chance(0.35) ? { kind: 'DEPOSIT', depositPercent: random.pick([20, 30, 50]) } : { kind: 'ADVANCE' },
    });
  }
  // The demo buyers' orders in every state, from popular products they can order again; and every company's orders
  // waiting for a transfer and on their way (the companies' history alone leaves those to chance).
  const orderable = catalogue.products.filter((product) => product.exist && product.stockQty === null);
  const companies = buyers.filter((buyer) => !buyer.loginId.startsWith('demo-'));
  for (const { buyer, spec } of [
    ...demo.flatMap((buyer) => DEMO_ORDERS.map((spec) => ({ buyer, spec }))),
    ...companies.flatMap((buyer) => COMPANY_ORDERS.map((spec) => ({ buyer, spec }))),
  ])
    plans.push({
      buyer,
      placedAt: end - spec.ageDays * DAY_MS,
      lines: random
        .sample(orderable.slice(0, 600), random.int(3, 5))
        .map((product) => ({ product, packs: random.int(1, 4) })),
      fate: spec.fate,
      terms: spec.terms,
      withPo: spec.withPo,
    });
  plans.sort((a, b) => a.placedAt - b.placedAt);

  const brandNames = new Map(catalogue.brands.map((brand) => [brand.id, brand.names]));
  const table = {
    orders: [] as unknown[],
    lines: [] as unknown[],
    events: [] as unknown[],
    payments: [] as unknown[],
    documents: [] as unknown[],
    demand: [] as unknown[],
  };
  plans.forEach((plan, index) => {
    const id = index + 1;
    const { buyer } = plan;
    const placedAt = new Date(plan.placedAt);
    const number = orderNumber(id, placedAt);
    const price = (product: Product) =>
      gradeUnitPrice(
        minor(buyer.currency === 'USD' ? product.supplyUsd : product.supplyKrw),
        buyer.discountBp,
        buyer.currency,
      );
    // Every order reaches the minimum order: the packs are scaled up until it does.
    const amount = (scale: number) =>
      plan.lines.reduce(
        (sum, line) => sum + lineSubtotal(price(line.product), line.product.moq, line.packs * scale),
        0,
      );
    const scale = Math.max(1, Math.ceil(DEFAULT_MINIMUM_ORDER[buyer.currency] / Math.max(1, amount(1))));
    const lines = plan.lines.map(({ product, packs }) => ({
      productId: product.id,
      sku: product.sku,
      names: product.names,
      brandNames: brandNames.get(product.brandId)!,
      hsCode: product.hsCode,
      origin: 'KR',
      moq: product.moq,
      quantity: Math.min(MAX_PACKS, Math.round(packs * scale)),
      unitPrice: price(product),
      weightG: product.weightG,
      unitsPerCarton: product.unitsPerCarton,
      cartonWeightG: product.cartonWeightG,
      cartonVolumeCm3: product.cartonVolumeCm3,
    }));
    const goods = minor(lines.reduce((sum, line) => sum + line.unitPrice * line.moq * line.quantity, 0));
    const history = steps(plan, end);
    const last = history.at(-1)!;
    const confirmed = history.some((step) => step.action === 'confirm');
    const shippedAt = history.find((step) => step.action === 'ship')?.at;
    const method = plan.withPo ? 'EXPRESS' : random.pick(['SEA', 'SEA', 'AIR', 'EXPRESS'] as const);
    const shipment: Shipment | null =
      shippedAt === undefined
        ? null
        : {
            carrier: CARRIERS[method],
            trackingNumber: String(random.int(100_000_000, 999_999_999)) + String(random.int(10, 99)),
            trackingUrl: null,
            shippedOn: marketplaceDate(new Date(shippedAt)),
            portOfLoading: method === 'SEA' ? 'Busan, Korea' : 'Incheon International Airport, Korea',
            portOfDischarge: buyer.shipTo.city,
            vessel: method === 'SEA' ? 'HMM Algeciras' : '',
            voyage: method === 'SEA' ? `0${random.int(10, 99)}W` : '',
            ...pick(packingTotals(packedLines(lines)), 'cartons', 'grossWeightG', 'volumeCm3'),
          };
    const source: SnapshotSource = {
      number,
      poNumber:
        random.chance(0.6) || plan.withPo
          ? `PO-${placedAt.getUTCFullYear() % 100}${String(random.int(1, 9999)).padStart(4, '0')}`
          : '',
      placedAt,
      quotationNumber: null,
      currency: buyer.currency,
      incoterm: method === 'SEA' ? random.pick(['FOB', 'CIF']) : random.pick(['EXW', 'DAP']),
      namedPlace: '',
      shippingMethod: method,
      requestedDate: null,
      paymentMethod: 'BANK_TRANSFER',
      memo: '',
      payBy: new Date(plan.placedAt + PAYMENT_DAYS * DAY_MS),
      terms: confirmed ? plan.terms : null,
      shipment,
      seller: settings!.seller,
      bank: settings!.bank,
      buyer: buyerBlock(buyer),
      shipTo: buyer.shipTo,
      consignee: {
        name: buyer.company,
        address: [buyer.shipTo.line1, buyer.shipTo.city, buyer.country].join(', '),
        phone: buyer.phone,
        email: buyer.email,
      },
      notifyParty: null,
      lines,
    };
    // The freight and insurance a C or D rule puts on the seller: estimated from the operators' rates (or, where
    // they keep none, quoted by them alike).
    const incoterm = source.incoterm as Incoterm;
    const freightMethod = freightMethodOf(method)!;
    const shipped = shipmentOf(
      lines.map((line) => ({
        units: line.quantity * line.moq,
        packing: { ...line, unitWeightG: line.weightG },
      })),
    );
    const { toBeQuoted: _, ...costs } = deliveryEstimate(
      incoterm,
      goods,
      shipped,
      demoRate(buyer.shipTo.country.code, freightMethod, buyer.currency),
      INSURANCE_RATE_BP,
    );
    source.costs = { ...costs, discount: 0, credit: 0, toBeQuoted: false };
    const total = dealTotal(goods, costs);
    // E and F rules name a place in Korea, C and D rules the destination.
    source.namedPlace =
      INCOTERM_RULES[source.incoterm as Incoterm].place === 'origin'
        ? method === 'SEA'
          ? 'Busan port'
          : 'Hive Center, Gimpo'
        : buyer.shipTo.city;
    const cancelled = last.to === 'CANCELLED';
    table.orders.push({
      id,
      number,
      buyerId: buyer.id,
      state: last.to,
      currency: buyer.currency,
      total,
      goods,
      ...costs,
      shipTo: source.shipTo,
      consignee: source.consignee,
      contact: { name: buyer.contact, email: buyer.email, phone: buyer.phone },
      incoterm: source.incoterm,
      namedPlace: source.namedPlace,
      shippingMethod: method,
      poNumber: source.poNumber,
      terms: confirmed ? plan.terms.kind : null,
      depositPercent: confirmed && plan.terms.kind === 'DEPOSIT' ? plan.terms.depositPercent : null,
      payBy: source.payBy,
      shipment,
      cancelReason: cancelled ? last.note : null,
      placedAt,
      updatedAt: new Date(last.at),
    });
    lines.forEach((line, position) => {
      const units = line.quantity * line.moq;
      const held = plan.lines[position]!.product.stockQty !== null && !cancelled;
      table.lines.push({
        orderId: id,
        productId: line.productId,
        position,
        quantity: line.quantity,
        moq: line.moq,
        unitPrice: line.unitPrice,
        heldUnits: held ? units : 0,
      });
      const product = plan.lines[position]!.product;
      table.demand.push({
        productId: product.id,
        brandId: product.brandId,
        units,
        value: units * product.supplyUsd,
        at: placedAt,
      });
    });
    const issue = (type: DocumentType, at: number) =>
      table.documents.push({
        orderId: id,
        type,
        snapshot: buildSnapshot(type, 1, new Date(at), source),
        issuedAt: new Date(at),
      });
    for (const step of history) {
      const operatorId = step.actor === 'operator' ? settings!.operatorId : null;
      table.events.push({ orderId: id, ...step, at: new Date(step.at), operatorId });
      if (step.action === 'place') issue('po', step.at);
      if (step.action === 'confirm') issue('pi', step.at);
      if (step.action === 'ship') {
        issue('ci', step.at);
        issue('pl', step.at);
      }
      if (step.action === 'pay' || step.action === 'payBalance') {
        const [first, second] = installments(minor(total), plan.terms, buyer.currency);
        const installment = step.action === 'pay' ? first! : second!;
        table.payments.push({
          orderId: id,
          kind: installment.kind,
          amount: installment.amount,
          reference: `TT${String(random.int(10_000_000, 99_999_999))}`,
          paidOn: marketplaceDate(new Date(step.at)),
          operatorId,
          at: new Date(step.at),
        });
      }
    }
  });

  await insertOrders(db, table);
}

const pick = <T extends object, K extends keyof T>(object: T, ...keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, object[key]])) as Pick<T, K>;

async function insertOrders(
  db: Db,
  table: Record<'orders' | 'lines' | 'events' | 'payments' | 'documents' | 'demand', unknown[]>,
) {
  const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::json`;
  await db.execute(sql`insert into orders (id, number, buyer_id, state, currency, total_amount, goods_amount, freight, insurance, ship_to, consignee,
      contact, incoterm, named_place, shipping_method, po_number, payment_terms, deposit_percent, pay_by, shipment,
      cancel_reason, placed_at, updated_at)
    select id, number, "buyerId", state, currency, total, goods, freight, insurance, "shipTo", consignee, contact, incoterm, "namedPlace",
      "shippingMethod", "poNumber", terms, "depositPercent", "payBy", shipment, "cancelReason", "placedAt", "updatedAt"
    from json_to_recordset(${json(table.orders)}) as o(id int, number text, "buyerId" int, state text, currency text,
      total bigint, goods bigint, freight bigint, insurance bigint, "shipTo" jsonb, consignee jsonb, contact jsonb, incoterm text, "namedPlace" text,
      "shippingMethod" text, "poNumber" text, terms text, "depositPercent" smallint, "payBy" timestamptz,
      shipment jsonb, "cancelReason" text, "placedAt" timestamptz, "updatedAt" timestamptz)`);
  await db.execute(
    sql`select setval(pg_get_serial_sequence('orders', 'id'), greatest(1, (select max(id) from orders)))`,
  );
  await db.execute(sql`insert into order_lines (order_id, product_id, position, quantity, moq, unit_price, held_units)
    select "orderId", "productId", position, quantity, moq, "unitPrice", "heldUnits"
    from json_to_recordset(${json(table.lines)}) as l("orderId" int, "productId" int, position int, quantity int,
      moq int, "unitPrice" int, "heldUnits" int)`);
  await db.execute(sql`insert into order_events (order_id, from_state, to_state, action, actor, operator_id, note,
      created_at)
    select "orderId", "from", "to", action, actor, "operatorId", note, at
    from json_to_recordset(${json(table.events)}) as e("orderId" int, "from" text, "to" text, action text,
      actor text, "operatorId" int, note text, at timestamptz)`);
  await db.execute(sql`insert into order_payments (order_id, kind, amount, reference, paid_on, operator_id, created_at)
    select "orderId", kind, amount, reference, "paidOn", "operatorId", at
    from json_to_recordset(${json(table.payments)}) as p("orderId" int, kind text, amount bigint, reference text,
      "paidOn" date, "operatorId" int, at timestamptz)`);
  await db.execute(sql`insert into order_documents (order_id, type, version, snapshot, issued_at)
    select "orderId", type, 1, snapshot, "issuedAt"
    from json_to_recordset(${json(table.documents)}) as d("orderId" int, type text, snapshot jsonb,
      "issuedAt" timestamptz)`);
  await db.execute(sql`insert into demand_events (kind, product_id, brand_id, units, value_usd, occurred_at)
    select 'order', "productId", "brandId", units, value, at
    from json_to_recordset(${json(table.demand)}) as d("productId" int, "brandId" int, units bigint, value bigint,
      at timestamptz)`);
}
