import type { CompanyMember } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConsoleDialog, DialogActions } from '../../../../components/console/console-dialog';
import { FormAlert } from '../../../../components/form/form-alert';
import { serverErrorText } from '../../../../components/form/form-errors';
import { useConsoleFormat } from '../../../../hooks/use-console-format';
import { useOperator } from '../../../../hooks/use-operator';
import { useTranslation } from '../../../../i18n/react';
import { toast } from '../../../../lib/toast-client';
import { buyerMembersQuery, useMemberStatus } from '../api/account-console-queries';
import '../account-console.css';

/** The member's status as the buyers' badges draw a status: active, suspended, or removed by their company. */
const BADGE: Record<CompanyMember['status'], string> = {
  active: 'console-badge--active',
  suspended: 'console-badge--suspended',
  removed: 'console-badge--neutral',
};

/** A buyer company's people (role, status, last seen): an admin suspends one member, or lets them back in. */
export function MembersCard({ buyerId }: { buyerId: number }) {
  const { t } = useTranslation('console');
  const format = useConsoleFormat();
  const members = useQuery(buyerMembersQuery(buyerId));
  const status = useMemberStatus(buyerId);
  // Suspending and reactivating a member is an admin's; staff see the buttons greyed out, as on the buyer's page.
  const isAdmin = useOperator().role === 'admin';
  const [acting, setActing] = useState<{ member: CompanyMember; to: 'suspend' | 'reactivate' } | null>(null);
  const list = members.data?.list ?? [];
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reasonId = useId();
  const open = (member: CompanyMember, to: 'suspend' | 'reactivate') => {
    status.reset();
    setReason('');
    setMissing(false);
    setActing({ member, to });
  };
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!acting) return;
    // A suspension says why, as a buyer's does.
    if (acting.to === 'suspend' && !reason.trim()) {
      setMissing(true);
      return;
    }
    try {
      await status.mutateAsync({ memberId: acting.member.id, to: acting.to, reason: reason.trim() });
      toast.info(t(`members.${acting.to}.done`, { name: acting.member.name }));
      setActing(null);
    } catch {
      // Said in the dialog.
    }
  };
  return (
    <section className="console-card" aria-labelledby="buyer-members">
      <h2 id="buyer-members">
        {t('members.title')} <span className="console-muted">({list.length})</span>
      </h2>
      {members.isPending ? (
        <p className="console-muted">{t('loadingList')}</p>
      ) : members.isError ? (
        <p className="console-muted" role="alert">
          {serverErrorText(members.error, t)}
        </p>
      ) : (
        <ul className="console-members">
          {list.map((member) => (
            <li key={member.id} className="console-members__item">
              <div>
                <p className="console-members__name">
                  {member.name} <span className="console-mono console-muted">{member.loginId}</span>
                </p>
                <p className="console-sub">
                  {t(`members.roles.${member.role}`)} ·{' '}
                  <span className={`console-badge ${BADGE[member.status]}`}>
                    {t(`members.status.${member.status}`)}
                  </span>{' '}
                  ·{' '}
                  {member.lastSeenAt ? (
                    <time dateTime={member.lastSeenAt}>
                      {t('members.lastSeen', { when: format.dateTime(member.lastSeenAt) })}
                    </time>
                  ) : (
                    t('members.neverSeen')
                  )}
                </p>
              </div>
              {member.status === 'active' && (
                <button
                  type="button"
                  className="console-button console-button--danger"
                  disabled={!isAdmin}
                  title={isAdmin ? undefined : t('buyer.adminOnly')}
                  aria-label={t('members.suspend.buttonOne', { name: member.name })}
                  onClick={() => open(member, 'suspend')}
                >
                  {t('members.suspend.button')}
                </button>
              )}
              {member.status === 'suspended' && (
                <button
                  type="button"
                  className="console-button"
                  disabled={!isAdmin}
                  title={isAdmin ? undefined : t('buyer.adminOnly')}
                  aria-label={t('members.reactivate.buttonOne', { name: member.name })}
                  onClick={() => open(member, 'reactivate')}
                >
                  {t('members.reactivate.button')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {acting && (
        <ConsoleDialog
          title={t(`members.${acting.to}.title`, { name: acting.member.name })}
          description={t(`members.${acting.to}.description`, { name: acting.member.name })}
          onClose={() => {
            status.reset();
            setActing(null);
          }}
        >
          <form className="console-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
            {acting.to === 'suspend' && (
              <div className="console-field">
                <label htmlFor={reasonId}>{t('actions.reason')}</label>
                <textarea
                  id={reasonId}
                  rows={3}
                  maxLength={500}
                  required
                  value={reason}
                  aria-invalid={missing || undefined}
                  onChange={(event) => {
                    setReason(event.target.value);
                    setMissing(false);
                  }}
                />
              </div>
            )}
            <FormAlert
              className="console-alert"
              message={
                missing ? t('actions.reasonRequired') : status.error ? serverErrorText(status.error, t) : undefined
              }
            />
            <DialogActions
              busy={status.isPending}
              submit={t(`members.${acting.to}.submit`)}
              working={t('members.working')}
              cancel={t('members.keep')}
              danger={acting.to === 'suspend'}
              onClose={() => {
                status.reset();
                setActing(null);
              }}
            />
          </form>
        </ConsoleDialog>
      )}
    </section>
  );
}
