import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sqlRunner } from '../db/sql.js';

export type AuditRecord = {
  operatorId: number;
  action: string;
  targetType: string;
  targetId: string | number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export type AuditRow = {
  id: number;
  operator: { id: number; loginId: string; name: string } | null;
  action: string;
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: Date;
};

export function auditRepository(db: Db) {
  const { rows } = sqlRunner(db);
  const where = (targetType?: string, targetId?: string) =>
    sql`where true ${targetType ? sql`and a.target_type = ${targetType}` : sql``}
      ${targetId ? sql`and a.target_id = ${targetId}` : sql``}`;

  return {
    /** Written in the same transaction as the change it records. */
    async record(entry: AuditRecord) {
      await db.execute(sql`insert into audit_log (operator_id, action, target_type, target_id, before, after)
        values (${entry.operatorId}, ${entry.action}, ${entry.targetType}, ${String(entry.targetId)},
          ${entry.before ? JSON.stringify(entry.before) : null}::jsonb, ${entry.after ? JSON.stringify(entry.after) : null}::jsonb)`);
    },

    async page(filter: { targetType?: string; targetId?: string }, page: number, size: number) {
      const condition = where(filter.targetType, filter.targetId);
      const list = await rows<AuditRow>(sql`select a.id, a.action, a.target_type as "targetType",
          a.target_id as "targetId", a.before, a.after, a.created_at as "createdAt",
          case when o.id is null then null else json_build_object('id', o.id, 'loginId', o.login_id, 'name', o.name) end
            as operator
        from audit_log a left join operators o on o.id = a.operator_id ${condition}
        order by a.id desc limit ${size} offset ${(page - 1) * size}`);
      const [count] = await rows<{ total: number }>(sql`select count(*)::int as total from audit_log a ${condition}`);
      return { list, total: count?.total ?? 0 };
    },
  };
}

export const presentAudit = (row: AuditRow) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() });
