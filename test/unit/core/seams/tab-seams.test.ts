import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDefaultSeams } from '../../../../src/core/seams/default-seams';
import { createMemoryTabChannels } from '../../../../src/core/seams/memory-tab-channel';
import { createMemoryTabLocks } from '../../../../src/core/seams/memory-tab-locks';
import { soleTabLocks, webTabLocks } from '../../../../src/core/seams/web-locks';
import { flushPromises } from '../fakes';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('in-memory tab channels', () => {
  it('deliver a copy to the other channels of the same name, asynchronously, never to the sender', async () => {
    const tabs = createMemoryTabChannels();
    const a = tabs.open('x');
    const b = tabs.open('x');
    const other = tabs.open('y');
    const heardA = vi.fn();
    const heardB = vi.fn();
    const heardOther = vi.fn();
    a.subscribe(heardA);
    b.subscribe(heardB);
    other.subscribe(heardOther);
    const message = { n: 1 };
    a.post(message);
    expect(heardB).not.toHaveBeenCalled();
    await flushPromises();
    expect(heardB).toHaveBeenCalledWith({ n: 1 });
    expect(heardB.mock.calls[0]?.[0]).not.toBe(message);
    expect(heardA).not.toHaveBeenCalled();
    expect(heardOther).not.toHaveBeenCalled();
    b.close();
    a.post({ n: 2 });
    await flushPromises();
    expect(heardB).toHaveBeenCalledTimes(1);
  });
});

describe('in-memory tab locks', () => {
  it('grant one holder at a time, in order, and pass the lock on release', () => {
    const locks = createMemoryTabLocks();
    const first = vi.fn();
    const second = vi.fn();
    const third = vi.fn();
    const releaseFirst = locks.hold('l', first);
    const releaseSecond = locks.hold('l', second);
    locks.hold('l', third);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    // Leaving the queue grants nothing to anyone else.
    releaseSecond();
    expect(third).not.toHaveBeenCalled();
    releaseFirst();
    releaseFirst();
    expect(third).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });
});

describe('locks without Web Locks', () => {
  it('let every tab hold at once', () => {
    const acquired = vi.fn();
    soleTabLocks.hold('l', acquired)();
    expect(acquired).toHaveBeenCalledTimes(1);
    expect(webTabLocks()).toBeNull();
  });

  it('the default seams outside a browser have no tab channel and lead alone', () => {
    const seams = createDefaultSeams();
    expect(seams.openTabChannel('x')).toBeNull();
    const acquired = vi.fn();
    seams.locks.hold('l', acquired);
    expect(acquired).toHaveBeenCalledTimes(1);
  });
});

describe('Web Locks adapter', () => {
  /** A LockManager with the queueing the adapter relies on. */
  function fakeLockManager() {
    const queue: Array<{ callback: () => Promise<void>; signal?: AbortSignal; reject: (e: unknown) => void }> = [];
    let held: Promise<void> | null = null;
    const requests: Array<{ name: string; options: object }> = [];
    function next(): void {
      if (held) return;
      const head = queue.shift();
      if (!head) return;
      held = head.callback().finally(() => {
        held = null;
        next();
      });
    }
    return {
      requests,
      request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>) {
        requests.push({ name, options });
        return new Promise((resolve, reject) => {
          const entry = { callback: () => callback().then(resolve), signal: options.signal, reject };
          options.signal?.addEventListener('abort', () => {
            const index = queue.indexOf(entry);
            if (index >= 0) {
              queue.splice(index, 1);
              reject(new DOMException('aborted', 'AbortError'));
            }
          });
          queue.push(entry);
          queueMicrotask(next);
        });
      },
    };
  }

  it('holds navigator.locks until released, queueing other tabs (no ifAvailable)', async () => {
    const manager = fakeLockManager();
    vi.stubGlobal('navigator', { locks: manager });
    const locks = webTabLocks();
    expect(locks).not.toBeNull();
    const first = vi.fn();
    const second = vi.fn();
    const releaseFirst = locks!.hold('portico_session_refresh_t', first);
    locks!.hold('portico_session_refresh_t', second);
    await flushPromises();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    expect(manager.requests[0]?.name).toBe('portico_session_refresh_t');
    expect(manager.requests[0]?.options).not.toHaveProperty('ifAvailable');

    releaseFirst();
    await flushPromises();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('leaving the queue before the grant never calls back', async () => {
    const manager = fakeLockManager();
    vi.stubGlobal('navigator', { locks: manager });
    const locks = webTabLocks()!;
    const releaseFirst = locks.hold('l', () => {});
    const second = vi.fn();
    const leave = locks.hold('l', second);
    await flushPromises();
    leave();
    releaseFirst();
    await flushPromises();
    expect(second).not.toHaveBeenCalled();
  });
});
