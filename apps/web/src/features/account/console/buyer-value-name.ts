import { useQuery } from '@tanstack/react-query';
import type { ValueName } from '../../../components/console/audit-changes';
import { useTranslation } from '../../../i18n/react';
import { gradesQuery } from './api/account-console-queries';

/**
 * A buyer's recorded values as an operator reads them: statuses as the badges say them, grades by their name. A face:
 * the audit log names a buyer's values the way the buyers' console pages do.
 */
export function useBuyerValueName(): ValueName {
  const { t } = useTranslation('console');
  const { data: grades } = useQuery(gradesQuery());
  // Currencies and reasons are shown as stored.
  return (field, value) => {
    if (field === 'status') return t(`buyerStatus.${value}`, { defaultValue: value });
    if (field === 'gradeId') return grades?.find((item) => item.id === value)?.name ?? value;
    return value;
  };
}
