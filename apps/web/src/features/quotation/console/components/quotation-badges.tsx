import type { QuotationKind, QuotationState } from '@hive/domain';
import { useTranslation } from '../../../../i18n/react';

export function QuotationStateBadge({ state }: { state: QuotationState }) {
  const { t } = useTranslation('console-quotations');
  return <span className={`console-badge cq-state cq-state--${state.toLowerCase()}`}>{t(`states.${state}`)}</span>;
}

/** Members have an account; a no-member (visitor) request is answered by e-mail. */
export function QuotationKindBadge({ kind }: { kind: QuotationKind }) {
  const { t } = useTranslation('console-quotations');
  return <span className={`console-badge cq-kind cq-kind--${kind}`}>{t(`kinds.${kind}`)}</span>;
}
