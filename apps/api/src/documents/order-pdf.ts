import { drawContinuation, drawLetterhead, drawParties } from './order-pdf-header.js';
import { DOCUMENT_TITLES, versionTag } from './order-pdf-labels.js';
import { drawLines } from './order-pdf-lines.js';
import { drawDeclaration, drawPayment, drawRemarks, drawShippingMarks, drawTotals } from './order-pdf-sections.js';
import type { OrderSnapshot } from './order-snapshot.js';
import { createPdf, drawFooters, PageFlow, preloadPdfKit } from './pdf-kit.js';

/** Loads pdfkit and the fonts now (after start-up, say) so that the first document does not wait for them. */
export const preloadOrderDocuments = preloadPdfKit;

/**
 * A trade document of an order as an A4 PDF, drawn from its frozen snapshot by `snapshot.type`: the purchase order
 * (at placing), the proforma invoice (at confirmation: payment terms, installments, bank, reference), the commercial
 * invoice and the packing list (at shipment). Every page carries the page count; the lines' header repeats on every
 * page and no line is split. The same snapshot always gives the same bytes: the creation date is the issue date.
 */
export async function renderOrderDocument(snapshot: OrderSnapshot): Promise<Buffer> {
  const { order, seller, buyer } = snapshot;
  const title = [DOCUMENT_TITLES[snapshot.type], versionTag(snapshot.version)].filter(Boolean).join(' ');
  const { doc, end } = await createPdf({
    title: `${title} ${order.number}`,
    author: seller.name,
    subject: `${title} of order ${order.number} for ${buyer.company}`,
    keywords: [order.number, order.poNumber, order.quotationNumber].filter(Boolean).join(', '),
    // Midnight in Seoul on the issue date: the marketplace's calendar day.
    createdAt: new Date(`${snapshot.issuedOn}T00:00:00+09:00`),
  });

  const flow = new PageFlow(doc, () => drawContinuation(doc, snapshot), 0);
  flow.y = drawParties(doc, snapshot, drawLetterhead(doc, snapshot)) + 4;
  drawLines(flow, snapshot);
  drawTotals(flow, snapshot);
  if (snapshot.type === 'pi') drawPayment(flow, snapshot);
  drawRemarks(flow, snapshot);
  drawShippingMarks(flow, snapshot);
  if (snapshot.type === 'ci') drawDeclaration(flow, snapshot);

  drawFooters(doc, [seller.name, title, `Order No. ${order.number}`].join(' · '));
  return end();
}
