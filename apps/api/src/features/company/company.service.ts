import {
  type ApprovalLimitBody,
  type CompanyView,
  DomainError,
  INVITATION_DAYS,
  type InvitationAcceptBody,
  type InvitationBody,
  type InvitationPreview,
  MAX_MEMBERS,
  MAX_OPEN_INVITATIONS,
  type MemberRole,
  marketplaceDate,
  memberChangeProblem,
  notFound,
} from '@hive/domain';
import type { Changes } from '../../db/changes.js';
import type { Db } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashSecret, newToken, secretMatches } from '../../lib/tokens.js';
import type { Mailer } from '../../mail/mail.service.js';
import type { SessionBuyer } from '../../plugins/session.js';
import { revokeMemberSessions } from '../auth/buyer-sessions.js';
import { presentInvitation, presentMember } from './company.presenter.js';
import { type CompanyRepository, companyRepository, type InvitationRow } from './company.repository.js';

export type CompanyServiceOptions = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** Told when a member's role or status changed, for this process's next request of them to see it. */
  sessions: Pick<Changes, 'committedHere'>;
};

/** The role as the invitation e-mail names it, in the company's language. */
const ROLE_WORDS: Record<string, Record<string, string>> = {
  en: { ADMIN: 'an admin', PURCHASER: 'a purchaser', VIEWER: 'a viewer' },
  vi: { ADMIN: 'quản trị viên', PURCHASER: 'người mua hàng', VIEWER: 'người xem' },
  es: { ADMIN: 'administrador', PURCHASER: 'comprador', VIEWER: 'observador' },
  ru: { ADMIN: 'администратор', PURCHASER: 'закупщик', VIEWER: 'наблюдатель' },
  id: { ADMIN: 'admin', PURCHASER: 'pembeli', VIEWER: 'pengamat' },
};

const gone = () => new DomainError('INVITATION_GONE', 'This invitation was used, withdrawn or has expired.');
const wrongLink = () => notFound('The invitation');

/**
 * A buyer company's people: who they are, invitations by e-mail and their acceptance, roles and removal (sessions of a
 * re-roled or removed member end at once, in every process: the database announces it), and the approval limit.
 */
export function companyService({ db, mailer, publicUrl, sessions }: CompanyServiceOptions) {
  async function view(buyer: SessionBuyer): Promise<CompanyView> {
    const repository = companyRepository(db);
    const [company, member] = await Promise.all([
      repository.company(buyer.buyerId),
      repository.member(buyer.buyerId, buyer.memberId),
    ]);
    if (!company || !member) throw notFound('The company');
    return {
      id: company.id,
      companyName: company.companyName,
      currency: company.currency,
      approvalLimit: company.approvalLimit,
      member: { id: member.id, loginId: member.loginId, name: member.name, role: member.role },
      approvers: company.approvers,
      pendingApprovals: company.pendingApprovals,
    };
  }

  /** The company locked, for a change of its people that counts or checks them. */
  async function locked(tx: Db, buyerId: number): Promise<CompanyRepository> {
    const repository = companyRepository(tx);
    if (!(await repository.lockCompany(buyerId))) throw notFound('The company');
    return repository;
  }

  /** An invitation the link names, checked: a wrong key is a 404 (nothing told), a used or old one a 410. */
  function opened(invitation: InvitationRow | undefined, key: string): InvitationRow {
    if (!invitation || !secretMatches(key, invitation.keyHash)) throw wrongLink();
    if (invitation.acceptedAt || invitation.revokedAt || !invitation.companyActive) throw gone();
    if (new Date(invitation.expiresAt).getTime() <= Date.now()) throw gone();
    return invitation;
  }

  return {
    view,

    members: async (buyer: SessionBuyer) => ({
      list: (await companyRepository(db).members(buyer.buyerId)).map(presentMember),
    }),

    invitations: async (buyer: SessionBuyer) => ({
      list: (await companyRepository(db).openInvitations(buyer.buyerId)).map(presentInvitation),
    }),

    /** Invites a person by e-mail: a single-use link valid seven days, in the company's language. */
    async invite(buyer: SessionBuyer, body: InvitationBody) {
      const key = newToken();
      const id = await transaction(db, async (tx) => {
        const repository = await locked(tx, buyer.buyerId);
        if (await repository.isMember(buyer.buyerId, body.email))
          throw new DomainError('CONFLICT', 'A member of your company already has this e-mail address.');
        const counts = (await repository.counts(buyer.buyerId))!;
        if (counts.members >= MAX_MEMBERS)
          throw new DomainError('CONFLICT', `A company has at most ${MAX_MEMBERS} members.`);
        if (counts.open >= MAX_OPEN_INVITATIONS)
          throw new DomainError(
            'CONFLICT',
            `At most ${MAX_OPEN_INVITATIONS} invitations can wait at once: withdraw one or wait for an answer.`,
          );
        const id = await repository.invite({
          ...body,
          buyerId: buyer.buyerId,
          keyHash: hashSecret(key),
          invitedBy: buyer.memberId,
          days: INVITATION_DAYS,
        });
        const invitation = (await repository.invitation(id))!;
        const link = new URL(`/invitation/?id=${id}&key=${key}`, publicUrl).toString();
        await mailer.enqueue(tx, {
          to: body.email,
          template: 'memberInvitation',
          language: invitation.language,
          values: {
            name: body.name,
            inviter: buyer.memberName,
            company: invitation.companyName,
            role: (ROLE_WORDS[invitation.language] ?? ROLE_WORDS.en!)[body.role]!,
            expires: marketplaceDate(new Date(invitation.expiresAt)),
            link,
          },
        });
        return id;
      });
      void mailer.flush();
      return presentInvitation((await companyRepository(db).invitation(id))!);
    },

    async withdrawInvitation(buyer: SessionBuyer, id: string) {
      if (!(await companyRepository(db).revokeInvitation(buyer.buyerId, id))) throw notFound('The invitation');
      return true;
    },

    /** What the invitation page shows: whose company, for whom, which role. */
    async preview(invitationId: string, key: string): Promise<InvitationPreview> {
      const invitation = opened(await companyRepository(db).invitation(invitationId), key);
      return {
        companyName: invitation.companyName,
        email: invitation.email,
        name: invitation.name,
        role: invitation.role,
        expiresAt: new Date(invitation.expiresAt).toISOString(),
      };
    },

    /** Makes the member an invitation asks for, once; the caller then signs them in. */
    async accept(body: InvitationAcceptBody): Promise<void> {
      const passwordHash = await hashPassword(body.password);
      await transaction(db, async (tx) => {
        const repository = companyRepository(tx);
        const invitation = opened(await repository.invitation(body.invitationId, true), body.key);
        const current = await locked(tx, invitation.buyerId);
        if ((await current.counts(invitation.buyerId))!.members >= MAX_MEMBERS)
          throw new DomainError('CONFLICT', `A company has at most ${MAX_MEMBERS} members.`);
        if (await current.isMember(invitation.buyerId, invitation.email))
          throw new DomainError('CONFLICT', 'A member of this company already has this e-mail address.');
        const memberId = await repository.join(invitation, body.loginId, passwordHash);
        if (memberId === undefined) throw new DomainError('LOGIN_ID_TAKEN', 'This login id is already taken.');
      });
    },

    /**
     * Changes a member's role (owners and admins; only the owner hands the owner's role over, becoming an admin):
     * the member's sessions end at once.
     */
    async setRole(buyer: SessionBuyer, memberId: number, role: MemberRole) {
      await transaction(db, async (tx) => {
        const repository = await locked(tx, buyer.buyerId);
        const target = await repository.member(buyer.buyerId, memberId, true);
        if (!target || target.status === 'removed') throw notFound('The member');
        const problem = memberChangeProblem({ id: buyer.memberId, role: buyer.role }, target, { role });
        if (problem) throw new DomainError('FORBIDDEN', problem);
        if (target.role === role) return;
        if (role === 'OWNER') await repository.setRole(buyer.memberId, 'ADMIN');
        await repository.setRole(memberId, role);
        await revokeMemberSessions(tx, memberId);
      });
      sessions.committedHere();
      return presentMember((await companyRepository(db).member(buyer.buyerId, memberId))!);
    },

    /** Removes a member (never the owner): they sign in no more, their sessions end at once. */
    async remove(buyer: SessionBuyer, memberId: number) {
      await transaction(db, async (tx) => {
        const repository = await locked(tx, buyer.buyerId);
        const target = await repository.member(buyer.buyerId, memberId, true);
        if (!target || target.status === 'removed') throw notFound('The member');
        const problem = memberChangeProblem({ id: buyer.memberId, role: buyer.role }, target, 'remove');
        if (problem) throw new DomainError('FORBIDDEN', problem);
        await repository.setStatus(memberId, 'removed');
        await revokeMemberSessions(tx, memberId);
      });
      sessions.committedHere();
      return true;
    },

    async setApprovalLimit(buyer: SessionBuyer, { limit }: ApprovalLimitBody) {
      await companyRepository(db).setApprovalLimit(buyer.buyerId, limit);
      return view(buyer);
    },
  };
}

export type CompanyService = ReturnType<typeof companyService>;
