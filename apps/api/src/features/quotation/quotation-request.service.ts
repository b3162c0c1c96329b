import {
  type Currency,
  DEFAULT_MINIMUM_ORDER,
  DomainError,
  formatMoney,
  isAvailable,
  isTargetDateAllowed,
  type Locale,
  lineUnits,
  localName,
  type Minor,
  minor,
  type NoMemberQuotationBody,
  type NoMemberQuotationResult,
  notFound,
  type QuotationRequestBody,
  type QuotationRequestDetails,
  type QuotationRequestResult,
  quotationNumber,
  type RequestBlock,
  type RequestLine,
  requestBlock,
  sumMoney,
  TARGET_DATE_MAX_DAYS,
  unavailableText,
} from '@hive/domain';
import type { Db } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import type { Mailer } from '../../mail/mail.service.js';
import type { BuyerViewSource, PricedBuyer } from '../../plugins/session.js';
import { type PricedLine, priceRows } from './priced-lines.js';
import { recordQuotationEvent } from './quotation-events.js';
import {
  type QuotationRequestRepository,
  quotationRequestRepository,
  type RequestWritten,
} from './quotation-request.repository.js';

export type QuotationRequestOptions<Row> = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** The buyer as a sign-in answers with them (the auth feature's, composed in `app.ts`): read with the request's read. */
  buyerView: BuyerViewSource<Row>;
};

/** The one currency of a visitor's request: operators answer in it, or in the buyer's once the visitor signs up. */
const NO_MEMBER_CURRENCY = 'USD';

const cannotRequest = () =>
  new DomainError('FORBIDDEN', 'This account can no longer request quotations. Please contact us.');

/** What the server says when the domain's rule blocks a member's request. */
function refusal(block: RequestBlock<RequestLine & { sku: string }>, currency: Currency, minimum: Minor): DomainError {
  switch (block.reason) {
    case 'empty':
      return new DomainError('BAD_REQUEST', 'body.requestProducts: nothing to request');
    case 'soldOut':
      return new DomainError(
        'SOLD_OUT',
        `${unavailableText(block.lines, (line) => line.sku)}. Uncheck it to request a quotation for the rest.`,
      );
    case 'minimum':
      return new DomainError(
        'MINIMUM_NOT_REACHED',
        `The minimum order is ${formatMoney(minimum, currency)}: add ${formatMoney(block.missing, currency)} more to request a quotation.`,
      );
  }
}

/** What the schema cannot know: the country must be one of ours, the target date today or later (Seoul's calendar). */
function checkDetails(details: QuotationRequestDetails, countryKnown: boolean): void {
  if (!countryKnown) throw new DomainError('BAD_REQUEST', 'body.details.destinationCountryId: no such country');
  if (details.targetDate !== undefined && !isTargetDateAllowed(details.targetDate, new Date()))
    throw new DomainError(
      'BAD_REQUEST',
      `body.details.targetDate: must be today or later, at most ${TARGET_DATE_MAX_DAYS} days ahead`,
    );
}

/** A request whose lines were no longer all in the basket or the cart: a double click, or a second tab. */
const gone = (what: string, reload: 'basket' | 'cart') =>
  new DomainError('CONFLICT', `${what} It may have been requested already: reload the ${reload}.`);

const mailLine = (line: PricedLine, language: Locale, currency: Currency) =>
  `- ${localName(line.product.names, language)} (SKU ${line.product.sku}): ${line.quantity} × ${line.product.moq} = ${line.units} · ${formatMoney(line.subtotal, currency)}`;

/**
 * Requesting a quotation: a buyer's from the draft basket, at the buyer's grade prices, and a visitor's from the cart,
 * without prices. Each reads what it decides on in one statement, then writes in one statement, all or nothing: the
 * lines out of the basket or the cart, the quotation, its lines and first event, and the confirmation e-mail.
 */
export function quotationRequestService<Row>({ db, mailer, publicUrl, buyerView }: QuotationRequestOptions<Row>) {
  const repository = quotationRequestRepository(db);

  /**
   * The request's write; when a webhook subscribes to `quotation.requested`, in a transaction that records the event
   * beside it (the quotation as the console shows it, read back in that transaction).
   */
  async function write(
    webhooked: boolean,
    id: number,
    work: (on: QuotationRequestRepository) => Promise<RequestWritten>,
  ): Promise<RequestWritten> {
    if (!webhooked) return work(repository);
    return transaction(db, async (tx) => {
      const written = await work(quotationRequestRepository(tx));
      if (written.quotationId !== null && written.mailId !== null)
        await recordQuotationEvent(tx, 'quotation.requested', id);
      return written;
    });
  }

  return {
    /**
     * A buyer's request for the given products: priced by the server, refused below the minimum order or with a
     * sold-out product or a product no longer in the basket; the products out of the basket and the cart.
     */
    async member(buyer: PricedBuyer, body: QuotationRequestBody, locale: Locale): Promise<QuotationRequestResult> {
      const { buyerId, pricing } = buyer;
      const { currency } = pricing;
      const wanted = body.requestProducts.map((line) => ({ productId: line.product.id, quantity: line.quantity }));
      const context = await repository.context({
        ids: wanted.map((line) => line.productId),
        currency,
        buyerId,
        countryId: body.details?.destinationCountryId,
        view: buyerView.query(buyerId),
      });
      const contact = context.requester;
      if (!contact || !context.view) throw notFound('The buyer');
      if (!contact.active) throw cannotRequest();
      const lines = priceRows(context.products, wanted, pricing, (index) => `body.requestProducts.${index}.product.id`);
      const minimum = contact.minimum === null ? DEFAULT_MINIMUM_ORDER[currency] : minor(contact.minimum);
      const block = requestBlock(
        lines.map(({ product, subtotal }) => ({
          exist: product.exist,
          withdrawn: product.withdrawn,
          subtotal,
          sku: product.sku,
        })),
        minimum,
      );
      if (block) throw refusal(block, currency, minimum);
      if (body.details) checkDetails(body.details, context.countryKnown);

      const id = context.nextId;
      const requestedAt = new Date(context.now);
      const number = quotationNumber(id, requestedAt);
      const language = contact.language as Locale;
      const units = lines.reduce((sum, line) => sum + line.units, 0);
      const total = sumMoney(lines.map((line) => line.subtotal));
      const mail = mailer.compose({
        to: contact.repContactEmail,
        template: 'quotationRequested',
        language,
        values: {
          name: contact.repContactName,
          company: contact.companyName,
          number,
          count: lines.length,
          units,
          total: formatMoney(total, currency),
          lines: lines.map((line) => mailLine(line, language, currency)).join('\n'),
          link: new URL(`/my-page/quotations/${id}/`, publicUrl).toString(),
        },
      });
      const written = await write(context.webhooked, id, (on) =>
        on.write(
          { buyerId, memberId: buyer.memberId },
          {
            id,
            number,
            requestedAt,
            contact: null,
            ...(body.details ? { details: body.details } : {}),
            currency,
            lines: lines.map((line) => ({
              productId: line.product.id,
              quantity: line.quantity,
              moq: line.product.moq,
              unitPrice: line.unitPrice,
            })),
            mail,
          },
        ),
      );
      // Checked again under the write's locks: the account still active, every line still in the basket.
      if (!written.active) throw cannotRequest();
      if (written.quotationId === null || written.mailId === null) {
        const present = new Set(written.present);
        const skus = lines.filter((line) => !present.has(line.product.id)).map((line) => line.product.sku);
        throw gone(`No longer in your quotation basket: ${skus.join(', ')}.`, 'basket');
      }
      mailer.written(written.mailId, mail);
      void mailer.flush();

      const brands = new Map<number, string>();
      for (const line of lines) brands.set(line.product.brandId, localName(line.product.brandNames, locale));
      return {
        buyer: buyerView.present(context.view as Row, locale),
        quotation: { id, number, state: 'REQUESTED', currency, requestedAt: requestedAt.toISOString() },
        quotationDetail: {
          quotationId: id,
          totalSku: lines.length,
          totalQty: units,
          totalAmount: total,
          brands: [...brands].map(([brandId, name]) => ({ id: brandId, name })),
          requestedAt: requestedAt.toISOString(),
          currency,
        },
      };
    },

    /**
     * A visitor's request for items of the cart whose id is in their cookie (`guestCartId`; none without a cart): the
     * quotation without prices, the items out of the cart, and the confirmation e-mail.
     */
    async visitor(guestCartId: string | undefined, body: NoMemberQuotationBody): Promise<NoMemberQuotationResult> {
      const notInCart = (index: number) => gone(`body.items.${index}.productId: no longer in your cart.`, 'cart');
      if (!guestCartId) throw notInCart(0);
      const context = await repository.context({
        ids: body.items.map((item) => item.productId),
        countryId: body.countryId,
      });
      if (!context.countryKnown) throw new DomainError('BAD_REQUEST', 'body.countryId: no such country');
      const products = new Map(context.products.map((product) => [product.id, product]));
      // The cart's lines of products sold out or withdrawn cannot be requested (an unknown one: the write finds it gone).
      const refused = body.items.flatMap((item) => products.get(item.productId) ?? []).filter((p) => !isAvailable(p));
      if (refused.length > 0)
        throw new DomainError('SOLD_OUT', `${unavailableText(refused, (product) => product.sku)}. Uncheck it first.`);
      const lines = body.items.map((item) => ({
        productId: item.productId,
        quantity: item.quantity,
        moq: products.get(item.productId)?.moq ?? 1,
        unitPrice: null,
      }));
      const id = context.nextId;
      const requestedAt = new Date(context.now);
      const number = quotationNumber(id, requestedAt);
      const list = lines.map((line) => {
        const product = products.get(line.productId);
        const name = product ? localName(product.names, body.language) : `#${line.productId}`;
        const units = lineUnits(line.moq, line.quantity);
        return `- ${name} (SKU ${product?.sku ?? '—'}): ${line.quantity} × ${line.moq} = ${units}`;
      });
      const mail = mailer.compose({
        to: body.email,
        template: 'noMemberQuotation',
        language: body.language,
        values: { name: body.name, company: body.company, number, count: lines.length, lines: list.join('\n') },
      });
      const written = await write(context.webhooked, id, (on) =>
        on.write(
          { guestCartId },
          {
            id,
            number,
            requestedAt,
            contact: {
              company: body.company,
              countryId: body.countryId,
              name: body.name,
              email: body.email,
              phone: body.phone,
              message: body.message,
              language: body.language,
            },
            currency: NO_MEMBER_CURRENCY,
            lines,
            mail,
          },
        ),
      );
      if (written.quotationId === null || written.mailId === null) {
        const present = new Set(written.present);
        throw notInCart(body.items.findIndex((item) => !present.has(item.productId)));
      }
      mailer.written(written.mailId, mail);
      void mailer.flush();
      return { number, lines: lines.length };
    },
  };
}

export type QuotationRequestService = ReturnType<typeof quotationRequestService<never>>;
