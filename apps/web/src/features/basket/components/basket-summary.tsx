import { formatMoney } from '@hive/domain/rules';
import { useId } from 'react';
import { MinimumProgress } from '../../../components/summary/minimum-progress';
import { useTranslation } from '../../../i18n/react';
import type { SheetFormat } from '../api/basket-queries';
import type { CheckedSummary } from '../basket-rules';
import '../../../components/summary/summary-card.css';

type Props = {
  summary: CheckedSummary;
  downloading: SheetFormat | null;
  requesting: boolean;
  onDownload: (format: SheetFormat) => void;
  onRequest: () => void;
  /** Opens the order form with the checked items: the same minimum applies. */
  onOrder: () => void;
};

/**
 * The checked items' totals, the progress toward the minimum order, the quotation sheet downloads, "Request
 * quotation" and "Order now" — usable only when docs/product.md §5 allows it, with the reason said beside them (and
 * read with them) when not.
 */
export function BasketSummary({ summary, downloading, requesting, onDownload, onRequest, onOrder }: Props) {
  const { t } = useTranslation('basket');
  const reasonId = useId();
  const money = (amount: number) => formatMoney(amount as CheckedSummary['subtotal'], summary.currency);
  const minimum = money(summary.minimum);
  const blocked = summary.blocked;
  const nothingChecked = summary.items.length === 0;

  return (
    <section className="summary-card basket-summary" aria-labelledby="basket-summary-title">
      <h2 id="basket-summary-title">{t('summary.title')}</h2>
      <dl className="summary-card__figures">
        <div>
          <dt>{t('summary.products')}</dt>
          <dd>{summary.items.length}</dd>
        </div>
        <div>
          <dt>{t('summary.units')}</dt>
          <dd>{summary.units.toLocaleString('en-US')}</dd>
        </div>
        <div className="summary-card__total">
          <dt>{t('summary.subtotal')}</dt>
          <dd>{money(summary.subtotal)}</dd>
        </div>
      </dl>

      <MinimumProgress
        percent={summary.percent}
        minimum={minimum}
        missing={summary.missing === 0 ? null : money(summary.missing)}
      />

      <div className="summary-card__actions">
        <div className="basket-summary__go">
          <button
            type="button"
            className="button basket-summary__request"
            aria-disabled={blocked !== null || requesting || undefined}
            aria-describedby={blocked ? reasonId : undefined}
            aria-busy={requesting || undefined}
            onClick={() => {
              if (blocked === null && !requesting) onRequest();
            }}
          >
            {requesting ? t('request.sending') : t('request.button')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={blocked !== null || requesting || undefined}
            aria-describedby={blocked ? reasonId : undefined}
            onClick={() => {
              if (blocked === null && !requesting) onOrder();
            }}
          >
            {t('order.button')}
          </button>
        </div>
        {blocked && (
          <p id={reasonId} className="summary-card__reason">
            {blocked === 'minimum'
              ? t('request.reasonMinimum', { minimum, missing: money(summary.missing) })
              : t(blocked === 'soldOut' ? 'request.reasonSoldOut' : 'request.reasonNone')}
          </p>
        )}
        <div className="basket-summary__downloads">
          {(['pdf', 'xlsx'] as const).map((format) => (
            <button
              key={format}
              type="button"
              className="button button--secondary button--small"
              aria-disabled={nothingChecked || downloading !== null || undefined}
              aria-busy={downloading === format || undefined}
              onClick={() => {
                if (!nothingChecked && downloading === null) onDownload(format);
              }}
            >
              {t(format === 'pdf' ? 'download.pdf' : 'download.xlsx')}
            </button>
          ))}
        </div>
        <p className="summary-card__hint">{t('download.hint')}</p>
      </div>
    </section>
  );
}
