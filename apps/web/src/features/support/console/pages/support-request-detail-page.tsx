import { SUPPORT_STATUSES, type SupportDetail } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ConsoleMain } from '../../../../components/console/console-main';
import { BackLink, DetailPage, detailTexts, Fact, useRouteId } from '../../../../components/console/detail-page';
import { DownloadButton } from '../../../../components/console/download-button';
import { FormAlert } from '../../../../components/form/form-alert';
import { useConsoleFormat } from '../../../../hooks/use-console-format';
import { useTranslation } from '../../../../i18n/react';
import { errorMessage } from '../../../../lib/query-client';
import { toast } from '../../../../lib/toast-client';
import { supportRequestQuery, useSupportStatus } from '../api/support-console-queries';
import { SupportStatusBadge } from '../components/support-status-badge';
import '../support-console.css';

export function SupportRequestDetailPage() {
  const { t } = useTranslation('console-support');
  const { id, valid } = useRouteId();
  const request = useQuery({ ...supportRequestQuery(id), enabled: valid });
  return (
    <DetailPage
      detail={request}
      valid={valid}
      back={<BackLink to="/admin/support">{t('detail.back')}</BackLink>}
      texts={detailTexts(t)}
    >
      {(data) => <SupportRequest request={data} />}
    </DetailPage>
  );
}

const dash = <span className="console-muted">—</span>;

function SupportRequest({ request }: { request: SupportDetail }) {
  const { t } = useTranslation('console-support');
  const format = useConsoleFormat();
  const status = useSupportStatus(request.id);
  const handleStatus = async (next: SupportDetail['status']) => {
    await status.mutateAsync(next).catch(() => undefined);
    toast.info(t('detail.moved', { reference: request.reference, status: t(`statuses.${next}`) }));
  };
  const fields = Object.entries(request.fields).filter(([, value]) => value.length > 0);

  return (
    <ConsoleMain
      title={request.reference}
      heading={
        <h1>
          {t(`kinds.${request.kind}`)} <span className="console-mono">{request.reference}</span>
        </h1>
      }
      headClassName="console-page-head__title"
      back={<BackLink to="/admin/support">{t('detail.back')}</BackLink>}
      lead={
        <>
          <SupportStatusBadge status={request.status} />{' '}
          <time dateTime={request.createdAt}>{format.dateTime(request.createdAt)}</time>
        </>
      }
      actions={
        <div className="console-actions">
          {SUPPORT_STATUSES.filter((next) => next !== request.status).map((next) => (
            <button
              key={next}
              type="button"
              className={`console-button${next === 'done' ? ' console-button--primary' : ''}`}
              disabled={status.isPending}
              onClick={() => void handleStatus(next)}
            >
              {t(`detail.to.${next}`)}
            </button>
          ))}
        </div>
      }
    >
      <FormAlert className="console-alert" message={status.isError ? errorMessage(status.error) : ''} />

      <div className="console-detail">
        <div className="console-detail__main">
          <section className="console-card" aria-labelledby="support-message">
            <h2 id="support-message">{request.topic}</h2>
            {request.message ? (
              <p className="console-support__message">{request.message}</p>
            ) : (
              <p className="console-muted">{t('detail.noMessage')}</p>
            )}
            {fields.length > 0 && (
              <dl className="console-facts">
                {fields.map(([name, value]) => (
                  <Fact key={name} label={t(`fields.${name}`, { defaultValue: name })}>
                    {Array.isArray(value)
                      ? value.map((entry) => t(`categories.${entry}`, { defaultValue: entry })).join(', ')
                      : value}
                  </Fact>
                ))}
              </dl>
            )}
            {request.file && (
              <p>
                <DownloadButton
                  url={`/console/api/support/${request.id}/file`}
                  filename={request.file.name}
                  label={t('detail.downloadLabel', { name: request.file.name })}
                  failed={t('detail.downloadFailed')}
                >
                  {t('detail.download', {
                    name: request.file.name,
                    size: format.number(Math.ceil(request.file.size / 1024)),
                  })}
                </DownloadButton>
              </p>
            )}
          </section>
        </div>
        <div className="console-detail__side">
          <section className="console-card" aria-labelledby="support-sender">
            <h2 id="support-sender">{t('detail.sender')}</h2>
            <dl className="console-facts">
              <Fact label={t('detail.name')}>{request.name || dash}</Fact>
              <Fact label={t('detail.company')}>{request.company || dash}</Fact>
              <Fact label={t('detail.email')}>
                {request.email ? <a href={`mailto:${request.email}`}>{request.email}</a> : dash}
              </Fact>
              <Fact label={t('detail.phone')}>{request.phone || dash}</Fact>
              <Fact label={t('detail.language')}>{request.language}</Fact>
              <Fact label={t('detail.buyer')}>
                {request.buyer ? (
                  <Link to={`/admin/buyers/${request.buyer.id}`}>
                    {request.buyer.companyName} ({request.buyer.loginId})
                  </Link>
                ) : (
                  t('detail.noBuyer')
                )}
              </Fact>
            </dl>
          </section>
          <section className="console-card" aria-labelledby="support-history">
            <h2 id="support-history">{t('detail.history')}</h2>
            {request.history.length === 0 ? (
              <p className="console-muted">{t('detail.noHistory')}</p>
            ) : (
              <ol className="console-timeline">
                {request.history.map((entry) => (
                  <li key={entry.id} className="console-timeline__item">
                    <p className="console-timeline__head">
                      <strong>
                        {t(`statuses.${String(entry.before?.status)}`)} → {t(`statuses.${String(entry.after?.status)}`)}
                      </strong>{' '}
                      <span className="console-muted">{entry.operator?.name}</span>
                    </p>
                    <p className="console-sub">
                      <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</time>
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      </div>
    </ConsoleMain>
  );
}
