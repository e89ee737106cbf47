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
  it('run a task only while nobody else holds the lock, and free it afterwards (also on failure)', async () => {
    const locks = createMemoryTabLocks();
    let finish!: () => void;
    const first = locks.runIfAvailable('l', () => new Promise<void>((resolve) => (finish = resolve)));
    expect(locks.isHeld('l')).toBe(true);
    const refused = vi.fn(async () => {});
    await expect(locks.runIfAvailable('l', refused)).resolves.toBe(false);
    expect(refused).not.toHaveBeenCalled();
    await expect(locks.runIfAvailable('other', async () => {})).resolves.toBe(true);
    finish();
    await expect(first).resolves.toBe(true);
    expect(locks.isHeld('l')).toBe(false);
    await expect(locks.runIfAvailable('l', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(locks.isHeld('l')).toBe(false);
  });
});

describe('locks without Web Locks', () => {
  it('are always free', async () => {
    const task = vi.fn(async () => {});
    await expect(soleTabLocks.runIfAvailable('l', task)).resolves.toBe(true);
    expect(task).toHaveBeenCalledTimes(1);
    expect(webTabLocks()).toBeNull();
  });

  it('the default seams outside a browser have no tab channel and free locks', async () => {
    const seams = createDefaultSeams();
    expect(seams.openTabChannel('x')).toBeNull();
    await expect(seams.locks.runIfAvailable('l', async () => {})).resolves.toBe(true);
  });
});

describe('Web Locks adapter', () => {
  /** A LockManager that grants `ifAvailable` requests while the name is free. */
  function fakeLockManager() {
    const held = new Set<string>();
    const requests: Array<{ name: string; options: object }> = [];
    return {
      requests,
      async request<T>(name: string, options: { ifAvailable?: boolean }, callback: (lock: unknown) => Promise<T>) {
        requests.push({ name, options });
        if (held.has(name)) return callback(null);
        held.add(name);
        try {
          return await callback({ name, mode: 'exclusive' });
        } finally {
          held.delete(name);
        }
      },
    };
  }

  it('asks navigator.locks with ifAvailable and runs the task only when granted', async () => {
    const manager = fakeLockManager();
    vi.stubGlobal('navigator', { locks: manager });
    const locks = webTabLocks();
    expect(locks).not.toBeNull();
    let finish!: () => void;
    const first = locks!.runIfAvailable('portico_session_refresh_t', () => new Promise<void>((resolve) => (finish = resolve)));
    const second = vi.fn(async () => {});
    await expect(locks!.runIfAvailable('portico_session_refresh_t', second)).resolves.toBe(false);
    expect(second).not.toHaveBeenCalled();
    finish();
    await expect(first).resolves.toBe(true);
    expect(manager.requests[0]).toEqual({ name: 'portico_session_refresh_t', options: { ifAvailable: true } });
  });
});
