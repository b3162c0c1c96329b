import { type BrandBody, DomainError, localName, minor, notFound, parseAmount, toDecimalString } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { CatalogChanges } from '../../../db/changes.js';
import type { Db } from '../../../db/client.js';
import { sqlRunner } from '../../../db/sql.js';
import type { Operator } from '../../../plugins/operator-session.js';
import { isUploadedImage, LOGO_WIDTH, UPLOADED_IMAGE, uploadedImageUrl } from '../../../products/uploaded-images.js';
import {
  type BrandFilter,
  type BrandListRow,
  type BrandRecord,
  brandsConsoleRepository,
} from './brands-console.repository.js';
import { auditCatalogChange, catalogChange } from './catalog-change.js';
import { allLanguages } from './catalog-console.presenter.js';
import { localizedText } from './products-console.service.js';

const presentRow = (row: BrandListRow) => ({
  id: row.id,
  name: localName(row.names, 'en'),
  nameKo: row.names.ko ?? '',
  logoUrl: row.logoUrl,
  category: { id: row.categoryId, name: localName(row.categoryNames, 'en') },
  isTop: row.isTop,
  hidden: row.hidden,
  productCount: row.productCount,
});
const presentDetail = (row: BrandListRow) => ({
  id: row.id,
  names: allLanguages(row.names),
  descriptions: allLanguages(row.descriptions),
  logoUrl: row.logoUrl,
  categoryId: row.categoryId,
  isTop: row.isTop,
  hidden: row.hidden,
  leadTimeDays: row.leadTimeDays,
  minOrderUsd: row.minOrderUsd === null ? null : toDecimalString(minor(row.minOrderUsd), 'USD'),
  minOrderKrw: row.minOrderKrw === null ? null : toDecimalString(minor(row.minOrderKrw), 'KRW'),
  productCount: row.productCount,
});
const snapshot = ({
  id: _id,
  categoryNames: _c,
  productCount: _n,
  ...brand
}: BrandListRow | (BrandRecord & { id?: number; categoryNames?: unknown; productCount?: number })) =>
  brand as Record<string, unknown>;

/**
 * Brands as operators keep them: names, description, logo, category, top-brand flag, hidden. `reads`: where the list
 * reads (the read replica, when there is one); `db` by default.
 */
export function brandsConsoleService({ db, reads = db, changes }: { db: Db; reads?: Db; changes: CatalogChanges }) {
  async function detail(id: number, tx: Db = db) {
    const row = await brandsConsoleRepository(tx).detail(id);
    if (!row) throw notFound('Brand');
    return presentDetail(row);
  }

  /** The stored brand: a logo is the brand's own as it was, or an upload (kept at the logos' width). */
  async function record(tx: Db, body: BrandBody, current?: BrandListRow): Promise<BrandRecord> {
    const category = await sqlRunner(tx).one(sql`select 1 from categories where id = ${body.categoryId}`);
    if (!category) throw new DomainError('BAD_REQUEST', 'categoryId: there is no such category.');
    let logoUrl = body.logoUrl ?? current?.logoUrl;
    if (!logoUrl || logoUrl !== current?.logoUrl) {
      const upload = logoUrl ? UPLOADED_IMAGE.exec(logoUrl) : null;
      if (!logoUrl || !upload || !(await isUploadedImage(tx, logoUrl))) {
        throw new DomainError('BAD_REQUEST', 'logoUrl: upload the logo first.');
      }
      logoUrl = uploadedImageUrl(upload[1]!, LOGO_WIDTH);
    }
    return {
      names: localizedText(body.names),
      descriptions: localizedText(body.descriptions),
      logoUrl: logoUrl!,
      categoryId: body.categoryId,
      isTop: body.isTop,
      hidden: body.hidden,
      leadTimeDays: body.leadTimeDays,
      minOrderUsd: body.minOrderUsd === null ? null : parseAmount(body.minOrderUsd, 'USD'),
      minOrderKrw: body.minOrderKrw === null ? null : parseAmount(body.minOrderKrw, 'KRW'),
    };
  }

  return {
    async page(filter: BrandFilter, page: number, size: number) {
      const { list, total } = await brandsConsoleRepository(reads).page(filter, page, size);
      return { list: list.map(presentRow), page, size, total, totalPages: Math.ceil(total / size) };
    },

    detail: (id: number) => detail(id),

    create: (operator: Operator, body: BrandBody) =>
      catalogChange(db, changes, async (tx) => {
        const brand = await record(tx, body);
        const id = await brandsConsoleRepository(tx).insert(brand);
        await auditCatalogChange(tx, operator, {
          action: 'brand.create',
          targetType: 'brand',
          targetId: id,
          before: null,
          after: snapshot(brand),
        });
        return detail(id, tx);
      }),

    update: (operator: Operator, id: number, body: BrandBody) =>
      catalogChange(db, changes, async (tx) => {
        const repository = brandsConsoleRepository(tx);
        const before = await repository.detail(id, true);
        if (!before) throw notFound('Brand');
        const brand = await record(tx, body, before);
        await repository.update(id, brand);
        await auditCatalogChange(tx, operator, {
          action: 'brand.update',
          targetType: 'brand',
          targetId: id,
          before: snapshot(before),
          after: snapshot(brand),
        });
        return detail(id, tx);
      }),
  };
}

export type BrandsConsoleService = ReturnType<typeof brandsConsoleService>;
