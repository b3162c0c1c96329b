import type { OrderState } from '@hive/domain';
import { StateBadge, type StateTone } from '../../../components/record/state-badge';
import { useTranslation } from '../../../i18n/react';

/** Waiting for the company's approval or the team, waiting for the buyer's transfer, under way, arrived, or stopped. */
export const ORDER_TONES: Record<OrderState, StateTone> = {
  PENDING_APPROVAL: 'warn',
  PLACED: 'info',
  CONFIRMED: 'warn',
  PAID: 'accent',
  PREPARING: 'accent',
  SHIPPED: 'info',
  DELIVERED: 'ok',
  CANCELLED: 'danger',
};

/** An order's state as a coloured label; the colour repeats what the word says. */
export function OrderStateBadge({ state }: { state: OrderState }) {
  const { t } = useTranslation('order');
  return <StateBadge tone={ORDER_TONES[state]}>{t(`states.${state}`)}</StateBadge>;
}
