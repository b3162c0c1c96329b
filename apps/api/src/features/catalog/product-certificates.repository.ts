import type { CertificateKind } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlRunner } from '../../db/sql.js';

export type CertificateRow = {
  id: number;
  kind: CertificateKind;
  title: string;
  fileName: string;
  sizeBytes: number;
  createdAt: Date;
};
export type CertificateFile = { fileName: string; pdf: Buffer };

/**
 * A product's certificates: the console writes them, approved buyers and operators read them. A product's list is in
 * the order they were added; a file is read only by its id together with its product's.
 */
export function productCertificatesRepository(db: Db) {
  const { rows, one } = sqlRunner(db);
  const columns = sql`id, kind, title, file_name as "fileName", size_bytes as "sizeBytes", created_at as "createdAt"`;
  return {
    list: (productId: number) =>
      rows<CertificateRow>(sql`select ${columns} from product_certificates where product_id = ${productId}
        order by id`),

    count: async (productId: number) =>
      (
        await one<{ n: number }>(sql`select count(*)::int as n from product_certificates
        where product_id = ${productId}`)
      )?.n ?? 0,

    /** A certificate's file, when it belongs to the product; `visible`: only a product the storefront shows. */
    file: (productId: number, id: number, visible = false) =>
      one<CertificateFile>(sql`select c.file_name as "fileName", c.pdf from product_certificates c
        join products p on p.id = c.product_id
        where c.id = ${id} and c.product_id = ${productId} ${visible ? sql`and not p.withdrawn` : sql``}`),

    async insert(
      productId: number,
      certificate: { kind: CertificateKind; title: string; fileName: string; pdf: Buffer },
    ): Promise<CertificateRow> {
      const row = await one<CertificateRow>(sql`insert into product_certificates
          (product_id, kind, title, file_name, size_bytes, pdf)
        values (${productId}, ${certificate.kind}, ${certificate.title}, ${certificate.fileName},
          ${certificate.pdf.byteLength}, ${certificate.pdf})
        returning ${columns}`);
      return row!;
    },

    remove: (productId: number, id: number) =>
      one<CertificateRow>(sql`delete from product_certificates where id = ${id} and product_id = ${productId}
        returning ${columns}`),
  };
}
