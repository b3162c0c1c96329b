import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Currency, formatMoney, type Minor } from '@hive/domain';

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
  seller: { name: string; address: string; phone: string; email: string };
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
  totals: { sku: number; units: number; amount: Minor };
  terms?: { incoterm: string; leadTimeDays: number; note: string };
};

/** The parts of a fontkit font this module touches; pdfkit takes a parsed font as it is. */
type Glyph = { advanceWidth: number };
type FontkitFont = {
  glyphsForString: (text: string) => Glyph[];
  layout: (text: string) => { glyphs: Glyph[]; positions: Position[]; advanceWidth: number };
};
type Position = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
const require = createRequire(import.meta.url);

/**
 * The font without OpenType shaping. Korean syllables and Vietnamese and Cyrillic letters are precomposed characters
 * (once normalised to NFC), one glyph each, so a table of trade data needs no ligatures, contextual forms or kerning;
 * and Pretendard's contextual lookups were four fifths of the time of a whole document. Glyphs come straight from the
 * character map, with their advance widths.
 */
function withoutShaping(font: FontkitFont): FontkitFont {
  const plain: FontkitFont = Object.create(font);
  plain.layout = (text) => {
    const glyphs = font.glyphsForString(text.normalize('NFC'));
    // pdfkit scales these positions in place, then reads the run's width: a fresh run each time, width computed late.
    const positions = glyphs.map((glyph) => ({ xAdvance: glyph.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 }));
    return {
      glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((width, position) => width + position.xAdvance, 0);
      },
    };
  };
  return plain;
}

/**
 * Pretendard's OTF renders Korean, Vietnamese and Cyrillic (its WOFF2 web fonts render blank glyphs in PDFs). pdfkit
 * is loaded and the font files read and parsed once per process, on the first document, not at start-up and not per
 * document: a parsed font is only read by pdfkit, which makes its own subset of it for each document.
 */
let toolkit: Promise<{ PDFDocument: PDFKit.PDFDocument; regular: FontkitFont; bold: FontkitFont }> | undefined;
function loadToolkit() {
  toolkit ??= import('pdfkit').then(({ default: PDFDocument }) => {
    const fontkit = require('fontkit') as { create: (data: Buffer) => FontkitFont };
    const open = (weight: string) =>
      withoutShaping(
        fontkit.create(readFileSync(require.resolve(`pretendard/dist/public/static/Pretendard-${weight}.otf`))),
      );
    return { PDFDocument, regular: open('Regular'), bold: open('SemiBold') };
  });
  return toolkit;
}

/** Loads pdfkit and the fonts now (after start-up, say) so that the first document does not wait for them. */
export async function preloadQuotationPdf(): Promise<void> {
  await loadToolkit();
}

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
const FOOTER_HEIGHT = 28;
const INK = '#1b2430';
const MUTED = '#5b6573';
const LINE = '#d5d9df';
const BRAND = '#1f3a5f';
const STRIPE = '#f5f6f8';
const ERROR = '#b3261e';

/** `wrap`: text that may take several lines; the others are one line of figures, drawn without line wrapping. */
type Column = { key: string; label: string; width: number; align: 'left' | 'right'; wrap?: true };
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
const ROW_PAD = 4;

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
export async function renderQuotationPdf(sheet: QuotationSheet): Promise<Buffer> {
  const { PDFDocument, regular, bold } = await loadToolkit();
  const doc = new PDFDocument({
    size: 'A4',
    // A small bottom margin for pdfkit itself: the footer sits below the content's own limit (`bottom`).
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 12 },
    bufferPages: true,
    info: {
      Title: sheet.number ? `${sheet.title} ${sheet.number}` : sheet.title,
      Author: sheet.seller.name,
      Subject: `${sheet.title} for ${sheet.buyer.company}`,
      CreationDate: sheet.issuedAt,
    },
  });
  // pdfkit accepts a parsed fontkit font where its types say a file.
  doc.registerFont('regular', regular as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const money = (amount: Minor) => formatMoney(amount, sheet.currency);
  const left = PAGE.margin;
  const bottom = PAGE.height - PAGE.margin - FOOTER_HEIGHT;

  // Header: the seller on the left, the document's title and numbers on the right.
  doc.font('bold').fontSize(20).fillColor(BRAND).text(sheet.seller.name, left, PAGE.margin, { width: 250 });
  doc.font('regular').fontSize(8).fillColor(MUTED);
  for (const line of [sheet.seller.address, sheet.seller.phone, sheet.seller.email].filter(Boolean)) {
    doc.text(line, { width: 250 });
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
  for (const [label, value] of meta) {
    const y = doc.y;
    doc.font('regular').fontSize(8).fillColor(MUTED).text(label, metaX, y, { width: 80 });
    doc
      .font('bold')
      .fontSize(8)
      .fillColor(INK)
      .text(value, metaX + 80, y, { width: 140, align: 'right' });
  }
  let y = Math.max(sellerBottom, doc.y) + 12;
  doc
    .moveTo(left, y)
    .lineTo(left + CONTENT_WIDTH, y)
    .lineWidth(1)
    .strokeColor(BRAND)
    .stroke();
  y += 10;

  // The buyer.
  doc.font('bold').fontSize(8).fillColor(MUTED).text('QUOTED TO', left, y);
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(INK)
    .text(sheet.buyer.company, left, doc.y + 2, { width: 300 });
  doc.font('regular').fontSize(8.5).fillColor(INK);
  const buyerLines = [
    sheet.buyer.contact,
    [sheet.buyer.email, sheet.buyer.phone].filter(Boolean).join(' · '),
    sheet.buyer.country,
  ].filter(Boolean);
  for (const line of buyerLines) doc.text(line, left, doc.y, { width: 300 });
  y = doc.y + 14;

  // The lines.
  const drawHeader = () => {
    doc.font('bold').fontSize(7.5);
    const height =
      Math.max(...COLUMNS.map((column) => doc.heightOfString(column.label, { width: column.width - CELL_PAD * 2 }))) +
      ROW_PAD * 2;
    doc.rect(left, y, CONTENT_WIDTH, height).fill(BRAND);
    let x = left;
    doc.fillColor('#ffffff');
    for (const column of COLUMNS) {
      doc.text(column.label, x + CELL_PAD, y + ROW_PAD, { width: column.width - CELL_PAD * 2, align: column.align });
      x += column.width;
    }
    y += height;
  };
  drawHeader();

  sheet.lines.forEach((line, index) => {
    const available = line.available ?? true;
    const cells: Record<string, string> = {
      no: String(index + 1),
      sku: line.sku,
      name: line.name,
      brand: line.brand,
      moq: integer.format(line.moq),
      quantity: integer.format(line.quantity),
      units: integer.format(line.moq * line.quantity),
      unitPrice: money(line.unitPrice),
      subtotal: money(line.subtotal),
    };
    // The product cell holds the name, the Korean name under it, and a mark when the line cannot be supplied.
    const nameWidth = (COLUMNS[2]?.width ?? 0) - CELL_PAD * 2;
    const nameKo = line.nameKo && line.nameKo !== line.name ? line.nameKo : '';
    const mark = available ? '' : 'Not available';
    doc.font('regular').fontSize(8);
    let height = doc.currentLineHeight(true);
    for (const column of COLUMNS) {
      if (!column.wrap || column.key === 'name') continue;
      height = Math.max(height, doc.heightOfString(cells[column.key] ?? '', { width: column.width - CELL_PAD * 2 }));
    }
    const nameHeight = doc.heightOfString(cells.name ?? '', { width: nameWidth });
    doc.fontSize(7.5);
    const nameKoHeight = nameKo ? doc.heightOfString(nameKo, { width: nameWidth }) + 1 : 0;
    const markHeight = mark ? doc.heightOfString(mark, { width: nameWidth }) : 0;
    height = Math.max(height, nameHeight + nameKoHeight + markHeight) + ROW_PAD * 2;

    if (y + height > bottom) {
      doc.addPage();
      y = PAGE.margin;
      drawHeader();
    }
    if (index % 2 === 1) doc.rect(left, y, CONTENT_WIDTH, height).fill(STRIPE);
    let x = left;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(available ? INK : MUTED);
    for (const column of COLUMNS) {
      const text = cells[column.key] ?? '';
      const width = column.width - CELL_PAD * 2;
      if (column.wrap) doc.text(text, x + CELL_PAD, y + ROW_PAD, { width, align: column.align });
      else {
        // Figures fit their column: placed by their measured width, which skips pdfkit's line wrapper (a third of
        // the time of a document).
        const offset = column.align === 'right' ? width - doc.widthOfString(text) : 0;
        doc.text(text, x + CELL_PAD + offset, y + ROW_PAD, { lineBreak: false });
      }
      if (column.key === 'name' && nameKo) {
        doc
          .fontSize(7.5)
          .fillColor(MUTED)
          .text(nameKo, x + CELL_PAD, y + ROW_PAD + nameHeight + 1, { width: nameWidth });
      }
      if (column.key === 'name' && mark) {
        doc
          .fontSize(7.5)
          .fillColor(ERROR)
          .text(mark, x + CELL_PAD, y + ROW_PAD + nameHeight + nameKoHeight, { width: nameWidth });
      }
      if (column.key === 'name' && (nameKo || mark)) doc.fontSize(8).fillColor(available ? INK : MUTED);
      x += column.width;
    }
    y += height;
    doc
      .moveTo(left, y)
      .lineTo(left + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
  });

  // Totals, right-aligned under the amounts.
  const totals: [string, string][] = [
    ['Products (SKU)', integer.format(sheet.totals.sku)],
    ['Total units', integer.format(sheet.totals.units)],
    [`Total (${sheet.currency})`, money(sheet.totals.amount)],
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
      doc
        .moveTo(totalsX, y - 2)
        .lineTo(left + CONTENT_WIDTH, y - 2)
        .lineWidth(1)
        .strokeColor(INK)
        .stroke();
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
  doc.font('bold').fontSize(8).fillColor(MUTED).text('TERMS', left, y);
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(INK)
    .text(notesText, left, doc.y + 2, { width: CONTENT_WIDTH });

  // A footer on every page: who, which document, which page.
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    const footerY = PAGE.height - PAGE.margin - 10;
    doc
      .moveTo(left, footerY - 6)
      .lineTo(left + CONTENT_WIDTH, footerY - 6)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
    const label = [sheet.seller.name, sheet.title, sheet.number].filter(Boolean).join(' · ');
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(label, left, footerY, { width: CONTENT_WIDTH / 2, lineBreak: false });
    doc.text(`Page ${page - range.start + 1} of ${range.count}`, left + CONTENT_WIDTH / 2, footerY, {
      width: CONTENT_WIDTH / 2,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  return finished;
}
