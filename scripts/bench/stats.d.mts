// Types of scripts/bench/stats.mjs, for the unit tests (TypeScript).
export interface Summary {
  runs: number;
  median: number;
  min: number;
  max: number;
}
export function median(values: readonly number[]): number;
export function summarize(values: readonly number[]): Summary;
export function ratio(numerator: number, denominator: number): number;
