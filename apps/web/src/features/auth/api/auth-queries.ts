import type { InvitationAcceptBody, Locale, PasswordUpdateBody, SignInBody, SignUpBody } from '@hive/domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** Answers that are a bare `true` or `false`: the contract has no named schema for them. */
const yesNo = () => z.boolean();

/** Every auth query key starts with the feature. */
export const authKeys = {
  all: ['auth'] as const,
  loginIdTaken: (loginId: string) => [...authKeys.all, 'login-id-taken', loginId] as const,
  certification: (id: string) => [...authKeys.all, 'certification', id] as const,
  withdraw: () => [...authKeys.all, 'withdraw'] as const,
};

export const loginIdTakenQuery = (loginId: string) =>
  queryOptions({
    queryKey: authKeys.loginIdTaken(loginId),
    queryFn: () => api('/auth/client/existingByLoginId', yesNo, { query: { loginId } }),
    enabled: loginId.length > 0,
    staleTime: 30_000,
    // A failed check is not worth a toast: the server checks again on sign-up.
    meta: { silent: true },
  });

export const certificationQuery = (id: string) =>
  queryOptions({
    queryKey: authKeys.certification(id),
    queryFn: () => api(`/auth/client/certification/expire/${encodeURIComponent(id)}`, (s) => s.certificationStatus),
    staleTime: 0,
    meta: { silent: true },
  });

export const withdrawCheckQuery = () =>
  queryOptions({
    queryKey: authKeys.withdraw(),
    queryFn: () => api('/auth/client/withdraw', (s) => s.withdrawCheck),
    staleTime: 0,
  });

export const signIn = (body: SignInBody) =>
  api('/auth/client/sign-in', (s) => s.signInResult, { method: 'POST', body });

export const signUp = (body: SignUpBody) =>
  api('/auth/client/sign-up', (s) => s.signUpResult, { method: 'POST', body });

export const sendCode = (email: string, language: Locale) =>
  api('/auth/client/certification', (s) => s.certificationSent, { method: 'POST', body: { email, language } });

export const verifyCode = (id: string, code: string) =>
  api('/auth/client/certification/verify', (s) => s.certificationStatus, { method: 'POST', body: { id, code } });

export const findId = (body: { countryId: number; company: string; email: string; language: Locale }) =>
  api('/auth/client/findId', yesNo, { method: 'POST', body });

export const requestPasswordReset = (loginId: string, language: Locale) =>
  api('/auth/client/changePwd', yesNo, { query: { loginId, language } });

export const updatePassword = (body: PasswordUpdateBody) =>
  api('/auth/client/password/update', yesNo, { method: 'PUT', body });

export const withdraw = (body: { password: string; reason: string }) =>
  api('/auth/client/withdraw/confirm', yesNo, { method: 'DELETE', body });

/** What an e-mailed invitation is for (company, person, role), before its form: 404 for a wrong key, 410 when gone. */
export const invitationQuery = (invitationId: string, key: string) =>
  queryOptions({
    queryKey: [...authKeys.all, 'invitation', invitationId, key] as const,
    queryFn: () => api('/auth/client/invitations', (s) => s.invitationPreview, { query: { invitationId, key } }),
    enabled: invitationId !== '' && key !== '',
    retry: false,
    // Asked by the browser alone: a page the server drew (and kept a minute for visitors) would outlive the link.
    meta: { silent: true, personal: true },
  });

/** Accepting an invitation with a login id and a password: answered as a sign-in, with the new member's session. */
export const acceptInvitation = (body: InvitationAcceptBody) =>
  api('/auth/client/invitations/accept', (s) => s.signInResult, { method: 'POST', body });
