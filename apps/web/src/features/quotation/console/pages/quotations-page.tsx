import {
  type ConsoleQuotationRow,
  QUOTATION_KINDS,
  QUOTATION_STATES,
  type QuotationKind,
  type QuotationState,
} from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
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
import { quotationCountsQuery, quotationsQuery } from '../api/quotation-console-queries';
import { QuotationKindBadge, QuotationStateBadge } from '../components/quotation-badges';
import '../quotation-console.css';

/** The states an operator has to act on: their tabs carry a count. */
const WAITING: readonly QuotationState[] = ['REQUESTED', 'NEGOTIATING'];

export function QuotationsPage() {
  const { t } = useTranslation('console-quotations');
  const format = useConsoleFormat();
  const money = useQuotationFormat();
  const { filter, hrefFor, go } = useListFilter({
    state: oneOf(QUOTATION_STATES),
    kind: oneOf(QUOTATION_KINDS),
    keyword: typed,
  });
  const quotations = useQuery(quotationsQuery(filter));
  const { data: counts } = useQuery(quotationCountsQuery(filter.kind));
  const countOf = (state: QuotationState) => counts?.states.find((row) => row.state === state)?.count ?? 0;
  const kinds: (QuotationKind | undefined)[] = [undefined, ...QUOTATION_KINDS];

  const columns: Column<ConsoleQuotationRow>[] = [
    numberColumn(
      t('columns.number'),
      (row) => ({ href: `/admin/quotations/${row.id}`, number: row.number }),
      (row) => (
        <span className="console-sub">
          <QuotationKindBadge kind={row.kind} />
        </span>
      ),
    ),
    {
      label: t('columns.requester'),
      cell: (row) => (
        <>
          {row.company}
          <span className="console-sub">
            {row.country && <span aria-hidden="true">{row.country.emoji} </span>}
            {row.contactName} · {row.email}
          </span>
        </>
      ),
    },
    { label: t('columns.state'), cell: (row) => <QuotationStateBadge state={row.state} /> },
    {
      label: t('columns.requested'),
      className: 'console-nowrap',
      cell: (row) => (
        <>
          {t('inbox.lines', { sku: row.requested.sku, units: format.number(row.requested.units) })}
          <span className="console-sub">
            {row.requested.amount === null ? t('inbox.noPrices') : money.money(row.requested.amount, row.currency)}
          </span>
        </>
      ),
    },
    {
      label: t('columns.offer'),
      className: 'console-nowrap',
      cell: (row) =>
        row.offer ? (
          <>
            {`v${row.offer.version} · ${money.money(row.offer.totals.amount, row.currency)}`}
            <span className="console-sub">
              {t('inbox.validUntil', { date: money.validUntil(row.offer.validUntil) })}
            </span>
          </>
        ) : (
          <span className="console-muted">—</span>
        ),
    },
    timeColumn(t('columns.date'), format, (row) => row.requestedAt),
  ];

  return (
    <ListPage
      title={t('inbox.title')}
      lead={t('inbox.lead')}
      filters={
        <>
          <FilterTabs
            label={t('inbox.stateFilter')}
            tabs={valueTabs({
              values: QUOTATION_STATES,
              current: filter.state,
              hrefFor: (state) => hrefFor({ state }),
              all: t('inbox.all'),
              name: (state) => t(`states.${state}`),
              waiting: (state) => WAITING.includes(state),
              count: (state) => (WAITING.includes(state) ? countOf(state) : undefined),
            })}
          />
          <div className="cq-toolbar">
            <nav className="cq-segments" aria-label={t('inbox.kindFilter')}>
              {kinds.map((kind) => (
                <Link
                  key={kind ?? 'all'}
                  to={hrefFor({ kind })}
                  className="cq-segments__item"
                  aria-current={filter.kind === kind ? 'page' : undefined}
                >
                  {kind ? t(`kinds.${kind}`) : t('inbox.allKinds')}
                </Link>
              ))}
            </nav>
            <SearchBox
              keyword={filter.keyword}
              onSearch={(keyword) => go({ keyword })}
              texts={searchTexts(t, 'inbox')}
            />
          </div>
        </>
      }
      list={quotations}
      {...listTexts(t, 'inbox', { keyword: filter.keyword })}
      rowKey={(row) => row.id}
      columns={columns}
      onPage={(page) => go({ ...filter, page })}
    />
  );
}
