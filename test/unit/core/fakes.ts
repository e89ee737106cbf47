/**
 * Fakes of the seams (never of the unit under test) and wire fixtures shared
 * by the core unit tests.
 */
import type { ClientSeams, FetchLike, TimerSeams } from '../../../src/core/seams/client-seams';
import { createMemoryTabLocks } from '../../../src/core/seams/memory-tab-locks';
import type { AuthenticateResponse, Session, User } from '../../../src/core/wire-types';

export interface RecordedCall {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records each call and answers with `respond`. */
export function fakeFetch(respond: (call: RecordedCall, index: number) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = async (url, init) => {
    const call: RecordedCall = {
      url,
      init,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    return respond(call, calls.length - 1);
  };
  return { fetch, calls };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function dataResponse(data: unknown): Response {
  return jsonResponse(200, { data });
}

export function textResponse(status: number, text: string, contentType = 'text/plain'): Response {
  return new Response(text, { status, headers: { 'Content-Type': contentType } });
}

export function apiErrorBody(error_type: string, status_code = 401) {
  return {
    status_code,
    request_id: 'request-id-1',
    error_type,
    error_message: `server says ${error_type}`,
    error_url: `https://stytch.com/docs/api/errors/${status_code}#${error_type}`,
  };
}

/**
 * A manual scheduler: timers fire only on `advance`, in due order, and every
 * requested delay is recorded.
 */
export function manualTimers() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const delays: number[] = [];
  const timers: TimerSeams = {
    setTimeout(callback, ms) {
      const id = nextId++;
      delays.push(ms);
      pending.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    delays,
    pendingCount: () => pending.size,
    /** Delays (from now) of the timers still pending. */
    pendingIn: () => [...pending.values()].map((t) => t.at - now).sort((a, b) => a - b),
    /** Fires the timers already due (zero delays) at once, without letting promises settle. */
    runDue() {
      for (;;) {
        const due = [...pending.entries()].filter(([, t]) => t.at <= now).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) return;
        pending.delete(due[0]);
        due[1].callback();
      }
    },
    /** Moves time forward, firing due timers and letting their promises settle. */
    async advance(ms: number) {
      const target = now + ms;
      for (;;) {
        const due = [...pending.entries()]
          .filter(([, t]) => t.at <= target)
          .sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].callback();
        await flushPromises();
      }
      now = target;
      await flushPromises();
    },
  };
}

/** Lets queued promise callbacks (fake fetch answers) run. */
export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
  await new Promise((resolve) => setImmediate(resolve));
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    user_id: 'user-test-1',
    created_at: '2024-01-01T00:00:00Z',
    status: 'active',
    name: {},
    emails: [{ email_id: 'email-1', email: 'a@example.com', verified: true }],
    phone_numbers: [],
    crypto_wallets: [],
    providers: [],
    password: null,
    totps: [],
    webauthn_registrations: [],
    biometric_registrations: [],
    trusted_metadata: {},
    untrusted_metadata: {},
    roles: ['stytch_user'],
    ...overrides,
  };
}

export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    session_id: 'session-test-1',
    user_id: 'user-test-1',
    started_at: '2030-01-01T00:00:00.000Z',
    last_accessed_at: '2030-01-01T00:00:00.000Z',
    expires_at: '2030-01-01T00:30:00.000Z',
    attributes: { ip_address: '', user_agent: '' },
    authentication_factors: [],
    custom_claims: {},
    roles: ['stytch_user'],
    ...overrides,
  };
}

export function makeAuthResponse(overrides: Partial<AuthenticateResponse> = {}): AuthenticateResponse {
  const session = overrides.session ?? makeSession();
  return {
    request_id: 'request-id-1',
    status_code: 200,
    user_id: session.user_id,
    user: makeUser({ user_id: session.user_id }),
    session,
    session_token: `token-${session.session_id}`,
    session_jwt: `jwt-${session.session_id}`,
    ...overrides,
  };
}

/** Decodes a `Basic` Authorization header to `user:password`. */
export function decodeBasic(header: string | undefined): string {
  return Buffer.from((header ?? '').replace(/^Basic /, ''), 'base64').toString('utf8');
}

/** Decodes an `X-SDK-Client` header. */
export function decodeSdkClient(header: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from(header ?? '', 'base64').toString('utf8')) as Record<string, unknown>;
}

/** A storage-event source standing in for other tabs. */
export function fakeStorageEvents() {
  const listeners = new Set<(key: string | null, newValue: string | null) => void>();
  return {
    onStorageChange(listener: (key: string | null, newValue: string | null) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(key: string | null, newValue: string | null) {
      for (const listener of listeners) listener(key, newValue);
    },
    listenerCount: () => listeners.size,
  };
}

/** What `run` throws (the test fails when it throws nothing). */
export function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

/**
 * The seams of a test page on http://localhost:3000/login, for either
 * client's harness: `parts` (fetch, timers, clock, cookies, storage, storage
 * events) and `overrides` on top of fixed randomness, one tab, a no-op
 * navigation and UTC; observers hear of changes in the next task
 * (flushPromises() runs it).
 */
export function pageSeams(
  parts: Pick<ClientSeams, 'fetch' | 'timers' | 'now' | 'cookies' | 'storage' | 'onStorageChange'>,
  overrides: Partial<ClientSeams> = {},
): Partial<ClientSeams> {
  let uuid = 0;
  return {
    inBrowser: true,
    nextTask: (callback) => void setImmediate(callback),
    random: () => 0.5,
    randomUUID: () => `uuid-${++uuid}`,
    openTabChannel: () => null,
    locks: createMemoryTabLocks(),
    locationHref: () => 'http://localhost:3000/login',
    navigate: () => {},
    onPageHide: () => () => {},
    timezone: () => 'UTC',
    ...parts,
    ...overrides,
  };
}
