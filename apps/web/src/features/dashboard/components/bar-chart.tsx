import { labelledIndexes, labelStride, niceScale, ticksOf } from '../../../components/chart-math';
import { useWidth } from '../../../hooks/use-width';

export type Bar = { key: string; label: string; value: number };

type Props = {
  bars: Bar[];
  /** What a screen reader hears instead of the drawing; the numbers are in the table beside it. */
  label: string;
  /** A value as the axis and the table write it. */
  formatValue: (value: number) => string;
  integer?: boolean;
  height?: number;
};

const PAD = { top: 12, right: 8, bottom: 26 };

/** A bar chart drawn in SVG at its real width: no library. The newest bar is drawn darker. */
export function BarChart({ bars, label, formatValue, integer = false, height = 180 }: Props) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const scale = niceScale(Math.max(0, ...bars.map((bar) => bar.value)), { integer });
  const ticks = ticksOf(scale);
  const left = 10 + Math.max(...ticks.map((tick) => formatValue(tick).length)) * 6.5;
  const innerWidth = Math.max(10, width - left - PAD.right);
  const innerHeight = height - PAD.top - PAD.bottom;
  const slot = innerWidth / Math.max(1, bars.length);
  const y = (value: number) => PAD.top + innerHeight * (1 - value / scale.top);
  const labelled = new Set(labelledIndexes(bars.length, labelStride(bars.length, innerWidth, 52)));

  return (
    <div ref={ref} className="bar-chart" style={{ height }}>
      {width > 0 && (
        <svg width={width} height={height} role="img" aria-label={label}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} className="bar-chart__grid" />
              <text x={left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="bar-chart__tick">
                {formatValue(tick)}
              </text>
            </g>
          ))}
          {bars.map((bar, index) => {
            const x = left + index * slot + slot * 0.18;
            const top = y(bar.value);
            return (
              <g key={bar.key}>
                <rect
                  x={x}
                  y={top}
                  width={slot * 0.64}
                  height={Math.max(0, PAD.top + innerHeight - top)}
                  className={index === bars.length - 1 ? 'bar-chart__bar bar-chart__bar--now' : 'bar-chart__bar'}
                />
                {labelled.has(index) && (
                  <text x={x + slot * 0.32} y={height - 8} textAnchor="middle" className="bar-chart__tick">
                    {bar.label}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      )}
    </div>
  );
}
