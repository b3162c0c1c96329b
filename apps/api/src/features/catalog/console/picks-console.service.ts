import { DomainError, localName, notFound, type PickBody } from '@hive/domain';
import type { CatalogChanges } from '../../../db/changes.js';
import type { Db } from '../../../db/client.js';
import type { Operator } from '../../../plugins/operator-session.js';
import { auditCatalogChange, catalogChange } from './catalog-change.js';
import { allLanguages } from './catalog-console.presenter.js';
import { type PickRow, picksConsoleRepository } from './picks-console.repository.js';
import { localizedText } from './products-console.service.js';

const present = (row: PickRow) => ({
  id: row.id,
  code: row.code,
  type: row.type,
  names: allLanguages(row.names),
  position: row.position,
  products: row.products.map((product) => ({
    id: product.id,
    sku: product.sku,
    name: localName(product.names, 'en'),
    image: product.image,
  })),
});
const snapshot = (row: Pick<PickRow, 'code' | 'type' | 'names' | 'position'>, productIds: number[]) => ({
  code: row.code,
  type: row.type,
  names: row.names,
  position: row.position,
  productIds,
});

/** The picks and choices (product groups) as operators keep them: their names, order and products in order. */
export function picksConsoleService({ db, changes }: { db: Db; changes: CatalogChanges }) {
  async function write(tx: Db, body: PickBody, id?: number) {
    const repository = picksConsoleRepository(tx);
    if (await repository.codeTaken(body.code, body.type, id)) {
      throw new DomainError('CONFLICT', `code: there is a ${body.type} list "${body.code}" already.`);
    }
    if ((await repository.existing(body.productIds)) !== body.productIds.length) {
      throw new DomainError('BAD_REQUEST', 'productIds: there is no such product.');
    }
    const pick = { code: body.code, type: body.type, names: localizedText(body.names), position: body.position };
    const saved = id ?? (await repository.insert(pick));
    if (id !== undefined) await repository.update(id, pick);
    await repository.setProducts(saved, body.productIds);
    return { id: saved, pick };
  }

  return {
    list: async () => (await picksConsoleRepository(db).list()).map(present),

    create: (operator: Operator, body: PickBody) =>
      catalogChange(db, changes, async (tx) => {
        const { id, pick } = await write(tx, body);
        await auditCatalogChange(tx, operator, {
          action: 'pick.create',
          targetType: 'pick',
          targetId: id,
          before: null,
          after: snapshot(pick, body.productIds),
        });
        return present((await picksConsoleRepository(tx).detail(id))!);
      }),

    update: (operator: Operator, id: number, body: PickBody) =>
      catalogChange(db, changes, async (tx) => {
        const before = await picksConsoleRepository(tx).detail(id, true);
        if (!before) throw notFound('Pick');
        const { pick } = await write(tx, body, id);
        await auditCatalogChange(tx, operator, {
          action: 'pick.update',
          targetType: 'pick',
          targetId: id,
          before: snapshot(
            before,
            before.products.map((product) => product.id),
          ),
          after: snapshot(pick, body.productIds),
        });
        return present((await picksConsoleRepository(tx).detail(id))!);
      }),
  };
}

export type PicksConsoleService = ReturnType<typeof picksConsoleService>;
