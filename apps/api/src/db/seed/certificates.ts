import { renderSampleCertificate } from '../../documents/certificate-pdf.js';
import type { Db } from '../client.js';
import * as schema from '../schema.js';
import type { CatalogueRows } from './catalogue.js';

type Kind = (typeof schema.productCertificates.$inferInsert)['kind'];

/**
 * Sample certificates (PDFs drawn by the documents' renderer) for a few products of the demo catalogue: an MSDS and
 * a CPNP notification for the first cosmetics, a certificate of analysis for the first foods, so that buyers can try
 * the downloads.
 */
export async function seedCertificates(db: Db, catalogue: CatalogueRows, issuedAt: Date): Promise<void> {
  const brandName = new Map(catalogue.brands.map((brand) => [brand.id, brand.names.en]));
  const cosmetics = catalogue.products.filter((p) => p.exist && p.hsCode.startsWith('33')).slice(0, 4);
  const foods = catalogue.products.filter((p) => p.exist && p.allergens !== '').slice(0, 2);
  const wanted: { product: (typeof catalogue.products)[number]; kind: Kind; title: string }[] = [
    ...cosmetics.flatMap((product) => [
      { product, kind: 'MSDS' as const, title: 'Material Safety Data Sheet' },
      { product, kind: 'CPNP' as const, title: 'CPNP notification (EU)' },
    ]),
    ...foods.map((product) => ({ product, kind: 'COA' as const, title: 'Certificate of Analysis' })),
  ];
  const rows = [];
  for (const { product, kind, title } of wanted) {
    const pdf = await renderSampleCertificate({
      kind,
      title,
      product: product.names.en,
      sku: product.sku,
      brand: brandName.get(product.brandId) ?? '',
      lines: [
        ['Country of manufacture', 'Republic of Korea'],
        ['Shelf life', `${product.shelfLifeMonths ?? 24} months`],
        ['Composition', product.ingredients],
      ],
      issuedAt,
    });
    const fileName = `${product.sku}-${kind.toLowerCase()}.pdf`;
    rows.push({ productId: product.id, kind, title, fileName, sizeBytes: pdf.byteLength, pdf });
  }
  if (rows.length > 0) await db.insert(schema.productCertificates).values(rows);
}
