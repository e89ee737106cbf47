/**
 * The provider's B2B routes called as a bare HTTP client would, for the
 * emulator's B2B integration tests (test/integration/b2b-*.test.ts), until
 * they can drive Portico's own B2B client. Every answer still goes through
 * the wire check (wire-check-setup.ts).
 */
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { EmulatorConfigInput } from '../../../emulator/src';
import { PUBLIC_TOKEN, lastMessageTo, startTestEmulator, type Emulator } from './harness';

export interface B2BAnswer {
  status: number;
  /** A success's `data`, or an error's top-level body. */
  json: Record<string, any>;
}

/** A B2B project: bootstrap says `vertical: B2B` and the policy is the B2B one. */
export function startB2BEmulator(config: EmulatorConfigInput = {}): Promise<Emulator> {
  return startTestEmulator({ config: { vertical: 'B2B', ...config } });
}

/**
 * The hooks of a file that runs against one B2B emulator: started before its
 * tests (`config` as `startB2BEmulator` takes it), closed after them, its
 * state reset before each test; `onStart` receives it once it listens.
 */
export function useB2BEmulator(config: EmulatorConfigInput, onStart: (emulator: Emulator) => void): void {
  let emulator: Emulator | undefined;
  beforeAll(async () => {
    emulator = await startB2BEmulator(config);
    onStart(emulator);
  });
  afterAll(() => emulator?.close());
  beforeEach(async () => {
    if (!emulator) throw new Error('the emulator starts in beforeAll');
    await emulator.api.reset();
  });
}

/** One `/sdk/v1` call, anonymous or with a member session token as the Basic-auth secret. */
export async function b2b(
  emulator: Emulator,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  sessionToken?: string,
): Promise<B2BAnswer> {
  const response = await fetch(`${emulator.url}/sdk/v1${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${sessionToken ?? PUBLIC_TOKEN}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: Record<string, any> } & Record<string, any>;
  return { status: response.status, json: response.ok && answer.data ? answer.data : answer };
}

/** Asserts a refusal with the provider's status and error type. */
export function expectError(answer: B2BAnswer, status: number, errorType: string): void {
  expect({ status: answer.status, error_type: answer.json.error_type }).toEqual({ status, error_type: errorType });
}

/** Signs `email` into the organization by email passcode (the code read from the mailbox). */
export async function signInByCode(emulator: Emulator, organizationId: string, email: string): Promise<B2BAnswer> {
  const code = emulator.api.mailbox.waitForCode(email, { timeoutMs: 5000 });
  code.catch(() => undefined); // a refused send sends nothing: the wait is not needed then
  const sent = await b2b(emulator, 'POST', '/b2b/otps/email/login_or_signup', {
    organization_id: organizationId,
    email_address: email,
  });
  if (sent.status !== 200) return sent;
  return b2b(emulator, 'POST', '/b2b/otps/email/authenticate', {
    organization_id: organizationId,
    email_address: email,
    code: await code,
    session_duration_minutes: 60,
  });
}

/** Discovery by email passcode: the intermediate session and the organizations found. */
export async function discoverByCode(emulator: Emulator, email: string): Promise<B2BAnswer> {
  const code = emulator.api.mailbox.waitForCode(email);
  const sent = await b2b(emulator, 'POST', '/b2b/otps/email/discovery/send', { email_address: email });
  expect(sent.status).toBe(200);
  return b2b(emulator, 'POST', '/b2b/otps/email/discovery/authenticate', { email_address: email, code: await code });
}

export { lastMessageTo };
