import type { Currency, OfferLineView, RequestedLineView } from '@hive/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';

type Line = RequestedLineView | OfferLineView;
const isOffered = (line: Line): line is OfferLineView => 'available' in line;

/**
 * Products of a request or of an offer: packs × MOQ = units, the unit price and the subtotal. On a narrow screen each
 * row reads as a small card, its cells labelled.
 */
export function QuotationLines({ lines, currency, caption }: { lines: Line[]; currency: Currency; caption: string }) {
  const { t } = useTranslation('quotation');
  const format = useQuotationFormat();
  return (
    <div className="q-table-wrap">
      <table className="q-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lines.product')}</th>
            <th scope="col" className="q-num">
              {t('lines.quantity')}
            </th>
            <th scope="col" className="q-num">
              {t('lines.unitPrice')}
            </th>
            <th scope="col" className="q-num">
              {t('lines.subtotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const unavailable = isOffered(line) && !line.available;
            return (
              <tr key={line.productId} className={unavailable ? 'q-row--unavailable' : undefined}>
                <th scope="row">
                  <div className="q-product">
                    <img src={line.image} alt="" width="48" height="48" loading="lazy" />
                    <span>
                      <Link to={`/product/${line.productId}/`}>{line.name}</Link>
                      <span className="q-sub">
                        {line.brand.name} · {t('lines.sku', { sku: line.sku })}
                      </span>
                      {unavailable && <span className="q-unavailable">{t('lines.notAvailable')}</span>}
                    </span>
                  </div>
                </th>
                <td className="q-num" data-label={t('lines.quantity')}>
                  <span>
                    {t('lines.packs', { count: line.quantity, moq: format.number(line.moq) })}
                    <span className="q-sub">{t('lines.units', { count: line.quantity * line.moq })}</span>
                  </span>
                </td>
                <td className="q-num" data-label={t('lines.unitPrice')}>
                  {line.unitPrice === null ? '—' : format.money(line.unitPrice, currency)}
                </td>
                <td className="q-num q-strong" data-label={t('lines.subtotal')}>
                  {line.subtotal === null || unavailable ? '—' : format.money(line.subtotal, currency)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
