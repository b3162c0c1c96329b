import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { LocalizedText } from '../../../db/schema.js';
import { sqlRunner } from '../../../db/sql.js';

export type BrandFilter = { keyword?: string; categoryId?: number; hidden?: 'yes' | 'no'; top?: 'yes' | 'no' };
export type BrandRecord = {
  names: LocalizedText;
  descriptions: LocalizedText;
  logoUrl: string;
  categoryId: number;
  isTop: boolean;
  hidden: boolean;
  leadTimeDays: number | null;
  /** Minor units: US cents and won. */
  minOrderUsd: number | null;
  minOrderKrw: number | null;
};
export type BrandListRow = BrandRecord & { id: number; categoryNames: LocalizedText; productCount: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const flag = (value: 'yes' | 'no' | undefined, condition: SQL) =>
  value === undefined ? [] : [value === 'yes' ? condition : sql`not ${condition}`];

function conditions(filter: BrandFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.keyword) parts.push(sql`b.search_text like ${`%${escapeLike(filter.keyword.toLowerCase())}%`}`);
  if (filter.categoryId) parts.push(sql`b.category_id = ${filter.categoryId}`);
  parts.push(...flag(filter.hidden, sql`b.hidden`), ...flag(filter.top, sql`b.is_top`));
  return sql.join(parts, sql` and `);
}

const columns = sql`b.id, b.names, b.descriptions, b.logo_url as "logoUrl", b.category_id as "categoryId",
  c.names as "categoryNames", b.is_top as "isTop", b.hidden, b.lead_time_days as "leadTimeDays",
  b.min_order_usd as "minOrderUsd", b.min_order_krw as "minOrderKrw",
  (select count(*)::int from products p where p.brand_id = b.id) as "productCount"`;

export function brandsConsoleRepository(db: Db) {
  const { rows, one } = sqlRunner(db);
  return {
    async page(filter: BrandFilter, page: number, size: number) {
      const where = conditions(filter);
      const list = await rows<BrandListRow>(sql`select ${columns}
        from brands b join categories c on c.id = b.category_id
        where ${where} order by b.id desc limit ${size} offset ${(page - 1) * size}`);
      const total = await one<{ n: number }>(sql`select count(*)::int as n from brands b where ${where}`);
      return { list, total: total?.n ?? 0 };
    },

    detail: (id: number, lock = false) =>
      one<BrandListRow>(sql`select ${columns} from brands b join categories c on c.id = b.category_id
        where b.id = ${id} ${lock ? sql`for update of b` : sql``}`),

    /**
     * A new brand takes the next id (brand ids are the marketplace's own, not a sequence): the table is locked
     * against another creation meanwhile, in the caller's transaction.
     */
    async insert(brand: BrandRecord) {
      await db.execute(sql`lock table brands in share row exclusive mode`);
      const row = await one<{ id: number }>(sql`insert into brands (id, names, descriptions, logo_url, category_id,
          is_top, hidden, lead_time_days, min_order_usd, min_order_krw)
        select coalesce(max(id), 0) + 1, ${JSON.stringify(brand.names)}::jsonb, ${JSON.stringify(brand.descriptions)}::jsonb,
          ${brand.logoUrl}, ${brand.categoryId}, ${brand.isTop}, ${brand.hidden}, ${brand.leadTimeDays},
          ${brand.minOrderUsd}, ${brand.minOrderKrw} from brands
        returning id`);
      return row!.id;
    },

    update: (id: number, brand: BrandRecord) =>
      db.execute(sql`update brands set names = ${JSON.stringify(brand.names)}::jsonb,
        descriptions = ${JSON.stringify(brand.descriptions)}::jsonb, logo_url = ${brand.logoUrl},
        category_id = ${brand.categoryId}, is_top = ${brand.isTop}, hidden = ${brand.hidden},
        lead_time_days = ${brand.leadTimeDays}, min_order_usd = ${brand.minOrderUsd},
        min_order_krw = ${brand.minOrderKrw},
        top_position = case when ${brand.isTop} then top_position end
        where id = ${id}`),
  };
}
