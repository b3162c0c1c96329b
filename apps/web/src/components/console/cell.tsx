import type { ReactNode } from 'react';

/**
 * A table cell that also reads as a labelled line when a narrow screen turns the table into cards: the label comes
 * from `data-label`, and the one wrapper keeps mixed text and elements together beside it.
 */
export function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td data-label={label} className={className}>
      <div>{children}</div>
    </td>
  );
}

/** A column's heading; `className` styles it as its cells are (numbers to the right). */
export type Heading = { label: string; className?: string };

/** The heading row of a console table, one `<th scope="col">` per column. */
export function TableHead({ columns }: { columns: Heading[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={column.className}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
