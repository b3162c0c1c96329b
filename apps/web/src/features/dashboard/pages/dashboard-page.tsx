import { type ConsoleDashboard, type Currency, DASHBOARD_WEEKS, formatMoney, minor } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ConsoleMain } from '../../../components/console/console-main';
import { FormAlert } from '../../../components/form/form-alert';
import { useConsoleFormat } from '../../../hooks/use-console-format';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/query-client';
import { useSession } from '../../../lib/session-store';
import { dashboardQuery } from '../api/dashboard-queries';
import { type Bar, BarChart } from '../components/bar-chart';
import '../dashboard.css';

type Week = ConsoleDashboard['weeks'][number];

/**
 * The console's landing page: what waits for the operators, each count a link to its list filtered in the address;
 * the orders by state; requests and sales per week; what buyers ordered most. Every operator sees it.
 */
export function DashboardPage() {
  const { t } = useTranslation(['console-dashboard', 'console-orders']);
  const language = useSession((s) => s.language);
  const dashboard = useQuery(dashboardQuery(language));
  const data = dashboard.data;

  return (
    <ConsoleMain
      title={t('title')}
      lead={t('lead')}
      actions={
        <button
          type="button"
          className="console-button"
          onClick={() => void dashboard.refetch()}
          disabled={dashboard.isFetching}
        >
          {t('refresh')}
        </button>
      }
    >
      <FormAlert className="console-alert" message={dashboard.isError ? errorMessage(dashboard.error) : ''} />
      {!data && !dashboard.isError && <p className="console-muted">{t('loading')}</p>}
      {data && <Dashboard data={data} />}
    </ConsoleMain>
  );
}

function Dashboard({ data }: { data: ConsoleDashboard }) {
  const { t } = useTranslation(['console-dashboard', 'console-orders']);
  const format = useConsoleFormat();
  const placed = data.orders.find((row) => row.state === 'PLACED')?.count ?? 0;
  const waiting = [
    { key: 'applicants', count: data.applicants, href: '/admin/buyers?status=pending' },
    { key: 'requested', count: data.quotations.requested, href: '/admin/quotations?state=REQUESTED' },
    { key: 'negotiating', count: data.quotations.negotiating, href: '/admin/quotations?state=NEGOTIATING' },
    { key: 'accepted', count: data.quotations.accepted, href: '/admin/quotations?state=ACCEPTED' },
    { key: 'placed', count: placed, href: '/admin/orders?state=PLACED' },
  ];

  return (
    <div className="dashboard">
      <section aria-labelledby="dashboard-waiting">
        <h2 id="dashboard-waiting" className="dashboard__title">
          {t('waiting.title')}
        </h2>
        <ul className="dashboard-stats">
          {waiting.map(({ key, count, href }) => (
            <li key={key}>
              <Link to={href} className={count > 0 ? 'dashboard-stat dashboard-stat--due' : 'dashboard-stat'}>
                <span className="dashboard-stat__count">{format.number(count)}</span>
                <span className="dashboard-stat__label">{t(`waiting.${key}`, { count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="console-card" aria-labelledby="dashboard-orders">
        <h2 id="dashboard-orders" className="dashboard__card-title">
          {t('orders.title')}
        </h2>
        <ul className="dashboard-states">
          {data.orders.map(({ state, count }) => (
            <li key={state}>
              <Link to={`/admin/orders?state=${state}`} className="dashboard-states__link">
                <span>{t(`console-orders:states.${state}`)}</span>
                <span className="dashboard-states__count">{format.number(count)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="dashboard-charts">
        <WeeksCard
          id="requests"
          weeks={data.weeks}
          value={(week) => week.requests}
          formatValue={format.number}
          integer
        />
        {(['USD', 'KRW'] as const).map((currency) => (
          <SalesCard key={currency} currency={currency} weeks={data.weeks} />
        ))}
      </div>

      <div className="dashboard-tops">
        <TopCard
          id="brands"
          rows={data.topBrands.map((brand) => ({ ...brand, href: `/brand/${brand.id}/`, sub: undefined }))}
        />
        <TopCard
          id="products"
          rows={data.topProducts.map((product) => ({
            ...product,
            href: `/product/${product.id}/`,
            sub: `${product.brand.name} · ${product.sku}`,
          }))}
        />
      </div>
    </div>
  );
}

function useWeekLabel() {
  const language = useSession((s) => s.language);
  return useMemo(() => {
    const short = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    return (week: Week) => short.format(new Date(`${week.start}T00:00:00Z`));
  }, [language]);
}

/** A chart of one number per week, with its numbers in a table that opens on demand. */
function WeeksCard({
  id,
  weeks,
  value,
  formatValue,
  formatAxis = formatValue,
  integer = false,
  titleOptions,
}: {
  id: string;
  weeks: Week[];
  value: (week: Week) => number;
  formatValue: (value: number) => string;
  formatAxis?: (value: number) => string;
  integer?: boolean;
  titleOptions?: Record<string, string>;
}) {
  const { t } = useTranslation('console-dashboard');
  const weekLabel = useWeekLabel();
  const bars: Bar[] = weeks.map((week) => ({ key: week.start, label: weekLabel(week), value: value(week) }));
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  const title = t(`charts.${id}`, titleOptions ?? {});
  const last = bars.at(-1);
  const summary = t('charts.summary', {
    weeks: DASHBOARD_WEEKS,
    total: formatValue(total),
    last: last ? formatValue(last.value) : '',
  });
  return (
    <section className="console-card dashboard-chart" aria-labelledby={`dashboard-${id}`}>
      <h2 id={`dashboard-${id}`} className="dashboard__card-title">
        {title}
      </h2>
      <p className="console-muted dashboard-chart__summary">{summary}</p>
      <BarChart bars={bars} label={`${title}. ${summary}`} formatValue={formatAxis} integer={integer} />
      <details className="dashboard-chart__numbers">
        <summary>{t('charts.showNumbers')}</summary>
        <table className="console-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('charts.week')}</th>
              <th scope="col" className="console-num">
                {t(`charts.${id}Column`)}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.label}</th>
                <td className="console-num">{formatValue(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

function SalesCard({ currency, weeks }: { currency: Currency; weeks: Week[] }) {
  const language = useSession((s) => s.language);
  const compact = useMemo(
    () =>
      new Intl.NumberFormat(language, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }),
    [language, currency],
  );
  // The axis in whole units (cents are minor units of the dollar), the table to the cent.
  const major = (amount: number) => (currency === 'USD' ? amount / 100 : amount);
  return (
    <WeeksCard
      id="sales"
      weeks={weeks}
      value={(week) => week.sales[currency]}
      formatValue={(amount) => formatMoney(minor(Math.round(amount)), currency)}
      formatAxis={(amount) => compact.format(major(amount))}
      titleOptions={{ currency }}
    />
  );
}

type TopRow = { id: number; name: string; units: number; valueUsd: number; href: string; sub: string | undefined };

/** What buyers ordered most in the charts' weeks, by value; each opens in the storefront. */
function TopCard({ id, rows }: { id: 'brands' | 'products'; rows: TopRow[] }) {
  const { t } = useTranslation('console-dashboard');
  const format = useConsoleFormat();
  return (
    <section className="console-card" aria-labelledby={`dashboard-top-${id}`}>
      <h2 id={`dashboard-top-${id}`} className="dashboard__card-title">
        {t(`top.${id}`, { weeks: DASHBOARD_WEEKS })}
      </h2>
      <p className="console-muted dashboard-chart__summary">{t('top.note')}</p>
      {rows.length === 0 ? (
        <p className="console-muted">{t('top.empty')}</p>
      ) : (
        <ol className="dashboard-top">
          {rows.map((row) => (
            <li key={row.id}>
              <div className="dashboard-top__row">
                <span className="dashboard-top__name">
                  <a href={row.href}>{row.name}</a>
                  {row.sub && <span className="console-sub">{row.sub}</span>}
                </span>
                <span className="dashboard-top__value">
                  {formatMoney(minor(row.valueUsd), 'USD')}
                  <span className="console-sub">
                    {t('top.units', { count: row.units, formatted: format.number(row.units) })}
                  </span>
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
