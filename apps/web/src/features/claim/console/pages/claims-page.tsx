import { CLAIM_STATES, type ConsoleClaimRow } from '@hive/domain';
import { formatMoney, minor } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
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
import { claimsQuery } from '../api/claim-console-queries';
import { ClaimStateBadge } from '../components/claim-state-badge';
import '../claim-console.css';

/** The buyers' claims after delivery, open ones first: filtered by state. */
export function ClaimsPage() {
  const { t } = useTranslation('console-claims');
  const format = useConsoleFormat();
  const { filter, hrefFor, go } = useListFilter({ state: oneOf(CLAIM_STATES) });
  const claims = useQuery(claimsQuery(filter));

  const columns: Column<ConsoleClaimRow>[] = [
    numberColumn(
      t('columns.claim'),
      (row) => ({ href: `/admin/claims/${row.id}`, number: `#${row.id}` }),
      (row) => <span className="console-sub">{t(`kinds.${row.kind}`)}</span>,
    ),
    {
      label: t('columns.order'),
      cell: (row) => (
        <>
          <Link to={`/admin/orders/${row.order.id}`} className="console-mono">
            {row.order.number}
          </Link>
          <span className="console-sub">{row.buyer.company}</span>
        </>
      ),
    },
    {
      label: t('columns.value'),
      cell: (row) => (
        <>
          {formatMoney(minor(row.claimedValue), row.currency)}
          <span className="console-sub">{t('columns.photos', { count: row.photos })}</span>
        </>
      ),
    },
    { label: t('columns.state'), cell: (row) => <ClaimStateBadge state={row.state} outcome={row.outcome} /> },
    timeColumn(t('columns.received'), format, (row) => row.createdAt),
  ];

  return (
    <ListPage
      title={t('inbox.title')}
      lead={t('inbox.lead')}
      filters={
        <FilterTabs
          label={t('inbox.stateFilter')}
          tabs={valueTabs({
            values: CLAIM_STATES,
            current: filter.state,
            hrefFor: (state) => hrefFor({ state }),
            all: t('inbox.allStates'),
            name: (state) => t(`states.${state}`),
            waiting: (state) => state === 'OPEN',
          })}
        />
      }
      list={claims}
      {...listTexts(t, 'inbox')}
      rowKey={(row) => row.id}
      columns={columns}
      onPage={(page) => go({ ...filter, page })}
    />
  );
}
