import { useConsoleFormat } from '../../../hooks/use-console-format';
import { useTranslation } from '../../../i18n/react';

/** How far a dry run or an apply has come, as a progress bar with its words. */
export function ImportProgress({ label, done, total }: { label: string; done: number; total: number }) {
  const { t } = useTranslation('console-import');
  const format = useConsoleFormat();
  return (
    <div className="ci-progress">
      <p>{label}</p>
      <progress aria-label={label} max={Math.max(total, 1)} value={Math.min(done, total)} />
      <p className="console-muted">{t('progress.count', { done: format.number(done), total: format.number(total) })}</p>
    </div>
  );
}
