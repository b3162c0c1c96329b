import { type CategoryBody, DomainError, notFound } from '@hive/domain';
import type { CatalogChanges } from '../../db/changes.js';
import type { Db } from '../../db/client.js';
import type { Operator } from '../../plugins/operator-session.js';
import { auditCatalogChange, catalogChange } from './catalog-change.js';
import { allLanguages } from './console-catalog.presenter.js';
import { type CategoryRecord, type CategoryRow, consoleCategoriesRepository } from './console-categories.repository.js';
import { localizedText } from './console-products.service.js';

const present = (row: CategoryRow) => ({
  id: row.id,
  parentId: row.parentId,
  names: allLanguages(row.names),
  position: row.position,
  hidden: row.hidden,
  brandCount: row.brandCount,
  productCount: row.productCount,
});
const snapshot = (row: CategoryRecord) => ({
  names: row.names,
  parentId: row.parentId,
  position: row.position,
  hidden: row.hidden,
});

/** The two-level category tree as operators keep it: names, place in the tree, order, hidden. */
export function consoleCategoriesService({ db, changes }: { db: Db; changes: CatalogChanges }) {
  /** The body as stored, once its parent is checked: a top category (the tree is two deep), not the category itself. */
  async function record(tx: Db, body: CategoryBody, id?: number): Promise<CategoryRecord> {
    const repository = consoleCategoriesRepository(tx);
    if (body.parentId !== null) {
      const parent = await repository.detail(body.parentId);
      if (parent?.depth !== 1 || parent.id === id) {
        throw new DomainError('BAD_REQUEST', 'parentId: choose a top category.');
      }
      if (id !== undefined && (await repository.hasChildren(id))) {
        throw new DomainError('CONFLICT', 'parentId: a category with categories under it stays at the top.');
      }
    }
    return { ...body, names: localizedText(body.names) };
  }

  return {
    tree: async () => (await consoleCategoriesRepository(db).tree()).map(present),

    create: (operator: Operator, body: CategoryBody) =>
      catalogChange(db, changes, async (tx) => {
        const category = await record(tx, body);
        const id = await consoleCategoriesRepository(tx).insert(category);
        await auditCatalogChange(tx, operator, {
          action: 'category.create',
          targetType: 'category',
          targetId: id,
          before: null,
          after: snapshot(category),
        });
        return present((await consoleCategoriesRepository(tx).detail(id))!);
      }),

    update: (operator: Operator, id: number, body: CategoryBody) =>
      catalogChange(db, changes, async (tx) => {
        const repository = consoleCategoriesRepository(tx);
        const before = await repository.detail(id, true);
        if (!before) throw notFound('Category');
        const category = await record(tx, body, id);
        await repository.update(id, category);
        await auditCatalogChange(tx, operator, {
          action: 'category.update',
          targetType: 'category',
          targetId: id,
          before: snapshot(before),
          after: snapshot(category),
        });
        return present((await repository.detail(id))!);
      }),
  };
}

export type ConsoleCategoriesService = ReturnType<typeof consoleCategoriesService>;
