/**
 * Shared pieces of the integration tests: a real emulator on a random port,
 * real clients pointed at it, and the emulator's dev API for reading the
 * outbox. The page is jsdom on http://localhost:3000, so cookies and
 * localStorage are the real DOM ones.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startEmulator } from '../../../emulator/src';
import { PorticoApiError, type PorticoClient } from '../../../src/core';
import { createPorticoClientInternal } from '../../../src/core/client';
import type { InternalClientOptions } from '../../../src/core/options';

export const PUBLIC_TOKEN = 'public-token-test-emulator';

export type Emulator = Awaited<ReturnType<typeof startEmulator>>;

export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms' | 'whatsapp';
  to: string;
  subject: string | null;
  body: string;
  link: string | null;
  code: string | null;
  sent_at: string;
}

export async function startTestEmulator(
  options: Omit<Parameters<typeof startEmulator>[0], 'port'> = {},
): Promise<Emulator> {
  return startEmulator({ port: 0, host: '127.0.0.1', ...options });
}

const clients: PorticoClient[] = [];

/** A client as a host page would create it (tests may add `seams`); destroyed by `destroyClients`. */
export function newClient(emulator: Emulator, options: InternalClientOptions = {}): PorticoClient {
  const client = createPorticoClientInternal(PUBLIC_TOKEN, { customBaseUrl: emulator.url, ...options });
  clients.push(client);
  return client;
}

export function destroyClients(): void {
  for (const client of clients.splice(0)) client.destroy();
}

/** Forgets every cookie and storage entry of the page, like a fresh visit. */
export function clearPage(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
}

export function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export async function devApi<T>(emulator: Emulator, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${emulator.url}/_emulator${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The newest message sent to `to`. */
export async function lastMessageTo(emulator: Emulator, to: string): Promise<OutboxMessage> {
  const { messages } = await devApi<{ messages: OutboxMessage[] }>(
    emulator,
    'GET',
    `/messages?to=${encodeURIComponent(to)}`,
  );
  const message = messages.at(-1);
  if (!message) throw new Error(`no message sent to ${to}`);
  return message;
}

/** Polls `condition` until it holds: an await on a condition, not a fixed sleep. */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * A timer seam the test drives by hand: the refresh loop's 180 s and backoff
 * delays are recorded, not waited for.
 */
export function manualTimers() {
  let nextId = 1;
  const pending = new Map<number, { ms: number; callback: () => void }>();
  return {
    seam: {
      setTimeout(callback: () => void, ms: number) {
        const id = nextId++;
        pending.set(id, { ms, callback });
        return id;
      },
      clearTimeout(handle: unknown) {
        pending.delete(handle as number);
      },
    },
    /** Delays of the timers waiting now. */
    delays(): number[] {
      return [...pending.values()].map((t) => t.ms);
    },
    /** Runs the client's startup check, which it schedules for the task after its creation. */
    runStartup(): void {
      this.fire((ms) => ms === 0);
    },
    /** Fires the first pending timer whose delay matches; returns its delay. */
    fire(match: (ms: number) => boolean): number {
      for (const [id, timer] of pending) {
        if (match(timer.ms)) {
          pending.delete(id);
          timer.callback();
          return timer.ms;
        }
      }
      throw new Error(`no pending timer matches; pending: ${this.delays().join(', ')}`);
    },
  };
}

/**
 * Registers the usual hooks of an integration file: one emulator for the
 * file, a fresh page (and optionally a fresh emulator state) per test, and
 * every client destroyed after it. Read the emulator through `emulator()`.
 */
export function useTestEmulator(options: { resetBetweenTests?: boolean } = {}): () => Emulator {
  let emulator: Emulator | undefined;
  beforeAll(async () => {
    emulator = await startTestEmulator();
  });
  afterAll(() => emulator?.close());
  beforeEach(async () => {
    clearPage();
    if (options.resetBetweenTests) await devApi(emulator!, 'POST', '/reset');
  });
  afterEach(destroyClients);
  return () => {
    if (!emulator) throw new Error('the emulator starts in beforeAll');
    return emulator;
  };
}

/** The provider's `error_type` of a call that must fail (any other outcome fails the test). */
export async function errorTypeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PorticoApiError) return error.error_type;
    throw error;
  }
  throw new Error('expected the call to fail');
}
