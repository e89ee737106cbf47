import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createQueryCache,
  DEDUPE_INTERVAL_MS,
  ERROR_RETRY_COUNT,
  ERROR_RETRY_INTERVAL_MS,
  FOCUS_THROTTLE_MS,
  SLOW_NETWORK_ERROR_RETRY_INTERVAL_MS,
  type Fetcher,
  type QueryCacheSeams,
} from '../../../../src/ui/data/query-cache';

/** A focus seam the test fires by hand. */
function focusSeam() {
  const listeners = new Set<() => void>();
  return {
    onFocus(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    focus: () => {
      for (const listener of [...listeners]) listener();
    },
    listenerCount: () => listeners.size,
  };
}

/** A fetcher whose answers the test resolves or rejects one by one. */
function deferredFetcher<T>() {
  const pending: Array<{ resolve: (value: T) => void; reject: (error: unknown) => void; signal: AbortSignal }> = [];
  const fetcher = vi.fn<Fetcher<T>>(
    ({ signal }) =>
      new Promise<T>((resolve, reject) => {
        pending.push({ resolve, reject, signal });
      }),
  );
  return { fetcher, pending };
}

function setup(seams: Partial<QueryCacheSeams> = {}) {
  const focus = focusSeam();
  const cache = createQueryCache({ onFocus: focus.onFocus, isSlowNetwork: () => false, ...seams });
  return { cache, focus };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('query cache constants (docs/behaviour.md §9)', () => {
  it('dedupe 2 s, error retry 5 s (10 s on slow networks), focus throttle 5 s', () => {
    expect(DEDUPE_INTERVAL_MS).toBe(2000);
    expect(ERROR_RETRY_INTERVAL_MS).toBe(5000);
    expect(SLOW_NETWORK_ERROR_RETRY_INTERVAL_MS).toBe(10000);
    expect(FOCUS_THROTTLE_MS).toBe(5000);
    expect(ERROR_RETRY_COUNT).toBe(3);
  });
});

describe('fetch', () => {
  it('stores data, reports loading while the first fetch is in flight, and keeps the snapshot stable between changes', async () => {
    const { cache } = setup();
    const { fetcher, pending } = deferredFetcher<string>();
    expect(cache.getSnapshot('user')).toEqual({ isLoading: false, isValidating: false, updatedAt: 0 });
    const done = cache.fetch('user', fetcher);
    const loading = cache.getSnapshot('user');
    expect(loading).toEqual({ isLoading: true, isValidating: true, updatedAt: 0 });
    expect(cache.getSnapshot('user')).toBe(loading);
    vi.setSystemTime(1_000_000);
    pending[0]?.resolve('ada');
    await expect(done).resolves.toEqual({ data: 'ada', error: undefined, isLoading: false, isValidating: false, updatedAt: 1_000_000 });
    expect(cache.getSnapshot('user')).toBe(await done);
  });

  it('dedupes a second fetch at 1999 ms after the last start, not at 2000 ms', async () => {
    const { cache } = setup();
    const fetcher = vi.fn(async () => 'data');
    const first = cache.fetch('k', fetcher);
    await first;
    await vi.advanceTimersByTimeAsync(1999);
    const second = cache.fetch('k', fetcher);
    expect(second).toBe(first);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await cache.fetch('k', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('dedupes calls while a fetch is in flight, and measures from the start, not the answer', async () => {
    const { cache } = setup();
    const { fetcher, pending } = deferredFetcher<number>();
    const first = cache.fetch('k', fetcher);
    await vi.advanceTimersByTimeAsync(1500);
    pending[0]?.resolve(1);
    await first;
    await vi.advanceTimersByTimeAsync(500);
    void cache.fetch('k', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('keeps keys apart', async () => {
    const { cache } = setup();
    await cache.fetch('a', async () => 'A');
    await cache.fetch('b', async () => 'B');
    expect(cache.getSnapshot('a').data).toBe('A');
    expect(cache.getSnapshot('b').data).toBe('B');
  });

  it('resolves (never rejects) with the error in the state, keeping earlier data', async () => {
    const { cache } = setup();
    await cache.fetch('k', async () => 'old');
    await vi.advanceTimersByTimeAsync(DEDUPE_INTERVAL_MS);
    const failure = new Error('offline');
    const state = await cache.fetch('k', () => Promise.reject(failure));
    expect(state).toMatchObject({ data: 'old', error: failure, isLoading: false, isValidating: false });
  });

  it('turns a fetcher that throws synchronously into an error state', async () => {
    const { cache } = setup();
    const state = await cache.fetch('k', () => {
      throw new Error('sync');
    });
    expect(state.error).toEqual(new Error('sync'));
  });

  it('abandons the fetch when the caller aborts: the answer is ignored, the fetcher is told, the next fetch is not deduped', async () => {
    const { cache } = setup();
    const { fetcher, pending } = deferredFetcher<string>();
    const controller = new AbortController();
    const done = cache.fetch('k', fetcher, { signal: controller.signal });
    controller.abort();
    expect(pending[0]?.signal.aborted).toBe(true);
    expect(cache.getSnapshot('k')).toMatchObject({ isValidating: false, isLoading: false });
    pending[0]?.resolve('late');
    await done;
    expect(cache.getSnapshot('k').data).toBeUndefined();
    void cache.fetch('k', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('does not start with an already aborted signal', async () => {
    const { cache } = setup();
    const fetcher = vi.fn(async () => 1);
    await cache.fetch('k', fetcher, { signal: AbortSignal.abort() });
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('error retry', () => {
  it('retries a subscribed key at 5000 ms after an error, not at 4999 ms', async () => {
    const { cache } = setup();
    const fetcher = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('up');
    cache.subscribe('k', () => {});
    await cache.fetch('k', fetcher);
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(cache.getSnapshot('k')).toMatchObject({ data: 'up', error: undefined });
  });

  it('waits 10000 ms on a slow network', async () => {
    const { cache } = setup({ isSlowNetwork: () => true });
    const fetcher = vi.fn().mockRejectedValue(new Error('down'));
    cache.subscribe('k', () => {});
    await cache.fetch('k', fetcher);
    await vi.advanceTimersByTimeAsync(9999);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it(`stops after ${ERROR_RETRY_COUNT} retries in a row, and a fresh fetch starts counting again`, async () => {
    const { cache } = setup();
    const fetcher = vi.fn().mockRejectedValue(new Error('down'));
    cache.subscribe('k', () => {});
    await cache.fetch('k', fetcher);
    await vi.advanceTimersByTimeAsync(ERROR_RETRY_INTERVAL_MS * 10);
    expect(fetcher).toHaveBeenCalledTimes(1 + ERROR_RETRY_COUNT);
    expect(vi.getTimerCount()).toBe(0);
    await cache.fetch('k', fetcher);
    await vi.advanceTimersByTimeAsync(ERROR_RETRY_INTERVAL_MS);
    expect(fetcher).toHaveBeenCalledTimes(3 + ERROR_RETRY_COUNT);
  });

  it('does not retry a key nobody subscribes to, and stops when the last subscriber leaves', async () => {
    const { cache } = setup();
    const fetcher = vi.fn().mockRejectedValue(new Error('down'));
    await cache.fetch('lonely', fetcher);
    expect(vi.getTimerCount()).toBe(0);

    const unsubscribe = cache.subscribe('k', () => {});
    await cache.fetch('k', fetcher);
    expect(vi.getTimerCount()).toBe(1);
    unsubscribe();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(ERROR_RETRY_INTERVAL_MS * 2);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('focus revalidation', () => {
  it('revalidates a subscribed key on focus at 5000 ms after its last fetch start, not at 4999 ms', async () => {
    const { cache, focus } = setup();
    const fetcher = vi.fn(async () => 'data');
    cache.subscribe('k', () => {});
    await cache.fetch('k', fetcher);
    await vi.advanceTimersByTimeAsync(4999);
    focus.focus();
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    focus.focus();
    expect(fetcher).toHaveBeenCalledTimes(2);
    // The revalidation itself restarts the throttle.
    await vi.advanceTimersByTimeAsync(4999);
    focus.focus();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('does not revalidate keys without subscribers', async () => {
    const { cache, focus } = setup();
    const watched = vi.fn(async () => 'w');
    const unwatched = vi.fn(async () => 'u');
    const left = vi.fn(async () => 'l');
    cache.subscribe('watched', () => {});
    const leave = cache.subscribe('left', () => {});
    await cache.fetch('watched', watched);
    await cache.fetch('unwatched', unwatched);
    await cache.fetch('left', left);
    leave();
    await vi.advanceTimersByTimeAsync(FOCUS_THROTTLE_MS);
    focus.focus();
    expect(watched).toHaveBeenCalledTimes(2);
    expect(unwatched).toHaveBeenCalledTimes(1);
    expect(left).toHaveBeenCalledTimes(1);
  });

  it('does not start a second fetch while one is in flight', async () => {
    const { cache, focus } = setup();
    const { fetcher } = deferredFetcher<string>();
    cache.subscribe('k', () => {});
    void cache.fetch('k', fetcher);
    await vi.advanceTimersByTimeAsync(FOCUS_THROTTLE_MS * 2);
    focus.focus();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('listens for focus only while some key has a subscriber', () => {
    const { cache, focus } = setup();
    expect(focus.listenerCount()).toBe(0);
    const a = cache.subscribe('a', () => {});
    const b = cache.subscribe('b', () => {});
    expect(focus.listenerCount()).toBe(1);
    a();
    a();
    expect(focus.listenerCount()).toBe(1);
    b();
    expect(focus.listenerCount()).toBe(0);
  });

  it('counts a listener subscribed twice to one key once', () => {
    const { cache, focus } = setup();
    const listener = () => {};
    const first = cache.subscribe('k', listener);
    const again = cache.subscribe('k', listener);
    again();
    expect(focus.listenerCount()).toBe(1);
    first();
    expect(focus.listenerCount()).toBe(0);
  });
});

describe('subscribe, mutate, invalidate', () => {
  it('notifies subscribers of each change until they unsubscribe', async () => {
    const { cache } = setup();
    const listener = vi.fn();
    const unsubscribe = cache.subscribe('k', listener);
    await cache.fetch('k', async () => 1);
    expect(listener).toHaveBeenCalledTimes(2); // validating, then settled
    unsubscribe();
    cache.mutate('k', 2);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('mutate sets the data, clears the error, and drops the answer of a fetch in flight', async () => {
    const { cache } = setup();
    const { fetcher, pending } = deferredFetcher<string>();
    const listener = vi.fn();
    cache.subscribe('passkeys', listener);
    const done = cache.fetch('passkeys', fetcher);
    vi.setSystemTime(42_000);
    cache.mutate('passkeys', 'renamed');
    expect(pending[0]?.signal.aborted).toBe(true);
    expect(cache.getSnapshot('passkeys')).toEqual({
      data: 'renamed',
      error: undefined,
      isLoading: false,
      isValidating: false,
      updatedAt: 42_000,
    });
    pending[0]?.resolve('stale');
    await done;
    expect(cache.getSnapshot('passkeys').data).toBe('renamed');
  });

  it('invalidate refetches a subscribed key at once, even inside the dedupe window', async () => {
    const { cache } = setup();
    const fetcher = vi.fn(async () => 'fresh');
    cache.subscribe('k', () => {});
    await cache.fetch('k', fetcher);
    cache.invalidate('k');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('invalidate of an unsubscribed key makes the next fetch skip the dedupe, and drops an answer in flight', async () => {
    const { cache } = setup();
    const { fetcher, pending } = deferredFetcher<string>();
    const first = cache.fetch('k', fetcher);
    cache.invalidate('k');
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(cache.getSnapshot('k').isValidating).toBe(false);
    pending[0]?.resolve('stale');
    await first;
    expect(cache.getSnapshot('k').data).toBeUndefined();
    void cache.fetch('k', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('dispose', () => {
  it('clears timers, aborts fetches in flight, stops listening for focus and ignores late answers', async () => {
    const { cache, focus } = setup();
    const failing = vi.fn().mockRejectedValue(new Error('down'));
    const { fetcher, pending } = deferredFetcher<string>();
    const listener = vi.fn();
    cache.subscribe('retrying', listener);
    cache.subscribe('slow', listener);
    await cache.fetch('retrying', failing);
    void cache.fetch('slow', fetcher);
    expect(vi.getTimerCount()).toBe(1);
    listener.mockClear();

    cache.dispose();
    expect(vi.getTimerCount()).toBe(0);
    expect(pending[0]?.signal.aborted).toBe(true);
    expect(focus.listenerCount()).toBe(0);
    pending[0]?.resolve('late');
    await vi.advanceTimersByTimeAsync(ERROR_RETRY_INTERVAL_MS * 4);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(listener).not.toHaveBeenCalled();
    expect(cache.getSnapshot('slow').data).toBeUndefined();
  });
});
