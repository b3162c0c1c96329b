import type { CompanyMember, InvitationView } from '@hive/domain';
import type { InvitationRow, MemberRow } from './company.repository.js';

const iso = (date: Date | string) => new Date(date).toISOString();

export const presentMember = (row: MemberRow): CompanyMember => ({
  id: row.id,
  loginId: row.loginId,
  name: row.name,
  email: row.email,
  role: row.role,
  status: row.status,
  lastSeenAt: row.lastSeenAt ? iso(row.lastSeenAt) : null,
});

export const presentInvitation = (row: InvitationRow): InvitationView => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  invitedBy: row.invitedBy,
  createdAt: iso(row.createdAt),
  expiresAt: iso(row.expiresAt),
});
