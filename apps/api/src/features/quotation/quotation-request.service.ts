import {
  type BuyerView,
  type Currency,
  DEFAULT_MINIMUM_ORDER,
  DomainError,
  formatMoney,
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
  type RequestBlock,
  type RequestLine,
  requestBlock,
  sumMoney,
  TARGET_DATE_MAX_DAYS,
} from '@hive/domain';
import type { Db } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import type { Mailer } from '../../mail/mail.service.js';
import type { PricedBuyer } from '../../plugins/session.js';
import { type PricedLine, priceLines } from './priced-lines.js';
import { type QuotationRequestRepository, quotationRequestRepository } from './quotation-request.repository.js';

export type QuotationRequestOptions = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** The buyer as a sign-in answers with them (the auth feature's, composed in `app.ts`). */
  buyerView: (buyerId: number, locale: Locale) => Promise<BuyerView | undefined>;
};

/** The one currency of a visitor's request: operators answer in it, or in the buyer's once the visitor signs up. */
const NO_MEMBER_CURRENCY = 'USD';

/** What the server says when the domain's rule blocks a member's request. */
function refusal(block: RequestBlock<RequestLine & { sku: string }>, currency: Currency, minimum: Minor): DomainError {
  switch (block.reason) {
    case 'empty':
      return new DomainError('BAD_REQUEST', 'body.requestProducts: nothing to request');
    case 'soldOut':
      return new DomainError(
        'SOLD_OUT',
        `Sold out: ${block.lines.map((line) => line.sku).join(', ')}. Uncheck it to request a quotation for the rest.`,
      );
    case 'minimum':
      return new DomainError(
        'MINIMUM_NOT_REACHED',
        `The minimum order is ${formatMoney(minimum, currency)}: add ${formatMoney(block.missing, currency)} more to request a quotation.`,
      );
  }
}

/** What the schema cannot know: the country must be one of ours, the target date today or later (Seoul's calendar). */
async function checkDetails(repository: QuotationRequestRepository, details: QuotationRequestDetails): Promise<void> {
  if (!(await repository.countryExists(details.destinationCountryId)))
    throw new DomainError('BAD_REQUEST', 'body.details.destinationCountryId: no such country');
  if (details.targetDate !== undefined && !isTargetDateAllowed(details.targetDate, new Date()))
    throw new DomainError(
      'BAD_REQUEST',
      `body.details.targetDate: must be today or later, at most ${TARGET_DATE_MAX_DAYS} days ahead`,
    );
}

const mailLine = (line: PricedLine, language: Locale, currency: Currency) =>
  `- ${localName(line.product.names, language)} (SKU ${line.product.sku}): ${line.quantity} × ${line.product.moq} = ${line.units} · ${formatMoney(line.subtotal, currency)}`;

/**
 * Requesting a quotation: a buyer's from the draft basket, at the buyer's grade prices, and a visitor's from the cart,
 * without prices. Each in one transaction: the lines out of the basket or the cart, the quotation, its lines and first
 * event, and the confirmation e-mail.
 */
export function quotationRequestService({ db, mailer, publicUrl, buyerView }: QuotationRequestOptions) {
  return {
    /**
     * A buyer's request for the given products: priced by the server, refused below the minimum order or with a
     * sold-out product or a product no longer in the basket; the products out of the basket and the cart.
     */
    async member(buyer: PricedBuyer, body: QuotationRequestBody, locale: Locale): Promise<QuotationRequestResult> {
      const { buyerId, pricing } = buyer;
      // The buyer as the answer shows it is read beside the transaction, on another connection.
      const [created, view] = await Promise.all([
        transaction(db, async (tx) => {
          const repository = quotationRequestRepository(tx);
          const lines = await priceLines(
            tx,
            body.requestProducts.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
            pricing,
            (index) => `body.requestProducts.${index}.product.id`,
          );
          const contact = await repository.requester(buyerId, pricing.currency);
          if (!contact) throw notFound('The buyer');
          if (!contact.active)
            throw new DomainError('FORBIDDEN', 'This account can no longer request quotations. Please contact us.');
          const minimum = contact.minimum === null ? DEFAULT_MINIMUM_ORDER[pricing.currency] : minor(contact.minimum);
          const block = requestBlock(
            lines.map((line) => ({ exist: line.product.exist, subtotal: line.subtotal, sku: line.product.sku })),
            minimum,
          );
          if (block) throw refusal(block, pricing.currency, minimum);
          if (body.details) await checkDetails(repository, body.details);

          // The lines leave the basket first, and must all be there: a double click or a second tab finds them gone.
          const taken = new Set(
            await repository.takeFromBasket(
              buyerId,
              lines.map((line) => line.product.id),
            ),
          );
          const gone = lines.filter((line) => !taken.has(line.product.id));
          if (gone.length > 0) {
            const skus = gone.map((line) => line.product.sku).join(', ');
            throw new DomainError(
              'CONFLICT',
              `No longer in your quotation basket: ${skus}. It may have been requested already: reload the basket.`,
            );
          }
          const quotation = await repository.create({
            buyerId,
            contact: null,
            ...(body.details ? { details: body.details } : {}),
            currency: pricing.currency,
            lines: lines.map((line) => ({
              productId: line.product.id,
              quantity: line.quantity,
              moq: line.product.moq,
              unitPrice: line.unitPrice,
            })),
          });
          const language = contact.language as Locale;
          const units = lines.reduce((sum, line) => sum + line.units, 0);
          const total = sumMoney(lines.map((line) => line.subtotal));
          await mailer.enqueue(tx, {
            to: contact.repContactEmail,
            template: 'quotationRequested',
            language,
            values: {
              name: contact.repContactName,
              company: contact.companyName,
              number: quotation.number,
              count: lines.length,
              units,
              total: formatMoney(total, pricing.currency),
              lines: lines.map((line) => mailLine(line, language, pricing.currency)).join('\n'),
              link: new URL(`/my-page/quotations/${quotation.id}/`, publicUrl).toString(),
            },
          });
          return { quotation, lines, units, total };
        }),
        buyerView(buyerId, locale),
      ]);
      if (!view) throw notFound('The buyer');
      const { quotation, lines, units, total } = created;
      const brands = new Map<number, string>();
      for (const line of lines) brands.set(line.product.brandId, localName(line.product.brandNames, locale));
      const requestedAt = quotation.requestedAt.toISOString();
      const result: QuotationRequestResult = {
        buyer: view,
        quotation: {
          id: quotation.id,
          number: quotation.number,
          state: 'REQUESTED',
          currency: pricing.currency,
          requestedAt,
        },
        quotationDetail: {
          quotationId: quotation.id,
          totalSku: lines.length,
          totalQty: units,
          totalAmount: total,
          brands: [...brands].map(([id, name]) => ({ id, name })),
          requestedAt,
          currency: pricing.currency,
        },
      };
      void mailer.flush();
      return result;
    },

    /**
     * A visitor's request for items of the cart whose id is in their cookie (`guestCartId`; none without a cart): the
     * quotation without prices, the items out of the cart, and the confirmation e-mail.
     */
    async visitor(guestCartId: string | undefined, body: NoMemberQuotationBody): Promise<NoMemberQuotationResult> {
      const productIds = body.items.map((item) => item.productId);
      const created = await transaction(db, async (tx) => {
        const repository = quotationRequestRepository(tx);
        // The items leave the cart first, and must all be there: a double click or a second tab finds them gone.
        const taken = new Set(guestCartId ? await repository.takeFromVisitorCart(guestCartId, productIds) : []);
        const outside = body.items.findIndex((item) => !taken.has(item.productId));
        if (outside >= 0)
          throw new DomainError(
            'CONFLICT',
            `body.items.${outside}.productId: no longer in your cart. It may have been requested already: reload the cart.`,
          );
        if (!(await repository.countryExists(body.countryId)))
          throw new DomainError('BAD_REQUEST', 'body.countryId: no such country');

        const products = new Map((await repository.products(productIds)).map((product) => [product.id, product]));
        const soldOut = body.items.find((item) => products.get(item.productId)?.exist === false);
        if (soldOut) throw new DomainError('SOLD_OUT', `Product ${soldOut.productId} is sold out. Uncheck it first.`);
        const lines = body.items.map((item) => ({
          productId: item.productId,
          quantity: item.quantity,
          moq: products.get(item.productId)?.moq ?? 1,
          unitPrice: null,
        }));
        const quotation = await repository.create({
          buyerId: null,
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
        });

        const list = lines.map((line) => {
          const product = products.get(line.productId);
          const name = product ? localName(product.names, body.language) : `#${line.productId}`;
          const units = lineUnits(line.moq, line.quantity);
          return `- ${name} (SKU ${product?.sku ?? '—'}): ${line.quantity} × ${line.moq} = ${units}`;
        });
        await mailer.enqueue(tx, {
          to: body.email,
          template: 'noMemberQuotation',
          language: body.language,
          values: {
            name: body.name,
            company: body.company,
            number: quotation.number,
            count: lines.length,
            lines: list.join('\n'),
          },
        });
        return { number: quotation.number, lines: lines.length };
      });
      void mailer.flush();
      return created;
    },
  };
}

export type QuotationRequestService = ReturnType<typeof quotationRequestService>;
