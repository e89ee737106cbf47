/**
 * What the store hands out: records typed read-only all the way down, so a
 * route can only change data through `Collection#update` (which keeps the
 * indexes and the journal right), never by editing a record it was given.
 */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends ReadonlyArray<infer U>
    ? ReadonlyArray<DeepReadonly<U>>
    : T extends object
      ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
      : T;

/**
 * A mutable deep copy of a stored value, for answers that must not share
 * objects with the store. The copy is fresh, so dropping `readonly` is sound.
 */
export function thaw<T>(value: DeepReadonly<T>): T {
  return structuredClone(value) as T;
}
