import { type AccountStatus, DEFAULT_STAFF_APPROVAL_GRADE, type Grade } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { LocalizedText } from '../../../db/schema.js';
import { sqlRunner } from '../../../db/sql.js';

export type ConsoleBuyer = {
  id: number;
  loginId: string;
  companyName: string;
  country: { code: string; name: string; emoji: string };
  repContactName: string;
  repContactEmail: string;
  status: AccountStatus;
  grade: { id: string; name: string } | null;
  currency: 'USD' | 'KRW' | null;
  createdAt: Date;
  approvedAt: Date | null;
};
export type ConsoleBuyerFull = ConsoleBuyer & {
  joinStatusCode: string;
  companyRegistrationNo: string;
  website: string;
  phone: { callingCode: string; number: string };
  interestedBrands: { id: number; names: LocalizedText }[];
  language: string;
  statusReason: string | null;
  sessions: { active: number; lastSeenAt: Date | null };
};

const columns = sql`b.id, b.login_id as "loginId", b.company_name as "companyName",
  json_build_object('code', c.code, 'name', c.name, 'emoji', c.emoji) as country,
  b.rep_contact_name as "repContactName", b.rep_contact_email as "repContactEmail", b.status,
  case when g.id is null then null else json_build_object('id', g.id, 'name', g.name) end as grade, b.currency,
  b.created_at as "createdAt", b.approved_at as "approvedAt"`;
const from = sql`from buyers b join countries c on c.id = b.country_id left join grades g on g.id = b.grade_id`;

export function accountConsoleRepository(db: Db) {
  const { rows } = sqlRunner(db);

  return {
    /** Applicants first (oldest waiting first), then everyone else newest first. */
    async page(filter: { status?: AccountStatus; keyword?: string }, page: number, size: number) {
      const like = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%` : undefined;
      const where = sql`where true ${filter.status ? sql`and b.status = ${filter.status}` : sql``}
        ${like ? sql`and (b.login_id ilike ${like} or b.company_name ilike ${like} or b.rep_contact_email ilike ${like} or b.rep_contact_name ilike ${like})` : sql``}`;
      const list = await rows<ConsoleBuyer>(sql`select ${columns} ${from} ${where}
        order by (b.status = 'pending') desc,
          case when b.status = 'pending' then b.created_at end asc, b.created_at desc, b.id desc
        limit ${size} offset ${(page - 1) * size}`);
      const [count] = await rows<{ total: number }>(sql`select count(*)::int as total ${from} ${where}`);
      return { list, total: count?.total ?? 0 };
    },

    async detail(id: number, lock = false) {
      const [row] = await rows<ConsoleBuyerFull>(sql`select ${columns}, b.join_status_code as "joinStatusCode",
          b.company_registration_no as "companyRegistrationNo", b.website,
          json_build_object('callingCode', pc.calling_code, 'number', b.phone_number) as phone,
          coalesce((select json_agg(json_build_object('id', br.id, 'names', br.names) order by br.id)
            from buyer_interested_brands ib join brands br on br.id = ib.brand_id where ib.buyer_id = b.id), '[]')
            as "interestedBrands",
          b.language, b.status_reason as "statusReason",
          (select json_build_object('active', count(*) filter (where s.revoked_at is null and s.expires_at > now()),
             'lastSeenAt', max(s.last_seen_at)) from buyer_sessions s where s.buyer_id = b.id) as sessions
        ${from} join countries pc on pc.id = b.phone_country_id where b.id = ${id}
        ${lock ? sql`for update of b` : sql``}`);
      return row;
    },

    async setStatus(
      id: number,
      changes: { status: AccountStatus; reason?: string | null; gradeId?: string; currency?: string },
    ) {
      await db.execute(sql`update buyers set status = ${changes.status},
          status_reason = ${changes.reason ?? null},
          approved_at = case when ${changes.status} = 'active' then coalesce(approved_at, now()) else approved_at end,
          grade_id = coalesce(${changes.gradeId ?? null}, grade_id), currency = coalesce(${changes.currency ?? null}, currency),
          updated_at = now()
        where id = ${id}`);
    },

    async setTerms(id: number, terms: { gradeId?: string; currency?: string }) {
      await db.execute(sql`update buyers set grade_id = coalesce(${terms.gradeId ?? null}, grade_id),
          currency = coalesce(${terms.currency ?? null}, currency), updated_at = now() where id = ${id}`);
    },

    grades: () =>
      rows<{ id: Grade; name: string; discountBp: number }>(
        sql`select id, name, discount_bp as "discountBp" from grades order by id`,
      ),

    /** The highest grade staff may approve at (the lowest in a database without settings). */
    async staffApprovalGrade(): Promise<Grade> {
      const [row] = await rows<{ grade: Grade }>(sql`select staff_approval_grade as grade from settings where id = 1`);
      return row?.grade ?? DEFAULT_STAFF_APPROVAL_GRADE;
    },

    async gradeName(id: string) {
      const [row] = await rows<{ name: string }>(sql`select name from grades where id = ${id}`);
      return row?.name;
    },

    async supportEmail() {
      const [row] = await rows<{ email: string }>(sql`select contact_email as email from settings where id = 1`);
      return row?.email ?? '';
    },
  };
}

export type AccountConsoleRepository = ReturnType<typeof accountConsoleRepository>;
