import { formatMoney } from '@hive/domain';
import type { OrderSnapshot } from './order-snapshot.js';

/**
 * PLACEHOLDER, replaced at merge by the real renderer (another branch): one plain pdfkit page with the document's
 * title, number and lines, so that issuing, storing, downloading and mailing documents run end to end. Deterministic:
 * the same snapshot gives the same bytes (the creation date is the snapshot's date, which also fixes the file id).
 */
const TITLES: Record<OrderSnapshot['type'], string> = {
  po: 'PURCHASE ORDER',
  pi: 'PROFORMA INVOICE',
  ci: 'COMMERCIAL INVOICE',
  pl: 'PACKING LIST',
};

/** The standard Helvetica has Latin-1 only; the real renderer draws every script. */
const latin = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

export async function renderOrderDocument(snapshot: OrderSnapshot): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${snapshot.order.number} ${snapshot.type.toUpperCase()} v${snapshot.version}`, Producer: 'Hive' },
  });
  doc.info.CreationDate = new Date(`${snapshot.issuedOn}T00:00:00Z`);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const money = (amount: number) => formatMoney(amount as never, snapshot.order.currency);
  doc.font('Helvetica-Bold').fontSize(16).text(TITLES[snapshot.type]);
  doc.font('Helvetica').fontSize(10);
  doc.text(`${snapshot.order.number}  version ${snapshot.version}  issued ${snapshot.issuedOn}`);
  if (snapshot.order.poNumber) doc.text(`Buyer's PO: ${latin(snapshot.order.poNumber)}`);
  doc.text(`Seller: ${latin(snapshot.seller.name)}`).text(`Buyer: ${latin(snapshot.buyer.company)}`);
  doc.moveDown();
  for (const line of snapshot.lines) {
    const packing = line.packing ? `  ${line.packing.cartons} ctn` : '';
    doc.text(
      `${line.position + 1}. ${latin(line.sku)} ${latin(line.name)}  ${line.quantity} x ${line.moq} = ${line.units}  ${money(line.unitPrice)}  ${money(line.amount)}${packing}`,
    );
  }
  doc.moveDown().text(`Total: ${snapshot.totals.units} units, ${money(snapshot.totals.amount)}`);
  doc.end();
  return done;
}
