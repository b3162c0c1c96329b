import {
  DOCUMENT_TITLES,
  paymentMethodLabel,
  paymentTermsLabel,
  shippingMethodLabel,
  versionTag,
} from './order-pdf-labels.js';
import type { OrderSnapshot } from './order-snapshot.js';
import { blockHeight, COLOR, CONTENT_WIDTH, drawBlock, type Face, fitLine, PAGE, type Pdf, rule } from './pdf-kit.js';
import { sellerNumbers } from './seller.js';

/** The top of a trade document's first page (the seller, the title, the numbers, the parties) and of the next ones. */

const left = PAGE.margin;

/** The seller's letterhead on the left; the title and the document's numbers and dates on the right. */
export function drawLetterhead(doc: Pdf, snapshot: OrderSnapshot): number {
  const { seller } = snapshot;
  const sellerWidth = 270;
  let sellerY = PAGE.margin;
  doc.font('bold').fontSize(16).fillColor(COLOR.brand);
  sellerY += drawBlock(doc, seller.name, left, sellerY, { width: sellerWidth, maxLines: 3 }) + 2;
  doc.font('regular').fontSize(8).fillColor(COLOR.muted);
  const lines = [
    seller.nameKo,
    seller.address,
    [seller.phone, seller.email].filter(Boolean).join(' · '),
    sellerNumbers(seller),
  ];
  for (const line of lines) {
    if (line) sellerY += drawBlock(doc, line, left, sellerY, { width: sellerWidth, maxLines: 3 });
  }

  const metaWidth = 230;
  const metaX = left + CONTENT_WIDTH - metaWidth;
  doc.font('bold').fontSize(15).fillColor(COLOR.ink);
  let metaY = PAGE.margin;
  metaY += drawBlock(doc, DOCUMENT_TITLES[snapshot.type].toUpperCase(), metaX, metaY, {
    width: metaWidth,
    maxLines: 1,
    align: 'right',
  });
  metaY += 4;
  for (const [label, value] of metaRows(snapshot)) {
    doc.font('regular').fontSize(8).fillColor(COLOR.muted).text(label, metaX, metaY, { lineBreak: false });
    doc.font('bold').fillColor(COLOR.ink);
    // A long PO number (the buyer's own, up to 50 characters) wraps rather than being cut.
    metaY += drawBlock(doc, value, metaX + 85, metaY, { width: metaWidth - 85, maxLines: 3, align: 'right' }) + 1.5;
  }
  const y = Math.max(sellerY, metaY) + 8;
  rule(doc, y, { color: COLOR.brand, width: 1 });
  return y + 10;
}

function metaRows({
  type,
  version,
  issuedOn,
  order,
  payment,
  shipment,
  creditNote,
}: OrderSnapshot): [string, string][] {
  const rows: [string, string][] = [];
  if (creditNote) rows.push(['Credit Note No.', creditNote.number], ['Claim No.', String(creditNote.claimId)]);
  rows.push(['Order No.', order.number]);
  rows.push(["Buyer's PO No.", order.poNumber || '—']);
  if (order.quotationNumber) rows.push(['Quotation No.', order.quotationNumber]);
  if (type === 'po' && order.orderedBy) rows.push(['Ordered by', order.orderedBy]);
  if (type === 'po' && order.approvedBy) rows.push(['Approved by', order.approvedBy]);
  rows.push(['Date', issuedOn]);
  if (order.placedOn !== issuedOn) rows.push(['Order date', order.placedOn]);
  if (type === 'pi' && payment) rows.push(['Pay by', payment.payBy]);
  if ((type === 'ci' || type === 'pl') && shipment) rows.push(['Shipped on', shipment.shippedOn]);
  if (type !== 'pl') rows.push(['Currency', order.currency]);
  if (version > 1) rows.push(['Version', versionTag(version)]);
  return rows;
}

/** The top of every page after the first: which document this page continues. */
export function drawContinuation(doc: Pdf, snapshot: OrderSnapshot): number {
  const title = [DOCUMENT_TITLES[snapshot.type], versionTag(snapshot.version)].filter(Boolean).join(' ');
  const y = PAGE.margin;
  doc.font('bold').fontSize(8).fillColor(COLOR.ink);
  doc.text(fitLine(doc, `${title} · Order No. ${snapshot.order.number}`, CONTENT_WIDTH / 2), left, y, {
    lineBreak: false,
  });
  doc.font('regular').fillColor(COLOR.muted);
  const right = fitLine(
    doc,
    [snapshot.order.poNumber && `Buyer's PO No. ${snapshot.order.poNumber}`, 'continued'].filter(Boolean).join(' · '),
    CONTENT_WIDTH / 2,
  );
  doc.text(right, left + CONTENT_WIDTH - doc.widthOfString(right), y, { lineBreak: false });
  rule(doc, y + 13, { color: COLOR.line, width: 0.5 });
  return y + 19;
}

/** One line of a party's box. */
type BoxLine = { text: string; face?: Face; color?: string; maxLines?: number };
type Box = { label: string; lines: BoxLine[] };
const BOX_GAP = 8;
const BOX_PAD = 6;
const BOX_WIDTH = (CONTENT_WIDTH - BOX_GAP * 2) / 3;
const TEXT_WIDTH = BOX_WIDTH - BOX_PAD * 2;

/** The parties and the terms, in two rows of three boxes; returns where the content goes on. */
export function drawParties(doc: Pdf, snapshot: OrderSnapshot, top: number): number {
  let y = top;
  for (const row of partyBoxes(snapshot)) {
    const height = Math.max(...row.map((box) => boxHeight(doc, box))) + BOX_PAD * 2;
    row.forEach((box, index) => {
      const x = left + index * (BOX_WIDTH + BOX_GAP);
      doc.rect(x, y, BOX_WIDTH, height).lineWidth(0.75).strokeColor(COLOR.line).stroke();
      let lineY = y + BOX_PAD;
      doc.font('bold').fontSize(6.5).fillColor(COLOR.muted);
      lineY += drawBlock(doc, box.label.toUpperCase(), x + BOX_PAD, lineY, { width: TEXT_WIDTH, maxLines: 1 }) + 1;
      for (const line of box.lines) {
        doc
          .font(line.face ?? 'regular')
          .fontSize(8)
          .fillColor(line.color ?? COLOR.ink);
        lineY += drawBlock(doc, line.text, x + BOX_PAD, lineY, { width: TEXT_WIDTH, maxLines: line.maxLines ?? 2 });
      }
    });
    y += height + BOX_GAP;
  }
  return y;
}

function boxHeight(doc: Pdf, box: Box): number {
  doc.font('bold').fontSize(6.5);
  let height = doc.currentLineHeight(true) + 1;
  for (const line of box.lines) {
    doc.font(line.face ?? 'regular').fontSize(8);
    height += blockHeight(doc, line.text, TEXT_WIDTH, line.maxLines ?? 2);
  }
  return height;
}

type Party = { name: string; address: string; phone: string; email?: string };
const partyLines = (party: Party): BoxLine[] =>
  [
    { text: party.name, face: 'bold' as const, maxLines: 4 },
    // An address is printed whole, however long: the box grows.
    { text: party.address, maxLines: Number.POSITIVE_INFINITY },
    { text: party.phone },
    { text: party.email ?? '' },
  ].filter((line) => line.text);

function partyBoxes(snapshot: OrderSnapshot): Box[][] {
  const { type, order, buyer, shipTo, consignee, notifyParty, payment, shipment } = snapshot;
  const buyerBox: Box = {
    label: 'Buyer (importer)',
    lines: [
      { text: buyer.company, face: 'bold' as const, maxLines: 4 },
      { text: buyer.contact },
      { text: buyer.email },
      { text: buyer.phone },
      { text: buyer.country },
    ].filter((line) => line.text),
  };
  const notifyBox: Box = {
    label: 'Notify party',
    lines: notifyParty ? partyLines(notifyParty) : [{ text: 'Same as consignee', color: COLOR.muted }],
  };
  const delivery: Box = {
    label: 'Terms of delivery',
    lines: [
      { text: `${order.incoterm} ${order.namedPlace}`, face: 'bold' as const, maxLines: 3 },
      { text: 'Incoterms 2020', color: COLOR.muted },
      { text: `Shipping method: ${shippingMethodLabel(order.shippingMethod)}` },
      { text: order.requestedDate && type !== 'ci' && type !== 'pl' ? `Requested date: ${order.requestedDate}` : '' },
    ].filter((line) => line.text),
  };
  return [
    [buyerBox, { label: 'Consignee', lines: partyLines(consignee) }, notifyBox],
    [{ label: 'Ship to', lines: partyLines(shipTo) }, delivery, thirdBox(type, order, payment, shipment)],
  ];
}

/** Payment on the purchase order and the proforma invoice; the shipment on the invoice and the packing list. */
function thirdBox(
  type: OrderSnapshot['type'],
  order: OrderSnapshot['order'],
  payment: OrderSnapshot['payment'],
  shipment: OrderSnapshot['shipment'],
): Box {
  if ((type === 'ci' || type === 'pl') && shipment) {
    return {
      label: 'Shipment',
      lines: [
        { text: `Carrier: ${shipment.carrier}`, face: 'bold' as const },
        { text: `Tracking No.: ${shipment.trackingNumber}` },
        { text: `Shipped on: ${shipment.shippedOn}` },
        { text: shipment.portOfLoading ? `Port of loading: ${shipment.portOfLoading}` : '', maxLines: 2 },
        { text: shipment.portOfDischarge ? `Port of discharge: ${shipment.portOfDischarge}` : '', maxLines: 2 },
        {
          text: shipment.vessel
            ? `Vessel / voyage: ${[shipment.vessel, shipment.voyage].filter(Boolean).join(' / ')}`
            : '',
          maxLines: 2,
        },
      ].filter((line) => line.text),
    };
  }
  const lines: BoxLine[] = [{ text: paymentMethodLabel(order.paymentMethod), face: 'bold' }];
  if (type === 'pi' && payment) {
    lines.push(
      { text: paymentTermsLabel(payment.terms) },
      { text: `Pay by: ${payment.payBy}` },
      { text: `Reference: ${payment.reference}` },
    );
  }
  return { label: 'Payment', lines };
}
