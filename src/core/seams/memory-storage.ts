import type { KeyValueStorage } from './client-seams';

/**
 * An in-memory `KeyValueStorage`: the fallback where `localStorage` is missing
 * (Node) or throws (sandboxed iframes, some private modes).
 */
export function createMemoryStorage(): KeyValueStorage & { keys(): string[] } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    keys: () => [...items.keys()],
  };
}
