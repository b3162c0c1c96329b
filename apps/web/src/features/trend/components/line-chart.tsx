import type { TrendBucket } from '@hive/domain';
import { labelledIndexes, labelStride, linePath, niceScale, ticksOf } from '../../../components/chart-math';
import { useWidth } from '../../../hooks/use-width';
import type { Formats } from './use-formats';

export type LineSeries = { id: string | number; label: string; values: number[] };

type Props = {
  series: LineSeries[];
  buckets: TrendBucket[];
  bucketKind?: 'week' | 'month';
  formats: Formats;
  /** What a screen reader hears instead of the drawing: what is charted and how it moved. */
  label: string;
  /** Values as the axis writes them. */
  formatValue: (value: number) => string;
  integer?: boolean;
  /** Shades the buckets from this one on, with a caption (the "recent" weeks). */
  highlightFrom?: number;
  highlightLabel?: string;
  height?: number;
};

const PAD = { top: 22, right: 14, bottom: 30 };

/**
 * A line chart drawn in SVG at its real width (no library: the first load stays small). Up to five series, each with its
 * own colour and dash pattern so that they stay apart without colour; the numbers themselves are in a table beside it.
 */
export function LineChart({
  series,
  buckets,
  bucketKind = 'week',
  formats,
  label,
  formatValue,
  integer = false,
  highlightFrom,
  highlightLabel,
  height = 260,
}: Props) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const count = buckets.length;
  const max = Math.max(0, ...series.flatMap((line) => line.values));
  const scale = niceScale(max, { integer });
  const ticks = ticksOf(scale);
  const left = 12 + Math.max(...ticks.map((tick) => formatValue(tick).length)) * 7;
  const innerWidth = Math.max(10, width - left - PAD.right);
  const innerHeight = height - PAD.top - PAD.bottom;
  const step = count > 1 ? innerWidth / (count - 1) : 0;
  const x = (index: number) => left + index * step;
  const y = (value: number) => PAD.top + innerHeight * (1 - value / scale.top);
  const labelled = labelledIndexes(count, labelStride(count, innerWidth, 64));

  return (
    <div className="line-chart">
      <div ref={ref} className="line-chart__canvas" style={{ height }}>
        {width > 0 && (
          <svg width={width} height={height} role="img" aria-label={label} className="line-chart__svg">
            {highlightFrom !== undefined && highlightFrom < count && (
              <g className="line-chart__recent">
                <rect
                  x={x(highlightFrom) - step / 2}
                  y={PAD.top - 16}
                  width={width - PAD.right - x(highlightFrom) + step / 2}
                  height={innerHeight + 16}
                  rx="6"
                />
                {highlightLabel && (
                  <text x={width - PAD.right - 6} y={PAD.top - 4} textAnchor="end">
                    {highlightLabel}
                  </text>
                )}
              </g>
            )}
            <g className="line-chart__grid">
              {ticks.map((tick) => (
                <g key={tick}>
                  <line x1={left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} />
                  <text x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                    {formatValue(tick)}
                  </text>
                </g>
              ))}
            </g>
            <g className="line-chart__axis">
              {labelled.map((index) => (
                <text
                  key={buckets[index]!.start}
                  x={x(index)}
                  y={height - 8}
                  textAnchor={index === 0 && count > 1 ? 'start' : index === count - 1 && count > 1 ? 'end' : 'middle'}
                >
                  {formats.bucket(buckets[index]!, bucketKind)}
                </text>
              ))}
            </g>
            {series.map((line, order) => {
              const points = line.values.map((value, index) => [x(index), y(value)] as const);
              const last = points.at(-1);
              return (
                <g key={line.id} className={`line-chart__series chart-color-${order}`}>
                  <path d={linePath(points)} />
                  {step >= 18 &&
                    points.map(([px, py], index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: one point per bucket, in order
                      <circle key={index} cx={px} cy={py} r="2.5" />
                    ))}
                  {last && <circle cx={last[0]} cy={last[1]} r="4.5" className="line-chart__end" />}
                </g>
              );
            })}
          </svg>
        )}
      </div>
      <ul className="chart-legend">
        {series.map((line, order) => (
          <li key={line.id} className={`chart-color-${order}`}>
            <svg width="26" height="10" aria-hidden="true" focusable="false">
              <line x1="1" x2="25" y1="5" y2="5" />
            </svg>
            {line.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
