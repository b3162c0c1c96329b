import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';

export type DataRow = { id: string | number; label: ReactNode; values: string[] };

/**
 * The numbers behind a chart, for anyone who wants them and for screen readers: a table that opens on demand. Its
 * scrolling box can be reached with the keyboard.
 */
export function DataTable({
  caption,
  rowHeader,
  columns,
  rows,
}: {
  caption: string;
  rowHeader: string;
  columns: string[];
  rows: DataRow[];
}) {
  const { t } = useTranslation('trend');
  return (
    <details className="data-table">
      <summary>{t('common.showNumbers')}</summary>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it */}
      <section className="data-table__scroll" aria-label={caption} tabIndex={0}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one cell per column, in order
                  <td key={index}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}
