import type { ConsoleOrderDetail } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlRunner } from '../../db/sql.js';

/** The buyer of an order as the console shows them beside it. */
export function consoleBuyerRepository(db: Db) {
  const { one } = sqlRunner(db);
  return {
    profile: (buyerId: number) =>
      one<ConsoleOrderDetail['buyer']>(sql`select b.id, b.login_id as "loginId", b.company_name as "companyName",
          json_build_object('code', c.code, 'name', c.name) as country, b.rep_contact_name as "repContactName",
          b.rep_contact_email as "repContactEmail", pc.calling_code || ' ' || b.phone_number as phone, b.status,
          case when g.id is null then null else json_build_object('id', g.id, 'name', g.name) end as grade, b.language
        from buyers b join countries c on c.id = b.country_id join countries pc on pc.id = b.phone_country_id
          left join grades g on g.id = b.grade_id
        where b.id = ${buyerId}`),
  };
}
