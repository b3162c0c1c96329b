import { type Currency, type Minor, toDecimalString } from '@hive/domain';
import { formatSheetDate, type QuotationSheet } from './quotation-pdf.js';

const NUMBER_FORMAT: Record<Currency, string> = { USD: '"$"#,##0.00', KRW: '"₩"#,##0' };
/** Amounts go into cells as numbers of the currency's major unit, exactly (from the decimal string, not by division). */
const major = (amount: Minor, currency: Currency) => Number(toDecimalString(amount, currency));

const HEADER_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F3A5F' } } as const;

/**
 * The quotation sheet as a spreadsheet, for buyers who paste it into their own purchasing files: the same content as
 * the PDF, amounts as numbers in the currency's format, one row per line. exceljs is loaded on the first sheet only.
 */
export async function renderQuotationXlsx(sheet: QuotationSheet): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = sheet.seller.name;
  workbook.created = sheet.issuedAt;
  const ws = workbook.addWorksheet('Quotation', {
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  ws.columns = [
    { key: 'no', width: 5 },
    { key: 'sku', width: 18 },
    { key: 'name', width: 42 },
    { key: 'nameKo', width: 30 },
    { key: 'brand', width: 20 },
    { key: 'moq', width: 8 },
    { key: 'quantity', width: 11 },
    { key: 'units', width: 10 },
    { key: 'unitPrice', width: 14 },
    { key: 'subtotal', width: 16 },
    { key: 'available', width: 12 },
  ];
  const money = NUMBER_FORMAT[sheet.currency];

  ws.addRow([sheet.seller.name]).font = { bold: true, size: 16, color: { argb: 'FF1F3A5F' } };
  ws.addRow([[sheet.seller.address, sheet.seller.phone, sheet.seller.email].filter(Boolean).join(' · ')]);
  ws.addRow([]);
  ws.addRow([sheet.title]).font = { bold: true, size: 14 };
  const meta: [string, string | number][] = [];
  if (sheet.number) meta.push(['No.', sheet.number]);
  if (sheet.version) meta.push(['Version', sheet.version]);
  meta.push(['Date', formatSheetDate(sheet.issuedAt)]);
  meta.push(['Valid until', formatSheetDate(sheet.validUntil)]);
  meta.push(['Currency', sheet.currency]);
  meta.push(['Quoted to', sheet.buyer.company]);
  meta.push(['Contact', sheet.buyer.contact]);
  meta.push(['E-mail', sheet.buyer.email]);
  meta.push(['Phone', sheet.buyer.phone]);
  meta.push(['Country', sheet.buyer.country]);
  for (const [label, value] of meta) {
    const row = ws.addRow([label, value]);
    row.getCell(1).font = { bold: true };
  }
  ws.addRow([]);

  const header = ws.addRow([
    '#',
    'SKU',
    'Product',
    'Product (Korean)',
    'Brand',
    'MOQ',
    'Qty (packs)',
    'Units',
    `Unit price (${sheet.currency})`,
    `Subtotal (${sheet.currency})`,
    'Available',
  ]);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  const firstLineRow = header.number + 1;
  sheet.lines.forEach((line, index) => {
    const row = ws.addRow({
      no: index + 1,
      sku: line.sku,
      name: line.name,
      nameKo: line.nameKo ?? '',
      brand: line.brand,
      moq: line.moq,
      quantity: line.quantity,
      units: line.moq * line.quantity,
      unitPrice: major(line.unitPrice, sheet.currency),
      subtotal: major(line.subtotal, sheet.currency),
      available: line.available === false ? 'No' : 'Yes',
    });
    row.getCell('unitPrice').numFmt = money;
    row.getCell('subtotal').numFmt = money;
  });
  ws.views = [{ state: 'frozen', ySplit: header.number }];
  if (sheet.lines.length > 0) {
    ws.autoFilter = {
      from: { row: header.number, column: 1 },
      to: { row: firstLineRow + sheet.lines.length - 1, column: 11 },
    };
  }

  ws.addRow([]);
  const totals: [string, number, string?][] = [
    ['Products (SKU)', sheet.totals.sku],
    ['Total units', sheet.totals.units],
    [`Total (${sheet.currency})`, major(sheet.totals.amount, sheet.currency), money],
  ];
  for (const [label, value, format] of totals) {
    const row = ws.addRow({ unitPrice: label, subtotal: value });
    row.font = { bold: true };
    if (format) row.getCell('subtotal').numFmt = format;
  }
  if (sheet.terms) {
    ws.addRow([]);
    ws.addRow(['Incoterm', sheet.terms.incoterm]);
    ws.addRow(['Lead time', `${sheet.terms.leadTimeDays} days`]);
    if (sheet.terms.note) ws.addRow(['Note', sheet.terms.note]);
  }
  ws.addRow([]);
  ws.addRow([
    `Prices in ${sheet.currency}, excluding taxes, duties and shipping unless an incoterm says otherwise. Valid until ${formatSheetDate(sheet.validUntil)}. Quantities are in MOQ packs; units = MOQ × packs.`,
  ]);

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
