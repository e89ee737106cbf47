/**
 * Failure paths over real HTTP: the provider's error types come back from the
 * emulator and map to the catalogue's texts; transport failures map to the
 * client's own messages.
 */
import { describe, expect, it } from 'vitest';
import { messageForError, PorticoApiError, PorticoUnreachableError } from '../../src/core';
import {
  devApi,
  lastMessageTo,
  newClient,
  useTestEmulator,
} from './support/harness';

const getEmulator = useTestEmulator({ resetBetweenTests: true });

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('passcode failures', () => {
  it('a wrong code gives "Invalid passcode, please try again."', async () => {
    const client = newClient(getEmulator());
    const { method_id } = await client.otps.email.loginOrCreate('wrong@example.com');
    const code = (await lastMessageTo(getEmulator(), 'wrong@example.com')).code!;
    const error = await rejection(client.otps.authenticate(wrongCode(code), method_id, { session_duration_minutes: 30 }));
    expect(error).toBeInstanceOf(PorticoApiError);
    expect(error).toMatchObject({ error_type: 'otp_code_not_found', status_code: 401 });
    expect(messageForError(error)).toBe('Invalid passcode, please try again.');
  });

  it('an expired code gives the same catalogue message', async () => {
    const client = newClient(getEmulator());
    const { method_id } = await client.otps.email.loginOrCreate('late@example.com', { expiration_minutes: 5 });
    const code = (await lastMessageTo(getEmulator(), 'late@example.com')).code!;
    await devApi(getEmulator(), 'POST', '/clock', { advanceSeconds: 5 * 60 + 1 });
    const error = await rejection(client.otps.authenticate(code, method_id, { session_duration_minutes: 30 }));
    expect(error).toMatchObject({ error_type: 'otp_code_not_found' });
    expect(messageForError(error)).toBe('Invalid passcode, please try again.');
  });

  it('too many wrong codes lock the method: "Too many failed authentication attempts."', async () => {
    const client = newClient(getEmulator());
    const { method_id } = await client.otps.email.loginOrCreate('locked@example.com');
    const code = (await lastMessageTo(getEmulator(), 'locked@example.com')).code!;
    let last: unknown;
    for (let attempt = 0; attempt < 6; attempt++) {
      last = await rejection(client.otps.authenticate(wrongCode(code), method_id, { session_duration_minutes: 30 }));
    }
    expect(last).toMatchObject({ error_type: 'user_lock_limit_reached' });
    expect(messageForError(last)).toBe('Too many failed authentication attempts. Please try again later.');
    // Even the right code is refused while locked.
    const locked = await rejection(client.otps.authenticate(code, method_id, { session_duration_minutes: 30 }));
    expect(locked).toMatchObject({ error_type: 'user_lock_limit_reached' });
  });

  it('an expired magic link gives the catalogue message', async () => {
    const client = newClient(getEmulator());
    await client.magicLinks.email.loginOrCreate('old-link@example.com');
    const link = (await lastMessageTo(getEmulator(), 'old-link@example.com')).link!;
    await devApi(getEmulator(), 'POST', '/clock', { advanceSeconds: 31 * 60 });
    const error = await rejection(
      client.magicLinks.email.authenticate(new URL(link).searchParams.get('token')!, { session_duration_minutes: 30 }),
    );
    expect(messageForError(error)).toBe(
      'The magic link could not be authenticated because it was either already used or expired. Please try again.',
    );
  });

  it('an invalid email is refused by the server with invalid_email', async () => {
    const client = newClient(getEmulator());
    const error = await rejection(client.otps.email.loginOrCreate('not-an-email'));
    expect(error).toMatchObject({ error_type: 'invalid_email', status_code: 400 });
    expect(messageForError(error)).toBe('Email format is invalid.');
  });
});

describe('transport failures', () => {
  it('a dropped connection gives "Unable to contact our servers."', async () => {
    await devApi(getEmulator(), 'POST', '/faults', { path: '/otps/email/login_or_create', drop: true, times: 1 });
    const client = newClient(getEmulator());
    const error = await rejection(client.otps.email.loginOrCreate('drop@example.com'));
    expect(error).toBeInstanceOf(PorticoUnreachableError);
    expect((error as Error).message).toBe('Unable to contact our servers.');
    // The fault was for one request only.
    await expect(client.otps.email.loginOrCreate('drop@example.com')).resolves.toHaveProperty('method_id');
  });

  it("a 'Captcha required' answer is retried once with the captcha and fingerprint tokens", async () => {
    await devApi(getEmulator(), 'POST', '/faults', { path: '/otps/email/login_or_create', captcha: true });
    const client = newClient(getEmulator(), {
      captcha: { getToken: async () => 'captcha-token-from-host' },
      deviceFingerprint: { getTelemetryId: async () => 'dfp-telemetry-id-from-host' },
    });
    const result = await client.otps.email.loginOrCreate('captcha@example.com');
    expect(result.method_id).toMatch(/^email-/);
  });

  it("without captcha providers the 'Captcha required' answer fails with the invalid-response message", async () => {
    await devApi(getEmulator(), 'POST', '/faults', { path: '/otps/email/login_or_create', captcha: true });
    const client = newClient(getEmulator());
    const error = await rejection(client.otps.email.loginOrCreate('no-captcha@example.com'));
    expect((error as Error).message).toBe('Invalid or no response from server');
  });

  it('an injected 503 surfaces as an API error with the status code', async () => {
    await devApi(getEmulator(), 'POST', '/faults', { path: '/users/search', status: 503, times: 1 });
    const client = newClient(getEmulator());
    const error = await rejection(client.user.search('x@example.com'));
    expect(error).toMatchObject({ status_code: 503 });
  });
});

describe('telemetry', () => {
  it('events logged by the client reach the emulator in one batch', async () => {
    const navigations: string[] = [];
    const client = newClient(getEmulator(), { seams: { navigate: (url) => navigations.push(url) } });
    await client.oauth.google.start({ login_redirect_url: 'http://localhost:3000/authenticate' });
    expect(navigations[0]).toMatch(new RegExp(`^${getEmulator().url}/v1/public/oauth/google/start\\?public_token=`));
    client.destroy(); // flushes the queue
    await expect
      .poll(async () => (await devApi<{ events: Array<{ event: { event_name: string; public_token: string } }> }>(getEmulator(), 'GET', '/events')).events.map((e) => e.event.event_name))
      .toContain('start_oauth_flow');
  });
});
