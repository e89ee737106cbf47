import { chmodSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { newDataKey } from '../secrets';
import { Collection, type AnyCollectionSpec, type CollectionSpec } from './collection';
import {
  journalGenerations,
  JournalWriter,
  readJournal,
  removeJournalsBefore,
  type JournalLine,
} from './journal';
import { readSnapshot, SNAPSHOT_FORMAT, SNAPSHOT_VERSION, type Snapshot } from './snapshot';
import type { AnyPersistedStateSpec, StateSpec } from './state';

/**
 * The emulator's data: the collections the products declare
 * (products/registry.ts), the data key, the clock offset, and the products'
 * other state (`stateOf`, store/state.ts: in memory, or persisted and kept
 * across resets, as the session signing key is).
 * Routes read records (typed read-only) and change them only through the
 * collections, which report every change here.
 *
 * With a data file, the state is a snapshot plus an append-only journal
 * (store/snapshot.ts, store/journal.ts): `commit()` resolves once the changes
 * made so far are written, and the journal is folded into a new snapshot
 * when it has grown past the snapshot's size (and on `flush()`).
 */

/** The journal is compacted once it is larger than this and than the last snapshot. */
export const COMPACT_MIN_BYTES = 8 * 1024 * 1024;

export interface StoreOptions {
  collections: readonly AnyCollectionSpec[];
  /** The products' persisted state (`Product.persistedState`), loaded from the snapshot or created. */
  persistedState?: readonly AnyPersistedStateSpec[];
  /**
   * Persisted values by spec name, used when there is no snapshot value (a
   * snapshot's own value wins: its signing key keeps its JWTs valid).
   */
  initialState?: Readonly<Record<string, unknown>>;
  dataFile?: string;
  /** Journal size past which it is compacted (and past the last snapshot's size); default `COMPACT_MIN_BYTES`. */
  compactAfterBytes?: number;
}

type Pending = { resolve: () => void; reject: (error: unknown) => void };

export class Store {
  readonly dataFile: string | undefined;
  #dataKey: string;
  #clockOffsetMs = 0;
  readonly #collections = new Map<string, Collection<unknown, string>>();

  /** In-memory state by spec (store/state.ts): created on first use, dropped by a reset. */
  readonly #states = new Map<StateSpec<unknown>, unknown>();
  /** Persisted state by spec, kept across resets; `#persistedByName` also holds a snapshot's unknown names, written back as read. */
  readonly #persisted = new Map<StateSpec<unknown>, unknown>();
  readonly #persistedByName = new Map<string, unknown>();

  // Persistence (only with a data file).
  #journal: JournalWriter | null = null;
  #snapshotBytes = 0;
  /** Changed records since the last journal write: collection → ids. */
  readonly #dirty = new Map<string, Set<string>>();
  #resetPending = false;
  #clockDirty = false;
  #waiting: Pending[] = [];
  #scheduled = false;
  #loading = false;
  readonly #compactAfterBytes: number;

  constructor(options: StoreOptions) {
    this.dataFile = options.dataFile;
    this.#compactAfterBytes = options.compactAfterBytes ?? COMPACT_MIN_BYTES;
    for (const spec of options.collections) {
      if (this.#collections.has(spec.name)) throw new Error(`Two collections are named ${spec.name}.`);
      this.#collections.set(spec.name, new Collection(spec, (name, id) => this.#markDirty(name, id)));
    }
    const snapshot = this.dataFile ? readSnapshot(this.dataFile) : null;
    for (const [name, value] of Object.entries(snapshot?.state ?? {})) this.#persistedByName.set(name, value);
    for (const spec of options.persistedState ?? []) {
      if (this.#persisted.has(spec)) continue;
      if ([...this.#persisted.keys()].some((other) => other.name === spec.name)) {
        throw new Error(`Two persisted states are named ${spec.name}.`);
      }
      const stored = this.#persistedByName.get(spec.name);
      let value: unknown;
      if (stored !== undefined) {
        const parsed = spec.schema.safeParse(stored);
        if (!parsed.success) {
          throw new Error(`${this.dataFile}: the state "${spec.name}" is not valid: ${parsed.error.issues[0]?.message ?? 'invalid'}.`);
        }
        value = parsed.data;
      } else {
        value = options.initialState?.[spec.name] ?? spec.create();
      }
      this.#persisted.set(spec, value);
      this.#persistedByName.set(spec.name, value);
    }
    this.#dataKey = snapshot?.dataKey ?? newDataKey();
    if (!this.dataFile) return;

    this.#loading = true;
    try {
      let generation = 0;
      if (snapshot) {
        this.#restoreSnapshot(snapshot);
        generation = snapshot.journal;
      }
      for (const older of journalGenerations(this.dataFile).filter((g) => g >= generation)) {
        for (const line of readJournal(`${this.dataFile}.journal-${older}`)) this.#replay(line);
        generation = older;
      }
      // Start from a snapshot of everything loaded (also fixes the file's mode and writes a new file's keys).
      this.#compact(generation + 1);
    } finally {
      this.#loading = false;
    }
  }

  /** Key for secret digests and sealing; kept across resets and restarts. */
  get dataKey(): string {
    return this.#dataKey;
  }

  get clockOffsetMs(): number {
    return this.#clockOffsetMs;
  }

  setClockOffsetMs(ms: number): void {
    this.#clockOffsetMs = ms;
    this.#clockDirty = true;
  }

  /** A declared collection, typed by its spec. */
  of<T, I extends string>(spec: CollectionSpec<T, I>): Collection<T, I> {
    const collection = this.#collections.get(spec.name);
    if (!collection || collection.spec !== (spec as AnyCollectionSpec)) {
      throw new Error(`The collection ${spec.name} is not registered (products/registry.ts).`);
    }
    return collection as unknown as Collection<T, I>;
  }

  /**
   * A product's state (store/state.ts). In memory: created on first use, and
   * a reset starts it afresh. Persisted: as loaded or created with the store.
   */
  stateOf<T>(spec: StateSpec<T>): T {
    if (spec.schema) {
      if (!this.#persisted.has(spec)) {
        throw new Error(`The persisted state ${spec.name} is not registered (a product's persistedState).`);
      }
      return this.#persisted.get(spec) as T;
    }
    if (!this.#states.has(spec)) this.#states.set(spec, spec.create());
    return this.#states.get(spec) as T;
  }

  /** Deletes a user and, in every collection, what the user owned. */
  deleteUser(userId: string): void {
    for (const collection of this.#collections.values()) collection.deleteOwnedBy(userId);
  }

  /** Deletes what is tied to one of a user's factors (pending codes and links for an email). */
  deleteForFactor(factorId: string): void {
    for (const collection of this.#collections.values()) collection.deleteForFactor(factorId);
  }

  /** Clears all data; keeps the data key and the persisted state (the signing key, so issued JWTs stay verifiable). */
  reset(): void {
    for (const collection of this.#collections.values()) collection.clear();
    this.#clockOffsetMs = 0;
    this.#states.clear();
    this.#dirty.clear();
    this.#resetPending = true;
    this.#clockDirty = true;
  }

  /**
   * Resolves once every change made before the call is written to the
   * journal (at once without a data file). Calls made while a batch is being
   * gathered share one write.
   */
  commit(): Promise<void> {
    if (!this.#journal) {
      this.#dirty.clear();
      this.#resetPending = false;
      this.#clockDirty = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      this.#waiting.push({ resolve, reject });
      if (this.#scheduled) return;
      this.#scheduled = true;
      // One write per turn of the event loop for every request that finished in it.
      setImmediate(() => this.#writeBatch());
    });
  }

  /** Writes pending changes, then folds the journal into a new snapshot. */
  async flush(): Promise<void> {
    await this.commit();
    if (this.#journal) this.#compact(this.#journal.generation + 1);
  }

  /** Flushes and closes the journal; the store must not be changed afterwards. */
  async close(): Promise<void> {
    await this.flush();
    this.#journal?.close();
    this.#journal = null;
  }

  #markDirty(collection: string, id: string): void {
    if (this.#loading) return;
    let ids = this.#dirty.get(collection);
    if (!ids) this.#dirty.set(collection, (ids = new Set()));
    ids.add(id);
  }

  #drainLines(): string[] {
    const lines: string[] = [];
    if (this.#resetPending) lines.push(JSON.stringify({ reset: true }));
    if (this.#clockDirty) lines.push(JSON.stringify({ clock: this.#clockOffsetMs }));
    for (const [name, ids] of this.#dirty) {
      const collection = this.#collections.get(name)!;
      for (const id of ids) {
        const record = collection.raw(id);
        lines.push(JSON.stringify(record === undefined ? { c: name, del: id } : { c: name, put: record }));
      }
    }
    this.#dirty.clear();
    this.#resetPending = false;
    this.#clockDirty = false;
    return lines;
  }

  #writeBatch(): void {
    this.#scheduled = false;
    const waiting = this.#waiting;
    this.#waiting = [];
    try {
      const journal = this.#journal;
      if (journal) {
        journal.append(this.#drainLines());
        if (journal.bytes > Math.max(this.#compactAfterBytes, this.#snapshotBytes)) this.#compact(journal.generation + 1);
      }
      for (const w of waiting) w.resolve();
    } catch (error) {
      for (const w of waiting) w.reject(error);
    }
  }

  /**
   * Starts journal `generation`, then writes a snapshot naming it, then
   * removes the older journals: whatever a crash interrupts, the files on
   * disk replay to the same state.
   */
  #compact(generation: number): void {
    const file = this.dataFile!;
    const lines = this.#journal ? this.#drainLines() : [];
    if (this.#journal) {
      this.#journal.append(lines);
      this.#journal.close();
    }
    mkdirSync(dirname(file), { recursive: true });
    this.#journal = new JournalWriter(file, generation);
    const text = `${JSON.stringify(this.#toSnapshot(generation))}\n`;
    const tmp = `${file}.tmp-${process.pid}`;
    writeFileSync(tmp, text, { mode: 0o600 });
    // `mode` applies only when the file is created; a temporary file left by a
    // crash keeps its old mode, and the snapshot holds the signing and data keys.
    chmodSync(tmp, 0o600);
    renameSync(tmp, file);
    this.#snapshotBytes = Buffer.byteLength(text);
    removeJournalsBefore(file, generation);
  }

  #toSnapshot(generation: number): Snapshot {
    const collections: Record<string, Array<Record<string, unknown>>> = {};
    for (const [name, collection] of this.#collections) {
      collections[name] = [...collection.rawValues()] as Array<Record<string, unknown>>;
    }
    return {
      format: SNAPSHOT_FORMAT,
      version: SNAPSHOT_VERSION,
      journal: generation,
      dataKey: this.#dataKey,
      clockOffsetMs: this.#clockOffsetMs,
      state: Object.fromEntries(this.#persistedByName),
      collections,
    };
  }

  #restoreSnapshot(snapshot: Snapshot): void {
    this.#clockOffsetMs = snapshot.clockOffsetMs;
    for (const [name, records] of Object.entries(snapshot.collections)) {
      const collection = this.#knownCollection(name);
      for (const record of records) collection.restore(record);
    }
  }

  #replay(line: JournalLine): void {
    if ('reset' in line) {
      for (const collection of this.#collections.values()) collection.clear();
      this.#clockOffsetMs = 0;
    } else if ('clock' in line) {
      this.#clockOffsetMs = line.clock;
    } else if ('put' in line) {
      this.#knownCollection(line.c).restore(line.put);
    } else {
      this.#knownCollection(line.c).restoreDeletion(line.del);
    }
  }

  #knownCollection(name: string): Collection<unknown, string> {
    const collection = this.#collections.get(name);
    // Dropping records silently would lose them at the next compaction.
    if (!collection) throw new Error(`${this.dataFile}: unknown collection "${name}" (from a newer portico-emulator?).`);
    return collection;
  }
}
