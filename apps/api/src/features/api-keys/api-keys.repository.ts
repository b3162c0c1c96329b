import type { ApiKeyScope } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlRunner } from '../../db/sql.js';
import type { SessionBuyer } from '../../plugins/session.js';

export type ApiKeyRow = {
  id: number;
  name: string;
  scopes: ApiKeyScope[];
  prefix: string;
  createdBy: string | null;
  creatorInactive: boolean;
  createdAt: Date;
  lastUsedAt: Date | null;
};

/** The company and member a key acts as, with the company's prices: read on every request the key makes. */
export type KeyBuyerRow = Omit<SessionBuyer, 'tokenHash'> & { keyId: number; scopes: ApiKeyScope[] };

const KEY = sql`k.id, k.name, k.scopes, k.prefix, m.name as "createdBy", m.status <> 'active' as "creatorInactive",
  k.created_at as "createdAt",
  k.last_used_at as "lastUsedAt"`;

/** A buyer company's API keys. Every statement but the key's own lookup names the company. */
export function apiKeysRepository(db: Db) {
  const { rows, one } = sqlRunner(db);
  // The lookup runs with every request a key makes: a named statement, prepared once per connection.
  const hot = sqlRunner(db, 'api-key');

  return {
    /** The company's keys that still work, newest first. */
    list: (buyerId: number) =>
      rows<ApiKeyRow>(sql`select ${KEY} from buyer_api_keys k join buyer_members m on m.id = k.member_id
        where k.buyer_id = ${buyerId} and k.revoked_at is null order by k.id desc`),

    /**
     * A new key, unless the company holds `max` keys already: the company's row is locked for the count, so two
     * creations at once cannot both pass it. Undefined when full.
     */
    create: (
      key: { buyerId: number; memberId: number; name: string; scopes: ApiKeyScope[]; prefix: string; hash: Buffer },
      max: number,
    ) =>
      one<ApiKeyRow>(sql`with company as (select id from buyers where id = ${key.buyerId} for update),
          k as (insert into buyer_api_keys (buyer_id, member_id, name, scopes, prefix, key_hash)
            select ${key.buyerId}, ${key.memberId}, ${key.name}, ${sql.param(key.scopes)}::text[], ${key.prefix},
              ${key.hash}
            from company
            where (select count(*) from buyer_api_keys where buyer_id = company.id and revoked_at is null) < ${max}
            returning *)
        select ${KEY} from k join buyer_members m on m.id = k.member_id`),

    /** Revokes one of the company's keys; false when it has no such key that still works. */
    async revoke(buyerId: number, id: number): Promise<boolean> {
      const revoked = await rows(sql`update buyer_api_keys set revoked_at = now()
        where id = ${id} and buyer_id = ${buyerId} and revoked_at is null returning id`);
      return revoked.length > 0;
    },

    /**
     * The key behind a hash, while it works: not revoked, its company active, the member who created it active. Marks
     * it used (at most once a minute, so that a busy key does not write on every request).
     */
    keyBuyer: (hash: Buffer) =>
      hot.one<KeyBuyerRow>(sql`with k as (
          select k.id as "keyId", k.scopes, b.id as "buyerId", m.id as "memberId", m.role, m.name as "memberName",
            b.grade_id as "gradeId", b.currency, g.discount_bp as "discountBp"
          from buyer_api_keys k join buyer_members m on m.id = k.member_id join buyers b on b.id = k.buyer_id
            join grades g on g.id = b.grade_id
          where k.key_hash = ${hash} and k.revoked_at is null and b.status = 'active' and m.status = 'active'
            and m.buyer_id = k.buyer_id),
        used as (update buyer_api_keys set last_used_at = now()
          where id = (select "keyId" from k)
            and (last_used_at is null or last_used_at < now() - interval '1 minute'))
        select "keyId", scopes, "buyerId", "memberId", role, "memberName", "gradeId", currency, "discountBp" from k`),
  };
}

export type ApiKeysRepository = ReturnType<typeof apiKeysRepository>;
