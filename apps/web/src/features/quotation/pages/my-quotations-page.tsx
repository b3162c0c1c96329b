import { QUOTATION_STATES, type QuotationState } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { AccountNav } from '../../../components/account-nav';
import { PageMeta } from '../../../components/page-meta';
import { Pager } from '../../../components/pager';
import { StateFilter } from '../../../components/record/state-filter';
import { RequireSession } from '../../../components/require-session';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';
import { myQuotationsQuery } from '../api/my-quotations';
import type { MyQuotationsFilter } from '../api/quotation-keys';
import { QuotationStateBadge } from '../components/quotation-state-badge';
// The quotation pages' own styles load with them, not with the storefront's first page.
import '../../../components/record/record.css';
import '../../../components/record/record-list.css';
import '../my-quotations.css';

const MAX_BRANDS = 3;
const isState = (value: string | null): value is QuotationState => QUOTATION_STATES.includes(value as QuotationState);

export function MyQuotationsPage() {
  return (
    <RequireSession>
      <MyQuotations />
    </RequireSession>
  );
}

/** The filter lives in the address: a filtered page can be reloaded, shared and returned to with Back. */
function useFilter() {
  const [params, setParams] = useSearchParams();
  const state = params.get('state');
  const filter: MyQuotationsFilter = {
    state: isState(state) ? state : undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const hrefFor = (change: Partial<MyQuotationsFilter>) => {
    const next = { ...filter, page: 1, ...change };
    const search = new URLSearchParams();
    if (next.state) search.set('state', next.state);
    if (next.page > 1) search.set('page', String(next.page));
    return `?${search.toString()}`;
  };
  return { filter, hrefFor, go: (change: Partial<MyQuotationsFilter>) => setParams(hrefFor(change).slice(1)) };
}

function MyQuotations() {
  const { t } = useTranslation('quotation');
  const language = useSession((s) => s.language);
  const format = useQuotationFormat();
  const { filter, hrefFor, go } = useFilter();
  const { data, isPending, isFetching } = useQuery(myQuotationsQuery(filter, language));
  const states: (QuotationState | undefined)[] = [undefined, ...QUOTATION_STATES];

  return (
    <main id="main" className="container page account-page rec-page">
      <PageMeta title={t('title')} description={t('lead')} />
      <h1>{t('title')}</h1>
      <AccountNav />
      <p className="rec-lead">{t('lead')}</p>

      <StateFilter
        label={t('filter.label')}
        items={states.map((state) => ({
          key: state ?? 'all',
          to: hrefFor({ state }),
          label: state ? t(`states.${state}`) : t('filter.all'),
          current: filter.state === state,
        }))}
      />

      <div aria-busy={isFetching} aria-live="polite">
        {isPending ? (
          <p className="rec-muted">{t('list.loading')}</p>
        ) : !data || data.list.length === 0 ? (
          <div className="rec-empty">
            <p>{filter.state ? t('list.emptyFiltered') : t('list.empty')}</p>
            {!filter.state && (
              <Link to="/quotation/" className="button button--secondary">
                {t('list.toBasket')}
              </Link>
            )}
          </div>
        ) : (
          <>
            <p className="result-count">{t('list.count', { count: data.total })}</p>
            <ul className="rec-list">
              {data.list.map((row) => {
                const total = row.offer ? row.offer.totals.amount : row.requested.amount;
                const shown = row.brands.slice(0, MAX_BRANDS);
                return (
                  <li key={row.id} className="rec-list__item">
                    <div className="rec-list__head">
                      <Link to={`/my-page/quotations/${row.id}/`} className="rec-list__number">
                        {row.number}
                      </Link>
                      <QuotationStateBadge state={row.state} />
                    </div>
                    <p className="rec-list__meta">
                      <time dateTime={row.requestedAt}>
                        {t('list.requestedOn', { date: format.date(row.requestedAt) })}
                      </time>
                      <span aria-hidden="true"> · </span>
                      {t('list.products', { count: row.requested.sku })}
                      <span aria-hidden="true"> · </span>
                      {t('list.units', { count: row.requested.units, formatted: format.number(row.requested.units) })}
                    </p>
                    <p className="rec-list__brands">
                      {shown.join(', ')}
                      {row.brands.length > shown.length &&
                        ` ${t('list.moreBrands', { count: row.brands.length - shown.length })}`}
                    </p>
                    <div className="rec-list__foot">
                      <p className="rec-list__total">
                        <span className="rec-sub">
                          {row.offer ? t('list.offerTotal', { version: row.offer.version }) : t('list.requestedTotal')}
                        </span>
                        <strong>{total === null ? '—' : format.money(total, row.currency)}</strong>
                      </p>
                      {row.offer && row.state === 'QUOTED' && (
                        <p className="q-list__valid">
                          {t('list.validUntil', { date: format.validUntil(row.offer.validUntil) })}
                        </p>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
            <Pager page={data.page} totalPages={data.totalPages} onPage={(page) => go({ ...filter, page })} />
          </>
        )}
      </div>
    </main>
  );
}
