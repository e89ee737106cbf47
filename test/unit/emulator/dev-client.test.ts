/**
 * The typed dev-API client (emulator/src/dev-client, docs/testing.md "The
 * emulator from code") against an in-process emulator: every namespace
 * reaches its route, misuse and refusals are typed errors, and the mailbox
 * waits return only what they promise.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmulator, type InProcessEmulator } from '../../../emulator/src/create-emulator';
import { createDevApiClient, DevApiError, InvalidCallError, WaitTimeoutError } from '../../../emulator/src/dev-client';
import { basic, ORIGIN, sharedSigningKey } from './helpers';

let emulator: InProcessEmulator;

beforeEach(() => {
  emulator = createEmulator({ projectName: 'Client' }, { signingKey: sharedSigningKey() });
});
afterEach(async () => {
  await emulator.close();
});

/** Calls an `/sdk/v1` route as the widget would. */
async function sdk(path: string, body: unknown): Promise<Response> {
  return emulator.fetch(
    new Request(`${emulator.url}/sdk/v1${path}`, {
      method: 'POST',
      headers: { origin: ORIGIN, authorization: basic(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

const sendEmailCode = (email: string) => sdk('/otps/email/login_or_create', { email });

describe('the dev-API client', () => {
  it('seeds, lists and deletes users; phone is short for phone_number', async () => {
    const user = await emulator.api.users.create({ email: 'Ada@Example.com', password: 'correct horse battery', phone: '+15555550100' });
    expect(user.emails[0]?.email).toBe('ada@example.com');
    expect(user.phone_numbers[0]?.phone_number).toBe('+15555550100');
    expect(user.password).not.toBeNull();
    const ids = await emulator.api.users.createMany([{ email: 'b@example.com' }, { email: 'c@example.com' }]);
    expect(ids).toHaveLength(2);
    expect((await emulator.api.users.list()).map((u) => u.user_id)).toEqual([user.user_id, ...ids]);
    await emulator.api.users.delete(user.user_id);
    expect(await emulator.api.users.list()).toHaveLength(2);
  });

  it('answers refusals as DevApiError with the error type, and misuse as InvalidCallError', async () => {
    await emulator.api.users.create({ email: 'dup@example.com' });
    const refused = emulator.api.users.create({ email: 'dup@example.com' });
    await expect(refused).rejects.toBeInstanceOf(DevApiError);
    await expect(refused).rejects.toMatchObject({ status: 409, errorType: 'duplicate_email', path: '/_emulator/users' });
    await expect(emulator.api.users.delete('user-test-nobody')).rejects.toMatchObject({ status: 404, errorType: 'user_not_found' });
    await expect(emulator.api.users.create({ phone: '+15555550100', phone_number: '+15555550101' })).rejects.toThrow(
      new InvalidCallError('users.create', 'give phone or phone_number, not two different numbers.'),
    );
    // @ts-expect-error: one of email or userId
    await expect(emulator.api.sessions.create({})).rejects.toThrow(/^Invalid call to api\.sessions\.create: /);
    await expect(emulator.api.clock.advance(-1)).rejects.toThrow(/^Invalid call to api\.clock\.advance: /);
  });

  it('moves the clock, patches the config, injects and clears faults, resets', async () => {
    const before = await emulator.api.clock.get();
    const after = await emulator.api.clock.advance(3600);
    expect(after.offset_seconds).toBe(before.offset_seconds + 3600);
    expect((await emulator.api.config.patch({ projectName: 'Patched' })).projectName).toBe('Patched');
    expect((await emulator.api.config.get()).projectName).toBe('Patched');
    const fault = await emulator.api.faults.inject({ path: '/otps/email/login_or_create', status: 503, times: 1 });
    expect(fault).toMatchObject({ path: '/otps/email/login_or_create', status: 503, remaining: 1 });
    expect(await emulator.api.faults.list()).toHaveLength(1);
    expect((await sendEmailCode('f@example.com')).status).toBe(503);
    expect(await emulator.api.faults.list()).toEqual([]);
    await emulator.api.users.create({ email: 'gone@example.com' });
    await emulator.api.reset();
    expect(await emulator.api.users.list()).toEqual([]);
    expect((await emulator.api.clock.get()).offset_seconds).toBe(0);
  });

  it('starts a session without the UI, creating the user once, with the widget cookies', async () => {
    const first = await emulator.api.sessions.create({ email: 'signed-in@example.com' });
    expect(first.user_created).toBe(true);
    expect(first.user.emails[0]).toMatchObject({ email: 'signed-in@example.com', verified: true });
    expect(first.cookies.map((cookie) => [cookie.name, cookie.value])).toEqual([
      ['stytch_session', first.session_token],
      ['stytch_session_jwt', first.session_jwt],
    ]);
    expect(first.cookies[0]?.expires).toBe(Math.floor(Date.parse(first.session.expires_at) / 1000));
    const second = await emulator.api.sessions.create({ userId: first.user_id }, { durationMinutes: 120, cookieNames: { jwt: 'jwt' } });
    expect(second.user_created).toBe(false);
    expect(second.session.session_id).not.toBe(first.session.session_id);
    expect(second.cookies[1]?.name).toBe('jwt');
    // The token is a real session: the SDK's authenticate accepts it.
    const res = await emulator.fetch(
      new Request(`${emulator.url}/sdk/v1/sessions/authenticate`, {
        method: 'POST',
        headers: { origin: ORIGIN, authorization: basic(first.session_token), 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(res.status).toBe(200);
  });

  it('covers the product dev routes: TOTP code, impersonation, connected apps, OAuth and Google, GSI', async () => {
    const user = await emulator.api.users.create({ email: 't@example.com', totp: true });
    const totpId = user.totps?.[0]?.totp_id;
    expect(totpId).toBeDefined();
    expect(await emulator.api.totps.code(totpId!)).toMatch(/^\d{6}$/);
    expect(await emulator.api.impersonation.createToken({ user_id: user.user_id })).toEqual(expect.any(String));
    const app = await emulator.api.connectedApps.create({
      client_name: 'App',
      client_type: 'third_party',
      redirect_uris: ['http://localhost:4000/cb'],
    });
    expect(app.client_secret).toEqual(expect.any(String));
    expect((await emulator.api.connectedApps.list()).map((a) => a.client_id)).toContain(app.client_id);
    expect(await emulator.api.oauth.queueIdentity({ provider: 'google', email: 'g@example.com' })).toMatchObject({ email: 'g@example.com' });
    expect((await emulator.api.oauth.jwks()).keys.length).toBeGreaterThan(0);
    expect((await emulator.api.google.jwks()).keys.length).toBeGreaterThan(0);
    expect((await emulator.api.google.mintIdToken({ email: 'g2@example.com' })).split('.')).toHaveLength(3);
    expect(await emulator.api.gsi.status({ client_id: 'portico-emulator.apps.googleusercontent.com', origin: ORIGIN })).toEqual({ displayed: true });
    expect(emulator.api.gsi.clientScriptUrl()).toBe('http://localhost/_emulator/gsi/client');
    expect(emulator.api.gsi.promptUrl({ client_id: 'x', fedcm: true })).toBe('http://localhost/_emulator/gsi/prompt?client_id=x&fedcm=1');
    expect((await emulator.api.gsi.log()).length).toBeGreaterThan(0);
    expect(emulator.api.mailbox.pageUrl()).toBe('http://localhost/_emulator/');
    expect(await emulator.api.events.list()).toEqual([]);
  });
});

describe('mailbox waits', () => {
  it('waitForCode ignores a code sent before the call unless since says otherwise', async () => {
    await sendEmailCode('early@example.com');
    const [sent] = await emulator.api.mailbox.messages({ to: 'early@example.com' });
    const waiting = emulator.api.mailbox.waitForCode('early@example.com', { timeoutMs: 200, pollIntervalMs: 10 });
    await expect(waiting).rejects.toBeInstanceOf(WaitTimeoutError);
    await expect(waiting).rejects.toThrow(
      'Timed out after 200 ms waiting for a 6-digit code sent to early@example.com (1 message(s) sent before the wait were ignored; pass `since` to accept them).',
    );
    expect(await emulator.api.mailbox.waitForCode('early@example.com', { since: 0, timeoutMs: 200 })).toBe(sent?.code);
    expect(await emulator.api.mailbox.waitForCode('early@example.com', { since: new Date(sent!.sent_at), timeoutMs: 200 })).toBe(sent?.code);
  });

  it('waitForCode resolves with a code sent after the call started, the newest one', async () => {
    await sendEmailCode('late@example.com');
    const waiting = emulator.api.mailbox.waitForCode('LATE@example.com', { timeoutMs: 2000, pollIntervalMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    await sendEmailCode('late@example.com');
    const newest = (await emulator.api.mailbox.messages({ to: 'late@example.com' })).at(-1);
    expect(await waiting).toBe(newest?.code);
  });

  it('a code that lands while the wait is taking its first look counts as sent after the call', async () => {
    let delivered!: () => void;
    const codeDelivered = new Promise<void>((resolve) => (delivered = resolve));
    let firstLook = true;
    // The wait's first look at the mailbox reaches the emulator only after the code was delivered.
    const api = createDevApiClient({
      url: emulator.url,
      fetch: async (request) => {
        if (firstLook && new URL(request.url).pathname === '/_emulator/messages') {
          firstLook = false;
          await codeDelivered;
        }
        return emulator.fetch(request);
      },
    });
    const waiting = api.mailbox.waitForCode('racing@example.com', { timeoutMs: 1000, pollIntervalMs: 10 });
    expect((await sendEmailCode('racing@example.com')).status).toBe(200);
    delivered();
    expect(await waiting).toBe((await emulator.api.mailbox.messages({ to: 'racing@example.com' }))[0]?.code);
  });

  it('a moved clock does not hide a new code (ids, not times, decide "after the call")', async () => {
    await emulator.api.clock.advance(86_400);
    await sendEmailCode('clock@example.com');
    await emulator.api.reset(); // the clock goes back a day
    const waiting = emulator.api.mailbox.waitForCode('clock@example.com', { timeoutMs: 2000, pollIntervalMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    await sendEmailCode('clock@example.com');
    expect(await waiting).toMatch(/^\d{6}$/);
  });

  it('reads SMS and WhatsApp codes, and magic links with their token', async () => {
    const sms = emulator.api.mailbox.waitForCode('+15555550123', { timeoutMs: 2000, pollIntervalMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await sdk('/otps/sms/login_or_create', { phone_number: '+15555550123' })).status).toBe(200);
    expect(await sms).toMatch(/^\d{6}$/);
    const whatsapp = emulator.api.mailbox.waitForCode('+15555550124', { timeoutMs: 2000, pollIntervalMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await sdk('/otps/whatsapp/login_or_create', { phone_number: '+15555550124' })).status).toBe(200);
    expect(await whatsapp).toMatch(/^\d{6}$/);
    const link = emulator.api.mailbox.waitForLink('ml@example.com', { timeoutMs: 2000, pollIntervalMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await sdk('/magic_links/email/login_or_create', { email: 'ml@example.com' })).status).toBe(200);
    const found = await link;
    expect(found.tokenType).toBe('magic_links');
    expect(found.url).toContain(`token=${encodeURIComponent(found.token)}`);
  });

  it('refuses a wait without an address', async () => {
    await expect(emulator.api.mailbox.waitForLink('')).rejects.toThrow(
      'Invalid call to api.mailbox.waitForLink: to must be an email address or a phone number.',
    );
  });
});
