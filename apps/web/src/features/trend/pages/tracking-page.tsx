import type { Tracking, TrackingPeriod } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { summarise } from '../../../components/chart-math';
import { PageMeta } from '../../../components/page-meta';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';
import { trackingQuery } from '../api/trend-queries';
import { DataTable } from '../components/data-table';
import { LineChart } from '../components/line-chart';
import { type Formats, useFormats } from '../components/use-formats';
import '../trend.css';

/** The periods, in the order the selector shows them; the first is the default and stays out of the address. */
const PERIODS = ['4w', 'quarter', 'year'] as const satisfies readonly TrackingPeriod[];

export function TrackingPage() {
  const { t } = useTranslation('trend');
  const locale = useSession((s) => s.language);
  const formats = useFormats();
  const [params, setParams] = useSearchParams();
  const period = PERIODS.find((candidate) => candidate === params.get('period')) ?? PERIODS[0];
  const { data, isPlaceholderData } = useQuery({ ...trackingQuery(period, locale), throwOnError: true });

  const handlePeriod = (next: TrackingPeriod) => {
    const changed = new URLSearchParams(params);
    if (next === PERIODS[0]) changed.delete('period');
    else changed.set('period', next);
    setParams(changed);
  };

  return (
    <main id="main" className="container page trend-page">
      <PageMeta title={t('tracking.title')} description={t('tracking.description')} />
      <header className="trend-head">
        <h1>{t('tracking.title')}</h1>
        <p className="trend-head__lead">{t('tracking.lead')}</p>
        <p className="trend-head__meta">
          <Link to="/trend">{t('tracking.toTrend')}</Link>
        </p>
      </header>

      <fieldset className="chips period-select">
        <legend className="visually-hidden">{t('tracking.period')}</legend>
        {PERIODS.map((option) => (
          <button key={option} type="button" aria-pressed={option === period} onClick={() => handlePeriod(option)}>
            {t(`tracking.periods.${option}`)}
          </button>
        ))}
      </fieldset>

      {!data ? (
        <div className="trend-loading" aria-busy="true">
          <span className="visually-hidden">{t('common.loading')}</span>
          <div className="placeholder" />
        </div>
      ) : (
        <div className={isPlaceholderData ? 'tracking tracking--stale' : 'tracking'} aria-busy={isPlaceholderData}>
          <p className="trend-head__meta" aria-live="polite">
            {t('tracking.totals', {
              range: formats.range(data.buckets[0], data.buckets.at(-1)),
              lines: formats.number(data.totalOrderLines),
              units: formats.number(data.totalUnits),
            })}
          </p>
          {data.brands.length === 0 ? (
            <p className="empty">{t('tracking.empty')}</p>
          ) : (
            <>
              <ShareChart data={data} formats={formats} />
              <Ranking data={data} formats={formats} />
            </>
          )}
          <aside className="trend-about" aria-labelledby="tracking-about">
            <h2 id="tracking-about">{t('tracking.about.title')}</h2>
            <p>{t('tracking.about.body')}</p>
          </aside>
        </div>
      )}
    </main>
  );
}

function ShareChart({ data, formats }: { data: Tracking; formats: Formats }) {
  const { t } = useTranslation('trend');
  const charted = data.brands.filter((brand) => brand.series);
  const summary = charted
    .map((brand) => {
      const { first, last } = summarise(brand.series ?? []);
      return t('tracking.chart.summary', { name: brand.name, first: formats.share(first), last: formats.share(last) });
    })
    .join('; ');
  const label = t(`tracking.chart.label.${data.bucket}`, {
    count: charted.length,
    range: formats.range(data.buckets[0], data.buckets.at(-1)),
    summary,
  });
  return (
    <section className="trend-section trend-section--wide" aria-labelledby="tracking-chart">
      <h2 id="tracking-chart">{t('tracking.chart.title', { count: charted.length })}</h2>
      <p className="trend-section__note">{t(`tracking.chart.note.${data.bucket}`)}</p>
      <LineChart
        series={charted.map((brand) => ({ id: brand.id, label: brand.name, values: brand.series ?? [] }))}
        buckets={data.buckets}
        bucketKind={data.bucket}
        formats={formats}
        formatValue={formats.share}
        label={label}
      />
      <DataTable
        caption={t(`tracking.chart.tableCaption.${data.bucket}`)}
        rowHeader={t('tracking.ranking.brand')}
        columns={data.buckets.map((bucket) => formats.bucketLong(bucket, data.bucket))}
        rows={charted.map((brand) => ({
          id: brand.id,
          label: brand.name,
          values: (brand.series ?? []).map(formats.share),
        }))}
      />
    </section>
  );
}

function Ranking({ data, formats }: { data: Tracking; formats: Formats }) {
  const { t } = useTranslation('trend');
  const top = Math.max(1, ...data.brands.map((brand) => brand.share));
  const chartOrder = new Map(data.brands.filter((brand) => brand.series).map((brand, index) => [brand.id, index]));
  return (
    <section className="trend-section trend-section--wide" aria-labelledby="tracking-ranking">
      <h2 id="tracking-ranking">{t('tracking.ranking.title', { count: data.brands.length })}</h2>
      <div className="tracking-table">
        <table>
          <caption className="visually-hidden">
            {t('tracking.ranking.caption', { period: t(`tracking.periods.${data.period}`) })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="tracking-table__rank">
                <span aria-hidden="true">#</span>
                <span className="visually-hidden">{t('tracking.ranking.rank')}</span>
              </th>
              <th scope="col">{t('tracking.ranking.brand')}</th>
              <th scope="col" className="tracking-table__share">
                {t('tracking.ranking.share')}
              </th>
              <th scope="col" className="tracking-table__number">
                {t('tracking.ranking.units')}
              </th>
              <th scope="col" className="tracking-table__number">
                {t('tracking.ranking.orderLines')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.brands.map((brand) => {
              const order = chartOrder.get(brand.id);
              return (
                <tr key={brand.id}>
                  <td className="tracking-table__rank">{brand.rank}</td>
                  <th scope="row" className="tracking-table__brand">
                    <img src={brand.logo} alt="" width="32" height="32" loading="lazy" />
                    <Link to={`/brand/${brand.id}/`}>{brand.name}</Link>
                    {order !== undefined && (
                      <svg
                        className={`tracking-table__key chart-color-${order}`}
                        width="18"
                        height="8"
                        aria-hidden="true"
                        focusable="false"
                      >
                        <line x1="1" x2="17" y1="4" y2="4" />
                      </svg>
                    )}
                  </th>
                  <td className="tracking-table__share">
                    <span className="share-bar" aria-hidden="true">
                      <span style={{ width: `${(brand.share / top) * 100}%` }} />
                    </span>
                    {formats.share(brand.share)}
                  </td>
                  <td className="tracking-table__number">{formats.number(brand.units)}</td>
                  <td className="tracking-table__number">{formats.number(brand.orderLines)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
