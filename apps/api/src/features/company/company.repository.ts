import type { InvitedRole, MemberRole, MemberStatus } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlRunner } from '../../db/sql.js';

export type MemberRow = {
  id: number;
  buyerId: number;
  loginId: string;
  name: string;
  email: string;
  role: MemberRole;
  status: MemberStatus;
  lastSeenAt: Date | null;
};
export type InvitationRow = {
  id: string;
  buyerId: number;
  email: string;
  name: string;
  role: InvitedRole;
  keyHash: Buffer;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
  companyName: string;
  companyActive: boolean;
  language: string;
};

const MEMBER = sql`m.id, m.buyer_id as "buyerId", m.login_id as "loginId", m.name, m.email, m.role, m.status,
  m.last_seen_at as "lastSeenAt"`;
const INVITATION = sql`i.id, i.buyer_id as "buyerId", i.email, i.name, i.role, i.key_hash as "keyHash",
  inv.name as "invitedBy", i.created_at as "createdAt", i.expires_at as "expiresAt", i.accepted_at as "acceptedAt",
  i.revoked_at as "revokedAt", b.company_name as "companyName", b.status = 'active' as "companyActive", b.language`;

/** A buyer company's members, invitations and approval limit. Every statement names the company. */
export function companyRepository(db: Db) {
  const { rows, one } = sqlRunner(db);

  return {
    company: (buyerId: number) =>
      one<{
        id: number;
        companyName: string;
        currency: 'USD' | 'KRW';
        approvalLimit: number | null;
        approvers: number;
        pendingApprovals: number;
      }>(sql`select b.id, b.company_name as "companyName", b.currency, b.approval_limit::float8 as "approvalLimit",
          (select count(*)::int from buyer_members m where m.buyer_id = b.id and m.status = 'active'
            and m.role in ('OWNER', 'ADMIN')) as approvers,
          (select count(*)::int from orders o where o.buyer_id = b.id and o.state = 'PENDING_APPROVAL')
            as "pendingApprovals"
        from buyers b where b.id = ${buyerId}`),

    /** The company's people, the owner first, then by when they joined; removed ones are left out. */
    members: (buyerId: number) =>
      rows<MemberRow>(sql`select ${MEMBER} from buyer_members m where m.buyer_id = ${buyerId} and m.status <> 'removed'
        order by m.role = 'OWNER' desc, m.created_at, m.id`),

    member: (buyerId: number, memberId: number, lock = false) =>
      one<MemberRow>(sql`select ${MEMBER} from buyer_members m where m.buyer_id = ${buyerId} and m.id = ${memberId}
        ${lock ? sql`for update` : sql``}`),

    /** The company's row locked: member and invitation counts are checked under it. */
    async lockCompany(buyerId: number) {
      const row = await one<{ id: number }>(
        sql`select id from buyers where id = ${buyerId} and status = 'active' for update`,
      );
      return row !== undefined;
    },

    /** People (not removed) and invitations still open. */
    counts: (buyerId: number) =>
      one<{ members: number; open: number }>(sql`select
          (select count(*)::int from buyer_members where buyer_id = ${buyerId} and status <> 'removed') as members,
          (select count(*)::int from buyer_invitations where buyer_id = ${buyerId} and accepted_at is null
            and revoked_at is null and expires_at > now()) as open`),

    /** Whether a person of the company (not removed) already has this e-mail address. */
    async isMember(buyerId: number, email: string) {
      const row = await one<{ found: boolean }>(sql`select exists (select from buyer_members where buyer_id = ${buyerId}
        and status <> 'removed' and lower(email) = lower(${email})) as found`);
      return row?.found ?? false;
    },

    openInvitations: (buyerId: number) =>
      rows<InvitationRow>(sql`select ${INVITATION} from buyer_invitations i join buyers b on b.id = i.buyer_id
          left join buyer_members inv on inv.id = i.invited_by
        where i.buyer_id = ${buyerId} and i.accepted_at is null and i.revoked_at is null and i.expires_at > now()
        order by i.created_at desc`),

    invitation: (id: string, lock = false) =>
      one<InvitationRow>(sql`select ${INVITATION} from buyer_invitations i join buyers b on b.id = i.buyer_id
          left join buyer_members inv on inv.id = i.invited_by
        where i.id = ${id}::uuid ${lock ? sql`for update of i` : sql``}`),

    /** A new invitation; an open one to the same address is withdrawn (the new link replaces it). */
    async invite(input: {
      buyerId: number;
      email: string;
      name: string;
      role: InvitedRole;
      keyHash: Buffer;
      invitedBy: number;
      days: number;
    }) {
      await db.execute(sql`update buyer_invitations set revoked_at = now() where buyer_id = ${input.buyerId}
        and lower(email) = lower(${input.email}) and accepted_at is null and revoked_at is null`);
      return (await one<{ id: string }>(sql`insert into buyer_invitations
          (buyer_id, email, name, role, key_hash, invited_by, expires_at)
        values (${input.buyerId}, ${input.email}, ${input.name}, ${input.role}, ${input.keyHash}, ${input.invitedBy},
          now() + make_interval(days => ${input.days}))
        returning id`))!.id;
    },

    async revokeInvitation(buyerId: number, id: string) {
      const row = await one<{ id: string }>(sql`update buyer_invitations set revoked_at = now()
        where id = ${id}::uuid and buyer_id = ${buyerId} and accepted_at is null and revoked_at is null returning id`);
      return row !== undefined;
    },

    /** The member an accepted invitation makes; undefined when the login id is taken. */
    async join(invitation: InvitationRow, loginId: string, passwordHash: string) {
      const row = await one<{ id: number }>(sql`with m as (insert into buyer_members
            (buyer_id, login_id, password_hash, name, email, role)
          select ${invitation.buyerId}, ${loginId}, ${passwordHash}, ${invitation.name}, ${invitation.email},
            ${invitation.role}
          where not exists (select from buyer_members where lower(login_id) = lower(${loginId}))
          on conflict do nothing returning id),
        i as (update buyer_invitations set accepted_at = now(), member_id = (select id from m)
          where id = ${invitation.id}::uuid and exists (select from m))
        select id from m`);
      return row?.id;
    },

    async setRole(memberId: number, role: MemberRole) {
      await db.execute(sql`update buyer_members set role = ${role} where id = ${memberId}`);
    },

    async setStatus(memberId: number, status: MemberStatus) {
      await db.execute(sql`update buyer_members set status = ${status} where id = ${memberId}`);
    },

    async setApprovalLimit(buyerId: number, limit: number | null) {
      await db.execute(
        sql`update buyers set approval_limit = ${limit}::bigint, updated_at = now() where id = ${buyerId}`,
      );
    },
  };
}

export type CompanyRepository = ReturnType<typeof companyRepository>;
