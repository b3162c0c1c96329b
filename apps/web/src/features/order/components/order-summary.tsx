import type { Incoterm, OrderPreview } from '@hive/domain';
import { minor, progressPercent } from '@hive/domain/rules';
import { useId } from 'react';
import { MinimumProgress } from '../../../components/summary/minimum-progress';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { useTranslation } from '../../../i18n/react';
import { amountRows, pendingCosts } from '../deal-amounts';
import { blockText } from '../order-problems';
import { DealAmountsRows, PendingCostsNotice } from './deal-amounts-list';
import '../../../components/summary/summary-card.css';

type Props = {
  preview: OrderPreview | undefined;
  /** The incoterm the preview was priced under: which costs it shows. */
  incoterm: Incoterm;
  /** The preview is being read again for changed lines. */
  updating: boolean;
  /** Why there is no preview (the lines could not be priced), in the reader's language. */
  failure: string | undefined;
  placing: boolean;
};

/**
 * The order as the server prices it: lines, units, the goods and each cost the incoterm puts on us (estimated from
 * the freight rates, or to be quoted by our team), and the total; the minimum order's progress (not for an accepted
 * offer, whose prices hold); what keeps it from being placed; and "Place order", which submits the form.
 */
export function OrderSummary({ preview, incoterm, updating, failure, placing }: Props) {
  const { t } = useTranslation('order');
  const format = useQuotationFormat();
  const reasonId = useId();
  const money = (amount: number) => (preview ? format.money(amount, preview.currency) : '—');
  const reason = preview ? blockText(preview, t, money) : undefined;
  return (
    <section className="summary-card order-summary" aria-labelledby="order-summary-title" aria-busy={updating}>
      <h2 id="order-summary-title">{t('summary.title')}</h2>
      {preview?.quotation && (
        <p className="summary-card__hint">
          {t('summary.offer', { number: preview.quotation.number, version: preview.quotation.version })}
        </p>
      )}
      <dl className="summary-card__figures">
        <div>
          <dt>{t('summary.products')}</dt>
          <dd>{preview ? format.number(preview.totals.sku) : '—'}</dd>
        </div>
        <div>
          <dt>{t('summary.units')}</dt>
          <dd>{preview ? format.number(preview.totals.units) : '—'}</dd>
        </div>
        {preview ? (
          <DealAmountsRows
            rows={amountRows(incoterm, preview)}
            total={preview.total}
            currency={preview.currency}
            totalClassName="summary-card__total"
          />
        ) : (
          <div className="summary-card__total">
            <dt>{t('summary.total')}</dt>
            <dd>—</dd>
          </div>
        )}
      </dl>
      {preview && <PendingCostsNotice pending={pendingCosts(incoterm, preview)} />}
      {preview && !preview.quotation && preview.minimum > 0 && (
        <MinimumProgress
          percent={progressPercent(minor(preview.totals.amount), minor(preview.minimum))}
          minimum={money(preview.minimum)}
          missing={preview.totals.amount >= preview.minimum ? null : money(preview.minimum - preview.totals.amount)}
        />
      )}
      <div className="summary-card__actions">
        <button
          type="submit"
          className="button button--block"
          disabled={placing}
          aria-busy={placing || undefined}
          aria-describedby={reason || failure ? reasonId : undefined}
        >
          {placing ? t('summary.placing') : t('summary.place')}
        </button>
        {(reason || failure) && (
          <p id={reasonId} className="summary-card__reason">
            {failure ?? reason}
          </p>
        )}
        <p className="summary-card__hint">{t('summary.hint')}</p>
      </div>
    </section>
  );
}
