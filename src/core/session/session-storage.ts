/**
 * The persisted `{session, user}` state: one localStorage entry, shared with
 * other tabs at once through a tab channel (`BroadcastChannel`), or through
 * the `storage` event where there is no channel (docs/protocol.md §6).
 */
import type { SessionState } from '../client-context';
import type { ClientSeams, KeyValueStorage, TabChannel } from '../seams/client-seams';

export interface SessionStateStore<S = SessionState> {
  read(): S | null;
  /** Persists the state and, unless `announce` is false, tells the other tabs. */
  write(state: S | null, announce?: boolean): void;
  /** Called with the new state when another tab changes it. */
  subscribe(listener: (state: S | null) => void): () => void;
}

export interface SessionStateStoreDeps<S = SessionState> {
  /**
   * Reads a stored state, null when absent or not shaped like one; omitted:
   * the consumer client's `{session, user}` (`parseState`). The B2B client
   * stores `{session, member, organization}` (src/core/b2b/session-manager.ts).
   */
  parse?: ((raw: string | null) => S | null) | undefined;
  storage: KeyValueStorage;
  onStorageChange: ClientSeams['onStorageChange'];
  key: string;
  /** The channel to the other tabs; null or omitted: the `storage` event is used. */
  channel?: TabChannel | null | undefined;
}

/** The message a tab posts when its session state changes. */
interface StateMessage {
  type: 'portico:session-state';
  key: string;
  /** The serialized state, as stored; null after a logout. */
  state: string | null;
}

/** Creates the store over `storage[key]`. */
export function createSessionStateStore<S = SessionState>(deps: SessionStateStoreDeps<S>): SessionStateStore<S> {
  const channel = deps.channel ?? null;
  const parse = (deps.parse ?? parseState) as (raw: string | null) => S | null;
  return {
    read: () => parse(safeGet(deps.storage, deps.key)),
    write(state, announce = true) {
      const serialized = state ? JSON.stringify(state) : null;
      try {
        if (serialized !== null) deps.storage.setItem(deps.key, serialized);
        else deps.storage.removeItem(deps.key);
      } catch {
        // A full or blocked storage must not break a login: the in-memory state still applies.
      }
      // The message carries the state itself, so other tabs follow even when storage failed.
      if (!announce) return;
      const message: StateMessage = { type: 'portico:session-state', key: deps.key, state: serialized };
      channel?.post(message);
    },
    subscribe(listener) {
      if (channel) {
        // With a channel, storage events would only repeat its messages (later).
        return channel.subscribe((message) => {
          if (isStateMessage(message) && message.key === deps.key) listener(parse(message.state));
        });
      }
      return deps.onStorageChange((key, newValue) => {
        // `key` null means the other tab cleared the whole storage.
        if (key === null) listener(null);
        else if (key === deps.key) listener(parse(newValue));
      });
    },
  };
}

function isStateMessage(value: unknown): value is StateMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Partial<StateMessage>;
  return (
    message.type === 'portico:session-state' &&
    typeof message.key === 'string' &&
    (message.state === null || typeof message.state === 'string')
  );
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
