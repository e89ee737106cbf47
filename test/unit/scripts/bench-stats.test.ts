/** The arithmetic of `npm run bench` (scripts/bench/stats.mjs). */
import { describe, expect, it } from 'vitest';
import { median, ratio, summarize } from '../../../scripts/bench/stats.mjs';

describe('median', () => {
  it('is the middle value of an odd series, whatever the order', () => {
    expect(median([9, 1, 5, 3, 7])).toBe(5);
    expect(median([4])).toBe(4);
  });

  it('is the mean of the two middle values of an even series', () => {
    expect(median([10, 2, 4, 8])).toBe(6);
    expect(median([1.5, 2.5])).toBe(2);
  });

  it('sorts numerically, not as text', () => {
    expect(median([100, 9, 20])).toBe(20);
  });

  it('does not reorder the caller’s array', () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });

  it('rejects an empty series and non-numbers', () => {
    expect(() => median([])).toThrow(RangeError);
    expect(() => median([1, Number.NaN])).toThrow(RangeError);
    expect(() => median([1, Number.POSITIVE_INFINITY])).toThrow(RangeError);
  });
});

describe('summarize', () => {
  it('gives the run count, median, min and max', () => {
    expect(summarize([12.5, 8, 30, 9, 11])).toEqual({ runs: 5, median: 11, min: 8, max: 30 });
  });
});

describe('ratio', () => {
  it('divides Portico’s median by the provider’s', () => {
    expect(ratio(150, 600)).toBe(0.25);
    expect(ratio(300, 600)).toBe(0.5);
    expect(ratio(900, 600)).toBe(1.5);
  });

  it('is NaN over a zero denominator and rejects non-finite input', () => {
    expect(ratio(5, 0)).toBeNaN();
    expect(() => ratio(Number.NaN, 1)).toThrow(RangeError);
  });
});
