import { ORDER_STATES, type OrderState } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AccountNav } from '../../../components/account-nav';
import { PageMeta } from '../../../components/page-meta';
import { Pager } from '../../../components/pager';
import { StateFilter } from '../../../components/record/state-filter';
import { useListParams } from '../../../hooks/use-list-params';
import { useTranslation } from '../../../i18n/react';
import { useMemberMay, useSession } from '../../../lib/session-store';
import { type OrdersFilter, ordersQuery } from '../api/order-queries';
import { stateTabs } from '../order-rules';
import { OrderExport } from './order-export';
import { OrderRow } from './order-row';
import { OrderSearch } from './order-search';

const isState = (value: string | null): value is OrderState => ORDER_STATES.includes(value as OrderState);

/** The buyer's orders: state tabs with counts, a search, newest first, a page at a time; all in the address. */
export function OrderList() {
  const { t } = useTranslation('order');
  const language = useSession((s) => s.language);
  const { params, page, update } = useListParams();
  const state = params.get('state');
  const filter: OrdersFilter = {
    state: isState(state) ? state : undefined,
    q: params.get('q') || undefined,
    page,
  };
  const { data, isPending, isFetching } = useQuery(ordersQuery(filter, language));
  const hrefFor = (next: OrderState | undefined) => {
    const search = new URLSearchParams();
    if (next) search.set('state', next);
    if (filter.q) search.set('q', filter.q);
    return `?${search.toString()}`;
  };
  const filtered = filter.state !== undefined || filter.q !== undefined;
  // An owner or an admin is told of the company's orders waiting for their approval; a viewer is offered no ordering.
  const approves = useMemberMay('manage');
  const buys = useMemberMay('buy');
  const waiting = data?.counts.find((row) => row.state === 'PENDING_APPROVAL')?.count ?? 0;

  return (
    <main id="main" className="container page account-page rec-page">
      <PageMeta title={t('list.title')} description={t('list.lead')} />
      <h1>{t('list.title')}</h1>
      <AccountNav />
      <p className="rec-lead">{t('list.lead')}</p>
      {approves && waiting > 0 && filter.state !== 'PENDING_APPROVAL' && (
        <p className="notice order-waiting">
          {t('list.waitingForYou', { count: waiting })}{' '}
          <Link to={hrefFor('PENDING_APPROVAL')}>{t('list.showWaiting')}</Link>
        </p>
      )}
      <OrderSearch value={filter.q ?? ''} onSearch={(q) => update({ q: q || undefined })} />
      <StateFilter
        label={t('list.filter')}
        items={stateTabs(data?.counts).map((tab) => ({
          key: tab.state ?? 'all',
          to: hrefFor(tab.state),
          label: tab.state ? t(`states.${tab.state}`) : t('list.all'),
          current: filter.state === tab.state,
          count: tab.count,
        }))}
      />

      <div aria-busy={isFetching} aria-live="polite">
        {isPending ? (
          <p className="rec-muted">{t('list.loading')}</p>
        ) : !data || data.list.length === 0 ? (
          <div className="rec-empty">
            <p>{filtered ? t('list.emptyFiltered') : t('list.empty')}</p>
            {(filtered || buys) && (
              <Link to={filtered ? '/order/' : '/order-now'} className="button button--secondary">
                {filtered ? t('list.showAll') : t('list.orderNow')}
              </Link>
            )}
          </div>
        ) : (
          <>
            <div className="order-list-head">
              <p className="result-count">
                {filter.q
                  ? t('list.countFor', { count: data.total, q: filter.q })
                  : t('list.count', { count: data.total })}
              </p>
              <OrderExport filter={{ state: filter.state, q: filter.q }} />
            </div>
            <ul className="rec-list">
              {data.list.map((row) => (
                <OrderRow key={row.id} row={row} />
              ))}
            </ul>
            <Pager page={data.page} totalPages={data.totalPages} onPage={(next) => update({ page: String(next) })} />
          </>
        )}
      </div>
    </main>
  );
}
