import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../../../src/core/seams/memory-storage';
import { createMemoryTabChannels } from '../../../../src/core/seams/memory-tab-channel';
import { createSessionStateStore, parseState } from '../../../../src/core/session/session-storage';
import { fakeStorageEvents, flushPromises, makeSession, makeUser } from '../fakes';

const KEY = 'stytch_sdk_state_public-token-test-1';
const state = { session: makeSession(), user: makeUser() };

describe('session state store', () => {
  it('persists {session, user} as JSON under the key and removes it on null', () => {
    const storage = createMemoryStorage();
    const store = createSessionStateStore({ storage, onStorageChange: fakeStorageEvents().onStorageChange, key: KEY });
    store.write(state);
    expect(JSON.parse(storage.getItem(KEY) ?? 'null')).toEqual(state);
    expect(store.read()).toEqual(state);
    store.write(null);
    expect(storage.getItem(KEY)).toBeNull();
    expect(store.read()).toBeNull();
  });

  it('reads corrupt or foreign entries as logged out', () => {
    expect(parseState('not json')).toBeNull();
    expect(parseState('{"session":{}}')).toBeNull();
    expect(parseState('null')).toBeNull();
    expect(parseState(null)).toBeNull();
  });

  it('reports changes of its key from other tabs, and a cleared storage as null', () => {
    const events = fakeStorageEvents();
    const store = createSessionStateStore({ storage: createMemoryStorage(), onStorageChange: events.onStorageChange, key: KEY });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    events.emit('other-key', JSON.stringify(state));
    expect(listener).not.toHaveBeenCalled();
    events.emit(KEY, JSON.stringify(state));
    expect(listener).toHaveBeenLastCalledWith(state);
    events.emit(KEY, null);
    expect(listener).toHaveBeenLastCalledWith(null);
    events.emit(null, null);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    expect(events.listenerCount()).toBe(0);
  });

  it('survives a storage that throws on write', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const store = createSessionStateStore({ storage, onStorageChange: fakeStorageEvents().onStorageChange, key: KEY });
    expect(() => store.write(state)).not.toThrow();
  });
});

describe('session state store with a tab channel', () => {
  function twoTabs() {
    const channels = createMemoryTabChannels();
    const storage = createMemoryStorage();
    const events = fakeStorageEvents();
    const make = () =>
      createSessionStateStore({ storage, onStorageChange: events.onStorageChange, key: KEY, channel: channels.open('c') });
    return { a: make(), b: make(), events, channels };
  }

  it('tells the other tabs every write through the channel, and a logout as null', async () => {
    const { a, b } = twoTabs();
    const listener = vi.fn();
    b.subscribe(listener);
    a.write(state);
    await flushPromises();
    expect(listener).toHaveBeenLastCalledWith(state);
    a.write(null);
    await flushPromises();
    expect(listener).toHaveBeenLastCalledWith(null);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('an unannounced write (startup cleanup) stays silent', async () => {
    const { a, b } = twoTabs();
    const listener = vi.fn();
    b.subscribe(listener);
    a.write(null, false);
    await flushPromises();
    expect(listener).not.toHaveBeenCalled();
  });

  it('listens to the channel only: storage events and foreign messages are ignored', async () => {
    const { b, events, channels } = twoTabs();
    const listener = vi.fn();
    b.subscribe(listener);
    events.emit(KEY, JSON.stringify(state));
    const stranger = channels.open('c');
    stranger.post('hello');
    stranger.post({ type: 'portico:session-state', key: 'other-key', state: null });
    stranger.post({ type: 'portico:session-state', key: KEY, state: 5 });
    await flushPromises();
    expect(listener).not.toHaveBeenCalled();
  });
});
