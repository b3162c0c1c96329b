import type { Currency, ReorderPreview } from '@hive/domain';
import { useId } from 'react';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { useTranslation } from '../../../i18n/react';

type Props = {
  line: ReorderPreview['lines'][number];
  currency: Currency;
  checked: boolean;
  onCheck: (checked: boolean) => void;
};

/** A past line as it could be ordered today: a box to choose it when it can be, its status, the old and new price. */
export function ReorderLine({ line, currency, checked, onCheck }: Props) {
  const { t } = useTranslation('order');
  const format = useQuotationFormat();
  const id = useId();
  const orderable = line.status === 'available' || line.status === 'priceChanged';
  const money = (amount: number) => format.money(amount, currency);
  return (
    <li className={`reorder-line${orderable ? '' : ' reorder-line--out'}`}>
      <input
        id={id}
        type="checkbox"
        checked={orderable && checked}
        disabled={!orderable}
        onChange={(event) => onCheck(event.target.checked)}
      />
      <label htmlFor={id}>
        <span className="reorder-line__name">{line.name}</span>
        <span className="rec-sub">
          {line.brand.name} ·{' '}
          {t('reorder.packs', { count: line.quantity, units: format.number(line.quantity * line.moq) })}
        </span>
      </label>
      <span className="reorder-line__status">
        <span className={`reorder-line__tag reorder-line__tag--${line.status}`}>
          {t(`reorder.status.${line.status}`)}
        </span>
        {line.status === 'priceChanged' && line.currentPrice !== null && (
          <span className="rec-sub">
            {t('reorder.priceChange', { old: money(line.unitPrice), now: money(line.currentPrice) })}
          </span>
        )}
        {line.status === 'available' && <span className="rec-sub">{money(line.unitPrice)}</span>}
      </span>
    </li>
  );
}
