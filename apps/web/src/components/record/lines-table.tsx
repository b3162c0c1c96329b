import type { Currency } from '@hive/domain';
import { Link } from 'react-router';
import { useQuotationFormat } from '../../hooks/use-quotation-format';
import { useTranslation } from '../../i18n/react';
import './lines-table.css';

/** A line as every record draws it: the product, packs of MOQ units, and its prices (null where none is known). */
export type RecordLine = {
  productId: number;
  sku: string;
  name: string;
  brand: { name: string };
  image: string;
  moq: number;
  quantity: number;
  unitPrice: number | null;
  subtotal: number | null;
};

type Props<L extends RecordLine> = {
  lines: readonly L[];
  currency: Currency;
  caption: string;
  /** A line that does not count (not available): greyed, its subtotal a dash, with the flag under its name. */
  flag?: (line: L) => string | undefined;
};

/**
 * The products of a request, an offer or an order: packs × MOQ = units, the unit price and the subtotal. On a narrow
 * screen each row reads as a small card, its cells labelled.
 */
export function LinesTable<L extends RecordLine>({ lines, currency, caption, flag }: Props<L>) {
  const { t } = useTranslation();
  const format = useQuotationFormat();
  const money = (amount: number | null) => (amount === null ? '—' : format.money(amount, currency));
  return (
    <div className="rec-table-wrap">
      <table className="rec-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lines.product')}</th>
            {(['quantity', 'unitPrice', 'subtotal'] as const).map((column) => (
              <th key={column} scope="col" className="rec-num">
                {t(`lines.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const flagged = flag?.(line);
            return (
              <tr key={line.productId} className={flagged ? 'rec-row--muted' : undefined}>
                <th scope="row">
                  <div className="rec-product">
                    <img src={line.image} alt="" width="48" height="48" loading="lazy" />
                    <span>
                      <Link to={`/product/${line.productId}/`}>{line.name}</Link>
                      <span className="rec-sub">
                        {line.brand.name} · {t('lines.sku', { sku: line.sku })}
                      </span>
                      {flagged && <span className="rec-flag">{flagged}</span>}
                    </span>
                  </div>
                </th>
                <td className="rec-num" data-label={t('lines.quantity')}>
                  <span>
                    {t('lines.packs', { count: line.quantity, moq: format.number(line.moq) })}
                    <span className="rec-sub">{t('lines.units', { count: line.quantity * line.moq })}</span>
                  </span>
                </td>
                <td className="rec-num" data-label={t('lines.unitPrice')}>
                  {money(line.unitPrice)}
                </td>
                <td className="rec-num rec-strong" data-label={t('lines.subtotal')}>
                  {flagged ? '—' : money(line.subtotal)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
