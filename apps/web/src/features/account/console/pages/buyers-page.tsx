import { BUYER_STATUSES, type ConsoleBuyerRow } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  type Column,
  FilterTabs,
  ListPage,
  listTexts,
  SearchBox,
  searchTexts,
  valueTabs,
} from '../../../../components/console/list-page';
import { BuyerStatusBadge } from '../../../../components/console/status-badge';
import { CountryCode } from '../../../../components/country-code';
import { useConsoleFormat } from '../../../../hooks/use-console-format';
import { oneOf, typed, useListFilter } from '../../../../hooks/use-list-filter';
import { useTranslation } from '../../../../i18n/react';
import { buyersQuery, pendingCountQuery } from '../api/account-console-queries';

const none = <span className="console-muted">—</span>;

export function BuyersPage() {
  const { t } = useTranslation('console');
  const format = useConsoleFormat();
  const { filter, hrefFor, go } = useListFilter({ status: oneOf(BUYER_STATUSES), keyword: typed });
  const buyers = useQuery(buyersQuery(filter));
  const { data: pending } = useQuery(pendingCountQuery());

  const columns: Column<ConsoleBuyerRow>[] = [
    {
      label: t('buyers.columns.company'),
      cell: (buyer) => (
        <>
          <Link to={`/admin/buyers/${buyer.id}`} className="console-strong-link">
            {buyer.companyName}
          </Link>
          <span className="console-sub">{buyer.loginId}</span>
        </>
      ),
    },
    {
      label: t('buyers.columns.country'),
      cell: (buyer) => (
        <>
          <CountryCode code={buyer.country.code} />
          {buyer.country.name}
        </>
      ),
    },
    {
      label: t('buyers.columns.contact'),
      cell: (buyer) => (
        <>
          {buyer.repContactName}
          <span className="console-sub">{buyer.repContactEmail}</span>
        </>
      ),
    },
    { label: t('buyers.columns.status'), cell: (buyer) => <BuyerStatusBadge status={buyer.status} /> },
    {
      label: t('buyers.columns.terms'),
      cell: (buyer) => (
        <>
          {buyer.grade ? buyer.grade.name : none}
          {buyer.currency && <span className="console-sub">{buyer.currency}</span>}
        </>
      ),
    },
    {
      label: t('buyers.columns.applied'),
      className: 'console-nowrap',
      cell: (buyer) => <time dateTime={buyer.createdAt}>{format.date(buyer.createdAt)}</time>,
    },
    {
      label: t('buyers.columns.approved'),
      className: 'console-nowrap',
      cell: (buyer) =>
        buyer.approvedAt ? <time dateTime={buyer.approvedAt}>{format.date(buyer.approvedAt)}</time> : none,
    },
  ];

  return (
    <ListPage
      title={t('buyers.title')}
      lead={t('buyers.lead')}
      filters={
        <>
          <FilterTabs
            label={t('buyers.statusFilter')}
            tabs={valueTabs({
              values: BUYER_STATUSES,
              current: filter.status,
              hrefFor: (status) => hrefFor({ status }),
              all: t('buyers.all'),
              name: (status) => t(`buyerStatus.${status}`),
              waiting: (status) => status === 'pending',
              count: (status) => (status === 'pending' ? pending : undefined),
            })}
          />
          <SearchBox
            keyword={filter.keyword}
            onSearch={(keyword) => go({ keyword })}
            texts={searchTexts(t, 'buyers')}
          />
        </>
      }
      list={buyers}
      {...listTexts(t, 'buyers', { keyword: filter.keyword, loading: 'loadingList' })}
      rowKey={(buyer) => buyer.id}
      columns={columns}
      onPage={(page) => go({ ...filter, page })}
    />
  );
}
