import { OUTBOX_STATUSES } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { FilterTabs, ListPage } from '../../../components/console/list-page';
import { oneOf, useListFilter } from '../../../hooks/use-list-filter';
import { useTranslation } from '../../../i18n/react';
import { outboxQuery } from '../api/console-outbox-queries';
import { Mail } from '../components/mail';

export function OutboxPage() {
  const { t } = useTranslation('console');
  const { filter, hrefFor, go } = useListFilter({ status: oneOf(OUTBOX_STATUSES) });
  const outbox = useQuery(outboxQuery(filter));

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
      count={(count, formatted) => t('outbox.count', { count, formatted })}
      loading={t('loadingList')}
      empty={t('outbox.empty')}
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
