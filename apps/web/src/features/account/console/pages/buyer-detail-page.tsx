import { accountActions, type ConsoleBuyerDetail } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { AuditChanges, useActionName } from '../../../../components/console/audit-changes';
import { ConsoleMain } from '../../../../components/console/console-main';
import { BackLink, DetailPage, Fact, useRouteId } from '../../../../components/console/detail-page';
import { PostalAddress } from '../../../../components/console/postal-address';
import { BuyerStatusBadge } from '../../../../components/console/status-badge';
import { CountryCode } from '../../../../components/country-code';
import { useConsoleFormat } from '../../../../hooks/use-console-format';
import { useOperator } from '../../../../hooks/use-operator';
import { useTranslation } from '../../../../i18n/react';
import { useSession } from '../../../../lib/session-store';
import { toast } from '../../../../lib/toast-client';
import { type BuyerAction, buyerQuery, useBuyerAction } from '../api/account-console-queries';
import { useBuyerValueName } from '../buyer-value-name';
import { ApproveDialog, ReactivateDialog, ReasonDialog, TermsDialog } from '../components/buyer-action-dialogs';
import { MembersCard } from '../components/members-card';

type DialogKind = BuyerAction['kind'];

export function BuyerDetailPage() {
  const { t } = useTranslation('console');
  const { id, valid } = useRouteId();
  const buyer = useQuery({ ...buyerQuery(id), enabled: valid });
  return (
    <DetailPage
      detail={buyer}
      valid={valid}
      back={<BuyersLink />}
      texts={{
        notFound: t('buyer.notFound'),
        notFoundLead: t('buyer.notFoundLead'),
        failedTitle: t('buyers.title'),
        retry: t('retry'),
        loading: t('loadingList'),
      }}
    >
      {(data) => <BuyerDetail buyer={data} />}
    </DetailPage>
  );
}

function BuyersLink() {
  const { t } = useTranslation('console');
  return <BackLink to="/admin/buyers">{t('buyer.back')}</BackLink>;
}

function BuyerDetail({ buyer }: { buyer: ConsoleBuyerDetail }) {
  const { t } = useTranslation('console');
  const operator = useOperator();
  const action = useBuyerAction(buyer.id);
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const isAdmin = operator.role === 'admin';
  const allowed = new Set<string>(accountActions(buyer.status));
  const canChangeTerms = buyer.status === 'active' || buyer.status === 'suspended';

  const handleOpen = (kind: DialogKind) => setDialog(kind);
  const handleClose = () => setDialog(null);
  // A refusal stays in the dialog (its form shows it); a done action closes it and says so.
  const handleSubmit = async (change: BuyerAction) => {
    await action.mutateAsync(change);
    setDialog(null);
    toast.info(t(`actions.${change.kind}.done`, { company: buyer.companyName }));
  };

  const dialogProps = { buyer, onSubmit: handleSubmit, onClose: handleClose };

  return (
    <ConsoleMain
      title={buyer.companyName}
      headClassName="console-page-head__title"
      back={<BuyersLink />}
      lead={
        <>
          <BuyerStatusBadge status={buyer.status} /> <span className="console-mono">{buyer.loginId}</span> ·{' '}
          {t('buyer.number', { id: buyer.id })}
        </>
      }
      actions={
        <div className="console-actions">
          {allowed.has('approve') && (
            <button
              type="button"
              className="console-button console-button--primary"
              onClick={() => handleOpen('approve')}
            >
              {t('actions.approve.button')}
            </button>
          )}
          {allowed.has('reject') && (
            <button
              type="button"
              className="console-button console-button--danger"
              onClick={() => handleOpen('reject')}
            >
              {t('actions.reject.button')}
            </button>
          )}
          {canChangeTerms && (
            <AdminButton isAdmin={isAdmin} onClick={() => handleOpen('terms')}>
              {t('actions.terms.button')}
            </AdminButton>
          )}
          {allowed.has('reactivate') && (
            <AdminButton isAdmin={isAdmin} primary onClick={() => handleOpen('reactivate')}>
              {t('actions.reactivate.button')}
            </AdminButton>
          )}
          {allowed.has('suspend') && (
            <AdminButton isAdmin={isAdmin} danger onClick={() => handleOpen('suspend')}>
              {t('actions.suspend.button')}
            </AdminButton>
          )}
        </div>
      }
    >
      {!isAdmin && (canChangeTerms || allowed.has('suspend') || allowed.has('reactivate')) && (
        <p className="console-note">{t('buyer.adminOnlyNote')}</p>
      )}
      {buyer.statusReason && (buyer.status === 'rejected' || buyer.status === 'suspended') && (
        <div className={`console-callout console-callout--${buyer.status}`}>
          <strong>{t(`buyer.reasonFor.${buyer.status}`)}</strong> {buyer.statusReason}
        </div>
      )}

      <div className="console-detail">
        <div className="console-detail__main">
          <AccountCard buyer={buyer} />
          <ContactCard buyer={buyer} />
          <AddressesCard buyer={buyer} />
          {canChangeTerms && <MembersCard buyerId={buyer.id} />}
        </div>
        <div className="console-detail__side">
          <SessionsCard buyer={buyer} />
          <BrandsCard buyer={buyer} />
          <HistoryCard buyer={buyer} />
        </div>
      </div>

      {dialog === 'approve' && <ApproveDialog {...dialogProps} />}
      {(dialog === 'reject' || dialog === 'suspend') && <ReasonDialog kind={dialog} {...dialogProps} />}
      {dialog === 'reactivate' && <ReactivateDialog {...dialogProps} />}
      {dialog === 'terms' && <TermsDialog {...dialogProps} />}
    </ConsoleMain>
  );
}

/** Staff see what an admin could do here, greyed out, rather than wondering where the button went. */
function AdminButton({
  isAdmin,
  primary,
  danger,
  onClick,
  children,
}: {
  isAdmin: boolean;
  primary?: boolean;
  danger?: boolean;
  onClick: () => void;
  children: string;
}) {
  const { t } = useTranslation('console');
  const tone = primary ? ' console-button--primary' : danger ? ' console-button--danger' : '';
  return (
    <button
      type="button"
      className={`console-button${tone}`}
      disabled={!isAdmin}
      title={isAdmin ? undefined : t('buyer.adminOnly')}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

const dash = <span className="console-muted">—</span>;

function AccountCard({ buyer }: { buyer: ConsoleBuyerDetail }) {
  const { t } = useTranslation('console');
  const format = useConsoleFormat();
  const language = useSession((s) => s.language);
  const languageName = (() => {
    try {
      return new Intl.DisplayNames([language], { type: 'language' }).of(buyer.language) ?? buyer.language;
    } catch {
      return buyer.language;
    }
  })();
  return (
    <section className="console-card" aria-labelledby="buyer-account">
      <h2 id="buyer-account">{t('buyer.account')}</h2>
      <dl className="console-facts">
        <Fact label={t('buyer.company')}>{buyer.companyName}</Fact>
        <Fact label={t('buyer.registrationNo')}>{buyer.companyRegistrationNo || dash}</Fact>
        <Fact label={t('buyer.website')}>
          {buyer.website ? (
            <a href={buyer.website} target="_blank" rel="noopener noreferrer nofollow">
              {buyer.website}
            </a>
          ) : (
            dash
          )}
        </Fact>
        <Fact label={t('buyer.loginId')}>
          <span className="console-mono">{buyer.loginId}</span>
        </Fact>
        <Fact label={t('buyer.country')}>
          <CountryCode code={buyer.country.code} />
          {buyer.country.name}
        </Fact>
        <Fact label={t('buyer.status')}>
          <BuyerStatusBadge status={buyer.status} />
        </Fact>
        <Fact label={t('buyer.joinStatus')}>
          {t(`joinStatus.${buyer.joinStatusCode}`, { defaultValue: buyer.joinStatusCode })}
        </Fact>
        <Fact label={t('terms.grade')}>{buyer.grade ? `${buyer.grade.name} (${buyer.grade.id})` : dash}</Fact>
        <Fact label={t('terms.currency')}>{buyer.currency ?? dash}</Fact>
        <Fact label={t('buyer.language')}>{languageName}</Fact>
        <Fact label={t('buyer.applied')}>
          <time dateTime={buyer.createdAt}>{format.dateTime(buyer.createdAt)}</time>
        </Fact>
        <Fact label={t('buyer.approved')}>
          {buyer.approvedAt ? <time dateTime={buyer.approvedAt}>{format.dateTime(buyer.approvedAt)}</time> : dash}
        </Fact>
      </dl>
    </section>
  );
}

function ContactCard({ buyer }: { buyer: ConsoleBuyerDetail }) {
  const { t } = useTranslation('console');
  return (
    <section className="console-card" aria-labelledby="buyer-contact">
      <h2 id="buyer-contact">{t('buyer.contact')}</h2>
      <dl className="console-facts">
        <Fact label={t('buyer.repName')}>{buyer.repContactName}</Fact>
        <Fact label={t('buyer.email')}>
          <a href={`mailto:${buyer.repContactEmail}`}>{buyer.repContactEmail}</a>
        </Fact>
        <Fact label={t('buyer.phone')}>
          <a href={`tel:${buyer.phone.callingCode}${buyer.phone.number.replace(/[^\d]/g, '')}`}>
            {buyer.phone.callingCode} {buyer.phone.number}
          </a>
        </Fact>
      </dl>
    </section>
  );
}

function AddressesCard({ buyer }: { buyer: ConsoleBuyerDetail }) {
  const { t } = useTranslation('console');
  return (
    <section className="console-card" aria-labelledby="buyer-addresses">
      <h2 id="buyer-addresses">
        {t('buyer.addresses')} <span className="console-muted">({buyer.addresses.length})</span>
      </h2>
      {buyer.addresses.length === 0 ? (
        <p className="console-muted">{t('buyer.noAddresses')}</p>
      ) : (
        <ul className="console-addresses">
          {buyer.addresses.map((address) => (
            <li key={address.id}>
              <p className="console-addresses__name">
                {address.consignee}
                {address.isDefault && (
                  <span className="console-badge console-badge--neutral">{t('buyer.default')}</span>
                )}
              </p>
              <PostalAddress address={address} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SessionsCard({ buyer }: { buyer: ConsoleBuyerDetail }) {
  const { t } = useTranslation('console');
  const format = useConsoleFormat();
  return (
    <section className="console-card" aria-labelledby="buyer-sessions">
      <h2 id="buyer-sessions">{t('buyer.sessions')}</h2>
      <p className="console-stat">{t('buyer.activeSessions', { count: buyer.sessions.active })}</p>
      <p className="console-muted">
        {buyer.sessions.lastSeenAt
          ? t('buyer.lastSeen', { when: format.dateTime(buyer.sessions.lastSeenAt) })
          : t('buyer.neverSeen')}
      </p>
    </section>
  );
}

function BrandsCard({ buyer }: { buyer: ConsoleBuyerDetail }) {
  const { t } = useTranslation('console');
  return (
    <section className="console-card" aria-labelledby="buyer-brands">
      <h2 id="buyer-brands">{t('buyer.brands')}</h2>
      {buyer.interestedBrands.length === 0 ? (
        <p className="console-muted">{t('buyer.noBrands')}</p>
      ) : (
        <ul className="console-chips">
          {buyer.interestedBrands.map((brand) => (
            <li key={brand.id}>
              <a href={`/brand/${brand.id}`} target="_blank" rel="noreferrer">
                {brand.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HistoryCard({ buyer }: { buyer: ConsoleBuyerDetail }) {
  const { t } = useTranslation('console');
  const format = useConsoleFormat();
  const actionName = useActionName();
  const valueName = useBuyerValueName();
  return (
    <section className="console-card" aria-labelledby="buyer-history">
      <h2 id="buyer-history">{t('buyer.history')}</h2>
      {buyer.history.length === 0 ? (
        <p className="console-muted">{t('buyer.noHistory')}</p>
      ) : (
        <ol className="console-timeline">
          {buyer.history.map((entry) => (
            <li key={entry.id} className="console-timeline__item">
              <p className="console-timeline__head">
                <strong>{actionName(entry.action)}</strong>{' '}
                <span className="console-muted">
                  {t('audit.by', { name: entry.operator?.name ?? t('audit.system') })}
                </span>
              </p>
              <p className="console-sub">
                <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</time>
              </p>
              <AuditChanges before={entry.before} after={entry.after} valueName={valueName} />
            </li>
          ))}
        </ol>
      )}
      <Link to={`/admin/audit?targetType=buyer&targetId=${buyer.id}`} className="console-more">
        {t('buyer.fullHistory')}
      </Link>
    </section>
  );
}
