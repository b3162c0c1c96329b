import { linePath } from '../../../components/chart-math';

const WIDTH = 120;
const HEIGHT = 34;
const PAD = 4;

/**
 * A row's small chart: a value per week, the recent weeks shaded. Its label says in words what it shows; the numbers are
 * in the section's table.
 */
export function Sparkline({
  values,
  highlightFrom,
  label,
}: {
  values: number[];
  highlightFrom?: number;
  label: string;
}) {
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  const x = (index: number) => PAD + index * step;
  const y = (value: number) => HEIGHT - PAD - (value / max) * (HEIGHT - 2 * PAD);
  const points = values.map((value, index) => [x(index), y(value)] as const);
  const line = linePath(points);
  const last = points.at(-1);
  return (
    <svg
      className="sparkline"
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
    >
      {highlightFrom !== undefined && highlightFrom < values.length && (
        <rect
          className="sparkline__recent"
          x={x(highlightFrom) - step / 2}
          y="0"
          width={WIDTH - x(highlightFrom) + step / 2}
          height={HEIGHT}
          rx="4"
        />
      )}
      {line && (
        <path
          className="sparkline__area"
          d={`${line} L${x(values.length - 1)} ${HEIGHT - PAD} L${PAD} ${HEIGHT - PAD} Z`}
        />
      )}
      {line && <path className="sparkline__line" d={line} />}
      {last && <circle className="sparkline__end" cx={last[0]} cy={last[1]} r="2.8" />}
    </svg>
  );
}
