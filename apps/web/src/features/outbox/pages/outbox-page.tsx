import { OUTBOX_STATUSES } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { ConsoleTitle } from '../../../components/console/console-title';
import { FilterTabs, ListPage, listTexts } from '../../../components/console/list-page';
import { oneOf, useListFilter } from '../../../hooks/use-list-filter';
import { useOperator } from '../../../hooks/use-operator';
import { useTranslation } from '../../../i18n/react';
import { isForbidden } from '../../../lib/console-client';
import { outboxQuery } from '../api/outbox-queries';
import { Mail } from '../components/mail';

/** The outbox: mail tells about every buyer's account, so it is the admins'; staff are told so, nothing is read. */
export function OutboxPage() {
  return useOperator().role === 'admin' ? <Outbox /> : <AdminsOnly />;
}

function AdminsOnly() {
  const { t } = useTranslation('console');
  return (
    <main id="main" className="console-main">
      <ConsoleTitle title={t('outbox.title')} />
      <h1>{t('outbox.title')}</h1>
      <div className="console-callout console-callout--suspended" role="alert">
        {t('outbox.adminsOnly')}
      </div>
    </main>
  );
}

function Outbox() {
  const { t } = useTranslation('console');
  const { filter, hrefFor, go } = useListFilter({ status: oneOf(OUTBOX_STATUSES) });
  const outbox = useQuery(outboxQuery(filter));
  // The role changed since the console read it.
  if (outbox.isError && isForbidden(outbox.error)) return <AdminsOnly />;

  return (
    <ListPage
      title={t('outbox.title')}
      lead={t('outbox.lead')}
      actions={
        <button
          type="button"
          className="console-button"
          onClick={() => void outbox.refetch()}
          disabled={outbox.isFetching}
        >
          {t('refresh')}
        </button>
      }
      filters={
        <FilterTabs
          label={t('outbox.statusFilter')}
          tabs={[undefined, ...OUTBOX_STATUSES].map((status) => ({
            key: status ?? 'all',
            to: hrefFor({ status }),
            label: status ? t(`mailStatus.${status}`) : t('outbox.all'),
            current: filter.status === status,
          }))}
        />
      }
      list={outbox}
      {...listTexts(t, 'outbox', { loading: 'loadingList' })}
      label={t('outbox.title')}
      onPage={(page) => go({ page })}
    >
      {(mails) => (
        <ul className="console-mails">
          {mails.map((mail) => (
            <Mail key={mail.id} mail={mail} />
          ))}
        </ul>
      )}
    </ListPage>
  );
}
