import { formatMoney } from '@hive/domain/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SheetFormat } from '../api/basket-queries';
import type { CheckedSummary } from '../basket-rules';

type Props = {
  summary: CheckedSummary;
  downloading: SheetFormat | null;
  requesting: boolean;
  onDownload: (format: SheetFormat) => void;
  onRequest: () => void;
};

/**
 * The checked items' totals, the progress toward the minimum order, the quotation sheet downloads and "Request
 * quotation" — usable only when spec §5 allows it, with the reason said beside it (and read with it) when not.
 */
export function BasketSummary({ summary, downloading, requesting, onDownload, onRequest }: Props) {
  const { t } = useTranslation('basket');
  const reasonId = useId();
  const progressId = useId();
  const money = (amount: number) => formatMoney(amount as CheckedSummary['subtotal'], summary.currency);
  const minimum = money(summary.minimum);
  const reached = summary.missing === 0;
  const blocked = summary.blocked;
  const nothingChecked = summary.items.length === 0;

  return (
    <section className="basket-summary" aria-labelledby="basket-summary-title">
      <h2 id="basket-summary-title">{t('summary.title')}</h2>
      <dl className="basket-summary__figures">
        <div>
          <dt>{t('summary.products')}</dt>
          <dd>{summary.items.length}</dd>
        </div>
        <div>
          <dt>{t('summary.units')}</dt>
          <dd>{summary.units.toLocaleString('en-US')}</dd>
        </div>
        <div className="basket-summary__total">
          <dt>{t('summary.subtotal')}</dt>
          <dd>{money(summary.subtotal)}</dd>
        </div>
      </dl>

      <div className="basket-minimum">
        <div className="basket-minimum__head">
          <span id={progressId}>{t('minimum.label', { minimum })}</span>
          <span className="basket-minimum__percent" aria-hidden="true">
            {summary.percent}%
          </span>
        </div>
        <div
          className={`basket-minimum__bar${reached ? ' basket-minimum__bar--reached' : ''}`}
          role="progressbar"
          aria-labelledby={progressId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={summary.percent}
          aria-valuetext={
            reached
              ? t('minimum.reached', { minimum })
              : t('minimum.valueText', { percent: summary.percent, missing: money(summary.missing) })
          }
        >
          <span style={{ width: `${summary.percent}%` }} />
        </div>
        <p className={`basket-minimum__note${reached ? ' basket-minimum__note--reached' : ''}`}>
          {reached
            ? t('minimum.reached', { minimum })
            : t('minimum.missing', { missing: money(summary.missing), minimum })}
        </p>
      </div>

      <div className="basket-summary__actions">
        <button
          type="button"
          className="button button--block basket-summary__request"
          aria-disabled={blocked !== null || requesting || undefined}
          aria-describedby={blocked ? reasonId : undefined}
          aria-busy={requesting || undefined}
          onClick={() => {
            if (blocked === null && !requesting) onRequest();
          }}
        >
          {requesting ? t('request.sending') : t('request.button')}
        </button>
        {blocked && (
          <p id={reasonId} className="basket-summary__reason">
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
        <p className="basket-summary__hint">{t('download.hint')}</p>
      </div>
    </section>
  );
}
