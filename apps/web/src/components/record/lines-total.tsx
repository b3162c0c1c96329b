import type { Currency } from '@hive/domain';
import { useQuotationFormat } from '../../hooks/use-quotation-format';
import { useTranslation } from '../../i18n/react';
import './record.css';

type Props = {
  totals: { sku: number; units: number; amount: number | null };
  currency: Currency;
  /** What the amount is (the total at request, an offer's total); no amount, no total. */
  label: string;
};

/** Under a record's lines: how many products and units, and what they come to. */
export function LinesTotal({ totals, currency, label }: Props) {
  const { t } = useTranslation();
  const format = useQuotationFormat();
  return (
    <p className="rec-total">
      <span>{t('lines.summary', { sku: format.number(totals.sku), units: format.number(totals.units) })}</span>
      {totals.amount !== null && (
        <span>
          {label} <strong>{format.money(totals.amount, currency)}</strong>
        </span>
      )}
    </p>
  );
}
