import type { Pricing } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LocalizedText } from '../../db/schema.js';
import { sqlRunner } from '../../db/sql.js';
import { NOT_WITHDRAWN, type ProductRow, productColumns } from '../../products/product-card.js';

export type GroupType = 'PICK' | 'CHOICE';
export type PickGroupRow = {
  code: string;
  type: GroupType;
  names: LocalizedText;
  productCount: number;
  image: string | null;
};

/**
 * Of a product group aliased `g`: its size and the first picture among its products, in the operators' order; its
 * withdrawn products are not counted, as the page does not list them.
 */
const groupColumns = sql`g.code, g.type, g.names,
  (select count(*)::int from product_group_members m join products p on p.id = m.product_id
    where m.group_id = g.id and ${NOT_WITHDRAWN}) as "productCount",
  (select i.url from product_group_members m join products p on p.id = m.product_id
    join product_images i on i.product_id = m.product_id
    where m.group_id = g.id and ${NOT_WITHDRAWN} order by m.position, i.position limit 1) as image`;

/** The picks menu's order: the operators' position, then the code; a group's PICK list before its CHOICE list. */
const groupOrder = sql`g.position, g.code, case g.type when 'PICK' then 0 else 1 end`;

export function pickRepository(db: Db) {
  const { rows } = sqlRunner(db, 'pick');

  const allGroups = sql`coalesce((select json_agg(x) from (select ${groupColumns} from product_groups g
    order by ${groupOrder}) x), '[]')`;

  return {
    /** Every group, for the picks menu. */
    async groups(): Promise<PickGroupRow[]> {
      const [result] = await rows<{ groups: PickGroupRow[] }>(sql`select ${allGroups} as groups`);
      return result?.groups ?? [];
    },

    /** A group, a page of its products in the operators' order and every group, in one round trip. */
    async page(code: string, type: GroupType, page: number, size: number, pricing?: Pricing) {
      const [result] = await rows<{ group: PickGroupRow | null; list: ProductRow[]; groups: PickGroupRow[] }>(
        sql`with picked as (select id from product_groups where code = ${code} and type = ${type})
        select
          (select row_to_json(x) from (select ${groupColumns} from product_groups g
            where g.id = (select id from picked)) x) as "group",
          coalesce((select json_agg(x) from (select ${productColumns(pricing)}
            from product_group_members m join products p on p.id = m.product_id join brands pb on pb.id = p.brand_id
            where m.group_id = (select id from picked) and ${NOT_WITHDRAWN}
            order by m.position limit ${size} offset ${(page - 1) * size}) x), '[]') as list,
          ${allGroups} as groups`,
      );
      return result?.group ? { ...result, group: result.group } : undefined;
    },
  };
}

export type PickRepository = ReturnType<typeof pickRepository>;
