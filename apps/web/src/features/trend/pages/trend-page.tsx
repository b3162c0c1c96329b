import type { Trend } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { summarise } from '../../../components/chart-math';
import { PageMeta } from '../../../components/page-meta';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';
import { trendQuery } from '../api/trend-queries';
import { DataTable } from '../components/data-table';
import { DemandRanking } from '../components/demand-ranking';
import { LineChart } from '../components/line-chart';
import { Sparkline } from '../components/sparkline';
import { type Formats, useFormats } from '../components/use-formats';
import '../trend.css';

/** How many rising terms the chart draws; the list shows them all. */
const CHARTED_TERMS = 5;

export function TrendPage() {
  const { t } = useTranslation('trend');
  const locale = useSession((s) => s.language);
  const formats = useFormats();
  const { data } = useQuery({ ...trendQuery(locale), throwOnError: true });
  const recentFrom = data ? data.weeks.length - data.recentWeeks : 0;

  return (
    <main id="main" className="container page trend-page">
      <PageMeta title={t('trend.title')} description={t('trend.description')} />
      <header className="trend-head">
        <h1>
          {t('trend.title')} <span className="beta-badge">{t('common.beta')}</span>
        </h1>
        <p className="trend-head__lead">{t('trend.lead')}</p>
        {data && (
          <p className="trend-head__meta">
            {t('trend.period', {
              range: formats.range(data.weeks[recentFrom], data.weeks.at(-1)),
              weeks: data.weeks.length,
            })}{' '}
            <Link to="/tracking">{t('trend.toTracking')}</Link>
          </p>
        )}
      </header>

      {!data ? (
        <div className="trend-loading" aria-busy="true">
          <span className="visually-hidden">{t('common.loading')}</span>
          <div className="placeholder" />
          <div className="placeholder" />
        </div>
      ) : (
        <>
          <div className="trend-columns">
            <section className="trend-section" aria-labelledby="trend-products">
              <h2 id="trend-products">{t('trend.products.title')}</h2>
              <DemandNote count={data.recentWeeks} />
              {data.products.length > 0 ? (
                <>
                  <DemandRanking
                    items={data.products.map((product) => ({ ...product, kind: 'product' as const }))}
                    weeks={data.weeks.length}
                    recentFrom={recentFrom}
                    formats={formats}
                  />
                  <WeeksTable
                    data={data}
                    formats={formats}
                    caption={t('trend.products.tableCaption')}
                    rowHeader={t('trend.products.rowHeader')}
                    rows={data.products.map((product) => ({
                      id: product.id,
                      label: product.name,
                      values: product.series,
                    }))}
                  />
                </>
              ) : (
                <p className="empty">{t('trend.products.empty')}</p>
              )}
            </section>

            <section className="trend-section" aria-labelledby="trend-brands">
              <h2 id="trend-brands">{t('trend.brands.title')}</h2>
              <DemandNote count={data.recentWeeks} />
              {data.brands.length > 0 ? (
                <>
                  <DemandRanking
                    items={data.brands.map((brand) => ({ ...brand, kind: 'brand' as const }))}
                    weeks={data.weeks.length}
                    recentFrom={recentFrom}
                    formats={formats}
                  />
                  <WeeksTable
                    data={data}
                    formats={formats}
                    caption={t('trend.brands.tableCaption')}
                    rowHeader={t('trend.brands.rowHeader')}
                    rows={data.brands.map((brand) => ({ id: brand.id, label: brand.name, values: brand.series }))}
                  />
                </>
              ) : (
                <p className="empty">{t('trend.brands.empty')}</p>
              )}
            </section>
          </div>

          <RisingSearches data={data} formats={formats} recentFrom={recentFrom} />

          <aside className="trend-about" aria-labelledby="trend-about">
            <h2 id="trend-about">{t('trend.about.title')}</h2>
            <p>{t('trend.about.body')}</p>
          </aside>
        </>
      )}
    </main>
  );
}

function DemandNote({ count }: { count: number }) {
  const { t } = useTranslation('trend');
  return (
    <p className="trend-section__note">
      {t('trend.unitsNote', { count })}{' '}
      <span className="demand-legend" aria-hidden="true">
        <span className="demand-legend__quoted">{t('trend.legendQuoted')}</span>
        <span className="demand-legend__ordered">{t('trend.legendOrdered')}</span>
      </span>
    </p>
  );
}

function WeeksTable({
  data,
  formats,
  caption,
  rowHeader,
  rows,
}: {
  data: Trend;
  formats: Formats;
  caption: string;
  rowHeader: string;
  rows: { id: string | number; label: string; values: number[] }[];
}) {
  return (
    <DataTable
      caption={caption}
      rowHeader={rowHeader}
      columns={data.weeks.map((week) => formats.bucketLong(week))}
      rows={rows.map((row) => ({ id: row.id, label: row.label, values: row.values.map(formats.number) }))}
    />
  );
}

function RisingSearches({ data, formats, recentFrom }: { data: Trend; formats: Formats; recentFrom: number }) {
  const { t } = useTranslation('trend');
  const charted = data.searches.slice(0, CHARTED_TERMS);
  const summary = charted
    .map((term) => {
      const { first, last } = summarise(term.series);
      return t('trend.searches.chartSummary', { term: term.term, first, last });
    })
    .join('; ');
  return (
    <section className="trend-section trend-section--wide" aria-labelledby="trend-searches">
      <h2 id="trend-searches">{t('trend.searches.title')}</h2>
      <p className="trend-section__note">{t('trend.searches.note', { count: data.recentWeeks })}</p>
      {data.searches.length === 0 ? (
        <p className="empty">{t('trend.searches.empty')}</p>
      ) : (
        <div className="rising">
          <LineChart
            series={charted.map((term) => ({ id: term.term, label: term.term, values: term.series }))}
            buckets={data.weeks}
            formats={formats}
            formatValue={formats.number}
            integer
            highlightFrom={recentFrom}
            highlightLabel={t('common.recent', { count: data.recentWeeks })}
            label={t('trend.searches.chartLabel', { count: charted.length, weeks: data.weeks.length, summary })}
          />
          <ol className="rising__list">
            {data.searches.map((term) => {
              const { first, last } = summarise(term.series);
              return (
                <li key={term.term} className="rising-term">
                  <span className="rising-term__rank" aria-hidden="true">
                    {term.rank}
                  </span>
                  <div className="rising-term__text">
                    <Link to={`/search/?search=${encodeURIComponent(term.term)}`}>{term.term}</Link>
                    <span className="rising-term__count">{t('trend.searches.count', { count: term.searches })}</span>
                  </div>
                  <span className={`growth${term.growthPct === null ? ' growth--new' : ''}`}>
                    {term.growthPct === null
                      ? t('trend.searches.new')
                      : t('trend.searches.growth', { value: formats.share(term.growthPct) })}
                  </span>
                  <Sparkline
                    values={term.series}
                    highlightFrom={recentFrom}
                    label={t('trend.searches.sparkline', { weeks: data.weeks.length, first, last })}
                  />
                </li>
              );
            })}
          </ol>
          <WeeksTable
            data={data}
            formats={formats}
            caption={t('trend.searches.tableCaption')}
            rowHeader={t('trend.searches.rowHeader')}
            rows={data.searches.map((term) => ({ id: term.term, label: term.term, values: term.series }))}
          />
        </div>
      )}
    </section>
  );
}
