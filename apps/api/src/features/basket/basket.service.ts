import {
  type BasketItem,
  type BasketSheetBody,
  type BasketView,
  DEFAULT_MINIMUM_ORDER,
  DomainError,
  formatMoney,
  gradeUnitPrice,
  type Locale,
  lineSubtotal,
  lineUnits,
  localName,
  type Minor,
  minor,
  notFound,
  type Pricing,
  QUOTATION_SHEET_VALID_DAYS,
  type QuotationRequestBody,
  type QuotationRequestResult,
  sumMoney,
} from '@hive/domain';
import type { Db } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import {
  formatSheetDate,
  preloadQuotationPdf,
  type QuotationSheet,
  renderQuotationPdf,
} from '../../documents/quotation-pdf.js';
import { renderQuotationXlsx } from '../../documents/quotation-xlsx.js';
import type { Mailer } from '../../mail/mail.service.js';
import { presentBuyer } from '../auth/auth.presenter.js';
import { authRepository } from '../auth/auth.repository.js';
import { presentProductSummary } from '../catalog/product-card.js';
import { quotationRequestRepository } from '../quotation/quotation-request.repository.js';
import { type BasketRow, basketRepository, type DescribedProduct } from './basket.repository.js';

export type BasketServiceOptions = { db: Db; mailer: Mailer; publicUrl: string };

/** The basket holds at most this many products: what one quotation request can carry. */
export const BASKET_MAX_ITEMS = 200;
const SELLER_NAME = 'Hive';
const DAY_MS = 86_400_000;

/** The session's buyer: every basket call is a buyer's (a visitor has none; a dead session was refused with 403). */
export type BasketBuyer = { buyerId: number; pricing: Pricing };

function presentItem(row: BasketRow, locale: Locale, pricing: Pricing): BasketItem {
  const product = presentProductSummary(row, locale, pricing);
  // A buyer's row is always read with price columns, so the presenter always adds the price.
  const price = product.price as NonNullable<typeof product.price>;
  return {
    id: row.itemId,
    product: { ...product, price },
    quantity: row.quantity,
    subtotal: lineSubtotal(minor(price.unitPrice), row.moq, row.quantity),
    totalQuantity: lineUnits(row.moq, row.quantity),
  };
}

/** Lines priced by the server at the buyer's grade: whatever a client sends, only ids and quantities are read. */
type PricedLine = {
  product: DescribedProduct;
  quantity: number;
  unitPrice: Minor;
  subtotal: Minor;
  units: number;
};

export function basketService({ db, mailer, publicUrl }: BasketServiceOptions) {
  const repository = basketRepository(db);

  async function minimumOf(repo: ReturnType<typeof basketRepository>, pricing: Pricing): Promise<Minor> {
    const amount = await repo.minimum(pricing.currency);
    return amount === null ? DEFAULT_MINIMUM_ORDER[pricing.currency] : minor(amount);
  }

  /**
   * Prices `lines` for the buyer. Unknown products are a 400 naming the field (`field(index)`): nothing is stored.
   */
  async function price(
    tx: Db,
    lines: { productId: number; quantity: number }[],
    pricing: Pricing,
    field: (index: number) => string,
  ): Promise<PricedLine[]> {
    const described = await basketRepository(tx).describe(
      lines.map((line) => line.productId),
      pricing.currency,
    );
    const productOf = new Map(described.map((row) => [row.id, row]));
    return lines.map((line, index) => {
      const product = productOf.get(line.productId);
      if (!product) throw new DomainError('BAD_REQUEST', `${field(index)}: no such product`);
      const unitPrice = gradeUnitPrice(minor(product.supply), pricing.discountBp, pricing.currency);
      return {
        product,
        quantity: line.quantity,
        unitPrice,
        subtotal: lineSubtotal(unitPrice, product.moq, line.quantity),
        units: lineUnits(product.moq, line.quantity),
      };
    });
  }

  return {
    count: (buyer: BasketBuyer) => repository.count(buyer.buyerId),

    async view(buyer: BasketBuyer, locale: Locale): Promise<BasketView> {
      // A buyer looking at the basket may well download its sheet next: pdfkit and the fonts load now, once.
      void preloadQuotationPdf().catch(() => undefined);
      const [rows, minimum] = await Promise.all([
        repository.items(buyer.buyerId, buyer.pricing),
        minimumOf(repository, buyer.pricing),
      ]);
      return {
        items: rows.map((row) => presentItem(row, locale, buyer.pricing)),
        minimum: { amount: minimum, currency: buyer.pricing.currency },
      };
    },

    /** Adds products at one MOQ pack; those already in the basket stay as they are. */
    async add(buyer: BasketBuyer, productIds: number[], field = 'body.productIds') {
      const outcome = await repository.add(buyer.buyerId, productIds, BASKET_MAX_ITEMS);
      if (outcome.known < outcome.wanted) throw new DomainError('NOT_FOUND', `${field}: no such product`);
      if (!outcome.fits) {
        throw new DomainError(
          'CONFLICT',
          `The quotation basket holds at most ${BASKET_MAX_ITEMS} products. Request a quotation or remove some first.`,
        );
      }
      return { added: outcome.added, updated: outcome.present };
    },

    async setQuantity(buyer: BasketBuyer, productId: number, quantity: number, locale: Locale): Promise<BasketItem> {
      if (!(await repository.setQuantity(buyer.buyerId, productId, quantity))) throw notFound('The basket item');
      const [row] = await repository.items(buyer.buyerId, buyer.pricing, [productId]);
      if (!row) throw notFound('The basket item');
      return presentItem(row, locale, buyer.pricing);
    },

    async remove(buyer: BasketBuyer, productIds: number[]) {
      return { removed: await repository.remove(buyer.buyerId, productIds) };
    },

    /** The quotation sheet of the checked items at the buyer's prices today, as a PDF or a spreadsheet. */
    async sheet(buyer: BasketBuyer, body: BasketSheetBody, format: 'pdf' | 'xlsx', locale: Locale) {
      const [lines, contact, seller] = await Promise.all([
        price(
          db,
          body.map((line) => ({ productId: line.productId, quantity: line.qty })),
          buyer.pricing,
          (index) => `body.${index}.productId`,
        ),
        repository.buyerContact(buyer.buyerId, buyer.pricing.currency),
        repository.seller(),
      ]);
      if (!contact) throw notFound('The buyer');
      const issuedAt = new Date();
      // Sold-out lines are shown, marked, at no amount: the totals are what can be supplied.
      const available = lines.filter((line) => line.product.exist);
      const sheet: QuotationSheet = {
        title: 'Quotation sheet',
        issuedAt,
        validUntil: new Date(issuedAt.getTime() + QUOTATION_SHEET_VALID_DAYS * DAY_MS),
        currency: buyer.pricing.currency,
        seller: {
          name: SELLER_NAME,
          address: seller?.address ?? '',
          phone: seller?.phone ?? '',
          email: seller?.email ?? '',
        },
        buyer: {
          company: contact.companyName,
          contact: contact.repContactName,
          email: contact.repContactEmail,
          phone: contact.phone,
          country: contact.countryName,
        },
        lines: lines.map((line) => ({
          sku: line.product.sku,
          name: localName(line.product.names, locale),
          nameKo: line.product.names.ko ?? null,
          brand: localName(line.product.brandNames, locale),
          moq: line.product.moq,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          subtotal: line.product.exist ? line.subtotal : minor(0),
          available: line.product.exist,
        })),
        totals: {
          sku: available.length,
          units: available.reduce((units, line) => units + line.units, 0),
          amount: sumMoney(available.map((line) => line.subtotal)),
        },
      };
      const file = format === 'xlsx' ? await renderQuotationXlsx(sheet) : await renderQuotationPdf(sheet);
      return { file, filename: `hive-quotation-sheet-${formatSheetDate(issuedAt)}.${format}` };
    },

    /**
     * Requests a quotation for the given products: priced by the server, refused below the minimum order or with a
     * sold-out product or a product no longer in the basket; the products out of the basket and the cart, the quotation,
     * its lines and events, and the e-mail, all in one transaction.
     */
    async request(buyer: BasketBuyer, body: QuotationRequestBody, locale: Locale): Promise<QuotationRequestResult> {
      const { buyerId, pricing } = buyer;
      // The buyer as the answer shows it is read beside the transaction, on another connection.
      const [created, buyerRow] = await Promise.all([
        transaction(db, async (tx) => {
          const repo = basketRepository(tx);
          const lines = await price(
            tx,
            body.requestProducts.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
            pricing,
            (index) => `body.requestProducts.${index}.product.id`,
          );
          const contact = await repo.buyerContact(buyerId, pricing.currency);
          if (!contact) throw notFound('The buyer');
          if (!contact.active)
            throw new DomainError('FORBIDDEN', 'This account can no longer request quotations. Please contact us.');
          const soldOut = lines.filter((line) => !line.product.exist);
          if (soldOut.length > 0) {
            const skus = soldOut.map((line) => line.product.sku).join(', ');
            throw new DomainError('SOLD_OUT', `Sold out: ${skus}. Uncheck it to request a quotation for the rest.`);
          }
          const total = sumMoney(lines.map((line) => line.subtotal));
          const minimum = contact.minimum === null ? DEFAULT_MINIMUM_ORDER[pricing.currency] : minor(contact.minimum);
          if (total < minimum) {
            const missing = minor(minimum - total);
            throw new DomainError(
              'MINIMUM_NOT_REACHED',
              `The minimum order is ${formatMoney(minimum, pricing.currency)}: add ${formatMoney(missing, pricing.currency)} more to request a quotation.`,
            );
          }

          // The lines leave the basket first, and must all be there: a double click or a second tab finds them gone.
          const taken = new Set(
            await repo.takeRequested(
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
          const quotation = await quotationRequestRepository(tx).create({
            buyerId,
            contact: null,
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
              lines: lines
                .map(
                  (line) =>
                    `- ${localName(line.product.names, language)} (SKU ${line.product.sku}): ${line.quantity} × ${line.product.moq} = ${line.units} · ${formatMoney(line.subtotal, pricing.currency)}`,
                )
                .join('\n'),
              link: new URL(`/my-page/quotations/${quotation.id}/`, publicUrl).toString(),
            },
          });
          return { quotation, lines, units, total };
        }),
        authRepository(db).buyer(buyerId),
      ]);
      if (!buyerRow) throw notFound('The buyer');
      const { quotation, lines, units, total } = created;
      const brands = new Map<number, string>();
      for (const line of lines) brands.set(line.product.brandId, localName(line.product.brandNames, locale));
      const requestedAt = quotation.requestedAt.toISOString();
      const result: QuotationRequestResult = {
        buyer: presentBuyer(buyerRow, locale),
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
  };
}

export type BasketService = ReturnType<typeof basketService>;
