import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { LocalizedText } from '../../../db/schema.js';
import { sqlRunner } from '../../../db/sql.js';

export type PickRecord = { code: string; type: 'PICK' | 'CHOICE'; names: LocalizedText; position: number };
export type PickRow = PickRecord & {
  id: number;
  products: { id: number; sku: string; names: LocalizedText; image: string | null }[];
};

const columns = sql`g.id, g.code, g.type, g.names, g.position,
  coalesce((select json_agg(json_build_object('id', p.id, 'sku', p.sku, 'names', p.names,
      'image', (select i.url from product_images i where i.product_id = p.id order by i.position limit 1))
    order by m.position)
    from product_group_members m join products p on p.id = m.product_id where m.group_id = g.id), '[]') as products`;

export function picksConsoleRepository(db: Db) {
  const { rows, one } = sqlRunner(db);
  return {
    list: () =>
      rows<PickRow>(sql`select ${columns} from product_groups g
        order by g.position, g.code, case g.type when 'PICK' then 0 else 1 end`),

    detail: (id: number, lock = false) =>
      one<PickRow>(sql`select ${columns} from product_groups g where g.id = ${id} ${lock ? sql`for update` : sql``}`),

    codeTaken: async (code: string, type: string, exceptId?: number) =>
      (await one(sql`select 1 from product_groups where code = ${code} and type = ${type}
        ${exceptId ? sql`and id <> ${exceptId}` : sql``}`)) !== undefined,

    /** How many of `ids` are products. */
    existing: async (ids: number[]) =>
      (await one<{ n: number }>(sql`select count(*)::int as n from products where id = any(${sql.param(ids)}::int[])`))
        ?.n ?? 0,

    async insert(pick: PickRecord) {
      const row = await one<{ id: number }>(sql`insert into product_groups (code, type, names, position)
        values (${pick.code}, ${pick.type}, ${JSON.stringify(pick.names)}::jsonb, ${pick.position}) returning id`);
      return row!.id;
    },

    update: (id: number, pick: PickRecord) =>
      db.execute(sql`update product_groups set code = ${pick.code}, type = ${pick.type},
        names = ${JSON.stringify(pick.names)}::jsonb, position = ${pick.position} where id = ${id}`),

    /** The group's products in the order given. */
    async setProducts(id: number, productIds: number[]) {
      await db.execute(sql`delete from product_group_members where group_id = ${id}`);
      await db.execute(sql`insert into product_group_members (group_id, product_id, position)
        select ${id}, t.product_id, t.n::int from unnest(${sql.param(productIds)}::int[]) with ordinality as t(product_id, n)`);
    },
  };
}
