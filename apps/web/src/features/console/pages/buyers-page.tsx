import { BUYER_STATUSES, type BuyerStatus } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { errorMessage } from '../../../lib/query-client';
import { buyersQuery, pendingCountQuery } from '../api/console-queries';
import { Cell } from '../components/cell';
import { ConsolePager } from '../components/console-pager';
import { ConsoleTitle } from '../components/console-title';
import { BuyerStatusBadge } from '../components/status-badge';
import { useFormat } from '../components/use-format';

const isStatus = (value: string | null): value is BuyerStatus => BUYER_STATUSES.includes(value as BuyerStatus);

/** The filter lives in the address, so a filtered list can be shared, reloaded and returned to with Back. */
function useBuyersFilter() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter = {
    status: isStatus(status) ? status : undefined,
    keyword: params.get('keyword')?.trim() || undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const hrefFor = (change: Partial<typeof filter>) => {
    const next = { ...filter, page: 1, ...change };
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if (next.keyword) search.set('keyword', next.keyword);
    if (next.page > 1) search.set('page', String(next.page));
    const text = search.toString();
    return text ? `?${text}` : '?';
  };
  return { filter, hrefFor, go: (change: Partial<typeof filter>) => setParams(hrefFor(change).slice(1)) };
}

export function BuyersPage() {
  const { t } = useTranslation('console');
  const format = useFormat();
  const { filter, hrefFor, go } = useBuyersFilter();
  const buyers = useQuery(buyersQuery(filter));
  const { data: pending } = useQuery(pendingCountQuery());
  const [keyword, setKeyword] = useState(filter.keyword ?? '');
  // Back and Forward change the address; the box then shows the search the list shows.
  const [shownKeyword, setShownKeyword] = useState(filter.keyword);
  if (shownKeyword !== filter.keyword) {
    setShownKeyword(filter.keyword);
    setKeyword(filter.keyword ?? '');
  }
  const keywordId = useId();

  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ keyword: keyword.trim() || undefined });
  };
  const handleClear = () => {
    setKeyword('');
    go({ keyword: undefined });
  };

  const tabs: (BuyerStatus | undefined)[] = [undefined, ...BUYER_STATUSES];
  const page = buyers.data;

  return (
    <main id="main" className="console-main">
      <ConsoleTitle title={t('buyers.title')} />
      <div className="console-page-head">
        <div>
          <h1>{t('buyers.title')}</h1>
          <p className="console-muted">{t('buyers.lead')}</p>
        </div>
      </div>

      <nav className="console-tabs" aria-label={t('buyers.statusFilter')}>
        {tabs.map((status) => (
          <Link
            key={status ?? 'all'}
            to={hrefFor({ status, keyword: filter.keyword })}
            className={`console-tabs__tab${status === 'pending' ? ' console-tabs__tab--pending' : ''}`}
            aria-current={filter.status === status ? 'page' : undefined}
          >
            {status ? t(`buyerStatus.${status}`) : t('buyers.all')}
            {status === 'pending' && pending !== undefined && pending > 0 && (
              <span className="console-tabs__count">{format.number(pending)}</span>
            )}
          </Link>
        ))}
      </nav>

      <form className="console-search" onSubmit={handleSearch}>
        <label htmlFor={keywordId} className="visually-hidden">
          {t('buyers.search')}
        </label>
        <input
          id={keywordId}
          type="search"
          value={keyword}
          maxLength={100}
          placeholder={t('buyers.searchPlaceholder')}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <button type="submit" className="console-button">
          {t('buyers.searchButton')}
        </button>
        {filter.keyword && (
          <button type="button" className="console-button console-button--ghost" onClick={handleClear}>
            {t('buyers.clearSearch')}
          </button>
        )}
      </form>

      <FormAlert className="console-alert" message={buyers.isError ? errorMessage(buyers.error) : ''} />

      <section
        className="console-card console-card--flush"
        aria-busy={buyers.isFetching}
        aria-labelledby="buyers-count"
      >
        <p id="buyers-count" className="console-table-caption">
          {page ? t('buyers.count', { count: page.total, formatted: format.number(page.total) }) : t('loadingList')}
        </p>
        {page && page.list.length === 0 && (
          <p className="console-empty">{filter.keyword ? t('buyers.noMatch') : t('buyers.empty')}</p>
        )}
        {page && page.list.length > 0 && (
          <div className="console-table-wrap">
            <table className="console-table console-table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('buyers.columns.company')}</th>
                  <th scope="col">{t('buyers.columns.country')}</th>
                  <th scope="col">{t('buyers.columns.contact')}</th>
                  <th scope="col">{t('buyers.columns.status')}</th>
                  <th scope="col">{t('buyers.columns.terms')}</th>
                  <th scope="col">{t('buyers.columns.applied')}</th>
                  <th scope="col">{t('buyers.columns.approved')}</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((buyer) => (
                  <tr key={buyer.id}>
                    <Cell label={t('buyers.columns.company')}>
                      <Link to={`/admin/buyers/${buyer.id}`} className="console-strong-link">
                        {buyer.companyName}
                      </Link>
                      <span className="console-sub">{buyer.loginId}</span>
                    </Cell>
                    <Cell label={t('buyers.columns.country')}>
                      <span aria-hidden="true">{buyer.country.emoji}</span> {buyer.country.name}
                    </Cell>
                    <Cell label={t('buyers.columns.contact')}>
                      {buyer.repContactName}
                      <span className="console-sub">{buyer.repContactEmail}</span>
                    </Cell>
                    <Cell label={t('buyers.columns.status')}>
                      <BuyerStatusBadge status={buyer.status} />
                    </Cell>
                    <Cell label={t('buyers.columns.terms')}>
                      {buyer.grade ? buyer.grade.name : <span className="console-muted">—</span>}
                      {buyer.currency && <span className="console-sub">{buyer.currency}</span>}
                    </Cell>
                    <Cell label={t('buyers.columns.applied')} className="console-nowrap">
                      <time dateTime={buyer.createdAt}>{format.date(buyer.createdAt)}</time>
                    </Cell>
                    <Cell label={t('buyers.columns.approved')} className="console-nowrap">
                      {buyer.approvedAt ? (
                        <time dateTime={buyer.approvedAt}>{format.date(buyer.approvedAt)}</time>
                      ) : (
                        <span className="console-muted">—</span>
                      )}
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
