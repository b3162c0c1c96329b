import type { MemberRole } from '@hive/domain';
import { useTranslation } from '../../../i18n/react';

/** A member's role in their company, as a label (the owner's stands out). */
export function RoleBadge({ role }: { role: MemberRole }) {
  const { t } = useTranslation('members');
  return <span className={`company-role company-role--${role.toLowerCase()}`}>{t(`roles.${role}`)}</span>;
}
