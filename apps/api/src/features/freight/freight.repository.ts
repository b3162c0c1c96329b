import type { FreightRateBody, FreightRateView } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlRunner } from '../../db/sql.js';

export type FreightRateRow = Omit<FreightRateView, 'updatedAt'> & { updatedAt: Date };

const columns = sql`r.id, c.code as country, c.name as "countryName", r.method, r.currency, r.per_kg as "perKg",
  r.per_cbm as "perCbm", r.minimum, r.updated_at as "updatedAt"`;

/** The one writer of `freight_rates`. */
export function freightRepository(db: Db) {
  const { rows } = sqlRunner(db);
  /** The rate's values for a statement: its country found by code (null when there is no such country). */
  const values = (body: FreightRateBody) =>
    sql`(select id from countries where code = ${body.country}), ${body.method}, ${body.currency}, ${body.perKg},
      ${body.perCbm}, ${body.minimum}`;
  return {
    list: () =>
      rows<FreightRateRow>(sql`select ${columns} from freight_rates r join countries c on c.id = r.country_id
        order by c.name, r.method, r.currency`),

    async detail(id: number, lock = false) {
      const [row] = await rows<FreightRateRow>(sql`select ${columns} from freight_rates r
        join countries c on c.id = r.country_id where r.id = ${id} ${lock ? sql`for update of r` : sql``}`);
      return row;
    },

    countryExists: async (code: string) => (await rows(sql`select 1 from countries where code = ${code}`)).length === 1,

    /** The new rate's id; undefined when the country already has a rate for that method and currency. */
    async insert(body: FreightRateBody) {
      const [row] = await rows<{ id: number }>(sql`insert into freight_rates (country_id, method, currency, per_kg,
          per_cbm, minimum) values (${values(body)}) on conflict (country_id, method, currency) do nothing
        returning id`);
      return row?.id;
    },

    /** False when another rate already has that country, method and currency. */
    async update(id: number, body: FreightRateBody) {
      const [row] = await rows<{ id: number }>(sql`update freight_rates r
        set (country_id, method, currency, per_kg, per_cbm, minimum, updated_at) = (${values(body)}, now())
        where r.id = ${id} and not exists (select 1 from freight_rates o where o.id <> ${id}
          and o.country_id = (select id from countries where code = ${body.country})
          and o.method = ${body.method} and o.currency = ${body.currency})
        returning r.id`);
      return row !== undefined;
    },

    async remove(id: number) {
      await db.execute(sql`delete from freight_rates where id = ${id}`);
    },
  };
}
