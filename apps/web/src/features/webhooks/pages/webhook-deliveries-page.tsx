import type { WebhookDelivery } from '@hive/domain';
import { WEBHOOK_DELIVERY_STATUSES } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { type Column, FilterTabs, ListPage, valueTabs } from '../../../components/console/list-page';
import { FormAlert } from '../../../components/form/form-alert';
import { useConsoleFormat } from '../../../hooks/use-console-format';
import { oneOf, useListFilter } from '../../../hooks/use-list-filter';
import { useOperator } from '../../../hooks/use-operator';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/query-client';
import { toast } from '../../../lib/toast-client';
import { deliveriesQuery, useSendDelivery, webhooksQuery } from '../api/webhooks-queries';
import '../webhooks.css';

const BADGE = { pending: 'mail-queued', delivered: 'mail-sent', failed: 'mail-failed' } as const;

/**
 * A webhook's deliveries, newest first: the event, how it went, the attempts, the last answer and when. A delivery is
 * sent again as a new one (the same event id); a test event checks the receiver.
 */
export function WebhookDeliveriesPage() {
  const { t } = useTranslation('console-webhooks');
  const format = useConsoleFormat();
  const id = Number(useParams().id);
  const isAdmin = useOperator().role === 'admin';
  const { filter, hrefFor, go } = useListFilter({ status: oneOf(WEBHOOK_DELIVERY_STATUSES) });
  const list = useQuery({ ...deliveriesQuery(id, filter), enabled: isAdmin });
  const { data: webhooks } = useQuery({ ...webhooksQuery(), enabled: isAdmin });
  const webhook = webhooks?.find((each) => each.id === id);
  const send = useSendDelivery(id);
  const [problem, setProblem] = useState<string>();

  const resend = (redeliver?: number) => {
    setProblem(undefined);
    send.mutate(redeliver, {
      onSuccess: () => {
        toast.info(redeliver === undefined ? t('testSent') : t('redelivered'));
        void list.refetch();
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  const columns: Column<WebhookDelivery>[] = [
    {
      label: t('deliveryColumns.event'),
      cell: (row) => (
        <>
          <span className="console-strong">{row.type}</span>
          <code className="console-sub">{row.eventId}</code>
        </>
      ),
    },
    {
      label: t('deliveryColumns.status'),
      cell: (row) => (
        <span className={`console-badge console-badge--${BADGE[row.status]}`}>{t(`status.${row.status}`)}</span>
      ),
    },
    {
      label: t('deliveryColumns.attempts'),
      className: 'console-num',
      cell: (row) => format.number(row.attempts),
    },
    {
      label: t('deliveryColumns.answer'),
      cell: (row) =>
        row.lastAttemptAt ? (
          <>
            {row.lastCode ?? '—'}
            <time className="console-sub" dateTime={row.lastAttemptAt}>
              {format.dateTime(row.lastAttemptAt)}
            </time>
            {row.lastError && row.lastCode === null && <span className="console-sub">{row.lastError}</span>}
          </>
        ) : (
          <span className="console-muted">{t('notYet')}</span>
        ),
    },
    {
      label: t('deliveryColumns.next'),
      cell: (row) =>
        row.nextAttemptAt ? <time dateTime={row.nextAttemptAt}>{format.dateTime(row.nextAttemptAt)}</time> : '—',
    },
    {
      label: t('deliveryColumns.actions'),
      cell: (row) => (
        <button
          type="button"
          className="console-button console-button--ghost"
          disabled={send.isPending}
          aria-label={t('redeliverOne', { type: row.type, id: row.eventId })}
          onClick={() => resend(row.id)}
        >
          {t('redeliver')}
        </button>
      ),
    },
  ];

  if (!isAdmin)
    return (
      <main id="main" className="console-main">
        <div className="console-callout console-callout--suspended" role="alert">
          {t('adminsOnly')}
        </div>
      </main>
    );
  return (
    <div className="wh-deliveries">
      <ListPage
        title={t('deliveriesTitle')}
        lead={webhook ? t('deliveriesLead', { url: webhook.url }) : t('deliveriesLeadAny')}
        actions={
          <span className="wh-actions">
            <Link to="/admin/webhooks" className="console-button console-button--ghost">
              {t('back')}
            </Link>
            <button
              type="button"
              className="console-button console-button--primary"
              disabled={send.isPending}
              onClick={() => resend()}
            >
              {send.isPending ? t('sending') : t('test')}
            </button>
          </span>
        }
        filters={
          <>
            <FilterTabs
              label={t('statusFilter')}
              tabs={valueTabs({
                values: WEBHOOK_DELIVERY_STATUSES,
                current: filter.status,
                hrefFor: (status) => hrefFor({ status }),
                all: t('allStatuses'),
                name: (status) => t(`status.${status}`),
              })}
            />
            <FormAlert className="console-alert" message={problem} />
          </>
        }
        list={list}
        count={(count, formatted) => t('deliveriesCount', { count, formatted })}
        loading={t('loadingDeliveries')}
        empty={t('noDeliveries')}
        label={t('deliveriesTitle')}
        rowKey={(row) => row.id}
        columns={columns}
        onPage={(page) => go({ ...filter, page })}
      />
    </div>
  );
}
