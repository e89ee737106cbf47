import type { z } from 'zod';

/**
 * State a product (or a shared module such as failure-limits.ts) keeps per
 * store outside its collections, reached with `store.stateOf(spec)`; the
 * store knows a spec only by identity and name, never what it holds.
 *
 * - `defineState`: in memory, created on first use, dropped by a reset and
 *   not persisted (a restart starts it afresh): rate-limit and failure logs.
 * - `definePersistedState`: a value created once, kept across resets and
 *   written in the snapshot's `state` under its name (store/snapshot.ts),
 *   parsed with its schema on load: the session signing key. The product
 *   lists it in `Product.persistedState` so the store knows it when it loads.
 */
export interface StateSpec<T> {
  /** For messages and debugging (and, when persisted, the snapshot's key). */
  readonly name: string;
  readonly create: () => T;
  /** Present when the value is persisted: what a snapshot's value must parse as. */
  readonly schema?: z.ZodType<T>;
}

export interface PersistedStateSpec<T> extends StateSpec<T> {
  readonly schema: z.ZodType<T>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of specs of any value type
export type AnyPersistedStateSpec = PersistedStateSpec<any>;

export function defineState<T>(name: string, create: () => T): StateSpec<T> {
  return { name, create };
}

export function definePersistedState<T>(name: string, schema: z.ZodType<T>, create: () => T): PersistedStateSpec<T> {
  return { name, schema, create };
}
