import { useTranslation } from '../../i18n/react';

type Snapshot = Record<string, unknown> | null;
/** A stored value as the operator reads it (a grade by its name), or as stored when the namer has nothing to say. */
export type ValueName = (field: string, value: string) => string;

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/**
 * What an action changed, one `field: old → new` line per field that differs; a record with one side shows that side.
 * The values are named by `valueName` (the feature whose records these are knows its values), else shown as stored.
 */
export function AuditChanges({
  before,
  after,
  valueName = (_field, value) => value,
}: {
  before: Snapshot;
  after: Snapshot;
  valueName?: ValueName;
}) {
  const { t } = useTranslation('console');
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const lines = fields
    .map((field) => ({ field, old: show(before?.[field]), next: show(after?.[field]) }))
    .map((line) => ({ ...line, old: valueName(line.field, line.old), next: valueName(line.field, line.next) }))
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
