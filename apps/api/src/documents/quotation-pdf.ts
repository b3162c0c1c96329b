import { type Currency, formatMoney, type Minor, minor } from '@hive/domain';
import {
  COLOR,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  createPdf,
  drawFooters,
  PAGE,
  type Pdf,
  preloadPdfKit,
  rule,
} from './pdf-kit.js';
import { type Column, PdfTable } from './pdf-table.js';
import { type DocumentSeller, sellerNumbers } from './seller.js';

/**
 * What a quotation sheet shows: the buyer's draft (a sheet to download from the basket) and each version of an
 * operators' offer are both rendered from this shape. Amounts are minor units in `currency`.
 */
export type QuotationSheet = {
  title: string;
  number?: string;
  version?: number;
  issuedAt: Date;
  validUntil: Date;
  currency: Currency;
  seller: DocumentSeller;
  buyer: { company: string; contact: string; email: string; phone: string; country: string };
  lines: {
    sku: string;
    name: string;
    nameKo: string | null;
    brand: string;
    moq: number;
    quantity: number;
    unitPrice: Minor;
    subtotal: Minor;
    available?: boolean;
  }[];
  /** `amount`: the goods; `total`, when the offer states costs, what the buyer pays with them. */
  totals: { sku: number; units: number; amount: Minor; total?: Minor };
  /** An offer's incoterm (with its named place), lead time and note. */
  terms?: { incoterm: string; leadTimeDays: number; note: string };
  /** The costs an offer's incoterm puts on the seller, each null where it leaves it to the buyer. */
  costs?: { freight: number | null; insurance: number | null; duties: number | null };
  /** What the buyer asked for with the request: where the goods go, the incoterm they prefer, when, and their note. */
  request?: { destination: string; incoterm: string; targetDate: string | null; note: string };
};

/** Loads pdfkit and the fonts now (after start-up, say) so that the first document does not wait for them. */
export const preloadQuotationPdf = preloadPdfKit;

const { ink: INK, muted: MUTED, brand: BRAND, stripe: STRIPE, error: ERROR } = COLOR;

const COLUMNS: Column[] = [
  { key: 'no', label: '#', width: 18, align: 'right' },
  { key: 'sku', label: 'SKU', width: 78, align: 'left', wrap: true },
  { key: 'name', label: 'Product', width: 138, align: 'left', wrap: true },
  { key: 'brand', label: 'Brand', width: 70, align: 'left', wrap: true },
  { key: 'moq', label: 'MOQ', width: 32, align: 'right' },
  { key: 'quantity', label: 'Qty (packs)', width: 36, align: 'right' },
  { key: 'units', label: 'Units', width: 40, align: 'right' },
  { key: 'unitPrice', label: 'Unit price', width: 50, align: 'right' },
  { key: 'subtotal', label: 'Subtotal', width: 61, align: 'right' },
];
const CELL_PAD = 3;

/** "2026-05-14": dates on trade documents are the marketplace's (Seoul) calendar day. */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
export const formatSheetDate = (date: Date) => dayFormat.format(date);
const integer = new Intl.NumberFormat('en-US');

/** The quotation sheet as an A4 PDF: seller and buyer, the lines (table header repeated on every page), totals, terms. */
/** Labelled values, a row each from the cursor down: the label muted in `labelWidth`, the value beside it. */
function drawLabelled(
  doc: Pdf,
  rows: [string, string][],
  x: number,
  labelWidth: number,
  value: { width: number; font: 'regular' | 'bold'; size: number; align?: 'right' },
) {
  for (const [label, text] of rows) {
    const y = doc.y;
    doc.font('regular').fontSize(8).fillColor(MUTED).text(label, x, y, { width: labelWidth });
    doc
      .font(value.font)
      .fontSize(value.size)
      .fillColor(INK)
      .text(text, x + labelWidth, y, { width: value.width, ...(value.align && { align: value.align }) });
  }
}

/** A muted heading at (`x`, `y`) and its text under it. */
function drawHeaded(
  doc: Pdf,
  heading: string,
  x: number,
  y: number,
  text: string,
  style: { width: number; font: 'regular' | 'bold'; size: number },
) {
  doc.font('bold').fontSize(8).fillColor(MUTED).text(heading, x, y);
  doc
    .font(style.font)
    .fontSize(style.size)
    .fillColor(INK)
    .text(text, x, doc.y + 2, { width: style.width });
}

export async function renderQuotationPdf(sheet: QuotationSheet): Promise<Buffer> {
  const { doc, end } = await createPdf({
    title: sheet.number ? `${sheet.title} ${sheet.number}` : sheet.title,
    author: sheet.seller.name,
    subject: `${sheet.title} for ${sheet.buyer.company}`,
    createdAt: sheet.issuedAt,
  });

  const money = (amount: Minor) => formatMoney(amount, sheet.currency);
  const left = PAGE.margin;
  const bottom = CONTENT_BOTTOM;

  // Header: the seller on the left, the document's title and numbers on the right.
  doc.font('bold').fontSize(20).fillColor(BRAND).text(sheet.seller.name, left, PAGE.margin, { width: 250 });
  doc.font('regular').fontSize(8).fillColor(MUTED);
  const { seller } = sheet;
  for (const line of [seller.nameKo, seller.address, seller.phone, seller.email, sellerNumbers(seller)]) {
    if (line) doc.text(line, { width: 250 });
  }
  const sellerBottom = doc.y;

  const metaX = left + CONTENT_WIDTH - 220;
  doc.font('bold').fontSize(16).fillColor(INK).text(sheet.title, metaX, PAGE.margin, { width: 220, align: 'right' });
  const meta: [string, string][] = [];
  if (sheet.number) meta.push(['No.', sheet.version ? `${sheet.number} · v${sheet.version}` : sheet.number]);
  meta.push(['Date', formatSheetDate(sheet.issuedAt)]);
  meta.push(['Valid until', formatSheetDate(sheet.validUntil)]);
  meta.push(['Currency', sheet.currency]);
  doc.moveDown(0.3);
  drawLabelled(doc, meta, metaX, 80, { width: 140, font: 'bold', size: 8, align: 'right' });
  let y = Math.max(sellerBottom, doc.y) + 12;
  rule(doc, y, { color: BRAND, width: 1 });
  y += 10;

  // The buyer.
  drawHeaded(doc, 'QUOTED TO', left, y, sheet.buyer.company, { width: 300, font: 'bold', size: 11 });
  doc.font('regular').fontSize(8.5).fillColor(INK);
  const buyerLines = [
    sheet.buyer.contact,
    [sheet.buyer.email, sheet.buyer.phone].filter(Boolean).join(' · '),
    sheet.buyer.country,
  ].filter(Boolean);
  for (const line of buyerLines) doc.text(line, left, doc.y, { width: 300 });
  const buyerBottom = doc.y;

  // Beside the buyer: what they asked for with the request.
  if (sheet.request) {
    const requestX = left + 320;
    const width = CONTENT_WIDTH - 320;
    doc.font('bold').fontSize(8).fillColor(MUTED).text('REQUESTED', requestX, y, { width });
    const asked: [string, string][] = [
      ['Destination', sheet.request.destination],
      ['Incoterm', sheet.request.incoterm],
      ...(sheet.request.targetDate ? [['Target date', sheet.request.targetDate] as [string, string]] : []),
      ...(sheet.request.note ? [['Note', sheet.request.note] as [string, string]] : []),
    ];
    doc.moveDown(0.2);
    drawLabelled(doc, asked, requestX, 60, { width: width - 60, font: 'regular', size: 8.5 });
  }
  y = Math.max(buyerBottom, doc.y) + 14;

  // The lines: the product cell holds the name, the Korean name under it, and a mark when the line cannot be supplied.
  const table = new PdfTable(
    doc,
    {
      columns: COLUMNS,
      size: 8,
      headerSize: 7.5,
      newPage: () => {
        doc.addPage();
        return PAGE.margin;
      },
    },
    y,
  );
  table.header();
  sheet.lines.forEach((line, index) => {
    const available = line.available ?? true;
    const nameKo = line.nameKo && line.nameKo !== line.name ? line.nameKo : '';
    table.add({
      cells: {
        no: String(index + 1),
        sku: line.sku,
        name: [
          { text: line.name },
          ...(nameKo ? [{ text: nameKo, size: 7.5, color: MUTED, gap: 1 }] : []),
          ...(available ? [] : [{ text: 'Not available', size: 7.5, color: ERROR }]),
        ],
        brand: line.brand,
        moq: integer.format(line.moq),
        quantity: integer.format(line.quantity),
        units: integer.format(line.moq * line.quantity),
        unitPrice: money(line.unitPrice),
        subtotal: money(line.subtotal),
      },
      color: available ? INK : MUTED,
      background: index % 2 === 1 ? STRIPE : undefined,
    });
  });
  y = table.y;

  // Totals, right-aligned under the amounts.
  const costs: [string, number | null][] = sheet.costs
    ? [
        ['Freight', sheet.costs.freight],
        ['Insurance', sheet.costs.insurance],
        ['Duties and taxes', sheet.costs.duties],
      ]
    : [];
  const stated = costs.filter((cost): cost is [string, number] => cost[1] !== null);
  const totals: [string, string][] = [
    ['Products (SKU)', integer.format(sheet.totals.sku)],
    ['Total units', integer.format(sheet.totals.units)],
    ...(stated.length
      ? [
          ['Goods value', money(sheet.totals.amount)] as [string, string],
          ...stated.map(([label, value]): [string, string] => [label, money(minor(value))]),
        ]
      : []),
    [`Total (${sheet.currency})`, money(sheet.totals.total ?? sheet.totals.amount)],
  ];
  const totalsHeight = totals.length * 16 + 10;
  if (y + totalsHeight > bottom) {
    doc.addPage();
    y = PAGE.margin;
  }
  y += 8;
  const totalsX = left + CONTENT_WIDTH - 230;
  totals.forEach(([label, value], index) => {
    const last = index === totals.length - 1;
    if (last) {
      rule(doc, y - 2, { color: INK, width: 1, from: totalsX });
      y += 2;
    }
    doc
      .font(last ? 'bold' : 'regular')
      .fontSize(last ? 11 : 9)
      .fillColor(INK);
    doc.text(label, totalsX, y, { width: 120 });
    doc.text(value, totalsX + 120, y, { width: 110 - CELL_PAD, align: 'right' });
    y += last ? 18 : 14;
  });

  // Terms and notes.
  const notes: string[] = [];
  if (sheet.terms) {
    notes.push(`Incoterm: ${sheet.terms.incoterm}`);
    notes.push(`Lead time: ${sheet.terms.leadTimeDays} days`);
    if (sheet.terms.note) notes.push(sheet.terms.note);
  }
  notes.push(
    `Prices in ${sheet.currency}, excluding taxes, duties and shipping unless an incoterm says otherwise. ` +
      `Valid until ${formatSheetDate(sheet.validUntil)}. Quantities are in MOQ packs; units = MOQ × packs.`,
  );
  doc.font('regular').fontSize(8.5);
  const notesText = notes.join('\n');
  const notesHeight = doc.heightOfString(notesText, { width: CONTENT_WIDTH }) + 24;
  if (y + notesHeight > bottom) {
    doc.addPage();
    y = PAGE.margin;
  }
  y += 10;
  drawHeaded(doc, 'TERMS', left, y, notesText, { width: CONTENT_WIDTH, font: 'regular', size: 8.5 });

  // A footer on every page: who, which document, which page.
  drawFooters(doc, [sheet.seller.name, sheet.title, sheet.number].filter(Boolean).join(' · '));
  return end();
}
