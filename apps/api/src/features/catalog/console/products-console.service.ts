import {
  CONSOLE_COUNT_CAP,
  type ConsoleProductsFilter,
  DomainError,
  notFound,
  type ProductBody,
  type ProductsBulkBody,
  parseAmount,
} from '@hive/domain';
import type { CatalogChanges } from '../../../db/changes.js';
import type { Db } from '../../../db/client.js';
import type { LocalizedText } from '../../../db/schema.js';
import type { Operator } from '../../../plugins/operator-session.js';
import { isUploadedImage } from '../../../products/uploaded-images.js';
import { auditCatalogChange, catalogChange } from './catalog-change.js';
import { presentProductDetail, presentProductRow } from './catalog-console.presenter.js';
import { type ProductRecord, productsConsoleRepository } from './products-console.repository.js';

/**
 * Products whose stock rose in a change (more units in the fulfilment centre, or no longer sold out), in the change's
 * transaction: the one place a restock is known, for whatever must follow it (the restock e-mails, composed in
 * `app.ts`).
 */
export type OnRestocked = (tx: Db, productIds: number[]) => Promise<void>;

/** `reads`: where the list reads (the read replica, when there is one); `db` by default. */
export type ConsoleProductsOptions = { db: Db; reads?: Db; changes: CatalogChanges; onRestocked?: OnRestocked };

/** Names with the languages left empty taken out: English always, the others where typed. */
export function localizedText(input: Record<string, string | undefined>): LocalizedText {
  return Object.fromEntries(Object.entries(input).filter(([, text]) => text)) as LocalizedText;
}

/** The body as stored: amounts typed in currency units become minor units, an empty barcode none. */
export function productRecord(body: ProductBody): ProductRecord {
  return {
    ...body,
    names: localizedText(body.names),
    descriptions: localizedText(body.descriptions),
    barcode: body.barcode || null,
    supplyUsd: parseAmount(body.supplyUsd, 'USD'),
    supplyKrw: parseAmount(body.supplyKrw, 'KRW'),
    retailUsd: parseAmount(body.retailUsd, 'USD'),
    retailKrw: parseAmount(body.retailKrw, 'KRW'),
  };
}

/** What the audit log keeps of a product: every field as stored (prices in minor units). */
const snapshot = ({
  id: _id,
  createdAt: _at,
  certificates: _certificates,
  ...product
}: ProductRecord & { id?: number; createdAt?: Date; certificates?: unknown }) => product as Record<string, unknown>;

/** Whether a change restocked a product: more units held, or available again after being sold out. */
const restocked = (before: Pick<ProductRecord, 'stock' | 'exist'>, after: Pick<ProductRecord, 'stock' | 'exist'>) =>
  (after.stock ?? 0) > (before.stock ?? 0) || (!before.exist && after.exist);

/**
 * The catalogue's products as operators keep them: the console's routes use it, and so may an import. Each change is
 * one transaction that checks what it refers to, writes the product, records the change in the audit log and
 * announces it, so that every API process drops what it keeps of the catalogue and buyers see it at their next answer.
 * A price change never touches a quotation or an order made before: they hold their own prices.
 */
export function productsConsoleService({ db, reads = db, changes, onRestocked }: ConsoleProductsOptions) {
  const change = <T>(work: (tx: Db) => Promise<T>) => catalogChange(db, changes, work);

  async function detail(id: number, tx: Db = db) {
    const row = await productsConsoleRepository(tx).detail(id);
    if (!row) throw notFound('Product');
    return presentProductDetail(row);
  }

  async function checkReferences(tx: Db, product: ProductRecord, exceptId?: number) {
    const repository = productsConsoleRepository(tx);
    if (!(await repository.brandExists(product.brandId))) {
      throw new DomainError('BAD_REQUEST', 'brandId: there is no such brand.');
    }
    if (!(await repository.categoryExists(product.categoryId))) {
      throw new DomainError('BAD_REQUEST', 'categoryId: there is no such category.');
    }
    if (await repository.skuTaken(product.sku, exceptId)) {
      throw new DomainError('CONFLICT', `sku: another product has the SKU ${product.sku}.`);
    }
  }

  /** The single place where stock is known to have risen: every change that can raise it ends here. */
  async function afterStockChange(tx: Db, ids: number[]) {
    if (ids.length > 0 && onRestocked) await onRestocked(tx, ids);
  }

  return {
    async page(filter: ConsoleProductsFilter, page: number, size: number) {
      const { list, total, totalCapped } = await productsConsoleRepository(reads).page(
        filter,
        page,
        size,
        CONSOLE_COUNT_CAP,
      );
      return { list: list.map(presentProductRow), page, size, total, totalPages: Math.ceil(total / size), totalCapped };
    },

    detail: (id: number) => detail(id),

    async create(operator: Operator, body: ProductBody) {
      const product = productRecord(body);
      return change(async (tx) => {
        await checkReferences(tx, product);
        const repository = productsConsoleRepository(tx);
        const { stock, ...fields } = product;
        const id = await repository.insert(fields);
        if (stock !== null) await repository.setStock(id, stock);
        await auditCatalogChange(tx, operator, {
          action: 'product.create',
          targetType: 'product',
          targetId: id,
          before: null,
          after: snapshot(product),
        });
        return detail(id, tx);
      });
    },

    async update(operator: Operator, id: number, body: ProductBody) {
      const product = productRecord(body);
      return change(async (tx) => {
        const repository = productsConsoleRepository(tx);
        const before = await repository.detail(id, true);
        if (!before) throw notFound('Product');
        await checkReferences(tx, product, id);
        const { stock, ...fields } = product;
        await repository.update(id, fields);
        if (stock !== before.stock) await repository.setStock(id, stock);
        await auditCatalogChange(tx, operator, {
          action: 'product.update',
          targetType: 'product',
          targetId: id,
          before: snapshot(before),
          after: snapshot(product),
        });
        await afterStockChange(tx, restocked(before, product) ? [id] : []);
        return detail(id, tx);
      });
    },

    /**
     * Sets a product's pictures in the order given: each is one of its own or an image just uploaded; one left out
     * is removed from the product (the stored image stays: an address once given keeps working).
     */
    async setImages(operator: Operator, id: number, images: string[]) {
      return change(async (tx) => {
        const repository = productsConsoleRepository(tx);
        const before = await repository.detail(id, true);
        if (!before) throw notFound('Product');
        if (new Set(images).size !== images.length) {
          throw new DomainError('BAD_REQUEST', 'images: each picture once.');
        }
        for (const url of images) {
          if (!before.images.includes(url) && !(await isUploadedImage(tx, url))) {
            throw new DomainError('BAD_REQUEST', `images: ${url} is neither the product's nor an uploaded image.`);
          }
        }
        await repository.setImages(id, images);
        await auditCatalogChange(tx, operator, {
          action: 'product.images',
          targetType: 'product',
          targetId: id,
          before: { images: before.images },
          after: { images },
        });
        return detail(id, tx);
      });
    },

    /** One action on checked products: hide, show, move to a brand, set the fulfilment centre's stock. */
    async bulk(operator: Operator, body: ProductsBulkBody) {
      return change(async (tx) => {
        const repository = productsConsoleRepository(tx);
        const found = await repository.lockMany(body.ids);
        if (found.length !== new Set(body.ids).size) throw notFound('Product');
        if (body.action === 'brand' && !(await repository.brandExists(body.brandId))) {
          throw new DomainError('BAD_REQUEST', 'brandId: there is no such brand.');
        }
        const ids = found.map((row) => row.id);
        if (body.action === 'hide' || body.action === 'show') await repository.setHidden(ids, body.action === 'hide');
        if (body.action === 'brand') await repository.setBrand(ids, body.brandId);
        if (body.action === 'stock') for (const id of ids) await repository.setStock(id, body.stock);
        let changed = 0;
        for (const row of found) {
          const before =
            body.action === 'brand'
              ? { brandId: row.brandId }
              : body.action === 'stock'
                ? { stock: row.stock }
                : { hidden: row.hidden };
          const after =
            body.action === 'brand'
              ? { brandId: body.brandId }
              : body.action === 'stock'
                ? { stock: body.stock }
                : { hidden: body.action === 'hide' };
          const recorded = await auditCatalogChange(tx, operator, {
            action: `product.bulk.${body.action}`,
            targetType: 'product',
            targetId: row.id,
            before,
            after,
          });
          if (recorded) changed++;
        }
        if (body.action === 'stock') {
          await afterStockChange(
            tx,
            found.filter((row) => body.stock > (row.stock ?? 0)).map((row) => row.id),
          );
        }
        return { changed };
      });
    },
  };
}

export type ProductsConsoleService = ReturnType<typeof productsConsoleService>;
