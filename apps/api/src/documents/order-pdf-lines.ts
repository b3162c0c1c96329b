import { formatMoney } from '@hive/domain';
import { cartonRange, volumeCbm, weightKg } from './order-pdf-labels.js';
import type { OrderSnapshot } from './order-snapshot.js';
import { COLOR, type PageFlow } from './pdf-kit.js';
import { type Cell, type Column, PdfTable } from './pdf-table.js';

/**
 * The lines of a trade document: the goods with their prices (purchase order and invoices) or with their packing
 * (packing list, which shows no prices). Both carry what customs read per line: SKU, names, HS code, origin, quantity.
 */

const integer = new Intl.NumberFormat('en-US');

/**
 * The columns of both tables: what identifies the goods and what customs read. The product and brand columns take what
 * the figures leave of the page; the packing list's figures need more of it than the prices do.
 */
const identity = (widths: { product: number; brand: number; units: number }): Column[] => [
  { key: 'no', label: '#', width: 20, align: 'right' },
  // Long enough for the catalogue's SKUs ("HV1999-0201-0001") on one line; a longer one wraps, whole.
  { key: 'sku', label: 'SKU', width: 76, align: 'left', wrap: true, maxLines: 4 },
  { key: 'name', label: 'Product', width: widths.product, align: 'left', wrap: true },
  { key: 'brand', label: 'Brand', width: widths.brand, align: 'left', wrap: true, maxLines: 2 },
  // HS codes are 6 to 10 digits.
  { key: 'hsCode', label: 'HS code', width: 42, align: 'left' },
  { key: 'origin', label: 'Origin', width: 26, align: 'left' },
  // The units, and the MOQ packs they make under them.
  { key: 'units', label: 'Units (packs × MOQ)', width: widths.units, align: 'right' },
];

const goodsColumns = (currency: string): Column[] => [
  ...identity({ product: 136, brand: 56, units: 52 }),
  { key: 'unitPrice', label: `Unit price (${currency})`, width: 52, align: 'right' },
  { key: 'amount', label: `Amount (${currency})`, width: 63, align: 'right' },
];
const packingColumns: Column[] = [
  ...identity({ product: 114, brand: 52, units: 44 }),
  { key: 'cartons', label: 'Cartons (C/No.)', width: 32, align: 'right' },
  { key: 'net', label: 'Net (kg)', width: 38, align: 'right' },
  { key: 'gross', label: 'Gross (kg)', width: 41, align: 'right' },
  { key: 'volume', label: 'Volume (CBM)', width: 38, align: 'right' },
];

type Line = OrderSnapshot['lines'][number];

/** The cells every line table shares; lines are numbered from 1 as printed (a snapshot's positions may start at 0). */
function lineCells(line: Line, index: number): Record<string, Cell> {
  return {
    no: String(index + 1),
    sku: line.sku,
    name: [
      { text: line.name, maxLines: 3 },
      ...(line.nameKo && line.nameKo !== line.name
        ? [{ text: line.nameKo, size: 7, color: COLOR.muted, gap: 1, maxLines: 2 }]
        : []),
    ],
    brand: line.brand,
    hsCode: line.hsCode,
    origin: line.origin,
    units: [
      { text: integer.format(line.units) },
      { text: `${integer.format(line.quantity)} × ${integer.format(line.moq)}`, size: 6.5, color: COLOR.muted, gap: 1 },
    ],
  };
}

/**
 * Cartons (with their numbers, the marks' C/No., when `first` is given), weights (kg, two decimals) and volume (CBM,
 * three decimals); a dash where the figures are missing.
 */
function packingCells(packing: Line['packing'], first?: number): Record<string, Cell> {
  if (!packing) return { cartons: '—', net: '—', gross: '—', volume: '—' };
  const numbers = first === undefined || packing.cartons === 0 ? null : cartonRange(first, packing.cartons);
  return {
    cartons: [
      { text: integer.format(packing.cartons) },
      ...(numbers ? [{ text: numbers, size: 6.5, color: COLOR.muted, gap: 1 }] : []),
    ],
    net: weightKg(packing.netWeightG),
    gross: weightKg(packing.grossWeightG),
    volume: volumeCbm(packing.volumeCm3),
  };
}

/** Draws the lines from `flow.y` on, over as many pages as they take; the flow goes on under the table. */
export function drawLines(flow: PageFlow, snapshot: OrderSnapshot): void {
  const packingList = snapshot.type === 'pl';
  const { currency } = snapshot.order;
  const table = new PdfTable(
    flow.doc,
    {
      columns: packingList ? packingColumns : goodsColumns(currency),
      size: 7.5,
      headerSize: 7,
      newPage: flow.newPage,
    },
    flow.y,
  );
  table.header();
  let nextCarton = 1;
  snapshot.lines.forEach((line, index) => {
    const cells = lineCells(line, index);
    if (packingList) {
      Object.assign(cells, packingCells(line.packing, nextCarton));
      nextCarton += line.packing?.cartons ?? 0;
    } else {
      cells.unitPrice = formatMoney(line.unitPrice, currency);
      cells.amount = formatMoney(line.amount, currency);
    }
    table.add({ cells, background: index % 2 === 1 ? COLOR.stripe : undefined });
  });
  if (packingList) {
    // The packing list's totals under their columns: the sum of the lines, as the commercial invoice states them.
    table.add({
      cells: {
        name: 'Total',
        units: integer.format(snapshot.totals.units),
        ...packingCells(snapshot.totals.packing),
      },
      face: 'bold',
      rule: true,
    });
  }
  flow.y = table.y;
}
