import {
  type BuyerOrderDetail,
  type Currency,
  DomainError,
  dealTotal,
  formatMoney,
  type Locale,
  localName,
  type MemberRole,
  marketplaceDate,
  mergeOrderProducts,
  minor,
  needsApproval,
  notFound,
  type OrderPreview,
  type OrderPreviewBody,
  orderNumber,
  type PlaceOrderBody,
  shownAvailability,
  termsProblem,
} from '@hive/domain';
import type { Db } from '../../db/client.js';
import {
  buildSnapshot,
  buyerBlock,
  type OrderForm,
  type SnapshotSource,
} from '../../documents/order-snapshot-builder.js';
import { NO_SELLER } from '../../documents/seller.js';
import type { Mailer } from '../../mail/mail.service.js';
import { buyerDocumentBase, presentConsoleDetail, presentDetail, presentLine } from './order.presenter.js';
import type { OrderDetailRow } from './order.repository.js';
import { estimatedMethod, orderCosts, orderTerms } from './order-costs.js';
import { acceptedOffer, judge, type PricedLine, priceLines, refusal } from './order-lines.js';
import { orderLink } from './order-notice.js';
import { type OfferedQuotation, orderPlacingRepository, type PlacingContext } from './order-placing.repository.js';

const DAY_MS = 86_400_000;
const NO_BANK = { bankName: '', accountName: '', accountNumber: '', swift: '', bankAddress: '' };

/** The order this buyer's key already made: a retry answered with it, never a second order. */
class AlreadyPlaced extends Error {}

/** The order placed now, as its detail reads (no second read), or the one the key had placed before. */
type Placed = { orderId: number; row?: OrderDetailRow };

export type OrderPlacingOptions = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** The placed order as the buyer's detail page shows it: the answer. */
  detail: (buyerId: number, orderId: number, locale: Locale) => Promise<BuyerOrderDetail>;
  /** Wakes this process's webhook worker: the order's deliveries signal no other (`webhookEventWith`). */
  wakeWebhooks?: () => void;
};

const cannotOrder = () => new DomainError('FORBIDDEN', 'This account can no longer place orders. Please contact us.');

/** The buyer whose context was read: present, active and approved, with a currency (403 otherwise). */
function activeBuyer(context: PlacingContext) {
  const { buyer } = context;
  if (!buyer) throw notFound('The buyer');
  if (!buyer.active || !buyer.currency) throw cannotOrder();
  return { ...buyer, currency: buyer.currency as Currency };
}

const lineText = (line: PricedLine, language: string, currency: Currency) =>
  `- ${localName(line.product.names, language)} (SKU ${line.product.sku}): ${line.quantity} × ${line.moq} = ${line.units} · ${formatMoney(line.subtotal, currency)}`;

/**
 * Placing an order and its preview. Placing reads what it decides on (one statement; with an offer, two at once), merges
 * and prices the lines on the server and refuses what cannot be ordered (sold out, minimum, stock as read); then one
 * statement, a transaction of its own, locks the offer, the buyer and the held stock, checks them again under those
 * locks and writes the order with everything it makes, the mail with the purchase order attached among it — or
 * nothing. An Idempotency-Key is kept on the order: a retry after a lost answer finds the order.
 */
/** The company placing, and the member of it who does, with their role and name (the approval and the PO need them). */
export type PlacingMember = { buyerId: number; memberId: number; role: MemberRole; memberName: string };

export function orderPlacingService({ db, mailer, publicUrl, detail, wakeWebhooks = () => {} }: OrderPlacingOptions) {
  async function place(who: PlacingMember, body: PlaceOrderBody, key: string | null): Promise<Placed> {
    const { buyerId } = who;
    const products = mergeOrderProducts(body.products);
    const productIds = products.map((line) => line.productId);
    const repository = orderPlacingRepository(db);
    const offered = body.quotationId !== undefined;
    const [quotation, context] = await Promise.all([
      offered ? repository.quotation(body.quotationId!) : undefined,
      repository.context({
        buyerId,
        productIds,
        addressId: body.shipToAddressId,
        key,
        placing: true,
        freightMethod: estimatedMethod(body, offered),
      }),
    ]);
    if (context.existingId !== null) return { orderId: context.existingId };
    const buyer = activeBuyer(context);
    const offer = offered ? acceptedOffer(quotation, buyerId, products) : null;
    const terms = orderTerms(body, offer);
    if (!context.address) throw notFound('The ship-to address');
    const currency = offer?.currency ?? buyer.currency;
    const lines = priceLines(products, context, currency, buyer.discountBp, offer);
    const verdict = judge(lines, context, currency, offer !== null);
    const refused = refusal(verdict, currency);
    if (refused) throw refused;
    const goods = verdict.totals.amount;
    const costs = orderCosts(terms, goods, lines, context, offer);
    const total = dealTotal(goods, costs);

    const id = context.nextId!;
    const placedAt = new Date(context.now);
    const number = orderNumber(id, placedAt);
    const payBy = new Date(placedAt.getTime() + (context.settings?.paymentDays ?? 14) * DAY_MS);
    // What the form set, as the order keeps it: written, printed on the PO and answered alike.
    const form: OrderForm = {
      poNumber: body.poNumber,
      incoterm: terms.incoterm,
      namedPlace: terms.namedPlace,
      shippingMethod: terms.shippingMethod,
      requestedDate: body.requestedDate ?? null,
      paymentMethod: body.paymentMethod,
      memo: body.memo,
      shipTo: context.address,
      consignee: body.consignee,
      notifyParty: body.notifyParty ?? null,
    };
    const source: SnapshotSource = {
      ...form,
      number,
      placedAt,
      quotationNumber: offer?.number ?? null,
      currency,
      payBy,
      terms: null,
      shipment: null,
      seller: context.settings?.seller ?? NO_SELLER,
      bank: NO_BANK,
      costs: { ...costs, discount: 0, credit: 0 },
      buyer: buyerBlock(buyer),
      lines: lines.map(({ product, quantity, moq, unitPrice }) => ({ ...product, quantity, moq, unitPrice })),
    };
    const language = buyer.language;
    // Over the company's approval limit, a purchaser's order waits: its stock held, no purchase order yet, its
    // approvers asked by e-mail (together, one message); otherwise it is placed and its purchase order mailed.
    const pending = needsApproval(who.role, total, buyer.approvalLimit);
    const values = {
      number,
      company: buyer.company,
      count: lines.length,
      units: verdict.totals.units,
      total: formatMoney(total, currency),
      lines: lines.map((line) => lineText(line, language, currency)).join('\n'),
      payBy: marketplaceDate(payBy),
      link: orderLink(publicUrl, id),
    };
    const mail = pending
      ? mailer.compose({
          to: buyer.approvers.join(', '),
          template: 'orderApprovalRequested',
          language,
          values: { ...values, name: who.memberName, limit: formatMoney(minor(buyer.approvalLimit ?? 0), currency) },
        })
      : mailer.compose({
          to: buyer.email,
          template: 'orderPlaced',
          language,
          values: { ...values, name: buyer.contact },
        });
    const state = pending ? 'PENDING_APPROVAL' : 'PLACED';
    // The order as its detail reads it once written (the purchase order's id is known then).
    const row: OrderDetailRow = {
      ...form,
      id,
      number,
      buyerId,
      state,
      currency,
      totalAmount: total,
      goodsAmount: goods,
      freight: costs.freight,
      insurance: costs.insurance,
      duties: costs.duties,
      freightToBeQuoted: costs.toBeQuoted,
      discount: 0,
      credit: 0,
      paymentTerms: null,
      depositPercent: null,
      payBy,
      quotation: offer ? { id: offer.id, number: offer.number } : null,
      placedAt,
      updatedAt: placedAt,
      contact: body.contact,
      shipment: null,
      cancelReason: null,
      lines: lines.map(({ product, quantity, moq, unitPrice, stock, units }) => ({
        ...product,
        brand: { id: product.brandId, names: product.brandNames },
        quantity,
        moq,
        unitPrice,
        heldUnits: stock === null ? 0 : units,
      })),
      events: [
        {
          fromState: null,
          toState: state,
          action: 'place',
          actor: 'buyer',
          operatorName: null,
          memberName: who.memberName,
          note: '',
          createdAt: placedAt,
        },
      ],
      payments: [],
      documents: pending ? [] : [{ id: 0, type: 'po', version: 1, issuedAt: placedAt }],
      bank: null,
    };
    const written = await repository.write({
      ...form,
      id,
      number,
      buyerId,
      quotationId: offer?.id ?? null,
      idempotencyKey: key,
      currency,
      total,
      goods,
      ...costs,
      contact: body.contact,
      payBy,
      placedAt,
      lines: lines.map((line) => ({
        productId: line.product.productId,
        quantity: line.quantity,
        moq: line.moq,
        unitPrice: line.unitPrice,
        heldUnits: line.stock === null ? 0 : line.units,
      })),
      poSnapshot: pending ? null : buildSnapshot('po', 1, placedAt, { ...source, orderedBy: who.memberName }),
      mail,
      state,
      memberId: who.memberId,
      webhookData: context.consoleBuyer ? presentConsoleDetail(row, context.consoleBuyer, 'en') : null,
    });
    if (context.consoleBuyer) wakeWebhooks();
    // Checked again under the write's locks: the offer still accepted, the buyer still active, the held units
    // still there (an order placed since the read may have taken them; the refusal names those, with what they
    // have left).
    if (!written.offerOpen) throw new AlreadyPlaced();
    if (!written.buyerActive) throw cannotOrder();
    const held = lines.filter((line) => line.stock !== null);
    if (written.heldRows < held.length || written.short.length > 0) {
      const left = new Map(written.short.map((row) => [row.id, row.units]));
      const short = held
        .filter((line) => left.has(line.product.productId))
        .map((line) => ({ ...line, stock: left.get(line.product.productId)! }));
      // (None left to name: a product the fulfilment centre stopped holding meanwhile.)
      throw short.length
        ? refusal({ ...verdict, block: 'outOfStock', short }, currency)!
        : new DomainError('OUT_OF_STOCK', `Out of stock: ${held.map((line) => line.product.sku).join(', ')}.`);
    }
    // Otherwise only a unique key can have stopped the order: this buyer's key (a retry that raced its first), or
    // the quotation's single order.
    if (written.orderId === null || (!pending && written.documentId === null) || written.mailId === null)
      throw new AlreadyPlaced();
    mailer.written(written.mailId, mail);
    if (written.documentId !== null) row.documents[0]!.id = written.documentId;
    return { orderId: id, row };
  }

  return {
    /** Places the order (or finds the one this key placed) and answers it as the detail page shows it. */
    async place(who: PlacingMember, body: PlaceOrderBody, key: string | null, locale: Locale) {
      const { buyerId } = who;
      let placed: Placed;
      try {
        placed = await place(who, body, key);
      } catch (error) {
        if (!(error instanceof AlreadyPlaced)) throw error;
        const existing = key === null ? null : await orderPlacingRepository(db).byKey(buyerId, key);
        if (existing === null)
          throw new DomainError('QUOTATION_STATE', 'This offer has been ordered already: see your orders.');
        placed = { orderId: existing };
      }
      void mailer.flush();
      return {
        order: placed.row
          ? presentDetail(placed.row, { locale, actor: 'buyer', documentBase: buyerDocumentBase(placed.orderId) })
          : await detail(buyerId, placed.orderId, locale),
      };
    },

    /** The order form's summary, priced by the server; writes nothing. */
    async preview(buyerId: number, body: OrderPreviewBody): Promise<OrderPreview> {
      const products = mergeOrderProducts(body.products);
      const repository = orderPlacingRepository(db);
      const offered = body.quotationId !== undefined;
      // The terms once the form has the rule and the method; a sea-only rule by another method has no estimate (placing
      // refuses it).
      const { incoterm, namedPlace = '', shippingMethod } = body;
      const terms =
        incoterm && shippingMethod && termsProblem(incoterm, shippingMethod, namedPlace) !== 'seaOnly'
          ? { incoterm, namedPlace, shippingMethod }
          : null;
      const [quotation, context] = await Promise.all([
        offered ? repository.quotation(body.quotationId!) : undefined,
        repository.context({
          buyerId,
          productIds: products.map((line) => line.productId),
          addressId: body.shipToAddressId ?? null,
          key: null,
          placing: false,
          freightMethod: estimatedMethod(terms, offered),
        }),
      ]);
      const buyer = activeBuyer(context);
      const offer: OfferedQuotation | null = offered ? acceptedOffer(quotation, buyerId, products) : null;
      const currency = offer?.currency ?? buyer.currency;
      const lines = priceLines(products, context, currency, buyer.discountBp, offer);
      const verdict = judge(lines, context, currency, offer !== null);
      const goods = verdict.totals.amount;
      const { toBeQuoted, ...costs } = orderCosts(terms, goods, lines, context, offer);
      return {
        goods,
        ...costs,
        total: dealTotal(goods, costs),
        freightToBeQuoted: toBeQuoted,
        currency,
        lines: lines.map((line) => ({
          ...presentLine(
            {
              ...line.product,
              brand: { id: line.product.brandId, names: line.product.brandNames },
              moq: line.moq,
              quantity: line.quantity,
              unitPrice: line.unitPrice,
            },
            body.locale,
          ),
          stock: line.stock,
          ...shownAvailability(line.product),
        })),
        totals: verdict.totals,
        minimum: verdict.minimum,
        block: verdict.block,
        quotation: offer
          ? {
              id: offer.id,
              number: offer.number,
              version: offer.offerVersion ?? 1,
              incoterm: offer.incoterm,
              namedPlace: offer.namedPlace,
            }
          : null,
      };
    },
  };
}

export type OrderPlacingService = ReturnType<typeof orderPlacingService>;
