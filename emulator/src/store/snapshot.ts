import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The snapshot file written with `--data`: the data key, the clock offset,
 * the products' persisted state by name (store/state.ts; e.g. the session
 * signing key) and every collection's records, plus the journal generation
 * whose lines apply on top (store/journal.ts). Versioned: an older file is
 * migrated on load, step by step through `MIGRATIONS`; a newer one is refused.
 */

export const SNAPSHOT_FORMAT = 'portico-emulator-snapshot';
export const SNAPSHOT_VERSION = 3;

const snapshotSchema = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  version: z.literal(SNAPSHOT_VERSION),
  journal: z.int().min(0),
  dataKey: z.string().min(1),
  clockOffsetMs: z.number().finite(),
  /** Each product's persisted state by its spec's name; each value is parsed by its spec when loaded. */
  state: z.record(z.string(), z.unknown()),
  collections: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});

export type Snapshot = z.output<typeof snapshotSchema>;

type Migration = (old: Record<string, unknown>) => Record<string, unknown>;

/**
 * Version 1 (before the product registry): one object with a table per
 * record type, keyed by id, and the mailbox and telemetry as plain arrays.
 */
const fromVersion1: Migration = (old) => {
  const table = (name: string): unknown[] => Object.values((old[name] ?? {}) as Record<string, unknown>);
  const list = (name: string): unknown[] => (Array.isArray(old[name]) ? (old[name] as unknown[]) : []);
  return {
    format: SNAPSHOT_FORMAT,
    version: 2,
    journal: 0,
    signingKey: old.signingKey,
    dataKey: old.dataKey,
    clockOffsetMs: old.clockOffsetMs ?? 0,
    collections: {
      users: table('users'),
      sessions: table('sessions'),
      magic_links: table('magicLinks'),
      otps: table('otps'),
      totps: table('totps'),
      impersonation_tokens: table('impersonationTokens'),
      messages: list('messages'),
      events: list('events').map((event, index) => ({ id: `event-v1-${index}`, event })),
    },
  };
};

/** The name of the sessions product's persisted signing key (products/sessions/keys.ts). */
const SESSION_SIGNING_KEY_STATE = 'sessions.signingKey';

/**
 * Version 2 (before products kept their own persisted state): the session
 * signing key was a field of the snapshot, `signingKey`.
 */
const fromVersion2: Migration = ({ signingKey, ...old }) => ({
  ...old,
  version: 3,
  state: signingKey === undefined ? {} : { [SESSION_SIGNING_KEY_STATE]: signingKey },
});

/** `MIGRATIONS[n]` turns a version-n snapshot into version n + 1. */
const MIGRATIONS: Readonly<Record<number, Migration>> = { 1: fromVersion1, 2: fromVersion2 };

/** Brings a parsed snapshot of any known version to the current one. */
export function migrateSnapshot(raw: unknown, file = 'the snapshot'): Snapshot {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error(`${file} is not a Portico emulator snapshot.`);
  }
  let data = raw as Record<string, unknown>;
  let version = data.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new Error(`${file} is not a Portico emulator snapshot (no version).`);
  }
  if (version > SNAPSHOT_VERSION) {
    throw new Error(
      `${file} was written by a newer portico-emulator (snapshot version ${version}; this one reads up to ${SNAPSHOT_VERSION}).`,
    );
  }
  while (version < SNAPSHOT_VERSION) {
    data = MIGRATIONS[version]!(data);
    version += 1;
  }
  const parsed = snapshotSchema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`${file} is not a valid Portico emulator snapshot: ${parsed.error.issues[0]?.message ?? 'invalid'}.`);
  }
  return parsed.data;
}

/** Reads and migrates the snapshot file; null when there is none. */
export function readSnapshot(file: string): Snapshot | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not a Portico emulator snapshot (not JSON).`);
  }
  return migrateSnapshot(raw, file);
}
