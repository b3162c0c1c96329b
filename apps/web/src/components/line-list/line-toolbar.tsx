import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import './line-list.css';

type Props = {
  /** The page's namespace, which holds the texts `selectAll`, `selectedCount` and `deleteSelected`. */
  namespace: string;
  checked: number;
  total: number;
  onCheckAll: (checked: boolean) => void;
  /** Does nothing the page does not decide: the button stays usable (aria-disabled) when nothing is checked. */
  onDeleteChecked: () => void;
};

/** Above a list of lines (the cart, the quotation basket): check all or none, how many are checked, delete those. */
export function LineToolbar({ namespace, checked, total, onCheckAll, onDeleteChecked }: Props) {
  const { t } = useTranslation(namespace);
  const selectAllId = useId();
  const allChecked = checked === total;
  return (
    <div className="line-toolbar">
      <div className="line-toolbar__all">
        <input
          id={selectAllId}
          type="checkbox"
          checked={allChecked}
          ref={(box) => {
            if (box) box.indeterminate = checked > 0 && !allChecked;
          }}
          onChange={(event) => onCheckAll(event.target.checked)}
        />
        <label htmlFor={selectAllId}>{t('selectAll')}</label>
        <span className="line-toolbar__count">{t('selectedCount', { checked, total })}</span>
      </div>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-disabled={checked === 0 || undefined}
        onClick={onDeleteChecked}
      >
        {t('deleteSelected')}
      </button>
    </div>
  );
}
