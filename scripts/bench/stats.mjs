/**
 * The pure arithmetic of `npm run bench` (scripts/bench.mjs): summaries of a
 * series of runs and the Portico / provider ratio. Kept apart from the
 * browser driving so it can be unit-tested.
 */

/** The median of finite numbers: the middle value, or the mean of the two middle values. */
export function median(values) {
  const sorted = finiteSorted(values);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** `{ runs, median, min, max }` of a series of measurements. */
export function summarize(values) {
  const sorted = finiteSorted(values);
  return { runs: sorted.length, median: median(sorted), min: sorted[0], max: sorted[sorted.length - 1] };
}

/**
 * `numerator / denominator` of two medians, e.g. Portico's navigation → field
 * over the provider's (below 1: Portico is faster). NaN when the denominator is 0.
 */
export function ratio(numerator, denominator) {
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator)) throw new RangeError('ratio needs two finite numbers');
  return denominator === 0 ? Number.NaN : numerator / denominator;
}

function finiteSorted(values) {
  if (!Array.isArray(values) || values.length === 0) throw new RangeError('need at least one value');
  for (const v of values) {
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new RangeError(`not a finite number: ${String(v)}`);
  }
  return [...values].sort((a, b) => a - b);
}
