/** The emulator's dev API (`/_emulator/*`, README "Dev API"), for tests. */
import { expect } from 'vitest';

export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms' | 'whatsapp';
  from?: string;
  to: string;
  subject: string | null;
  body: string;
  link: string | null;
  code: string | null;
  sent_at: string;
}

/** One element of a `POST /sdk/v1/events` body, as the emulator keeps it. */
export interface TelemetryEvent {
  telemetry?: Record<string, unknown>;
  event?: { event_name?: string; details?: Record<string, unknown>; [key: string]: unknown };
}

export interface FaultInput {
  /** Path below /sdk/v1 (e.g. `/otps/email/login_or_create`), `*` as a wildcard. */
  path: string;
  method?: string;
  latencyMs?: number;
  status?: number;
  errorType?: string;
  errorMessage?: string;
  drop?: boolean;
  captcha?: boolean;
  times?: number;
}

export class EmulatorApi {
  constructor(readonly url: string) {}

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.url}/_emulator${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} /_emulator${path} → ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** Forgets users, sessions, messages, events and faults (not config patches). */
  async reset(): Promise<void> {
    await this.call('POST', '/reset');
  }

  async messages(to?: string): Promise<OutboxMessage[]> {
    const query = to === undefined ? '' : `?to=${encodeURIComponent(to)}`;
    return (await this.call<{ messages: OutboxMessage[] }>('GET', `/messages${query}`)).messages;
  }

  async lastMessageTo(to: string): Promise<OutboxMessage | undefined> {
    return (await this.messages(to)).at(-1);
  }

  /** Waits until `to` has received `count` messages (default: at least one) and returns the newest. */
  async waitForMessage(to: string, count = 1): Promise<OutboxMessage> {
    await expect
      .poll(async () => (await this.messages(to)).length, { timeout: 10_000, message: `messages sent to ${to}` })
      .toBeGreaterThanOrEqual(count);
    return (await this.lastMessageTo(to))!;
  }

  /** The code of the newest passcode sent to `to` (waiting for the `count`-th message). */
  async waitForCode(to: string, count = 1): Promise<string> {
    const message = await this.waitForMessage(to, count);
    if (!message.code) throw new Error(`the message to ${to} carries no code: ${message.body}`);
    return message.code;
  }

  async events(): Promise<TelemetryEvent[]> {
    return (await this.call<{ events: TelemetryEvent[] }>('GET', '/events')).events;
  }

  /** The names of the telemetry events received so far, oldest first. */
  async eventNames(): Promise<string[]> {
    return (await this.events()).map((e) => e.event?.event_name ?? '');
  }

  async addFault(fault: FaultInput): Promise<void> {
    await this.call('POST', '/faults', fault);
  }

  async clearFaults(): Promise<void> {
    await this.call('DELETE', '/faults');
  }

  /** Deep-merges a patch into the project config; `null` removes an optional key. */
  async patchConfig(patch: Record<string, unknown>): Promise<void> {
    await this.call('PATCH', '/config', patch);
  }

  async advanceClock(seconds: number): Promise<void> {
    await this.call('POST', '/clock', { advanceSeconds: seconds });
  }
}
