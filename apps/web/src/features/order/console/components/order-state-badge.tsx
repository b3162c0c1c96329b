import type { OrderState } from '@hive/domain';
import { useTranslation } from '../../../../i18n/react';

export function OrderStateBadge({ state }: { state: OrderState }) {
  const { t } = useTranslation('console-orders');
  return <span className={`console-badge co-state co-state--${state.toLowerCase()}`}>{t(`states.${state}`)}</span>;
}
