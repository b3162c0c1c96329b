import type { ImportReport, ImportRow } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Cell, TableHead } from '../../../components/console/cell';
import { ConsolePager } from '../../../components/console/console-pager';
import { DownloadButton } from '../../../components/console/download-button';
import { useConsoleFormat } from '../../../hooks/use-console-format';
import { useTranslation } from '../../../i18n/react';
import { fileUrl, importRowsQuery } from '../api/import-queries';

/** The dry run's findings: the counts, every error (a table and its CSV), and what each row would change. */
export function DryRun({ id, report }: { id: number; report: ImportReport }) {
  const { t } = useTranslation('console-import');
  const format = useConsoleFormat();
  const ids = { title: useId(), errors: useId(), changes: useId() };
  const counts = [
    { key: 'create', value: report.create },
    { key: 'update', value: report.update },
    { key: 'unchanged', value: report.unchanged },
    { key: 'errors', value: report.errorCount },
  ] as const;
  const errorColumns = [{ label: t('errors.line') }, { label: t('errors.column') }, { label: t('errors.reason') }];

  return (
    <section className="console-card" aria-labelledby={ids.title}>
      <h2 id={ids.title}>{t('dryRun.title')}</h2>
      <dl className="ci-counts">
        {counts.map(({ key, value }) => (
          <div key={key} className={`ci-count${key === 'errors' && value > 0 ? ' ci-count--failing' : ''}`}>
            <dt>{t(`dryRun.${key}`)}</dt>
            <dd>{format.number(value)}</dd>
          </div>
        ))}
      </dl>
      {report.errorCount > 0 && (
        <div className="ci-block">
          <div className="ci-block__head">
            <h3 id={ids.errors}>{t('errors.title', { count: report.errorCount })}</h3>
            <DownloadButton
              url={fileUrl.errors(id)}
              filename={`import-${id}-errors.csv`}
              label={t('errors.download')}
              failed={t('files.failed')}
            >
              {t('errors.download')}
            </DownloadButton>
          </div>
          {report.errors.length < report.errorCount && (
            <p className="console-note">{t('errors.firstOnly', { count: report.errors.length })}</p>
          )}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region is reached by keyboard to scroll it */}
          <section className="console-table-wrap ci-scroll" aria-labelledby={ids.errors} tabIndex={0}>
            <table className="console-table console-table--cards" aria-labelledby={ids.errors}>
              <TableHead columns={errorColumns} />
              <tbody>
                {report.errors.map((error) => (
                  <tr key={`${error.line}-${error.column}-${error.reason}`}>
                    <Cell label={errorColumns[0]!.label}>{error.line}</Cell>
                    <Cell label={errorColumns[1]!.label}>{error.column}</Cell>
                    <Cell label={errorColumns[2]!.label}>
                      {t(`reasons.${error.reason}`, { defaultValue: error.reason })}
                    </Cell>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      )}
      {report.create + report.update > 0 && <Changes id={id} titleId={ids.changes} />}
    </section>
  );
}

function Changes({ id, titleId }: { id: number; titleId: string }) {
  const { t } = useTranslation('console-import');
  const [page, setPage] = useState(1);
  const rows = useQuery(importRowsQuery(id, page, true));
  const columns = [{ label: t('changes.line') }, { label: t('changes.sku') }, { label: t('changes.what') }];
  return (
    <div className="ci-block">
      <h3 id={titleId}>{t('changes.title')}</h3>
      <div className="console-table-wrap">
        <table className="console-table console-table--cards" aria-labelledby={titleId}>
          <TableHead columns={columns} />
          <tbody>
            {rows.data?.list.map((row) => (
              <tr key={row.line}>
                <Cell label={columns[0]!.label}>{row.line}</Cell>
                <Cell label={columns[1]!.label}>
                  <span className="console-mono">{row.sku}</span>{' '}
                  <span className={`console-badge ci-action--${row.action}`}>{t(`changes.${row.action}`)}</span>
                </Cell>
                <Cell label={columns[2]!.label}>
                  <RowChanges row={row} />
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.data && <ConsolePager {...rows.data} onPage={setPage} />}
    </div>
  );
}

function RowChanges({ row }: { row: ImportRow }) {
  const { t } = useTranslation('console-import');
  const empty = t('changes.empty');
  return (
    <ul className="ci-changes">
      {row.changes.map((change) => (
        <li key={change.field}>
          <span className="ci-changes__field">{t(`fields.${change.field}`)}</span>{' '}
          {row.action === 'update' && (
            <>
              <del>{change.before ?? empty}</del> <span aria-hidden="true">→</span>
              <span className="visually-hidden">{t('changes.to')}</span>{' '}
            </>
          )}
          <ins>{change.after ?? empty}</ins>
        </li>
      ))}
    </ul>
  );
}
