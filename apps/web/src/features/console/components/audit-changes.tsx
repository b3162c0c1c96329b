import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gradesQuery } from '../api/console-queries';

type Snapshot = Record<string, unknown> | null;

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** What an action changed, one `field: old → new` line per field that differs; a record with one side shows that side. */
export function AuditChanges({ before, after }: { before: Snapshot; after: Snapshot }) {
  const { t } = useTranslation('console');
  // Statuses read as the badges do and grades by name; currencies and reasons are shown as stored.
  const status = (value: string) => t(`buyerStatus.${value}`, { defaultValue: value });
  const { data: grades } = useQuery(gradesQuery());
  const grade = (value: string) => grades?.find((item) => item.id === value)?.name ?? value;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const lines = fields
    .map((field) => ({ field, old: show(before?.[field]), next: show(after?.[field]) }))
    .map((line) => {
      if (line.field === 'status') return { ...line, old: status(line.old), next: status(line.next) };
      if (line.field === 'gradeId') return { ...line, old: grade(line.old), next: grade(line.next) };
      return line;
    })
    .filter((line) => !before || !after || line.old !== line.next);
  if (lines.length === 0) return <span className="console-muted">{t('audit.noChanges')}</span>;
  return (
    <ul className="console-changes">
      {lines.map(({ field, old, next }) => (
        <li key={field}>
          <span className="console-changes__field">{t(`fields.${field}`, { defaultValue: field })}:</span>{' '}
          {before && <span className="console-changes__old">{old}</span>}
          {before && after && (
            <>
              <span aria-hidden="true"> → </span>
              <span className="visually-hidden">{t('audit.changedTo')}</span>
            </>
          )}
          {after && <span className="console-changes__new">{next}</span>}
        </li>
      ))}
    </ul>
  );
}

/** An action's name in the operator's language; an action this client does not know yet shows as the server names it. */
export function useActionName() {
  const { t } = useTranslation('console');
  return (action: string) => t(`auditActions.${action}`, { defaultValue: action });
}
