import type { QuotationState } from '@hive/domain';
import { StateBadge, type StateTone } from '../../../components/record/state-badge';
import { useTranslation } from '../../../i18n/react';

const TONES: Record<QuotationState, StateTone> = {
  REQUESTED: 'info',
  QUOTED: 'warn',
  NEGOTIATING: 'accent',
  ACCEPTED: 'ok',
  ORDERED: 'ok',
  DECLINED: 'danger',
  CANCELLED: 'danger',
  EXPIRED: 'muted',
};

/** A quotation's state as a coloured label; the colour repeats what the word says. */
export function QuotationStateBadge({ state }: { state: QuotationState }) {
  const { t } = useTranslation('quotation');
  return <StateBadge tone={TONES[state]}>{t(`states.${state}`)}</StateBadge>;
}
