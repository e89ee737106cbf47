import type { DeepReadonly } from './readonly';

/**
 * A typed collection of records with secondary indexes. Records live in a
 * Map (so ids such as `__proto__` are ordinary keys), in insertion order;
 * every index maps a key to the ids of the records that have it. Changes go
 * through `insert`, `update` and `delete`, which keep the indexes right and
 * report the changed id to the store (for the journal, store/journal.ts).
 */

/** What a collection's records mean for a deleted user. */
export type OnUserDeleted<T> =
  /** Records that outlive their user (the mailbox keeps delivered messages). */
  | 'keep'
  /** Records owned by a user go with it. */
  | { deleteOwnedBy: (record: T) => string };

export interface CollectionSpec<T, I extends string = string> {
  /** Unique across the emulator; the key in snapshots and journal lines. */
  readonly name: string;
  readonly key: (record: T) => string;
  /** Secondary indexes: each gives the keys a record is found under (none, one or several). */
  readonly indexes: { readonly [K in I]: (record: T) => readonly string[] };
  readonly onUserDeleted: OnUserDeleted<T>;
  /**
   * Records tied to one of a user's factors (an email or phone id): removing
   * the factor from the user deletes them (pending codes and links for it).
   */
  readonly factorOf?: (record: T) => string;
  /** A ring: past this many records the oldest are deleted first. */
  readonly capacity?: number;
}

/** Declares a collection; curried so the record type is given and the index names inferred. */
export function defineCollection<T>() {
  return <I extends string = never>(spec: CollectionSpec<T, I>): CollectionSpec<T, I> => spec;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a collection of any record and index names: CollectionSpec is invariant in both
export type AnyCollectionSpec = CollectionSpec<any, any>;

const OWNER = '\u0000owner';
const FACTOR = '\u0000factor';

export type ChangeListener = (collection: string, id: string) => void;

export class Collection<T, I extends string = string> {
  readonly spec: CollectionSpec<T, I>;
  readonly #records = new Map<string, T>();
  /** index name → index key → record ids. */
  readonly #indexes = new Map<string, Map<string, Set<string>>>();
  readonly #keysOf: Array<[string, (record: T) => readonly string[]]>;
  readonly #changed: ChangeListener;

  constructor(spec: CollectionSpec<T, I>, changed: ChangeListener) {
    this.spec = spec;
    this.#changed = changed;
    const entries = Object.entries(spec.indexes) as Array<[string, (record: T) => readonly string[]]>;
    const { onUserDeleted, factorOf } = spec;
    if (onUserDeleted !== 'keep') entries.push([OWNER, (r) => [onUserDeleted.deleteOwnedBy(r)]]);
    if (factorOf) entries.push([FACTOR, (r) => [factorOf(r)]]);
    this.#keysOf = entries;
    for (const [name] of entries) this.#indexes.set(name, new Map());
  }

  get size(): number {
    return this.#records.size;
  }

  get(id: string): DeepReadonly<T> | undefined {
    return this.#records.get(id) as DeepReadonly<T> | undefined;
  }

  /** The first record found under `key` in the index `index`. */
  find(index: I, key: string): DeepReadonly<T> | undefined {
    const ids = this.#indexes.get(index)?.get(key);
    if (!ids) return undefined;
    for (const id of ids) return this.get(id);
    return undefined;
  }

  findAll(index: I, key: string): Array<DeepReadonly<T>> {
    return this.#idsUnder(index, key).map((id) => this.get(id)!);
  }

  values(): Array<DeepReadonly<T>> {
    return [...this.#records.values()] as Array<DeepReadonly<T>>;
  }

  /** Adds a record; its key must be new. */
  insert(record: T): DeepReadonly<T> {
    const id = this.spec.key(record);
    if (this.#records.has(id)) throw new Error(`${this.spec.name}: a record with id ${id} exists already.`);
    this.#put(id, record);
    this.#changed(this.spec.name, id);
    if (this.spec.capacity !== undefined) this.trimTo(this.spec.capacity);
    return record as DeepReadonly<T>;
  }

  /** Deletes the oldest records until at most `max` are left (for rings sized by config). */
  trimTo(max: number): void {
    for (const oldest of this.#records.keys()) {
      if (this.#records.size <= max) break;
      this.delete(oldest);
    }
  }

  /** Adds or replaces a record by its key. */
  upsert(record: T): DeepReadonly<T> {
    const id = this.spec.key(record);
    if (!this.#records.has(id)) return this.insert(record);
    this.#unindex(id, this.#records.get(id)!);
    this.#put(id, record);
    this.#changed(this.spec.name, id);
    return record as DeepReadonly<T>;
  }

  /**
   * Changes a record in place (its key must stay the same) and re-indexes
   * it. The object keeps its identity, so holders of it see the change.
   */
  update(id: string, mutate: (draft: T) => void): DeepReadonly<T> {
    const record = this.#records.get(id);
    if (!record) throw new Error(`${this.spec.name}: no record with id ${id} to update.`);
    this.#unindex(id, record);
    try {
      mutate(record);
    } finally {
      this.#index(id, record);
      this.#changed(this.spec.name, id);
    }
    if (this.spec.key(record) !== id) throw new Error(`${this.spec.name}: an update may not change a record's key.`);
    return record as DeepReadonly<T>;
  }

  delete(id: string): boolean {
    const record = this.#records.get(id);
    if (!record) return false;
    this.#unindex(id, record);
    this.#records.delete(id);
    this.#changed(this.spec.name, id);
    return true;
  }

  /** Deletes the records of a deleted user; how many went. */
  deleteOwnedBy(userId: string): number {
    return this.#deleteAll(this.#idsUnder(OWNER, userId));
  }

  /** Deletes the records tied to a removed factor. */
  deleteForFactor(factorId: string): number {
    return this.#deleteAll(this.#idsUnder(FACTOR, factorId));
  }

  /** Empties the collection without reporting changes (reset and loading journal a reset of their own). */
  clear(): void {
    this.#records.clear();
    for (const index of this.#indexes.values()) index.clear();
  }

  /** Puts a record as read from a snapshot or journal, without reporting a change. */
  restore(record: T): void {
    const id = this.spec.key(record);
    const existing = this.#records.get(id);
    if (existing) this.#unindex(id, existing);
    this.#put(id, record);
  }

  /** Deletes a record as read from a journal, without reporting a change. */
  restoreDeletion(id: string): void {
    const existing = this.#records.get(id);
    if (!existing) return;
    this.#unindex(id, existing);
    this.#records.delete(id);
  }

  /** The stored record for journalling (not for routes: it is mutable). */
  raw(id: string): T | undefined {
    return this.#records.get(id);
  }

  rawValues(): IterableIterator<T> {
    return this.#records.values();
  }

  #deleteAll(ids: string[]): number {
    for (const id of ids) this.delete(id);
    return ids.length;
  }

  #idsUnder(index: string, key: string): string[] {
    const ids = this.#indexes.get(index)?.get(key);
    return ids ? [...ids] : [];
  }

  #put(id: string, record: T): void {
    this.#records.set(id, record);
    this.#index(id, record);
  }

  #index(id: string, record: T): void {
    for (const [name, keysOf] of this.#keysOf) {
      const index = this.#indexes.get(name)!;
      for (const key of keysOf(record)) {
        let ids = index.get(key);
        if (!ids) index.set(key, (ids = new Set()));
        ids.add(id);
      }
    }
  }

  #unindex(id: string, record: T): void {
    for (const [name, keysOf] of this.#keysOf) {
      const index = this.#indexes.get(name)!;
      for (const key of keysOf(record)) {
        const ids = index.get(key);
        if (!ids) continue;
        ids.delete(id);
        if (ids.size === 0) index.delete(key);
      }
    }
  }
}
