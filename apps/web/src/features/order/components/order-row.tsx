import type { OrderRow as Row } from '@hive/domain';
import { Link } from 'react-router';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { useTranslation } from '../../../i18n/react';
import { OrderStateBadge } from './order-state-badge';

/** An order in the list: number and state, date and PO number, its first products and line count, its total. */
export function OrderRow({ row }: { row: Row }) {
  const { t } = useTranslation('order');
  const format = useQuotationFormat();
  const more = row.totals.sku - row.products.length;
  return (
    <li className="rec-list__item">
      <div className="rec-list__head">
        <Link to={`/order/${row.id}/`} className="rec-list__number">
          {row.number}
        </Link>
        <OrderStateBadge state={row.state} />
      </div>
      <p className="rec-list__meta">
        <time dateTime={row.placedAt}>{t('list.placedOn', { date: format.date(row.placedAt) })}</time>
        {row.poNumber && (
          <>
            <span aria-hidden="true"> · </span>
            {t('list.poNumber', { po: row.poNumber })}
          </>
        )}
      </p>
      <p className="rec-list__brands">
        {row.products.join(', ')}
        {more > 0 && ` ${t('list.moreProducts', { count: more })}`}
      </p>
      <div className="rec-list__foot">
        <p className="rec-list__meta">
          {t('list.lines', { count: row.totals.sku })}
          <span aria-hidden="true"> · </span>
          {t('list.units', { count: row.totals.units, formatted: format.number(row.totals.units) })}
        </p>
        <p className="rec-list__total">
          <span className="rec-sub">{t('list.total')}</span>
          <strong>{format.money(row.totals.amount, row.currency)}</strong>
        </p>
      </div>
    </li>
  );
}
