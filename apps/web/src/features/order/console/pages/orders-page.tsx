import type { ConsoleOrderRow, OrderState } from '@hive/domain';
import { ORDER_STATES } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import {
  type Column,
  FilterTabs,
  ListPage,
  listTexts,
  numberColumn,
  SearchBox,
  searchTexts,
  timeColumn,
  valueTabs,
} from '../../../../components/console/list-page';
import { useConsoleFormat } from '../../../../hooks/use-console-format';
import { oneOf, typed, useListFilter } from '../../../../hooks/use-list-filter';
import { useQuotationFormat } from '../../../../hooks/use-quotation-format';
import { useTranslation } from '../../../../i18n/react';
import { orderCountsQuery, ordersQuery } from '../api/order-console-queries';
import { AcceptedOffersCallout } from '../components/accepted-offers-callout';
import { OrderStateBadge } from '../components/order-state-badge';
import { OrdersExport } from '../components/orders-export';
import '../order-console.css';

/** The state whose orders wait for an operator: its tab stands out. */
const WAITING: OrderState = 'PLACED';

export function OrdersPage() {
  const { t } = useTranslation('console-orders');
  const format = useConsoleFormat();
  const money = useQuotationFormat();
  const { filter, hrefFor, go } = useListFilter({ state: oneOf(ORDER_STATES), keyword: typed });
  const orders = useQuery(ordersQuery(filter));
  const { data: counts } = useQuery(orderCountsQuery());
  const countOf = (state: OrderState) => counts?.states.find((row) => row.state === state)?.count ?? 0;
  const columns: Column<ConsoleOrderRow>[] = [
    numberColumn(
      t('columns.number'),
      (row) => ({ href: `/admin/orders/${row.id}`, number: row.number }),
      (row) => row.poNumber && <span className="console-sub">{t('inbox.po', { po: row.poNumber })}</span>,
    ),
    {
      label: t('columns.company'),
      cell: (row) => (
        <>
          {row.company}
          <span className="console-sub">
            {row.country?.name ?? '—'} · <span className="console-mono">{row.loginId}</span>
          </span>
        </>
      ),
    },
    { label: t('columns.state'), cell: (row) => <OrderStateBadge state={row.state} /> },
    timeColumn(t('columns.placed'), format, (row) => row.placedAt),
    {
      label: t('columns.lines'),
      className: 'console-nowrap',
      cell: (row) => t('inbox.lines', { sku: row.totals.sku, units: format.number(row.totals.units) }),
    },
    {
      label: t('columns.total'),
      className: 'console-nowrap console-num',
      cell: (row) => (
        <>
          <strong>{money.money(row.totals.amount, row.currency)}</strong>
          <span className="console-sub">{row.currency}</span>
        </>
      ),
    },
  ];

  return (
    <ListPage
      title={t('inbox.title')}
      lead={t('inbox.lead')}
      actions={<OrdersExport filter={{ state: filter.state, keyword: filter.keyword }} />}
      filters={
        <>
          <AcceptedOffersCallout count={counts?.acceptedWaiting ?? 0} />
          <FilterTabs
            label={t('inbox.stateFilter')}
            tabs={valueTabs({
              values: ORDER_STATES,
              current: filter.state,
              hrefFor: (state) => hrefFor({ state }),
              all: t('inbox.all'),
              name: (state) => t(`states.${state}`),
              waiting: (state) => state === WAITING,
              count: countOf,
            })}
          />
          <SearchBox keyword={filter.keyword} onSearch={(keyword) => go({ keyword })} texts={searchTexts(t, 'inbox')} />
        </>
      }
      list={orders}
      {...listTexts(t, 'inbox', { keyword: filter.keyword })}
      rowKey={(row) => row.id}
      columns={columns}
      onPage={(page) => go({ ...filter, page })}
    />
  );
}
