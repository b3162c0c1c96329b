import { formatMoney, INCOTERM_RULES, type Incoterm, type Minor, minor } from '@hive/domain';
import {
  cartonNumbers,
  claimKindLabel,
  installmentLabel,
  paymentMethodLabel,
  paymentTermsLabel,
  shippingMethodLabel,
  volumeCbm,
  weightKg,
} from './order-pdf-labels.js';
import type { OrderSnapshot } from './order-snapshot.js';
import {
  blockHeight,
  COLOR,
  CONTENT_WIDTH,
  drawBlock,
  fitLine,
  PAGE,
  type PageFlow,
  type Pdf,
  rule,
} from './pdf-kit.js';

/** What follows the lines: the totals, the payment (proforma invoice), remarks, the declaration (commercial invoice). */

const left = PAGE.margin;
const right = PAGE.margin + CONTENT_WIDTH;
const integer = new Intl.NumberFormat('en-US');
const ROW = 13;

type Pair = { label: string; value: string; strong?: boolean };

/** A pair's font; the value gets what the label leaves of the line (labels are ours and short). */
function pairFont(doc: Pdf, width: number, pair: Pair): { valueWidth: number; line: number } {
  doc
    .font(pair.strong ? 'bold' : 'regular')
    .fontSize(pair.strong ? 10.5 : 8.5)
    .fillColor(COLOR.ink);
  return { valueWidth: width - doc.widthOfString(pair.label) - 8, line: doc.currentLineHeight(true) };
}
/** A pair's row: a long value (a bank's or account's name) wraps under itself, up to three lines. */
const pairRow = (pair: Pair, valueHeight: number, line: number) => (pair.strong ? ROW + 8 : ROW) + valueHeight - line;

/** Label-value rows in a column of `width`: labels on the left, values right-aligned. Returns the height drawn. */
function drawPairs(doc: Pdf, x: number, y: number, width: number, pairs: Pair[]): number {
  let offset = 0;
  for (const pair of pairs) {
    if (pair.strong) rule(doc, y + offset, { color: COLOR.ink, width: 1, from: x, to: x + width });
    const top = y + offset + (pair.strong ? 4 : 0);
    const { valueWidth, line } = pairFont(doc, width, pair);
    doc.text(pair.label, x, top, { lineBreak: false });
    const valueHeight = drawBlock(doc, pair.value, x + width - valueWidth, top, {
      width: valueWidth,
      maxLines: 3,
      align: 'right',
    });
    offset += pairRow(pair, valueHeight, line);
  }
  return offset;
}
function pairsHeight(doc: Pdf, width: number, pairs: Pair[]): number {
  return pairs.reduce((height, pair) => {
    const { valueWidth, line } = pairFont(doc, width, pair);
    return height + pairRow(pair, blockHeight(doc, pair.value, valueWidth, 3), line);
  }, 0);
}

/** A small grey heading over a block; returns its height. */
function drawHeading(doc: Pdf, text: string, x: number, y: number): number {
  doc.font('bold').fontSize(7).fillColor(COLOR.muted).text(text.toUpperCase(), x, y, { lineBreak: false });
  return 12;
}

/** The packing totals, worded the same on the commercial invoice and the packing list. */
function packingPairs(packing: NonNullable<OrderSnapshot['totals']['packing']>): Pair[] {
  return [
    { label: 'Total cartons', value: integer.format(packing.cartons) },
    { label: 'Total net weight', value: `${weightKg(packing.netWeightG)} kg` },
    { label: 'Total gross weight', value: `${weightKg(packing.grossWeightG)} kg` },
    { label: 'Total volume', value: `${volumeCbm(packing.volumeCm3)} CBM` },
  ];
}

/**
 * The deal's amounts above the total when the order has more than its goods: the goods value, each cost the incoterm
 * puts on the seller (or that it is still to be quoted), a discount and credit notes; on the commercial invoice of a C
 * or D sale, the FOB value an importer declares.
 */
function costPairs({ totals, order, type }: OrderSnapshot): Pair[] {
  const costs = totals.costs;
  if (!costs) return [];
  const money = (amount: number) => formatMoney(minor(amount), order.currency);
  const pairs: Pair[] = [{ label: 'Goods value', value: money(costs.goods) }];
  const rule = INCOTERM_RULES[order.incoterm as Incoterm];
  for (const [field, label] of [
    ['freight', 'Freight'],
    ['insurance', 'Insurance'],
    ['duties', 'Duties and taxes'],
  ] as const) {
    const value = costs[field];
    if (value !== null) pairs.push({ label, value: money(value) });
    else if (costs.toBeQuoted && rule?.[field]) pairs.push({ label, value: 'To be quoted' });
  }
  if (costs.discount > 0) pairs.push({ label: 'Discount', value: `-${money(costs.discount)}` });
  if (costs.credit > 0) pairs.push({ label: 'Credit note', value: `-${money(costs.credit)}` });
  if (type === 'ci' && rule?.freight) pairs.push({ label: 'FOB value', value: money(costs.goods - costs.discount) });
  return pairs;
}

/**
 * The totals: products and units, and the amount (not on the packing list) on the right; the packing totals on the
 * left of the commercial invoice and the packing list.
 */
export function drawTotals(flow: PageFlow, snapshot: OrderSnapshot): void {
  const { doc } = flow;
  const { totals, order, type } = snapshot;
  const money = (amount: Minor) => formatMoney(amount, order.currency);
  const amounts: Pair[] = [
    { label: 'Products (SKU)', value: integer.format(totals.sku) },
    { label: 'Total units', value: integer.format(totals.units) },
  ];
  if (type === 'cn' && snapshot.creditNote) {
    amounts.push({ label: 'Claimed value', value: money(totals.amount) });
    amounts.push({ label: `Credit (${order.currency})`, value: money(snapshot.creditNote.amount), strong: true });
  } else if (type !== 'pl')
    amounts.push(...costPairs(snapshot), {
      label: `Total (${order.currency})`,
      value: money(totals.amount),
      strong: true,
    });
  const packing = (type === 'ci' || type === 'pl') && totals.packing ? packingPairs(totals.packing) : [];
  const width = 230;
  const height = 12 + Math.max(pairsHeight(doc, width, amounts), pairsHeight(doc, width, packing));
  flow.room(height + 10);
  const y = flow.y + 10;
  if (packing.length) {
    drawHeading(doc, 'Packing', left, y);
    drawPairs(doc, left, y + 12, width, packing);
  }
  drawHeading(doc, 'Totals', right - width, y);
  drawPairs(doc, right - width, y + 12, width, amounts);
  flow.y = y + height;
}

/** The proforma invoice's payment: the terms and installments, the pay-by date, the bank, the reference. */
export function drawPayment(flow: PageFlow, snapshot: OrderSnapshot): void {
  const { payment, order } = snapshot;
  if (!payment) return;
  const { doc } = flow;
  const width = 250;
  const schedule: Pair[] = [
    { label: 'Method', value: paymentMethodLabel(order.paymentMethod) },
    { label: 'Terms', value: paymentTermsLabel(payment.terms) },
    ...payment.installments.map((installment) => ({
      label: installmentLabel(installment.kind, payment.terms),
      value: formatMoney(installment.amount, order.currency),
    })),
    { label: 'Pay by', value: payment.payBy },
  ];
  const bank: Pair[] = [
    { label: 'Bank', value: payment.bank.bankName },
    { label: 'Account name', value: payment.bank.accountName },
    { label: 'Account No.', value: payment.bank.accountNumber },
    { label: 'SWIFT / BIC', value: payment.bank.swift },
  ];
  const reference: Pair = { label: 'Reference', value: payment.reference, strong: true };
  const referenceNote = `Please quote the reference ${payment.reference} on every transfer.`;
  doc.font('regular').fontSize(8.5);
  const addressHeight = blockHeight(doc, payment.bank.bankAddress, width, 3);
  // The bank's rows, its address under a label, the reference (a strong row) and the note under it.
  const bankHeight =
    pairsHeight(doc, width, bank) + ROW + addressHeight + 2 + pairsHeight(doc, width, [reference]) + 10;
  const height = 12 + Math.max(pairsHeight(doc, width, schedule), bankHeight);
  flow.room(height + 14);
  const y = flow.y + 14;
  drawHeading(doc, 'Payment', left, y);
  drawPairs(doc, left, y + 12, width, schedule);

  const bankX = right - width;
  drawHeading(doc, 'Bank details', bankX, y);
  let bankY = y + 12 + drawPairs(doc, bankX, y + 12, width, bank);
  doc.font('regular').fontSize(8.5).fillColor(COLOR.ink);
  doc.text('Bank address', bankX, bankY, { lineBreak: false });
  bankY += ROW;
  bankY += drawBlock(doc, payment.bank.bankAddress, bankX, bankY, { width, maxLines: 3 }) + 2;
  bankY += drawPairs(doc, bankX, bankY, width, [reference]);
  doc.font('regular').fontSize(7.5).fillColor(COLOR.muted);
  doc.text(fitLine(doc, referenceNote, width), bankX, bankY, { lineBreak: false });
  flow.y = y + height;
}

/**
 * Remarks: the buyer's memo (purchase order, proforma invoice), the accepted offer's note (the invoices) and what the
 * figures mean.
 */
export function drawRemarks(flow: PageFlow, snapshot: OrderSnapshot): void {
  const { doc } = flow;
  const { type, order } = snapshot;
  const notes: string[] = [];
  if (type === 'cn' && snapshot.creditNote) {
    const { kind, reason } = snapshot.creditNote;
    notes.push(`Claim: ${claimKindLabel(kind).toLowerCase()}. ${reason}`);
    notes.push("The credit is taken off the buyer's next order in this currency, or refunded by bank transfer.");
  }
  if ((type === 'po' || type === 'pi') && order.memo) notes.push(`Buyer's remarks: ${order.memo}`);
  if ((type === 'pi' || type === 'ci') && order.offerNote)
    notes.push(`Seller's terms (quotation ${order.quotationNumber}): ${order.offerNote}`);
  notes.push(
    `Delivery: ${order.incoterm} ${order.namedPlace} (Incoterms 2020), ${shippingMethodLabel(order.shippingMethod).toLowerCase()}.`,
  );
  if (type !== 'cn') notes.push('Quantities are in MOQ packs; units = packs × MOQ.');
  if (type === 'pl')
    notes.push('Weights in kilograms (net: the goods; gross: with their cartons); volume in cubic metres.');
  else notes.push(`Prices and amounts in ${order.currency}.`);
  const text = notes.join('\n');
  doc.font('regular').fontSize(8);
  const height = 12 + blockHeight(doc, text, CONTENT_WIDTH);
  flow.room(height + 14);
  const y = flow.y + 14;
  drawHeading(doc, 'Remarks', left, y);
  doc.font('regular').fontSize(8).fillColor(COLOR.ink);
  drawBlock(doc, text, left, y + 12, { width: CONTENT_WIDTH });
  flow.y = y + height;
}

const DECLARATION =
  'We hereby certify that the information on this invoice is true and correct and that the contents of this ' +
  'shipment are as stated above.';

/**
 * The commercial invoice's declaration and the seller's signature block: the seller's whole name over the line, and
 * under it who signs (the representative of the settings), all kept on one page.
 */
export function drawDeclaration(flow: PageFlow, snapshot: OrderSnapshot): void {
  const { doc } = flow;
  const { seller } = snapshot;
  const signatureWidth = 260;
  const onBehalf = `For and on behalf of ${seller.name}`;
  const signer = seller.representative
    ? `${seller.representative}, Representative Director`
    : 'Authorised signature, name and title';
  doc.font('regular').fontSize(8.5);
  const textHeight = blockHeight(doc, DECLARATION, CONTENT_WIDTH);
  doc.fontSize(8);
  const onBehalfHeight = blockHeight(doc, onBehalf, signatureWidth, 3);
  const signerHeight = blockHeight(doc, signer, signatureWidth, 2);
  const height = 12 + textHeight + 10 + onBehalfHeight + 34 + signerHeight + 8;
  flow.room(height + 16);
  let y = flow.y + 16;
  drawHeading(doc, 'Declaration', left, y);
  y += 12;
  doc.font('regular').fontSize(8.5).fillColor(COLOR.ink);
  y += drawBlock(doc, DECLARATION, left, y, { width: CONTENT_WIDTH }) + 10;
  const x = right - signatureWidth;
  doc.font('regular').fontSize(8).fillColor(COLOR.muted);
  y += drawBlock(doc, onBehalf, x, y, { width: signatureWidth, maxLines: 3 });
  doc.text(`Date: ${snapshot.issuedOn}`, left, y + 24, { lineBreak: false });
  rule(doc, y + 30, { color: COLOR.ink, width: 0.75, from: x, to: right });
  y += 34 + drawBlock(doc, signer, x, y + 34, { width: signatureWidth, maxLines: 2 });
  flow.y = y + 8;
}

/**
 * The shipping marks (commercial invoice and packing list): what is stencilled on every carton, so that the broker
 * matches the cartons to the papers — the seller's mark, the consignee, the destination, the order and the cartons'
 * numbers.
 */
export function drawShippingMarks(flow: PageFlow, snapshot: OrderSnapshot): void {
  const cartons = snapshot.totals.packing?.cartons ?? 0;
  if ((snapshot.type !== 'ci' && snapshot.type !== 'pl') || cartons === 0) return;
  const { doc } = flow;
  const { order, consignee, buyer, shipment } = snapshot;
  // Where the cartons go: the port of discharge, or the named place of a rule that names the destination (an E or F
  // rule names a place in Korea, no destination).
  const destination =
    shipment?.portOfDischarge ||
    (INCOTERM_RULES[order.incoterm as Incoterm]?.place === 'destination' ? order.namedPlace : '');
  const marks = [
    consignee.name || buyer.company,
    destination.toUpperCase(),
    `ORDER ${order.number}${order.poNumber ? ` / PO ${order.poNumber}` : ''}`,
    cartonNumbers(1, cartons),
    'MADE IN KOREA',
  ]
    .filter(Boolean)
    .join('\n');
  doc.font('bold').fontSize(8);
  const height = 12 + blockHeight(doc, marks, CONTENT_WIDTH / 2);
  flow.room(height + 14);
  const y = flow.y + 14;
  drawHeading(doc, 'Shipping marks', left, y);
  doc.font('bold').fontSize(8).fillColor(COLOR.ink);
  drawBlock(doc, marks, left, y + 12, { width: CONTENT_WIDTH / 2 });
  flow.y = y + height;
}
