/**
 * In-memory state a product (or a shared module such as failure-limits.ts)
 * keeps per store, outside the collections: created on first use by
 * `store.stateOf(spec)`, dropped by a reset, never persisted (a restart starts
 * it afresh). The store knows the spec only by identity, not what it holds.
 */
export interface StateSpec<T> {
  /** For messages and debugging; the spec object itself is the key. */
  readonly name: string;
  readonly create: () => T;
}

export function defineState<T>(name: string, create: () => T): StateSpec<T> {
  return { name, create };
}
