import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlRunner } from '../../db/sql.js';
import type { Operator } from '../../plugins/operator-session.js';

export type { Operator } from '../../plugins/operator-session.js';

export function operatorsRepository(db: Db) {
  const { rows } = sqlRunner(db);

  return {
    async credentials(loginId: string) {
      const [row] = await rows<
        Omit<Operator, 'tokenHash'> & { passwordHash: string }
      >(sql`select id, login_id as "loginId", name, role,
          password_hash as "passwordHash" from operators where lower(login_id) = lower(${loginId})`);
      return row;
    },

    async createSession(operatorId: number, tokenHash: Buffer, expiresAt: Date) {
      await db.execute(sql`insert into operator_sessions (operator_id, token_hash, expires_at)
        values (${operatorId}, ${tokenHash}, ${expiresAt})`);
    },

    async revokeSession(tokenHash: Buffer) {
      await db.execute(
        sql`update operator_sessions set revoked_at = now() where token_hash = ${tokenHash} and revoked_at is null`,
      );
    },

    /** The operator behind a live session, its idle expiry pushed back in the same statement. */
    async touch(tokenHash: Buffer, expiresAt: Date) {
      const [row] =
        await rows<Operator>(sql`update operator_sessions s set last_seen_at = now(), expires_at = ${expiresAt}
        from operators o where o.id = s.operator_id and s.token_hash = ${tokenHash} and s.revoked_at is null
          and s.expires_at > now()
        returning o.id, o.login_id as "loginId", o.name, o.role, s.token_hash as "tokenHash"`);
      return row;
    },
  };
}
