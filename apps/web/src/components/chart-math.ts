/** Pure helpers of the hand-made charts: scales, label spacing and the summaries read out in their labels. */

/** A round top and step for a value axis of about `ticks` intervals: 648 → 800 by 200, 13.7 → 15 by 5. */
export function niceScale(max: number, { ticks = 4, integer = false } = {}): { top: number; step: number } {
  if (!(max > 0)) return { top: integer ? ticks : 1, step: integer ? 1 : 1 / ticks };
  const rough = max / ticks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(integer ? 1 : 0, [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough);
  return { top: Math.ceil(max / step - 1e-9) * step, step };
}

/** The values of the ticks from 0 to `top`. */
export function ticksOf({ top, step }: { top: number; step: number }): number[] {
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => Number((index * step).toPrecision(12)));
}

/** Every how many buckets an axis label fits, so that labels `minGap` pixels wide never overlap. */
export function labelStride(count: number, width: number, minGap = 64): number {
  const fitting = Math.max(1, Math.floor(width / minGap));
  return Math.max(1, Math.ceil(count / fitting));
}

/** Which buckets get a label: every `stride`-th one counted back from the newest, which is always labelled. */
export function labelledIndexes(count: number, stride: number): number[] {
  return Array.from({ length: count }, (_, index) => index).filter((index) => (count - 1 - index) % stride === 0);
}

export type Summary = { first: number; last: number; peak: number; peakIndex: number };

/** The first, last and highest values of a series (the earliest peak when several tie). */
export function summarise(values: readonly number[]): Summary {
  let peakIndex = 0;
  values.forEach((value, index) => {
    if (value > (values[peakIndex] ?? 0)) peakIndex = index;
  });
  return { first: values[0] ?? 0, last: values.at(-1) ?? 0, peak: values[peakIndex] ?? 0, peakIndex };
}

/** An SVG path through the points, or an empty string for no points. */
export function linePath(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`).join(' ');
}

const round = (n: number) => Math.round(n * 10) / 10;
