import type { SupportFileType, SupportKind, SupportStatus } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlRunner } from '../../db/sql.js';

export type NewSupportRequest = {
  kind: SupportKind;
  name: string;
  email: string;
  company: string;
  phone: string;
  topic: string;
  message: string;
  fields: Record<string, string | string[]>;
  language: string;
  buyerId: number | null;
};
export type SupportFile = { name: string; contentType: SupportFileType; data: Buffer };

export type SupportRowData = {
  id: number;
  kind: SupportKind;
  status: SupportStatus;
  name: string;
  email: string;
  company: string;
  topic: string;
  hasFile: boolean;
  createdAt: Date;
};
export type SupportDetailData = SupportRowData & {
  phone: string;
  message: string;
  language: string;
  fields: Record<string, string | string[]>;
  file: { name: string; type: SupportFileType; size: number } | null;
  buyer: { id: number; loginId: string; companyName: string } | null;
  updatedAt: Date;
};

const rowColumns = sql`r.id, r.kind, r.status, r.name, r.email, r.company, r.topic,
  exists (select 1 from support_files f where f.request_id = r.id) as "hasFile", r.created_at as "createdAt"`;

export function supportRepository(db: Db) {
  const { rows, one } = sqlRunner(db);

  return {
    /** The request and its file in one statement. */
    async add(request: NewSupportRequest, file: SupportFile | null): Promise<number> {
      const row = await one<{ id: number }>(sql`with request as (
          insert into support_requests (kind, name, email, company, phone, topic, message, fields, language, buyer_id)
          values (${request.kind}, ${request.name}, ${request.email}, ${request.company}, ${request.phone},
            ${request.topic}, ${request.message}, ${JSON.stringify(request.fields)}::jsonb, ${request.language},
            ${request.buyerId})
          returning id
        ), file as (
          insert into support_files (request_id, name, content_type, size, data)
          select id, ${file?.name ?? null}, ${file?.contentType ?? null}, ${file?.data.length ?? null}, ${file?.data ?? null}::bytea
          from request where ${file !== null}
        )
        select id from request`);
      if (!row) throw new Error('support request not written');
      return row.id;
    },

    /** Newest first; the open ones (new, then in progress) before the done. */
    async page(filter: { kind?: SupportKind; status?: SupportStatus }, page: number, size: number) {
      const where = sql`where true ${filter.kind ? sql`and r.kind = ${filter.kind}` : sql``}
        ${filter.status ? sql`and r.status = ${filter.status}` : sql``}`;
      const list = await rows<SupportRowData>(sql`select ${rowColumns} from support_requests r ${where}
        order by case r.status when 'new' then 0 when 'inProgress' then 1 else 2 end, r.created_at desc, r.id desc
        limit ${size} offset ${(page - 1) * size}`);
      const count = await one<{ total: number }>(sql`select count(*)::int as total from support_requests r ${where}`);
      return { list, total: count?.total ?? 0 };
    },

    /** The buyer's own e-mail address (verified with a code when it was set). */
    buyerEmail: async (buyerId: number) =>
      (await one<{ email: string }>(sql`select rep_contact_email as email from buyers where id = ${buyerId}`))?.email,

    newCount: async () =>
      (await one<{ total: number }>(sql`select count(*)::int as total from support_requests where status = 'new'`))
        ?.total ?? 0,

    detail: (id: number, lock = false) =>
      one<SupportDetailData>(sql`select ${rowColumns}, r.phone, r.message, r.language, r.fields,
          r.updated_at as "updatedAt",
          (select json_build_object('name', f.name, 'type', f.content_type, 'size', f.size)
            from support_files f where f.request_id = r.id) as file,
          case when b.id is null then null
            else json_build_object('id', b.id, 'loginId', b.login_id, 'companyName', b.company_name) end as buyer
        from support_requests r left join buyers b on b.id = r.buyer_id
        where r.id = ${id} ${lock ? sql`for update of r` : sql``}`),

    file: (id: number) =>
      one<{ name: string; contentType: SupportFileType; data: Buffer }>(sql`select name,
          content_type as "contentType", data from support_files where request_id = ${id}`),

    async setStatus(id: number, status: SupportStatus) {
      await db.execute(sql`update support_requests set status = ${status}, updated_at = now() where id = ${id}`);
    },
  };
}
