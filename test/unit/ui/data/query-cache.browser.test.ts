// @vitest-environment jsdom
/**
 * The cache's default seams in a DOM: window focus and visibilitychange to
 * visible revalidate; navigator.connection decides the retry interval.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createQueryCache,
  ERROR_RETRY_INTERVAL_MS,
  FOCUS_THROTTLE_MS,
  SLOW_NETWORK_ERROR_RETRY_INTERVAL_MS,
} from '../../../../src/ui/data/query-cache';

let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'connection');
});

function setConnection(connection: { effectiveType?: string; saveData?: boolean }) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
}

describe('default focus seam', () => {
  it('revalidates on window focus and on visibilitychange to visible, not to hidden', async () => {
    const cache = createQueryCache();
    const fetcher = vi.fn(async () => 'data');
    cache.subscribe('k', () => {});
    await cache.fetch('k', fetcher);

    await vi.advanceTimersByTimeAsync(FOCUS_THROTTLE_MS);
    window.dispatchEvent(new Event('focus'));
    expect(fetcher).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(FOCUS_THROTTLE_MS);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetcher).toHaveBeenCalledTimes(2);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetcher).toHaveBeenCalledTimes(3);
    cache.dispose();
  });

  it('removes its listeners when disposed', async () => {
    const cache = createQueryCache();
    const fetcher = vi.fn(async () => 'data');
    cache.subscribe('k', () => {});
    await cache.fetch('k', fetcher);
    cache.dispose();
    await vi.advanceTimersByTimeAsync(FOCUS_THROTTLE_MS);
    window.dispatchEvent(new Event('focus'));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe('default slow-network seam', () => {
  it.each([
    ['effectiveType slow-2g', { effectiveType: 'slow-2g' }, SLOW_NETWORK_ERROR_RETRY_INTERVAL_MS],
    ['effectiveType 2g', { effectiveType: '2g' }, SLOW_NETWORK_ERROR_RETRY_INTERVAL_MS],
    ['saveData', { effectiveType: '4g', saveData: true }, SLOW_NETWORK_ERROR_RETRY_INTERVAL_MS],
    ['effectiveType 3g', { effectiveType: '3g' }, ERROR_RETRY_INTERVAL_MS],
  ])('with %s retries after the right interval', async (_label, connection, interval) => {
    setConnection(connection);
    const cache = createQueryCache();
    const fetcher = vi.fn().mockRejectedValue(new Error('down'));
    cache.subscribe('k', () => {});
    await cache.fetch('k', fetcher);
    await vi.advanceTimersByTimeAsync(interval - 1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
    cache.dispose();
  });

  it('uses the normal interval without navigator.connection', async () => {
    const cache = createQueryCache();
    const fetcher = vi.fn().mockRejectedValue(new Error('down'));
    cache.subscribe('k', () => {});
    await cache.fetch('k', fetcher);
    await vi.advanceTimersByTimeAsync(ERROR_RETRY_INTERVAL_MS);
    expect(fetcher).toHaveBeenCalledTimes(2);
    cache.dispose();
  });
});
