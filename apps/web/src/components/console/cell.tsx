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
