import {
  type BasketSheetBody,
  isAvailable,
  type Locale,
  localName,
  minor,
  notFound,
  QUOTATION_SHEET_VALID_DAYS,
  sumMoney,
} from '@hive/domain';
import type { Db } from '../../db/client.js';
import { formatSheetDate, type QuotationSheet, renderQuotationPdf } from '../../documents/quotation-pdf.js';
import { renderQuotationXlsx } from '../../documents/quotation-xlsx.js';
import type { PricedBuyer } from '../../plugins/session.js';
import { priceLines } from './priced-lines.js';
import { quotationRepository } from './quotation.repository.js';
import { quotationRequestRepository } from './quotation-request.repository.js';

const DAY_MS = 86_400_000;

/** The quotation sheet of the basket's checked items at the buyer's prices today: what a request would ask for. */
export function quotationSheetService({ db }: { db: Db }) {
  return {
    /** The sheet as a PDF or a spreadsheet; it stores nothing. */
    async sheet(buyer: PricedBuyer, body: BasketSheetBody, format: 'pdf' | 'xlsx', locale: Locale) {
      const [lines, contact, seller] = await Promise.all([
        priceLines(
          db,
          body.map((line) => ({ productId: line.productId, quantity: line.qty })),
          buyer.pricing,
          (index) => `body.${index}.productId`,
        ),
        quotationRequestRepository(db).requester(buyer.buyerId, buyer.pricing.currency),
        quotationRepository(db).seller(),
      ]);
      if (!contact) throw notFound('The buyer');
      const issuedAt = new Date();
      // Lines sold out or withdrawn are shown, marked, at no amount: the totals are what can be supplied.
      const available = lines.filter((line) => isAvailable(line.product));
      const sheet: QuotationSheet = {
        title: 'Quotation sheet',
        issuedAt,
        validUntil: new Date(issuedAt.getTime() + QUOTATION_SHEET_VALID_DAYS * DAY_MS),
        currency: buyer.pricing.currency,
        seller,
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
          subtotal: isAvailable(line.product) ? line.subtotal : minor(0),
          available: isAvailable(line.product),
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
  };
}

export type QuotationSheetService = ReturnType<typeof quotationSheetService>;
