import { brandGridRows } from '@hive/domain/rules';
import type { CSSProperties } from 'react';
import './grid-placeholder.css';

/** More cells than the widest grid has columns: the rows are filled at any width, and what is past them is cut. */
const MOST_COLUMNS = 12;

/**
 * The loading grid: exactly the rows the formula of docs/product.md §9 gives for the expected count, at every width —
 * the grid's columns follow the screen, so the cells fill as many rows as that and the box is cut to its rows.
 */
export function GridPlaceholder({ expected, kind = 'brands' }: { expected: number; kind?: 'brands' | 'products' }) {
  const rows = Math.max(1, brandGridRows(expected));
  return (
    <div
      className={`grid grid--${kind} grid-placeholder`}
      style={{ '--rows': rows } as CSSProperties}
      data-rows={rows}
      aria-hidden="true"
    >
      {Array.from({ length: rows * MOST_COLUMNS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="placeholder" />
      ))}
    </div>
  );
}
