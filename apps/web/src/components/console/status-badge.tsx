import type { BuyerStatus } from '@hive/domain';
import { useTranslation } from '../../i18n/react';

export function BuyerStatusBadge({ status }: { status: BuyerStatus }) {
  const { t } = useTranslation('console');
  return <span className={`console-badge console-badge--${status}`}>{t(`buyerStatus.${status}`)}</span>;
}

export function RoleBadge({ role }: { role: 'admin' | 'staff' }) {
  const { t } = useTranslation('console');
  return <span className={`console-badge console-badge--role-${role}`}>{t(`roles.${role}`)}</span>;
}
