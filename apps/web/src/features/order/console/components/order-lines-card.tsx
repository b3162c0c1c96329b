import type { ConsoleOrderDetail } from '@hive/domain';
import { Cell, TableHead } from '../../../../components/console/cell';
import { useConsoleFormat } from '../../../../hooks/use-console-format';
import { useQuotationFormat } from '../../../../hooks/use-quotation-format';
import { useTranslation } from '../../../../i18n/react';

/** The ordered lines with what customs need (HS code, origin), the prices and the totals. */
export function OrderLinesCard({ order }: { order: ConsoleOrderDetail }) {
  const { t } = useTranslation('console-orders');
  const format = useConsoleFormat();
  const money = useQuotationFormat();
  const customs = new Map(order.packing.map((row) => [row.productId, row]));
  return (
    <section className="console-card console-card--flush" aria-labelledby="co-lines">
      <h2 id="co-lines" className="console-card-title">
        {t('lines.title')}{' '}
        <span className="console-muted">
          {t('lines.totals', { sku: order.totals.sku, units: format.number(order.totals.units) })}
        </span>
      </h2>
      <div className="console-table-wrap">
        <table className="console-table console-table--cards co-lines">
          <TableHead
            columns={[
              { label: t('lines.product') },
              ...['lines.quantity', 'lines.unitPrice', 'lines.amount'].map((key) => ({
                label: t(key),
                className: 'console-num console-nowrap',
              })),
            ]}
          />
          <tbody>
            {order.lines.map((line) => {
              const row = customs.get(line.productId);
              return (
                <tr key={line.productId}>
                  <Cell label={t('lines.product')}>
                    <span className="console-mono">{line.sku}</span>
                    <span className="co-product">{line.name}</span>
                    {line.nameKo && (
                      <span className="console-sub" lang="ko">
                        {line.nameKo}
                      </span>
                    )}
                    <span className="console-sub">
                      {line.brand.name} ·{' '}
                      {t('lines.customs', { hsCode: row?.hsCode || '—', origin: row?.origin || '—' })}
                    </span>
                  </Cell>
                  <Cell className="console-num console-nowrap" label={t('lines.quantity')}>
                    {t('lines.packs', { count: line.quantity, moq: line.moq })}
                    <span className="console-sub">
                      {t('lines.units', {
                        count: line.quantity * line.moq,
                        formatted: format.number(line.quantity * line.moq),
                      })}
                    </span>
                  </Cell>
                  <Cell className="console-num console-nowrap" label={t('lines.unitPrice')}>
                    {money.money(line.unitPrice, order.currency)}
                  </Cell>
                  <Cell className="console-num console-strong console-nowrap" label={t('lines.amount')}>
                    {money.money(line.subtotal, order.currency)}
                  </Cell>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="console-card-foot">
        {t('amounts.goods')} <strong>{money.money(order.goods, order.currency)}</strong>
      </p>
    </section>
  );
}
