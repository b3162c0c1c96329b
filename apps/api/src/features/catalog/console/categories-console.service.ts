import { type CategoryBody, DomainError, notFound } from '@hive/domain';
import type { CatalogChanges } from '../../../db/changes.js';
import type { Db } from '../../../db/client.js';
import type { Operator } from '../../../plugins/operator-session.js';
import { auditCatalogChange, catalogChange } from './catalog-change.js';
import { allLanguages } from './catalog-console.presenter.js';
import { type CategoryRecord, type CategoryRow, categoriesConsoleRepository } from './categories-console.repository.js';
import { localizedText } from './products-console.service.js';

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
export function categoriesConsoleService({ db, changes }: { db: Db; changes: CatalogChanges }) {
  /** The body as stored, once its parent is checked: a top category (the tree is two deep), not the category itself. */
  async function record(tx: Db, body: CategoryBody, id?: number): Promise<CategoryRecord> {
    const repository = categoriesConsoleRepository(tx);
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
    tree: async () => (await categoriesConsoleRepository(db).tree()).map(present),

    create: (operator: Operator, body: CategoryBody) =>
      catalogChange(db, changes, async (tx) => {
        const category = await record(tx, body);
        const id = await categoriesConsoleRepository(tx).insert(category);
        await auditCatalogChange(tx, operator, {
          action: 'category.create',
          targetType: 'category',
          targetId: id,
          before: null,
          after: snapshot(category),
        });
        return present((await categoriesConsoleRepository(tx).detail(id))!);
      }),

    update: (operator: Operator, id: number, body: CategoryBody) =>
      catalogChange(db, changes, async (tx) => {
        const repository = categoriesConsoleRepository(tx);
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

export type CategoriesConsoleService = ReturnType<typeof categoriesConsoleService>;
