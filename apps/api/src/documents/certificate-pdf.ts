import { COLOR, CONTENT_WIDTH, createPdf, drawFooters, PAGE, rule } from './pdf-kit.js';

export type SampleCertificate = {
  kind: string;
  title: string;
  product: string;
  sku: string;
  brand: string;
  lines: [label: string, value: string][];
  issuedAt: Date;
};

/**
 * A one-page sample certificate for the demo catalogue (a safety data sheet, a cosmetic notification, an analysis),
 * marked as a sample: what an operator would upload as a PDF from the brand, so that the download can be tried.
 */
export async function renderSampleCertificate(certificate: SampleCertificate): Promise<Buffer> {
  const { doc, end } = await createPdf({
    title: certificate.title,
    author: certificate.brand,
    subject: `${certificate.kind} — ${certificate.product}`,
    createdAt: certificate.issuedAt,
  });
  const left = PAGE.margin;
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(COLOR.brand)
    .text(certificate.title, left, PAGE.margin, { width: CONTENT_WIDTH });
  doc.font('regular').fontSize(9).fillColor(COLOR.muted).text('SAMPLE DOCUMENT — demo data', { width: CONTENT_WIDTH });
  rule(doc, doc.y + 8, { color: COLOR.line, width: 0.75 });
  doc.moveDown(1.5);
  const rows: [string, string][] = [
    ['Product', certificate.product],
    ['SKU', certificate.sku],
    ['Brand', certificate.brand],
    ['Document', certificate.kind],
    ['Issued', certificate.issuedAt.toISOString().slice(0, 10)],
    ...certificate.lines,
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('bold').fontSize(9.5).fillColor(COLOR.ink).text(label, left, y, { width: 130 });
    doc
      .font('regular')
      .fontSize(9.5)
      .text(value, left + 140, y, { width: CONTENT_WIDTH - 140 });
    doc.moveDown(0.6);
  }
  drawFooters(doc, `${certificate.brand} · ${certificate.kind}`);
  return end();
}
