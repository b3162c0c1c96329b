import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { LocalizedText } from '../../../db/schema.js';
import { sqlRunner } from '../../../db/sql.js';

export type CategoryRecord = { names: LocalizedText; parentId: number | null; position: number; hidden: boolean };
export type CategoryRow = CategoryRecord & { id: number; depth: number; brandCount: number; productCount: number };

const columns = sql`c.id, c.parent_id as "parentId", c.depth, c.names, c.position, c.hidden,
  (select count(*)::int from brands b where b.category_id = c.id) as "brandCount",
  (select count(*)::int from products p where p.category_id = c.id) as "productCount"`;

export function categoriesConsoleRepository(db: Db) {
  const { rows, one } = sqlRunner(db);
  return {
    /** The tree in the storefront's order: top categories, each followed by its own. */
    tree: () =>
      rows<CategoryRow>(sql`select ${columns} from categories c
        left join categories parent on parent.id = c.parent_id
        order by coalesce(parent.position, c.position), coalesce(parent.id, c.id), c.depth, c.position, c.id`),

    detail: (id: number, lock = false) =>
      one<CategoryRow>(sql`select ${columns} from categories c where c.id = ${id} ${lock ? sql`for update` : sql``}`),

    /** Whether a category has categories under it (it cannot then move under another: the tree is two deep). */
    hasChildren: async (id: number) =>
      (await one(sql`select 1 from categories where parent_id = ${id} limit 1`)) !== undefined,

    /** The next id, with the table locked against another creation meanwhile (ids are not a sequence). */
    async insert(category: CategoryRecord) {
      await db.execute(sql`lock table categories in share row exclusive mode`);
      const row = await one<{ id: number }>(sql`insert into categories (id, parent_id, parent_depth, depth, names,
          hidden, position)
        select coalesce(max(id), 0) + 1, ${category.parentId}::int, ${category.parentId === null ? null : 1}::smallint,
          ${category.parentId === null ? 1 : 2}, ${JSON.stringify(category.names)}::jsonb, ${category.hidden},
          ${category.position} from categories
        returning id`);
      return row!.id;
    },

    update: (id: number, category: CategoryRecord) =>
      db.execute(sql`update categories set names = ${JSON.stringify(category.names)}::jsonb,
        parent_id = ${category.parentId}::int, parent_depth = ${category.parentId === null ? null : 1}::smallint,
        depth = ${category.parentId === null ? 1 : 2}, position = ${category.position}, hidden = ${category.hidden}
        where id = ${id}`),
  };
}
