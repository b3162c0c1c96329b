import { QUOTATION_KINDS, QUOTATION_STATES, type QuotationKind, type QuotationState } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { errorMessage } from '../../../lib/query-client';
import { useQuotationFormat } from '../../quotation/components/use-quotation-format';
import { type QuotationsFilter, quotationCountsQuery, quotationsQuery } from '../api/console-quotations-queries';
import { Cell } from '../components/cell';
import { ConsolePager } from '../components/console-pager';
import { ConsoleTitle } from '../components/console-title';
import { QuotationKindBadge, QuotationStateBadge } from '../components/quotation-badges';
import { useFormat } from '../components/use-format';
import '../console-quotations.css';

/** The states an operator has to act on: their tabs carry a count. */
const WAITING: readonly QuotationState[] = ['REQUESTED', 'NEGOTIATING'];
const isState = (value: string | null): value is QuotationState => QUOTATION_STATES.includes(value as QuotationState);
const isKind = (value: string | null): value is QuotationKind => QUOTATION_KINDS.includes(value as QuotationKind);

/** The filter lives in the address, so a filtered inbox can be shared, reloaded and returned to with Back. */
function useQuotationsFilter() {
  const [params, setParams] = useSearchParams();
  const state = params.get('state');
  const kind = params.get('kind');
  const filter: QuotationsFilter = {
    state: isState(state) ? state : undefined,
    kind: isKind(kind) ? kind : undefined,
    keyword: params.get('keyword')?.trim() || undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const hrefFor = (change: Partial<QuotationsFilter>) => {
    const next = { ...filter, page: 1, ...change };
    const search = new URLSearchParams();
    if (next.state) search.set('state', next.state);
    if (next.kind) search.set('kind', next.kind);
    if (next.keyword) search.set('keyword', next.keyword);
    if (next.page > 1) search.set('page', String(next.page));
    const text = search.toString();
    return text ? `?${text}` : '?';
  };
  return { filter, hrefFor, go: (change: Partial<QuotationsFilter>) => setParams(hrefFor(change).slice(1)) };
}

export function QuotationsPage() {
  const { t } = useTranslation('console-quotations');
  const format = useFormat();
  const money = useQuotationFormat();
  const { filter, hrefFor, go } = useQuotationsFilter();
  const quotations = useQuery(quotationsQuery(filter));
  const { data: counts } = useQuery(quotationCountsQuery(filter.kind));
  const [keyword, setKeyword] = useState(filter.keyword ?? '');
  const [shownKeyword, setShownKeyword] = useState(filter.keyword);
  if (shownKeyword !== filter.keyword) {
    setShownKeyword(filter.keyword);
    setKeyword(filter.keyword ?? '');
  }
  const keywordId = useId();
  const countOf = (state: QuotationState) => counts?.states.find((row) => row.state === state)?.count ?? 0;

  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ keyword: keyword.trim() || undefined });
  };
  const handleClear = () => {
    setKeyword('');
    go({ keyword: undefined });
  };

  const tabs: (QuotationState | undefined)[] = [undefined, ...QUOTATION_STATES];
  const kinds: (QuotationKind | undefined)[] = [undefined, ...QUOTATION_KINDS];
  const page = quotations.data;

  return (
    <main id="main" className="console-main">
      <ConsoleTitle title={t('inbox.title')} />
      <div className="console-page-head">
        <div>
          <h1>{t('inbox.title')}</h1>
          <p className="console-muted">{t('inbox.lead')}</p>
        </div>
      </div>

      <nav className="console-tabs" aria-label={t('inbox.stateFilter')}>
        {tabs.map((state) => (
          <Link
            key={state ?? 'all'}
            to={hrefFor({ state })}
            className={`console-tabs__tab${state && WAITING.includes(state) ? ' console-tabs__tab--pending' : ''}`}
            aria-current={filter.state === state ? 'page' : undefined}
          >
            {state ? t(`states.${state}`) : t('inbox.all')}
            {state && WAITING.includes(state) && countOf(state) > 0 && (
              <span className="console-tabs__count">{format.number(countOf(state))}</span>
            )}
          </Link>
        ))}
      </nav>

      <div className="cq-toolbar">
        <nav className="cq-segments" aria-label={t('inbox.kindFilter')}>
          {kinds.map((kind) => (
            <Link
              key={kind ?? 'all'}
              to={hrefFor({ kind, state: filter.state, keyword: filter.keyword })}
              className="cq-segments__item"
              aria-current={filter.kind === kind ? 'page' : undefined}
            >
              {kind ? t(`kinds.${kind}`) : t('inbox.allKinds')}
            </Link>
          ))}
        </nav>
        <form className="console-search" onSubmit={handleSearch}>
          <label htmlFor={keywordId} className="visually-hidden">
            {t('inbox.search')}
          </label>
          <input
            id={keywordId}
            type="search"
            value={keyword}
            maxLength={100}
            placeholder={t('inbox.searchPlaceholder')}
            onChange={(event) => setKeyword(event.target.value)}
          />
          <button type="submit" className="console-button">
            {t('inbox.searchButton')}
          </button>
          {filter.keyword && (
            <button type="button" className="console-button console-button--ghost" onClick={handleClear}>
              {t('inbox.clearSearch')}
            </button>
          )}
        </form>
      </div>

      <FormAlert className="console-alert" message={quotations.isError ? errorMessage(quotations.error) : ''} />

      <section
        className="console-card console-card--flush"
        aria-busy={quotations.isFetching}
        aria-labelledby="quotations-count"
      >
        <p id="quotations-count" className="console-table-caption">
          {page ? t('inbox.count', { count: page.total, formatted: format.number(page.total) }) : t('loading')}
        </p>
        {page && page.list.length === 0 && (
          <p className="console-empty">{filter.keyword ? t('inbox.noMatch') : t('inbox.empty')}</p>
        )}
        {page && page.list.length > 0 && (
          <div className="console-table-wrap">
            <table className="console-table console-table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('columns.number')}</th>
                  <th scope="col">{t('columns.requester')}</th>
                  <th scope="col">{t('columns.state')}</th>
                  <th scope="col">{t('columns.requested')}</th>
                  <th scope="col">{t('columns.offer')}</th>
                  <th scope="col">{t('columns.date')}</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((row) => (
                  <tr key={row.id}>
                    <Cell label={t('columns.number')} className="console-nowrap">
                      <Link to={`/admin/quotations/${row.id}`} className="console-strong-link console-mono">
                        {row.number}
                      </Link>
                      <span className="console-sub">
                        <QuotationKindBadge kind={row.kind} />
                      </span>
                    </Cell>
                    <Cell label={t('columns.requester')}>
                      {row.company}
                      <span className="console-sub">
                        {row.country && <span aria-hidden="true">{row.country.emoji} </span>}
                        {row.contactName} · {row.email}
                      </span>
                    </Cell>
                    <Cell label={t('columns.state')}>
                      <QuotationStateBadge state={row.state} />
                    </Cell>
                    <Cell label={t('columns.requested')} className="console-nowrap">
                      {t('inbox.lines', { sku: row.requested.sku, units: format.number(row.requested.units) })}
                      <span className="console-sub">
                        {row.requested.amount === null
                          ? t('inbox.noPrices')
                          : money.money(row.requested.amount, row.currency)}
                      </span>
                    </Cell>
                    <Cell label={t('columns.offer')} className="console-nowrap">
                      {row.offer ? (
                        <>
                          {t('inbox.offer', {
                            version: row.offer.version,
                            total: money.money(row.offer.totals.amount, row.currency),
                          })}
                          <span className="console-sub">
                            {t('inbox.validUntil', { date: money.validUntil(row.offer.validUntil) })}
                          </span>
                        </>
                      ) : (
                        <span className="console-muted">—</span>
                      )}
                    </Cell>
                    <Cell label={t('columns.date')} className="console-nowrap">
                      <time dateTime={row.requestedAt}>{format.dateTime(row.requestedAt)}</time>
                    </Cell>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {page && <ConsolePager {...page} onPage={(number) => go({ ...filter, page: number })} />}
      </section>
    </main>
  );
}
