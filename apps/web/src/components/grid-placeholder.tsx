import { brandGridRows } from '@hive/domain/rules';
import './grid-placeholder.css';

/** The loading grid: as many rows of placeholders as the rows formula of spec §9 gives for the expected count. */
export function GridPlaceholder({ expected, columns = 5 }: { expected: number; columns?: number }) {
  const cells = Math.max(1, brandGridRows(expected)) * columns;
  return (
    <div className="grid grid--brands" aria-hidden="true">
      {Array.from({ length: cells }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="placeholder" />
      ))}
    </div>
  );
}
