import { describe, expect, it } from 'vitest';
import {
  BACKOFF_BASE_MS,
  BACKOFF_EXPONENT_CAP,
  BACKOFF_JITTER_MS,
  backoffDelay,
} from '../../../../src/core/session/backoff';

const noJitter = () => 0.5;

describe('backoffDelay', () => {
  it('has the documented constants (docs/behaviour.md §9)', () => {
    expect(BACKOFF_BASE_MS).toBe(2000);
    expect(BACKOFF_EXPONENT_CAP).toBe(7);
    expect(BACKOFF_JITTER_MS).toBe(175);
  });

  it('doubles from 2000 ms per attempt', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n, noJitter))).toEqual([
      2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000,
    ]);
  });

  it('caps the exponent at 7', () => {
    expect(backoffDelay(8, noJitter)).toBe(256000);
    expect(backoffDelay(50, noJitter)).toBe(256000);
  });

  it('adds jitter of exactly -175 ms at random() = 0 and +175 ms at random() = 1', () => {
    expect(backoffDelay(0, () => 0)).toBe(2000 - 175);
    expect(backoffDelay(0, () => 1)).toBe(2000 + 175);
    expect(backoffDelay(7, () => 0)).toBe(256000 - 175);
    expect(backoffDelay(7, () => 1)).toBe(256000 + 175);
  });

  it('keeps the jitter within ±175 ms', () => {
    for (let i = 0; i <= 100; i++) {
      const delay = backoffDelay(3, () => i / 100);
      expect(delay).toBeGreaterThanOrEqual(16000 - 175);
      expect(delay).toBeLessThanOrEqual(16000 + 175);
    }
  });
});
