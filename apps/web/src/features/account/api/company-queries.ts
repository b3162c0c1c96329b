import type { InvitationBody, MemberRole } from '@hive/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { accountKeys } from './account-keys';

const base = '/client/api/v1/company';

/** The signed-in member's company: its name, currency, approval limit, the member, its approvers, orders waiting. */
export const companyQuery = () =>
  queryOptions({
    queryKey: accountKeys.company(),
    queryFn: () => api(base, (s) => s.companyView),
    // Another member changes the limit or approves an order meanwhile: a page shown again reads it again.
    staleTime: 0,
  });

/** The company view for a signed-in buyer (nothing for a visitor); quiet: the pages that need it say their own state. */
export function useCompany() {
  const signedIn = useSession((s) => s.login.isLogged && Boolean(s.token));
  const { data } = useQuery({ ...companyQuery(), enabled: signedIn, meta: { silent: true, personal: true } });
  return signedIn ? data : undefined;
}

export const membersQuery = () =>
  queryOptions({
    queryKey: accountKeys.members(),
    queryFn: () => api(`${base}/members`, (s) => s.membersResult),
    staleTime: 0,
  });

export const invitationsQuery = () =>
  queryOptions({
    queryKey: accountKeys.invitations(),
    queryFn: () => api(`${base}/invitations`, (s) => s.invitationsResult),
    staleTime: 0,
  });

export const inviteMember = (body: InvitationBody, idempotencyKey: string) =>
  api(`${base}/invitations`, (s) => s.invitationView, { method: 'POST', body, idempotencyKey });

export const withdrawInvitation = (id: string) =>
  api(`${base}/invitations/${encodeURIComponent(id)}`, (s) => s.flag, { method: 'DELETE' });

export const changeMemberRole = (id: number, role: MemberRole) =>
  api(`${base}/members/${id}`, (s) => s.companyMember, { method: 'PATCH', body: { role } });

export const removeMember = (id: number) => api(`${base}/members/${id}`, (s) => s.flag, { method: 'DELETE' });

/** The approval limit in minor units of the company's currency; null: no limit. */
export const setApprovalLimit = (limit: number | null) =>
  api(`${base}/approval`, (s) => s.companyView, { method: 'PUT', body: { limit } });
