import type { QuotationState } from '@hive/domain';
import { useTranslation } from 'react-i18next';

/** A quotation's state as a coloured label; the colour repeats what the word says. */
export function QuotationStateBadge({ state }: { state: QuotationState }) {
  const { t } = useTranslation('quotation');
  return <span className={`q-badge q-badge--${state.toLowerCase()}`}>{t(`states.${state}`)}</span>;
}
