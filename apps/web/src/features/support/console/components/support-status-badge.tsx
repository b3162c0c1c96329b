import type { SupportStatus } from '@hive/domain';
import { useTranslation } from '../../../../i18n/react';

const TONE: Record<SupportStatus, string> = { new: 'pending', inProgress: 'mail-queued', done: 'active' };

export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  const { t } = useTranslation('console-support');
  return <span className={`console-badge console-badge--${TONE[status]}`}>{t(`statuses.${status}`)}</span>;
}
