import { formatMoney, localName, marketplaceDate, minor, offerLineSubtotal } from '@hive/domain';
import type { Db } from '../../db/client.js';
import { type QuotationSheet, renderQuotationPdf } from '../../documents/quotation-pdf.js';
import type { Mailer } from '../../mail/mail.service.js';
import type { MailTemplate } from '../../mail/templates/types.js';
import { offerAmounts } from './quotation.presenter.js';
import { type OfferRow, quotationRepository, type RequestDetailsRow, type Requester } from './quotation.repository.js';

/** The changes a buyer (or a visitor) hears about by e-mail. */
export type QuotationNotice = 'offer' | 'accepted' | 'declined' | 'negotiating' | 'expired' | 'cancelled';

const TEMPLATE: Record<Exclude<QuotationNotice, 'offer'>, MailTemplate> = {
  accepted: 'quotationAccepted',
  declined: 'quotationDeclined',
  negotiating: 'quotationNegotiating',
  expired: 'quotationExpired',
  cancelled: 'quotationCancelled',
};

/**
 * E-mail about a quotation, in the requester's language, written with the caller's transaction (call the mailer's
 * `flush()` after the commit). A buyer gets a link to the quotation; a visitor, who has no account to open it with,
 * gets the offer's lines in the mail and a link to sign up.
 */
export function quotationNotices({ mailer, publicUrl }: { mailer: Mailer; publicUrl: string }) {
  return {
    async send(tx: Db, quotationId: number, notice: QuotationNotice): Promise<void> {
      const repository = quotationRepository(tx);
      const [head, requester] = [await repository.head(quotationId), await repository.requester(quotationId)];
      if (!head || !requester?.reachable || !requester.email) return;
      const link = new URL(
        requester.kind === 'member' ? `/my-page/quotations/${quotationId}/` : '/sign-up/',
        publicUrl,
      ).toString();
      const values: Record<string, string | number> = { name: requester.name, number: head.number, link };
      const offers =
        notice === 'offer' || notice === 'accepted' || notice === 'expired' ? await repository.offers(quotationId) : [];
      const offer =
        notice === 'accepted' ? (offers.find((row) => row.id === head.acceptedOfferId) ?? offers[0]) : offers[0];
      if (offer) {
        Object.assign(values, {
          version: offer.version,
          total: formatMoney(offerAmounts(offer).total, offer.currency),
          validUntil: marketplaceDate(new Date(offer.validUntil)),
          incoterm: offer.incoterm,
          leadTime: offer.leadTimeDays,
        });
      }
      let template: MailTemplate;
      if (notice === 'offer' && requester.kind === 'visitor' && offer) {
        template = 'quotationOfferVisitor';
        values.company = requester.company;
        values.lines = offerLinesText(offer, requester.language);
      } else {
        template = notice === 'offer' ? 'quotationOffer' : TEMPLATE[notice];
      }
      await mailer.enqueue(tx, { to: requester.email, template, language: requester.language, values });
    },
  };
}

export type QuotationNotices = ReturnType<typeof quotationNotices>;

/** The offer as plain text lines: what a visitor reads in the mail instead of a page. */
function offerLinesText(offer: OfferRow, language: string): string {
  return offer.lines
    .map((line) => {
      const name = `${line.sku} ${localName(line.names, language)}`;
      if (!line.available) return `- ${name}: —`;
      const subtotal = formatMoney(offerLineSubtotal({ ...line, unitPrice: minor(line.unitPrice) }), offer.currency);
      return `- ${name}: ${line.quantity} × ${line.moq} = ${line.quantity * line.moq} × ${formatMoney(minor(line.unitPrice), offer.currency)} = ${subtotal}`;
    })
    .join('\n');
}

/** The offer's quotation sheet, rendered to PDF with the shared renderer; English, like every trade document. */
export async function renderOfferPdf(
  tx: Db,
  {
    number,
    offer,
    requester,
    details,
  }: { number: string; offer: OfferRow; requester: Requester; details: RequestDetailsRow | null },
): Promise<Buffer> {
  const seller = await quotationRepository(tx).seller();
  const lines = offer.lines.map((line) => {
    const unitPrice = minor(line.unitPrice);
    return {
      sku: line.sku,
      name: localName(line.names, 'en'),
      nameKo: line.names.ko ?? null,
      brand: localName(line.brand.names, 'en'),
      moq: line.moq,
      quantity: line.quantity,
      unitPrice,
      subtotal: offerLineSubtotal({ ...line, unitPrice }),
      available: line.available,
    };
  });
  const sheet: QuotationSheet = {
    title: 'Quotation',
    number,
    version: offer.version,
    issuedAt: new Date(offer.createdAt),
    validUntil: new Date(offer.validUntil),
    currency: offer.currency,
    seller,
    buyer: {
      company: requester.company,
      contact: requester.name,
      email: requester.email,
      phone: requester.phone,
      country: requester.country,
    },
    lines,
    totals: offerAmounts(offer),
    terms: {
      incoterm: [offer.incoterm, offer.namedPlace].filter(Boolean).join(' '),
      leadTimeDays: offer.leadTimeDays,
      note: offer.note,
    },
    costs: { freight: offer.freight, insurance: offer.insurance, duties: offer.duties },
    ...(details
      ? {
          request: {
            destination: [details.destinationPort, details.destinationCountry.name].filter(Boolean).join(', '),
            incoterm: details.incoterm,
            targetDate: details.targetDate,
            note: details.note,
          },
        }
      : {}),
  };
  return renderQuotationPdf(sheet);
}
