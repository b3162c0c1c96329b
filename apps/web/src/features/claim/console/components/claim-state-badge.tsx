import type { ClaimOutcome, ClaimState } from '@hive/domain';
import { useTranslation } from '../../../../i18n/react';

const TONE: Record<ClaimOutcome | 'OPEN', string> = {
  OPEN: 'pending',
  CREDIT_NOTE: 'active',
  REPLACEMENT: 'active',
  REFUSED: 'neutral',
};

/** An open claim, or a resolved one by its outcome. */
export function ClaimStateBadge({ state, outcome }: { state: ClaimState; outcome: ClaimOutcome | null }) {
  const { t } = useTranslation('console-claims');
  const key = state === 'OPEN' || !outcome ? 'OPEN' : outcome;
  return (
    <span className={`console-badge console-badge--${TONE[key]}`}>
      {key === 'OPEN' ? t('states.OPEN') : t(`outcomes.${key}`)}
    </span>
  );
}
