import type { Currency } from '@hive/domain';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { useTranslation } from '../../../i18n/react';
import type { AmountRow } from '../deal-amounts';

type Props = {
  rows: readonly AmountRow[];
  total: number;
  currency: Currency;
  /** The class of the list's total row (each layout draws it its way). */
  totalClassName: string;
};

/**
 * A deal's amounts as a list of terms: the goods, each cost the incoterm puts on us (or "to be quoted"), a discount
 * and a credit taken off, and the total the buyer pays.
 */
export function DealAmountsRows({ rows, total, currency, totalClassName }: Props) {
  const { t } = useTranslation('order');
  const format = useQuotationFormat();
  return (
    <>
      {rows.map((row) => (
        <div key={row.key} className={`deal-amount deal-amount--${row.key}`}>
          <dt>{t(`amounts.${row.key}`)}</dt>
          <dd>
            {row.amount === null ? (
              <span className="deal-amount__pending">
                {row.key === 'duties' ? t('amounts.toBeEntered') : t('amounts.toBeQuoted')}
              </span>
            ) : (
              format.money(row.amount, currency)
            )}
          </dd>
        </div>
      ))}
      <div className={totalClassName}>
        <dt>{t('amounts.total')}</dt>
        <dd>{format.money(total, currency)}</dd>
      </div>
    </>
  );
}

/** What the operators still have to set, said under the amounts while it is. */
export function PendingCostsNotice({ pending }: { pending: { freight: boolean; duties: boolean } }) {
  const { t } = useTranslation('order');
  if (!pending.freight && !pending.duties) return null;
  return (
    <div className="deal-pending" role="note">
      {pending.freight && <p>{t('amounts.freightToBeQuoted')}</p>}
      {pending.duties && <p>{t('amounts.dutiesToBeEntered')}</p>}
    </div>
  );
}
