import { describe, expect, it } from 'vitest';
import { labelledIndexes, labelStride, linePath, niceScale, summarise, ticksOf } from '../src/components/chart-math';

describe('chart scales', () => {
  it('rounds the top of an axis up to a round step', () => {
    expect(niceScale(648)).toEqual({ top: 800, step: 200 });
    expect(niceScale(13.7)).toEqual({ top: 15, step: 5 });
    expect(niceScale(100)).toEqual({ top: 100, step: 25 });
    expect(ticksOf(niceScale(13.7))).toEqual([0, 5, 10, 15]);
  });

  it('keeps whole steps for counts and draws an axis for nothing at all', () => {
    expect(niceScale(3, { integer: true })).toEqual({ top: 3, step: 1 });
    expect(niceScale(0, { integer: true })).toEqual({ top: 4, step: 1 });
    expect(ticksOf(niceScale(0))).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
});

describe('axis labels', () => {
  it('labels every bucket when they fit, else every n-th counted back from the newest', () => {
    expect(labelStride(12, 1000)).toBe(1);
    expect(labelStride(12, 300)).toBe(3);
    expect(labelledIndexes(12, 1)).toHaveLength(12);
    expect(labelledIndexes(12, 3)).toEqual([2, 5, 8, 11]);
    expect(labelledIndexes(13, 4)).toEqual([0, 4, 8, 12]);
  });
});

describe('series', () => {
  it('summarises first, last and the earliest peak', () => {
    expect(summarise([3, 9, 2, 9, 4])).toEqual({ first: 3, last: 4, peak: 9, peakIndex: 1 });
    expect(summarise([])).toEqual({ first: 0, last: 0, peak: 0, peakIndex: 0 });
  });

  it('draws a path through the points', () => {
    expect(
      linePath([
        [0, 10],
        [5.55, 2],
      ]),
    ).toBe('M0 10 L5.6 2');
    expect(linePath([])).toBe('');
  });
});
