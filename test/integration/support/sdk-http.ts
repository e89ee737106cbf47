/**
 * The provider's API called as a bare HTTP client would (no widget, no SDK
 * state): how the account-integrity tests play an attacker and the address's
 * owner side by side against one emulator.
 */
import { PUBLIC_TOKEN, devApi, lastMessageTo, type Emulator } from './harness';

export interface SdkAnswer {
  status: number;
  /** A success's `data`, or an error's top-level body (docs/protocol.md §3); tests read the fields they assert on. */
  json: Record<string, any>;
}

function basic(secret: string): string {
  return `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${secret}`).toString('base64')}`;
}

/** One `/sdk/v1` call, anonymous or with a session token. */
export async function sdk(
  emulator: Emulator,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  sessionToken?: string,
): Promise<SdkAnswer> {
  const response = await fetch(`${emulator.url}/sdk/v1${path}`, {
    method,
    headers: { authorization: basic(sessionToken ?? PUBLIC_TOKEN), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: Record<string, any> } & Record<string, any>;
  return { status: response.status, json: response.ok && answer.data ? answer.data : answer };
}

/** Signs in (or up) by email passcode, reading the code from the outbox. */
export async function signInByEmailCode(
  emulator: Emulator,
  email: string,
  sessionToken?: string,
): Promise<SdkAnswer> {
  const sent = await sdk(emulator, 'POST', '/otps/email/login_or_create', { email }, sessionToken);
  if (sent.status !== 200) throw new Error(`login_or_create ${email}: ${sent.status} ${JSON.stringify(sent.json)}`);
  const { code } = await lastMessageTo(emulator, email);
  return sdk(
    emulator,
    'POST',
    '/otps/authenticate',
    { token: code, method_id: sent.json.method_id, session_duration_minutes: 60 },
    sessionToken,
  );
}

/** Whether a session token still authenticates. */
export async function sessionIsLive(emulator: Emulator, sessionToken: string): Promise<boolean> {
  return (await sdk(emulator, 'POST', '/sessions/authenticate', {}, sessionToken)).status === 200;
}

/** Moves the emulator's clock forward (the dev API). */
export async function advanceClock(emulator: Emulator, seconds: number): Promise<void> {
  await devApi(emulator, 'POST', '/clock', { advanceSeconds: seconds });
}
