import { closeSync, openSync, readdirSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { z } from 'zod';

/**
 * The append-only journal beside a snapshot: one JSON line per change since
 * the snapshot was written. A line is either the whole new record of a
 * collection (`put`), a deletion (`del`), a reset of all collections, or the
 * clock offset. Lines are appended in batches (group commit: every change
 * made while one batch is being written goes into the next), and a request
 * is answered only after the batch holding its changes has been written, so
 * an answered change survives the process being killed (the kernel holds the
 * written bytes). A power cut may still lose the last batches: nothing is
 * fsynced, since the emulator is a test tool.
 *
 * Journals are numbered (`<file>.journal-<n>`). Compaction starts journal
 * n + 1, writes a snapshot that names n + 1, then removes older journals; a
 * crash at any point leaves a snapshot whose journal and every later one
 * replay to the same state.
 */

const lineSchema = z.union([
  z.object({ c: z.string().min(1), put: z.record(z.string(), z.unknown()) }),
  z.object({ c: z.string().min(1), del: z.string() }),
  z.object({ reset: z.literal(true) }),
  z.object({ clock: z.number().finite() }),
]);

export type JournalLine = z.output<typeof lineSchema>;

export function journalPath(snapshotFile: string, generation: number): string {
  return `${snapshotFile}.journal-${generation}`;
}

/** The journal generations present for a snapshot file, oldest first. */
export function journalGenerations(snapshotFile: string): number[] {
  const prefix = `${basename(snapshotFile)}.journal-`;
  let names: string[];
  try {
    names = readdirSync(dirname(snapshotFile));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .map((name) => Number(name.slice(prefix.length)))
    .sort((a, b) => a - b);
}

/**
 * The lines of one journal. A last line cut short (the process was killed
 * mid-write) is dropped; it was never acknowledged. A bad line elsewhere
 * means the file was damaged: that is an error, not something to skip.
 */
export function readJournal(file: string): JournalLine[] {
  const text = readFileSync(file, 'utf8');
  const rows = text.split('\n');
  const lines: JournalLine[] = [];
  rows.forEach((row, index) => {
    if (row === '') return;
    let parsed: ReturnType<typeof lineSchema.safeParse> | undefined;
    try {
      parsed = lineSchema.safeParse(JSON.parse(row));
    } catch {
      parsed = undefined;
    }
    if (parsed?.success) {
      lines.push(parsed.data);
      return;
    }
    const isTornTail = index === rows.length - 1;
    if (!isTornTail) throw new Error(`${file}: line ${index + 1} is not a journal line.`);
  });
  return lines;
}

export function removeJournalsBefore(snapshotFile: string, generation: number): void {
  for (const older of journalGenerations(snapshotFile).filter((g) => g < generation)) {
    try {
      unlinkSync(journalPath(snapshotFile, older));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/** An open journal file that batches appends. */
export class JournalWriter {
  readonly generation: number;
  readonly path: string;
  #fd: number | null;
  #bytes = 0;

  constructor(snapshotFile: string, generation: number) {
    this.generation = generation;
    this.path = journalPath(snapshotFile, generation);
    // 0600: journal lines hold the same records as the snapshot.
    this.#fd = openSync(this.path, 'a', 0o600);
  }

  /** Bytes appended through this writer. */
  get bytes(): number {
    return this.#bytes;
  }

  /**
   * Appends lines in one write. Synchronous on purpose: a batch is small,
   * and the answer to every request in it waits for this write anyway.
   */
  append(lines: readonly string[]): void {
    if (this.#fd === null) throw new Error(`${this.path} is closed.`);
    if (lines.length === 0) return;
    const buffer = Buffer.from(`${lines.join('\n')}\n`, 'utf8');
    let written = 0;
    while (written < buffer.length) written += writeSync(this.#fd, buffer, written);
    this.#bytes += buffer.length;
  }

  close(): void {
    if (this.#fd === null) return;
    closeSync(this.#fd);
    this.#fd = null;
  }
}
