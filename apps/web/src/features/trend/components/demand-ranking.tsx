import type { TrendBrand, TrendProduct } from '@hive/domain';
import { Link } from 'react-router';
import { summarise } from '../../../components/chart-math';
import { useTranslation } from '../../../i18n/react';
import { Sparkline } from './sparkline';
import type { Formats } from './use-formats';

type Item = (TrendProduct & { kind: 'product' }) | (TrendBrand & { kind: 'brand' });

/**
 * A ranking of what is asked for: each row its rank, name (a link), units with the quoted and ordered parts as a bar
 * scaled to the first row, and its weeks as a sparkline.
 */
export function DemandRanking({
  items,
  weeks,
  recentFrom,
  formats,
}: {
  items: Item[];
  weeks: number;
  recentFrom: number;
  formats: Formats;
}) {
  const { t } = useTranslation('trend');
  const top = Math.max(1, ...items.map((item) => item.units));
  return (
    <ol className="demand-ranking">
      {items.map((item) => {
        const summary = summarise(item.series);
        const href = item.kind === 'product' ? `/product/${item.id}/` : `/brand/${item.id}/`;
        return (
          <li key={item.id} className="demand-row">
            <span className="demand-row__rank" aria-hidden="true">
              {item.rank}
            </span>
            <img
              className={`demand-row__image demand-row__image--${item.kind}`}
              src={item.kind === 'product' ? item.image : item.logo}
              alt=""
              width="48"
              height="48"
              loading="lazy"
            />
            <div className="demand-row__name">
              <Link to={href}>
                <span className="visually-hidden">{t('common.rank', { rank: item.rank })} </span>
                {item.name}
              </Link>
              {item.kind === 'product' ? (
                <Link to={`/brand/${item.brand.id}/`} className="demand-row__brand">
                  {item.brand.name}
                </Link>
              ) : (
                <span className="demand-row__brand">{t('trend.brands.products', { count: item.products })}</span>
              )}
            </div>
            <div className="demand-row__units">
              <strong>{t('common.units', { count: item.units })}</strong>
              <span className="demand-bar" aria-hidden="true">
                <span
                  className="demand-bar__quoted"
                  style={{ width: `${(item.quotedUnits / top) * 100}%` }}
                  title={formats.number(item.quotedUnits)}
                />
                <span
                  className="demand-bar__ordered"
                  style={{ width: `${(item.orderedUnits / top) * 100}%` }}
                  title={formats.number(item.orderedUnits)}
                />
              </span>
              <span className="demand-row__split">
                {t('trend.split', {
                  quoted: formats.number(item.quotedUnits),
                  ordered: formats.number(item.orderedUnits),
                })}
              </span>
            </div>
            <Sparkline
              values={item.series}
              highlightFrom={recentFrom}
              label={t('trend.sparkline', {
                weeks,
                first: formats.number(summary.first),
                last: formats.number(summary.last),
                peak: formats.number(summary.peak),
              })}
            />
          </li>
        );
      })}
    </ol>
  );
}
