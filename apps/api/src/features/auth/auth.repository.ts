import type { MemberRole } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LocalizedText } from '../../db/schema.js';
import { sqlRunner } from '../../db/sql.js';

export type SessionBuyer = {
  buyerId: number;
  /** The person signed in for the company, their role and name. */
  memberId: number;
  role: MemberRole;
  memberName: string;
  /** The company's name: the header of a page the server draws for them shows it. */
  companyName: string;
  tokenHash: Buffer;
  gradeId: string;
  currency: 'USD' | 'KRW';
  discountBp: number;
  /** What the web app keeps of the sign-in beside the token: the server's first render draws the page with it. */
  loginId: string;
  joinStatusCode: string;
  lastSeenAt: Date;
  expiresAt: Date;
};
export type BuyerRow = {
  id: number;
  loginId: string;
  countryCode: string;
  countryName: string;
  companyName: string;
  repContactName: string;
  repContactEmail: string;
  callingCode: string;
  phoneNumber: string;
  gradeId: string;
  gradeName: string;
  currency: 'USD' | 'KRW';
  /** A date, or its text when read as JSON: only whether it is set is shown. */
  agreedTermsAt: Date | string | null;
  interestedBrands: { id: number; names: LocalizedText }[];
};

const SESSION_BUYER = {
  name: 'session-buyer',
  text: `select b.id as "buyerId", m.id as "memberId", m.role, m.name as "memberName", s.token_hash as "tokenHash",
      b.grade_id as "gradeId", b.currency, g.discount_bp as "discountBp", m.login_id as "loginId",
      b.join_status_code as "joinStatusCode", b.company_name as "companyName", s.last_seen_at as "lastSeenAt",
      s.expires_at as "expiresAt"
    from buyer_sessions s join buyer_members m on m.id = s.member_id join buyers b on b.id = s.buyer_id
      join grades g on g.id = b.grade_id
    where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now() and b.status = 'active'
      and m.status = 'active'`,
};

/**
 * The buyer as a sign-in answers with them, as one statement: also carried by another feature's own read (a quotation
 * request's), so that it costs no round trip of its own.
 */
export const buyerRowQuery = (id: number) => sql`select b.id, b.login_id as "loginId", c.code as "countryCode",
    c.name as "countryName", b.company_name as "companyName", b.rep_contact_name as "repContactName",
    b.rep_contact_email as "repContactEmail", pc.calling_code as "callingCode", b.phone_number as "phoneNumber",
    b.grade_id as "gradeId", g.name as "gradeName", b.currency, b.agreed_terms_at as "agreedTermsAt",
    coalesce((select json_agg(json_build_object('id', br.id, 'names', br.names) order by br.id)
      from buyer_interested_brands ib join brands br on br.id = ib.brand_id where ib.buyer_id = b.id), '[]') as "interestedBrands"
  from buyers b join countries c on c.id = b.country_id join countries pc on pc.id = b.phone_country_id
    join grades g on g.id = b.grade_id where b.id = ${id}`;

export function authRepository(db: Db) {
  const { rows } = sqlRunner(db, 'auth');

  return {
    /** A member's sign-in: their password and the company's state (a suspended member signs in as a suspended account). */
    async credentials(loginId: string) {
      const [row] = await rows<{
        id: number;
        memberId: number;
        loginId: string;
        passwordHash: string;
        joinStatusCode: string;
        status: 'pending' | 'active' | 'rejected' | 'suspended' | 'withdrawn';
      }>(
        sql`select b.id, m.id as "memberId", m.login_id as "loginId", m.password_hash as "passwordHash",
            b.join_status_code as "joinStatusCode",
            case when m.status = 'removed' then 'withdrawn' when m.status = 'suspended' and b.status = 'active'
              then 'suspended' else b.status end as status
          from buyer_members m join buyers b on b.id = m.buyer_id where lower(m.login_id) = lower(${loginId})`,
      );
      return row;
    },

    /** Whether a login id is taken by anyone: every company's members (the founders among them). */
    async loginIdExists(loginId: string) {
      const [row] = await rows<{ exists: boolean }>(
        sql`select exists (select 1 from buyer_members where lower(login_id) = lower(${loginId})) as exists`,
      );
      return row?.exists ?? false;
    },

    /** A new session of a member, who is seen now. */
    async createSession(buyerId: number, memberId: number, tokenHash: Buffer, expiresAt: Date) {
      await db.execute(sql`with s as (insert into buyer_sessions (buyer_id, member_id, token_hash, expires_at)
          values (${buyerId}, ${memberId}, ${tokenHash}, ${expiresAt}) returning member_id)
        update buyer_members set last_seen_at = now() where id = (select member_id from s)`);
    },

    /** The signed-in member as the sign-in answer names them. */
    async member(memberId: number) {
      const [row] = await rows<{ id: number; role: MemberRole; name: string }>(
        sql`select id, role, name from buyer_members where id = ${memberId}`,
      );
      return row;
    },

    /** Ends every session of one member, but the one of `keep` (the request that changed the password). */
    async revokeMemberSessions(memberId: number, keep?: Buffer) {
      await db.execute(sql`update buyer_sessions set revoked_at = now()
        where member_id = ${memberId} and revoked_at is null ${keep ? sql`and token_hash <> ${keep}` : sql``}`);
    },

    /** Ends every session of a buyer, but the one of `keep` (the request that changed the password). */
    async revokeSessions(buyerId: number, keep?: Buffer) {
      await db.execute(sql`update buyer_sessions set revoked_at = now()
        where buyer_id = ${buyerId} and revoked_at is null ${keep ? sql`and token_hash <> ${keep}` : sql``}`);
    },

    async revokeSession(tokenHash: Buffer) {
      await db.execute(
        sql`update buyer_sessions set revoked_at = now() where token_hash = ${tokenHash} and revoked_at is null`,
      );
    },

    /** The buyer behind a live session of an active account, or nothing. */
    /** Every buyer's request asks this first: a named statement, parsed and planned once per connection. */
    async sessionBuyer(tokenHash: Buffer) {
      const { rows: found } = await db.$client.query<SessionBuyer>({ ...SESSION_BUYER, values: [tokenHash] });
      return found[0];
    },

    /** The session lives on, and its member was last seen now (the company's member list shows it). */
    async extendSession(tokenHash: Buffer, expiresAt: Date) {
      await db.execute(sql`with s as (update buyer_sessions set last_seen_at = now(), expires_at = ${expiresAt}
          where token_hash = ${tokenHash} returning member_id)
        update buyer_members set last_seen_at = now() where id = (select member_id from s)`);
    },

    async buyer(id: number) {
      const [row] = await rows<BuyerRow>(buyerRowQuery(id));
      return row;
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
