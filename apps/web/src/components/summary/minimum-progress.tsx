import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import './minimum-progress.css';

type Props = {
  /** Subtotal / minimum as a whole percentage, at most 100. */
  percent: number;
  /** The minimum and what is still missing, formatted with their currency; nothing missing once reached. */
  minimum: string;
  missing: string | null;
};

/** How close the lines are to the minimum order: a labelled progress bar, and the amount still missing. */
export function MinimumProgress({ percent, minimum, missing }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  const reached = missing === null;
  return (
    <div className="minimum-progress">
      <div className="minimum-progress__head">
        <span id={labelId}>{t('minimum.label', { minimum })}</span>
        <span className="minimum-progress__percent" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        className={`minimum-progress__bar${reached ? ' minimum-progress__bar--reached' : ''}`}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={reached ? t('minimum.reached', { minimum }) : t('minimum.valueText', { percent, missing })}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className={`minimum-progress__note${reached ? ' minimum-progress__note--reached' : ''}`}>
        {reached ? t('minimum.reached', { minimum }) : t('minimum.missing', { missing, minimum })}
      </p>
    </div>
  );
}
