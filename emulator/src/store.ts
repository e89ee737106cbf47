import { readFileSync } from 'node:fs';
import { chmod, mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { EmulatorState, SessionRecord, SigningKeyRecord, UserRecord } from './model';
import { newDataKey } from './secrets';
import { generateSigningKey } from './sessions/keys';

/**
 * In-memory state with an optional JSON snapshot file (like the Firebase Auth
 * emulator's export). Every write goes to `<file>.tmp-<pid>` and is renamed
 * over the real file, so a crash never leaves a half-written snapshot.
 */

/** Telemetry events kept (a ring: the oldest are dropped first). */
export const MAX_EVENTS = 1000;
/** Outbox messages kept, likewise. */
export const MAX_MESSAGES = 1000;

function emptyCollections(): Omit<EmulatorState, 'version' | 'signingKey' | 'dataKey'> {
  return {
    clockOffsetMs: 0,
    users: {},
    sessions: {},
    magicLinks: {},
    otps: {},
    totps: {},
    impersonationTokens: {},
    messages: [],
    events: [],
  };
}

function freshState(signingKey?: SigningKeyRecord): EmulatorState {
  return { version: 1, signingKey: signingKey ?? generateSigningKey(), dataKey: newDataKey(), ...emptyCollections() };
}

function readSnapshot(file: string): EmulatorState | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed = JSON.parse(text) as Partial<EmulatorState>;
  if (parsed.version !== 1 || !parsed.signingKey || !parsed.dataKey) {
    throw new Error(`${file} is not a Portico emulator snapshot (version 1).`);
  }
  // Collections added by later versions default to empty.
  return { ...emptyCollections(), ...parsed } as EmulatorState;
}

export class Store {
  state: EmulatorState;
  readonly dataFile: string | undefined;
  /** Send timestamps (emulator clock, ms) per destination for the rate limit; not persisted. */
  readonly sendLog = new Map<string, number[]>();
  /** Wrong-passcode timestamps per destination and per client (otp-lockout.ts); not persisted. */
  readonly otpFailures = new Map<string, number[]>();
  #writes: Promise<void> = Promise.resolve();

  /** A snapshot's signing key wins over `signingKey`, so its sessions' JWTs stay valid. */
  constructor(options: { dataFile?: string; signingKey?: SigningKeyRecord } = {}) {
    this.dataFile = options.dataFile;
    this.state = (this.dataFile && readSnapshot(this.dataFile)) || freshState(options.signingKey);
  }

  /** Clears all data; keeps the signing key and data key so issued JWTs stay verifiable. */
  reset(): void {
    const { signingKey, dataKey } = this.state;
    this.state = { version: 1, signingKey, dataKey, ...emptyCollections() };
    this.sendLog.clear();
    this.otpFailures.clear();
  }

  findUserByEmail(email: string): UserRecord | undefined {
    const wanted = email.toLowerCase();
    return Object.values(this.state.users).find((u) => u.emails.some((e) => e.email === wanted));
  }

  findUserByPhone(phone: string): UserRecord | undefined {
    return Object.values(this.state.users).find((u) => u.phone_numbers.some((p) => p.phone_number === phone));
  }

  findSessionByDigest(digest: string): SessionRecord | undefined {
    return Object.values(this.state.sessions).find(
      (s) => s.tokenDigest === digest || (s.extraTokenDigests?.includes(digest) ?? false),
    );
  }

  pushMessage(message: EmulatorState['messages'][number]): void {
    this.state.messages.push(message);
    if (this.state.messages.length > MAX_MESSAGES) {
      this.state.messages.splice(0, this.state.messages.length - MAX_MESSAGES);
    }
  }

  pushEvents(events: unknown[]): void {
    this.state.events.push(...events);
    if (this.state.events.length > MAX_EVENTS) this.state.events.splice(0, this.state.events.length - MAX_EVENTS);
  }

  /**
   * Writes the current state to the snapshot file (no-op without one). Writes
   * are serialised; each one captures the state at the time it runs.
   */
  save(): Promise<void> {
    const file = this.dataFile;
    if (!file) return Promise.resolve();
    const write = async (): Promise<void> => {
      const json = `${JSON.stringify(this.state, null, 2)}\n`;
      const tmp = `${file}.tmp-${process.pid}`;
      await mkdir(dirname(file), { recursive: true });
      await writeFile(tmp, json, { mode: 0o600 });
      // `mode` applies only when the file is created; a temporary file left by
      // a crash keeps its old mode, so set it again: the snapshot holds the
      // signing and data keys.
      await chmod(tmp, 0o600);
      await rename(tmp, file);
    };
    const next = this.#writes.then(write, write);
    // Keep the chain alive after a failed write; the caller still sees the error.
    this.#writes = next.catch(() => undefined);
    return next;
  }

  /** Waits for pending writes, then writes once more so the file matches memory. */
  async flush(): Promise<void> {
    await this.save();
  }
}
