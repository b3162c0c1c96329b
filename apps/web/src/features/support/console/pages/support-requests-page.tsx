import { SUPPORT_KINDS, SUPPORT_STATUSES, type SupportRow } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import {
  type Column,
  FilterTabs,
  ListPage,
  listTexts,
  numberColumn,
  timeColumn,
  valueTabs,
} from '../../../../components/console/list-page';
import { useConsoleFormat } from '../../../../hooks/use-console-format';
import { oneOf, useListFilter } from '../../../../hooks/use-list-filter';
import { useTranslation } from '../../../../i18n/react';
import { supportInboxQuery, supportNewCountQuery } from '../api/support-console-queries';
import { SupportStatusBadge } from '../components/support-status-badge';
import '../support-console.css';

/** One inbox for the footer's forms and the problem reports: filtered by kind and by status, open ones first. */
export function SupportRequestsPage() {
  const { t } = useTranslation('console-support');
  const format = useConsoleFormat();
  const { filter, hrefFor, go } = useListFilter({ kind: oneOf(SUPPORT_KINDS), status: oneOf(SUPPORT_STATUSES) });
  const inbox = useQuery(supportInboxQuery(filter));
  const { data: fresh } = useQuery(supportNewCountQuery());

  const columns: Column<SupportRow>[] = [
    numberColumn(
      t('columns.reference'),
      (row) => ({ href: `/admin/support/${row.id}`, number: row.reference }),
      (row) => <span className="console-sub">{t(`kinds.${row.kind}`)}</span>,
    ),
    {
      label: t('columns.topic'),
      className: 'console-support__topic',
      cell: (row) => (
        <>
          {row.topic}
          {row.hasFile && <span className="console-sub">{t('columns.withFile')}</span>}
        </>
      ),
    },
    {
      label: t('columns.from'),
      cell: (row) =>
        row.name || row.email ? (
          <>
            {row.name || row.email}
            {row.company && <span className="console-sub">{row.company}</span>}
            {row.name && row.email && <span className="console-sub">{row.email}</span>}
          </>
        ) : (
          <span className="console-muted">{t('anonymous')}</span>
        ),
    },
    { label: t('columns.status'), cell: (row) => <SupportStatusBadge status={row.status} /> },
    timeColumn(t('columns.received'), format, (row) => row.createdAt),
  ];

  return (
    <ListPage
      title={t('inbox.title')}
      lead={t('inbox.lead')}
      filters={
        <>
          <FilterTabs
            label={t('inbox.kindFilter')}
            tabs={valueTabs({
              values: SUPPORT_KINDS,
              current: filter.kind,
              hrefFor: (kind) => hrefFor({ kind, status: filter.status }),
              all: t('inbox.allKinds'),
              name: (kind) => t(`kinds.${kind}`),
            })}
          />
          <FilterTabs
            label={t('inbox.statusFilter')}
            tabs={valueTabs({
              values: SUPPORT_STATUSES,
              current: filter.status,
              hrefFor: (status) => hrefFor({ kind: filter.kind, status }),
              all: t('inbox.allStatuses'),
              name: (status) => t(`statuses.${status}`),
              waiting: (status) => status === 'new',
              count: (status) => (status === 'new' ? fresh : undefined),
            })}
          />
        </>
      }
      list={inbox}
      {...listTexts(t, 'inbox')}
      rowKey={(row) => row.id}
      columns={columns}
      onPage={(page) => go({ ...filter, page })}
    />
  );
}
