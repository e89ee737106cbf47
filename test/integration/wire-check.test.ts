/**
 * The run-time check of the emulator's answers (support/wire-check.ts) can
 * fail: a real answer passes, the same answer with its shape broken does not,
 * and a wrong answer received through `fetch` fails the test that got it.
 * The compile-time half, a schema that disagrees with its wire type, is the
 * `@ts-expect-error` below (docs/architecture.md, "Where the wire types live").
 */
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Totp } from '../../protocol';
import { PUBLIC_TOKEN, lastMessageTo, useTestEmulator } from './support/harness';
import { checkedFetch, takeWireViolations, wireViolation } from './support/wire-check';
import { shaped } from './support/wire-schemas';

const emulator = useTestEmulator({ resetBetweenTests: true });

const authorization = `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`).toString('base64')}`;

/** One `/sdk/v1` POST; the whole body, envelope and all. */
async function post(path: string, body: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${emulator().url}/sdk/v1${path}`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A real authenticate answer of the emulator (email passcode). */
async function signIn(): Promise<{ status: number; body: any }> {
  const sent = await post('/otps/email/login_or_create', { email: 'wire@example.com' });
  const { code } = await lastMessageTo(emulator(), 'wire@example.com');
  return post('/otps/authenticate', { token: code, method_id: sent.body.data.method_id, session_duration_minutes: 60 });
}

afterEach(() => {
  // This file records violations on purpose; none may reach the setup's check.
  takeWireViolations();
});

describe('the wire check', () => {
  it('passes the emulator’s answers as they are', async () => {
    const answer = await signIn();
    expect(answer.status).toBe(200);
    expect(wireViolation('POST', '/otps/authenticate', 200, answer.body)).toBeNull();
    expect(takeWireViolations()).toEqual([]);
  });

  it('rejects an authenticate answer without its session JWT, or with a user in a status the type does not have', async () => {
    const { body } = await signIn();
    const { session_jwt: _jwt, ...withoutJwt } = body.data;
    expect(wireViolation('POST', '/otps/authenticate', 200, { data: withoutJwt })).toMatch(
      /POST \/sdk\/v1\/otps\/authenticate → 200 data: session_jwt/,
    );
    const badUser = { ...body.data, user: { ...body.data.user, status: 'deleted' } };
    expect(wireViolation('POST', '/otps/authenticate', 200, { data: badUser })).toMatch(/user\.status/);
    const badFactor = { ...body.data, session: { ...body.data.session, authentication_factors: [{ type: 'otp' }] } };
    expect(wireViolation('POST', '/otps/authenticate', 200, { data: badFactor })).toMatch(
      /session\.authentication_factors\.0\.delivery_method/,
    );
  });

  it('rejects a success without its envelope, and an error that is not the provider’s error body', () => {
    expect(wireViolation('POST', '/some/new/route', 200, { request_id: 'r', status_code: 200 })).toMatch(/no `data` envelope/);
    expect(wireViolation('POST', '/some/new/route', 200, { data: { status_code: 200 } })).toMatch(/data: request_id/);
    expect(wireViolation('POST', '/otps/authenticate', 404, { error: 'otp_code_not_found' })).toMatch(/error_type/);
  });

  it('records a wrong answer received through fetch, and hands the caller the response untouched', async () => {
    const wrong = { data: { request_id: 'request-1', status_code: 200, method_id: 42 } };
    const fake: typeof fetch = async () =>
      new Response(JSON.stringify(wrong), { status: 200, headers: { 'content-type': 'application/json' } });
    const response = await checkedFetch(fake)(`${emulator().url}/sdk/v1/otps/email/login_or_create`, { method: 'POST' });
    expect(await response.json()).toEqual(wrong);
    expect(takeWireViolations()).toEqual([
      'POST /sdk/v1/otps/email/login_or_create → 200 data: method_id: Invalid input: expected string, received number',
    ]);
  });

  it('is on for every test: the setup wrapped the global fetch', async () => {
    expect(Symbol.for('portico.test.wire-check.original-fetch') in globalThis.fetch).toBe(true);
    // A 400 in the provider's error body: checked, and it matches.
    expect((await post('/otps/email/login_or_create', { email: 'not an address' })).status).toBe(400);
    expect(takeWireViolations()).toEqual([]);
  });
});

// The compile-time half: a schema whose output and wire type disagree is refused.
// @ts-expect-error -- `verified` is missing: the schema disagrees with `Totp`.
shaped<Totp>()(z.object({ totp_id: z.string() }));
