import type { CompanyMember, CompanyView, InvitationView, MemberRole } from '@hive/domain';
import { INVITED_ROLES, MAX_MEMBERS, MAX_OPEN_INVITATIONS, memberMay } from '@hive/domain/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AccountNav } from '../../../components/account-nav';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Field } from '../../../components/form/field';
import { FormAlert } from '../../../components/form/form-alert';
import { serverErrorText } from '../../../components/form/form-errors';
import { TextField } from '../../../components/form/text-field';
import { PageMeta } from '../../../components/page-meta';
import { RequireSession } from '../../../components/require-session';
import { useForm } from '../../../hooks/use-form';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast-client';
import { accountKeys } from '../api/account-keys';
import {
  changeMemberRole,
  companyQuery,
  invitationsQuery,
  inviteMember,
  membersQuery,
  removeMember,
  setApprovalLimit,
  withdrawInvitation,
} from '../api/company-queries';
import { byRole, limitText, memberChoices, parseLimit } from '../company-rules';
import { RoleBadge } from '../components/role-badge';
import '../company.css';

/** The page's own words, then the account's (the form's checks, the shared error texts). */
const NAMESPACES = ['members', 'account'];
const FALLBACK = { nsMode: 'fallback' } as const;

/** `/my-page/company/`: the company's people, its open invitations and its approval limit. */
export function CompanyPage() {
  return (
    <RequireSession>
      <Company />
    </RequireSession>
  );
}

function Company() {
  const { t } = useTranslation(NAMESPACES, FALLBACK);
  const { data: company, isPending, isError, refetch } = useQuery(companyQuery());
  const manages = company ? memberMay(company.member.role, 'manage') : false;
  return (
    <main id="main" className="container page account-page company-page">
      <PageMeta title={t('page.title')} description={t('page.lead')} />
      <h1>{t('page.title')}</h1>
      <AccountNav />
      {isError ? (
        <div className="rec-empty" role="alert">
          <p>{t('page.failed')}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {t('page.retry')}
          </button>
        </div>
      ) : isPending || !company ? (
        <p aria-busy="true">{t('page.loading')}</p>
      ) : (
        <>
          <p className="company-page__lead">
            {t('page.you', { name: company.member.name, company: company.companyName })}{' '}
            <RoleBadge role={company.member.role} />
          </p>
          <ApprovalLimit company={company} />
          <Members company={company} />
          {manages && <Invitations />}
          {!manages && <p className="notice">{t('page.readOnly')}</p>}
        </>
      )}
    </main>
  );
}

/** The total above which a purchaser's order waits for an approval: changed by an owner or an admin, read by others. */
function ApprovalLimit({ company }: { company: CompanyView }) {
  const { t } = useTranslation(NAMESPACES, FALLBACK);
  const format = useQuotationFormat();
  const queryClient = useQueryClient();
  const manages = memberMay(company.member.role, 'manage');
  const [text, setText] = useState(() => limitText(company.approvalLimit, company.currency));
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: setApprovalLimit,
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(accountKeys.company(), saved);
      setText(limitText(saved.approvalLimit, saved.currency));
      toast.info(saved.approvalLimit === null ? t('limit.removed') : t('limit.saved'));
    },
  });
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const limit = parseLimit(text, company.currency);
    if (limit === undefined) {
      setError(t(`limit.invalid.${company.currency}`));
      return;
    }
    setError(undefined);
    save.mutate(limit);
  };
  const current =
    company.approvalLimit === null ? t('limit.none') : format.money(company.approvalLimit, company.currency);
  return (
    <section className="account-panel" aria-labelledby="company-limit">
      <h2 id="company-limit">{t('limit.title')}</h2>
      <p>{t('limit.lead')}</p>
      {manages ? (
        <form className="form company-limit" noValidate onSubmit={handleSubmit}>
          <Field
            label={t('limit.label', { currency: company.currency })}
            error={error}
            hint={t('limit.hint', { current })}
          >
            {(control) => (
              <input
                {...control}
                inputMode={company.currency === 'KRW' ? 'numeric' : 'decimal'}
                autoComplete="off"
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  setError(undefined);
                }}
              />
            )}
          </Field>
          <FormAlert message={save.error ? serverErrorText(save.error, t) : undefined} />
          <button type="submit" className="button" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? t('common.working') : t('limit.save')}
          </button>
        </form>
      ) : (
        <p className="company-limit__value">
          <strong>{current}</strong>
        </p>
      )}
    </section>
  );
}

function Members({ company }: { company: CompanyView }) {
  const { t } = useTranslation(NAMESPACES, FALLBACK);
  const { data, isPending } = useQuery(membersQuery());
  const members = byRole(data?.list ?? []);
  const [removing, setRemoving] = useState<CompanyMember | null>(null);
  const [handing, setHanding] = useState<CompanyMember | null>(null);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.company() });
  const role = useMutation({
    mutationFn: ({ member, to }: { member: CompanyMember; to: MemberRole }) => changeMemberRole(member.id, to),
    meta: { silent: true },
    onSuccess: (changed, { to }) => {
      if (to === 'OWNER') {
        // The owner's role was handed over: the one who handed it is an admin now.
        const me = useSession.getState().member;
        if (me) useSession.setState({ member: { ...me, role: 'ADMIN' } });
        toast.info(t('members.handedOver', { name: changed.name }));
      } else toast.info(t('members.roleChanged', { name: changed.name, role: t(`roles.${to}`) }));
      setHanding(null);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (member: CompanyMember) => removeMember(member.id),
    meta: { silent: true },
    onSuccess: (_, member) => {
      toast.info(t('members.removed', { name: member.name }));
      setRemoving(null);
      void refresh();
    },
  });
  const failure = role.error ?? remove.error;
  return (
    <section className="account-panel" aria-labelledby="company-members">
      <h2 id="company-members">
        {t('members.title')}{' '}
        <span className="company-count">{t('members.count', { count: members.length, max: MAX_MEMBERS })}</span>
      </h2>
      <FormAlert message={failure && !removing && !handing ? serverErrorText(failure, t) : undefined} />
      {isPending ? (
        <p aria-busy="true">{t('page.loading')}</p>
      ) : (
        <ul className="company-members">
          {members.map((member) => (
            <MemberItem
              key={member.id}
              member={member}
              actor={company.member}
              busy={role.isPending || remove.isPending}
              onRole={(to) => (to === 'OWNER' ? setHanding(member) : role.mutate({ member, to }))}
              onRemove={() => setRemoving(member)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('members.removeTitle', { name: removing?.name ?? '' })}
        confirmLabel={t('members.remove')}
        cancelLabel={t('common.cancel')}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => {
          remove.reset();
          setRemoving(null);
        }}
      >
        <p>{t('members.removeQuestion', { name: removing?.name ?? '' })}</p>
        <FormAlert message={remove.error ? serverErrorText(remove.error, t) : undefined} />
      </ConfirmDialog>
      <ConfirmDialog
        open={handing !== null}
        title={t('members.handTitle', { name: handing?.name ?? '' })}
        confirmLabel={t('members.hand')}
        cancelLabel={t('common.cancel')}
        tone="primary"
        busy={role.isPending}
        onConfirm={() => handing && role.mutate({ member: handing, to: 'OWNER' })}
        onCancel={() => {
          role.reset();
          setHanding(null);
        }}
      >
        <p>{t('members.handQuestion', { name: handing?.name ?? '' })}</p>
        <FormAlert message={role.error ? serverErrorText(role.error, t) : undefined} />
      </ConfirmDialog>
    </section>
  );
}

function MemberItem({
  member,
  actor,
  busy,
  onRole,
  onRemove,
}: {
  member: CompanyMember;
  actor: CompanyView['member'];
  busy: boolean;
  onRole: (role: MemberRole) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(NAMESPACES, FALLBACK);
  const format = useQuotationFormat();
  const roleId = useId();
  const choices = memberChoices(actor, member);
  const isMe = member.id === actor.id;
  return (
    <li className={`company-member${member.status === 'suspended' ? ' company-member--suspended' : ''}`}>
      <div className="company-member__who">
        <p className="company-member__name">
          {member.name}
          {isMe && <span className="company-member__me"> {t('members.you')}</span>}
        </p>
        <p className="company-member__sub">
          <span>{member.loginId}</span>
          <span aria-hidden="true"> · </span>
          <span className="company-member__email">{member.email}</span>
        </p>
        <p className="company-member__sub">
          {member.lastSeenAt ? (
            <time dateTime={member.lastSeenAt}>
              {t('members.lastSeen', { when: format.dateTime(member.lastSeenAt) })}
            </time>
          ) : (
            t('members.neverSeen')
          )}
          {member.status === 'suspended' && (
            <>
              <span aria-hidden="true"> · </span>
              <strong className="company-member__suspended">{t('members.suspended')}</strong>
            </>
          )}
        </p>
      </div>
      <div className="company-member__actions">
        {choices.roles.length > 0 ? (
          <>
            <label htmlFor={roleId} className="visually-hidden">
              {t('members.roleOf', { name: member.name })}
            </label>
            <select
              id={roleId}
              value={member.role}
              disabled={busy}
              onChange={(event) => onRole(event.target.value as MemberRole)}
            >
              {choices.roles.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </select>
          </>
        ) : (
          <RoleBadge role={member.role} />
        )}
        {choices.remove && (
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={busy}
            aria-label={t('members.removeOne', { name: member.name })}
            onClick={onRemove}
          >
            {t('members.remove')}
          </button>
        )}
      </div>
    </li>
  );
}

/** The invitations still open, each withdrawable, and the form that sends a new one. */
function Invitations() {
  const { t } = useTranslation(NAMESPACES, FALLBACK);
  const format = useQuotationFormat();
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(invitationsQuery());
  const list = data?.list ?? [];
  const [withdrawing, setWithdrawing] = useState<InvitationView | null>(null);
  const withdraw = useMutation({
    mutationFn: (invitation: InvitationView) => withdrawInvitation(invitation.id),
    meta: { silent: true },
    onSuccess: (_, invitation) => {
      toast.info(t('invitations.withdrawn', { email: invitation.email }));
      setWithdrawing(null);
      void queryClient.invalidateQueries({ queryKey: accountKeys.invitations() });
    },
  });
  const full = list.length >= MAX_OPEN_INVITATIONS;
  const { data: members } = useQuery(membersQuery());
  const crowded = (members?.list ?? []).filter((member) => member.status !== 'removed').length >= MAX_MEMBERS;
  return (
    <>
      <section className="account-panel" aria-labelledby="company-invitations">
        <h2 id="company-invitations">
          {t('invitations.title')}{' '}
          <span className="company-count">
            {t('invitations.count', { count: list.length, max: MAX_OPEN_INVITATIONS })}
          </span>
        </h2>
        {isPending ? (
          <p aria-busy="true">{t('page.loading')}</p>
        ) : list.length === 0 ? (
          <p className="empty">{t('invitations.none')}</p>
        ) : (
          <ul className="company-members">
            {list.map((invitation) => (
              <li key={invitation.id} className="company-member">
                <div className="company-member__who">
                  <p className="company-member__name">{invitation.name}</p>
                  <p className="company-member__sub company-member__email">{invitation.email}</p>
                  <p className="company-member__sub">
                    <time dateTime={invitation.expiresAt}>
                      {t('invitations.expires', { when: format.dateTime(invitation.expiresAt) })}
                    </time>
                    {invitation.invitedBy && (
                      <>
                        <span aria-hidden="true"> · </span>
                        {t('invitations.by', { name: invitation.invitedBy })}
                      </>
                    )}
                  </p>
                </div>
                <div className="company-member__actions">
                  <RoleBadge role={invitation.role} />
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={t('invitations.withdrawOne', { email: invitation.email })}
                    onClick={() => setWithdrawing(invitation)}
                  >
                    {t('invitations.withdraw')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <ConfirmDialog
          open={withdrawing !== null}
          title={t('invitations.withdrawTitle')}
          confirmLabel={t('invitations.withdraw')}
          cancelLabel={t('common.cancel')}
          busy={withdraw.isPending}
          onConfirm={() => withdrawing && withdraw.mutate(withdrawing)}
          onCancel={() => {
            withdraw.reset();
            setWithdrawing(null);
          }}
        >
          <p>{t('invitations.withdrawQuestion', { email: withdrawing?.email ?? '' })}</p>
          <FormAlert message={withdraw.error ? serverErrorText(withdraw.error, t) : undefined} />
        </ConfirmDialog>
      </section>
      <section className="account-panel" aria-labelledby="company-invite">
        <h2 id="company-invite">{t('invite.title')}</h2>
        <p>{t('invite.lead')}</p>
        {crowded ? (
          <p className="notice">{t('invite.membersFull', { count: MAX_MEMBERS })}</p>
        ) : full ? (
          <p className="notice">{t('invite.full', { count: MAX_OPEN_INVITATIONS })}</p>
        ) : (
          <InviteForm />
        )}
      </section>
    </>
  );
}

function InviteForm() {
  const { t } = useTranslation(NAMESPACES, FALLBACK);
  const queryClient = useQueryClient();
  const form = useForm({
    t,
    clearOnEdit: true,
    initial: { email: '', name: '', role: 'PURCHASER' as (typeof INVITED_ROLES)[number] },
    schema: (s) => s.invitationBody,
    errorTexts: 'invite',
    submit: async (data, { key }) => {
      const sent = await inviteMember(data, key);
      toast.info(t('invite.sent', { email: sent.email }));
      form.setValues({ email: '', name: '', role: data.role });
      await queryClient.invalidateQueries({ queryKey: accountKeys.invitations() });
    },
  });
  return (
    <form ref={form.formRef} className="form company-invite" noValidate onSubmit={form.handleSubmit}>
      <div className="form-grid">
        <TextField {...form.text('email', t('invite.email'))} kind="email" />
        <TextField {...form.text('name', t('invite.name'))} kind="name" />
      </div>
      <Field label={t('invite.role')} error={form.errors.role} hint={t(`roleHints.${form.values.role}`)}>
        {(control) => (
          <select {...control} {...form.bind('role')}>
            {INVITED_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormAlert message={form.failure} />
      <button type="submit" className="button" disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? t('common.working') : t('invite.submit')}
      </button>
    </form>
  );
}
