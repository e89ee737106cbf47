import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../../../src/core/seams/memory-storage';
import { createSessionStateStore, parseState } from '../../../../src/core/session/session-storage';
import { fakeStorageEvents, makeSession, makeUser } from '../fakes';

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
