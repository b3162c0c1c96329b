import {
  type CertificateUploadQuery,
  certificateRefusal,
  DomainError,
  fileNameFor,
  MAX_CERTIFICATES,
  notFound,
} from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { CatalogChanges } from '../../../db/changes.js';
import type { Db } from '../../../db/client.js';
import { sqlRunner } from '../../../db/sql.js';
import type { Operator } from '../../../plugins/operator-session.js';
import { productCertificatesRepository } from '../product-certificates.repository.js';
import { auditCatalogChange, catalogChange } from './catalog-change.js';
import { presentCertificate } from './catalog-console.presenter.js';

const REFUSALS = {
  empty: 'The file is empty.',
  tooLarge: 'A certificate may be 5 MB at most.',
  notPdf: 'A certificate must be a PDF file.',
} as const;

/**
 * A product's certificates as operators keep them: a PDF added (checked by its first bytes, never its name or the
 * type the browser claims) or removed, each audited and announced, so that buyers' product pages list them at once.
 */
export function certificatesConsoleService({ db, changes }: { db: Db; changes: CatalogChanges }) {
  async function lockProduct(tx: Db, productId: number) {
    const found = await sqlRunner(tx).one(sql`select 1 from products where id = ${productId} for update`);
    if (!found) throw notFound('Product');
  }

  return {
    async add(operator: Operator, productId: number, query: CertificateUploadQuery, pdf: Buffer) {
      const refusal = certificateRefusal(pdf);
      if (refusal) {
        throw new DomainError('BAD_REQUEST', REFUSALS[refusal]);
      }
      return catalogChange(db, changes, async (tx) => {
        await lockProduct(tx, productId);
        const repository = productCertificatesRepository(tx);
        if ((await repository.count(productId)) >= MAX_CERTIFICATES) {
          throw new DomainError('CONFLICT', `A product keeps ${MAX_CERTIFICATES} certificates at most.`);
        }
        const row = await repository.insert(productId, {
          kind: query.kind,
          title: query.title,
          fileName: fileNameFor(query.name, 'application/pdf'),
          pdf,
        });
        await auditCatalogChange(tx, operator, {
          action: 'product.certificate.add',
          targetType: 'product',
          targetId: productId,
          before: null,
          after: { certificate: { id: row.id, kind: row.kind, title: row.title, fileName: row.fileName } },
        });
        return presentCertificate(row);
      });
    },

    remove: (operator: Operator, productId: number, id: number) =>
      catalogChange(db, changes, async (tx) => {
        await lockProduct(tx, productId);
        const row = await productCertificatesRepository(tx).remove(productId, id);
        if (!row) throw notFound('Certificate');
        await auditCatalogChange(tx, operator, {
          action: 'product.certificate.remove',
          targetType: 'product',
          targetId: productId,
          before: { certificate: { id: row.id, kind: row.kind, title: row.title, fileName: row.fileName } },
          after: { certificate: null },
        });
      }),

    async file(productId: number, id: number) {
      const file = await productCertificatesRepository(db).file(productId, id);
      if (!file) throw notFound('Certificate');
      return file;
    },
  };
}

export type CertificatesConsoleService = ReturnType<typeof certificatesConsoleService>;
