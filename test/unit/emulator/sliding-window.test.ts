import { describe, expect, it } from 'vitest';
import { SlidingWindowLog } from '../../../emulator/src/sliding-window';

/** The counting behind the attempt limits and the send rate limit (docs/architecture.md, "Attempt limits"). */
describe('SlidingWindowLog', () => {
  it('counts the events of a key within the window, each key apart', () => {
    const log = new SlidingWindowLog();
    expect(log.add('a', 1000, 60_000)).toBe(1);
    expect(log.add('a', 2000, 60_000)).toBe(2);
    expect(log.add('b', 2000, 60_000)).toBe(1);
    expect(log.count('a', 3000, 60_000)).toBe(2);
    expect(log.count('b', 3000, 60_000)).toBe(1);
    expect(log.count('c', 3000, 60_000)).toBe(0);
  });

  it('slides: an event leaves the window exactly windowMs after it happened', () => {
    const log = new SlidingWindowLog();
    log.add('a', 0, 1000);
    log.add('a', 500, 1000);
    expect(log.count('a', 999, 1000)).toBe(2);
    expect(log.count('a', 1000, 1000)).toBe(1);
    expect(log.add('a', 1200, 1000)).toBe(2);
    expect(log.count('a', 1500, 1000)).toBe(1);
  });

  it('reads with the window of each call, so a changed config applies at once', () => {
    const log = new SlidingWindowLog();
    log.add('a', 0, 10_000);
    log.add('a', 5000, 10_000);
    expect(log.count('a', 6000, 2000)).toBe(1);
  });

  it('forgets a key whose events all left the window, one key on delete, and everything on clear', () => {
    const log = new SlidingWindowLog();
    log.add('old', 0, 1000);
    log.add('kept', 0, 10_000);
    log.add('gone', 0, 10_000);
    expect(log.size).toBe(3);
    expect(log.count('old', 5000, 1000)).toBe(0);
    expect(log.size).toBe(2);
    log.delete('gone');
    expect(log.count('gone', 1, 10_000)).toBe(0);
    expect(log.count('kept', 1, 10_000)).toBe(1);
    log.clear();
    expect(log.size).toBe(0);
  });
});
