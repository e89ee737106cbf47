/**
 * The persisted `{session, user}` state: one localStorage entry, shared with
 * other tabs through the `storage` event (wire notes §6).
 */
import type { SessionState } from '../client-context';
import type { ClientSeams, KeyValueStorage } from '../seams/client-seams';

export interface SessionStateStore {
  read(): SessionState | null;
  write(state: SessionState | null): void;
  /** Called with the new state when another tab changes it. */
  subscribe(listener: (state: SessionState | null) => void): () => void;
}

export interface SessionStateStoreDeps {
  storage: KeyValueStorage;
  onStorageChange: ClientSeams['onStorageChange'];
  key: string;
}

/** Creates the store over `storage[key]`. */
export function createSessionStateStore(deps: SessionStateStoreDeps): SessionStateStore {
  return {
    read: () => parseState(safeGet(deps.storage, deps.key)),
    write(state) {
      try {
        if (state) deps.storage.setItem(deps.key, JSON.stringify(state));
        else deps.storage.removeItem(deps.key);
      } catch {
        // A full or blocked storage must not break a login: the in-memory state still applies.
      }
    },
    subscribe(listener) {
      return deps.onStorageChange((key, newValue) => {
        // `key` null means the other tab cleared the whole storage.
        if (key === null) listener(null);
        else if (key === deps.key) listener(parseState(newValue));
      });
    },
  };
}

/** A stored state, or null when absent or not shaped like one. */
export function parseState(raw: string | null): SessionState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SessionState> | null;
    if (
      typeof value?.session?.session_id === 'string' &&
      typeof value.user?.user_id === 'string'
    ) {
      return { session: value.session, user: value.user };
    }
  } catch {
    // Corrupt entries read as logged out.
  }
  return null;
}

function safeGet(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}
