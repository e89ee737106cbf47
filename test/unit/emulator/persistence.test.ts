import { appendFile, chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmulatorApp } from '../../../emulator/src/app';
import { SESSION_SIGNING_KEY } from '../../../emulator/src/kernel';
import { secretDigest } from '../../../emulator/src/secrets';
import { SNAPSHOT_VERSION } from '../../../emulator/src/store/snapshot';
import { sharedSigningKey, TestEmulator } from './helpers';

let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-emulator-'));
  file = join(dir, 'nested', 'state.json');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function journalLines(generation: number): Promise<Array<Record<string, unknown>>> {
  const text = await readFile(`${file}.journal-${generation}`, 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('snapshot and journal', () => {
  it('journals each change as a whole record before answering; a restart replays it', async () => {
    const t = new TestEmulator({ dataFile: file });
    // Opening writes a snapshot (keys, empty collections) naming journal 1.
    const snapshot = JSON.parse(await readFile(file, 'utf8'));
    expect(snapshot).toMatchObject({ format: 'portico-emulator-snapshot', version: SNAPSHOT_VERSION, journal: 1 });
    expect(snapshot.collections.users).toEqual([]);
    const seeded = (await t.dev('POST', '/users', { email: 'snap@example.com' })).json.user;
    expect(await journalLines(1)).toEqual([{ c: 'users', put: expect.objectContaining({ user_id: seeded.user_id }) }]);
    expect((await readdir(join(dir, 'nested'))).sort()).toEqual(['state.json', 'state.json.journal-1']);

    // No flush: the new instance reads the snapshot, then the journal.
    const again = new TestEmulator({ dataFile: file });
    expect((await again.dev('GET', '/users')).json.users.map((u: { user_id: string }) => u.user_id)).toEqual([
      seeded.user_id,
    ]);
    // It starts from a fresh snapshot holding what it loaded, and journal 2.
    expect(JSON.parse(await readFile(file, 'utf8')).collections.users).toHaveLength(1);
    expect((await readdir(join(dir, 'nested'))).sort()).toEqual(['state.json', 'state.json.journal-2']);
  });

  it('is written with mode 0600, even over a stale temporary file or an existing snapshot', async () => {
    await mkdir(join(dir, 'nested'), { recursive: true });
    // A crash can leave the temporary file behind; a copied snapshot can be world-readable.
    await writeFile(`${file}.tmp-${process.pid}`, '{}', { mode: 0o644 });
    const t = new TestEmulator({ dataFile: file });
    await t.dev('POST', '/users', { email: 'mode@example.com' });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(`${file}.journal-1`)).mode & 0o777).toBe(0o600);
    await chmod(file, 0o644);
    const restarted = new TestEmulator({ dataFile: file });
    await restarted.emulator.flush();
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readdir(join(dir, 'nested'))).sort()).toEqual(['state.json', 'state.json.journal-3']);
  });

  it('holds no usable secret: tokens, codes and TOTP secrets appear only as digests or sealed', async () => {
    const t = new TestEmulator({ dataFile: file });
    const login = await t.loginByEmailOtp('secret@example.com');
    await t.sdk('POST', '/otps/email/login_or_create', { body: { email: 'secret@example.com' } });
    const pendingCode = (await t.lastMessage('secret@example.com')).code;
    await t.sdk('POST', '/magic_links/email/login_or_create', { body: { email: 'secret@example.com' } });
    const linkToken = new URL((await t.lastMessage('secret@example.com')).link).searchParams.get('token')!;
    const totp = (await t.sdk('POST', '/totps', { body: {}, secret: login.session_token })).json.data;
    const { token: impersonation } = (await t.dev('POST', '/impersonation_tokens', { user_id: login.user_id })).json;
    // Messages are the outbox and keep their text: look at everything else, in the
    // journal (before a flush) and in the snapshot (after one).
    const journalled = (await readFile(`${file}.journal-1`, 'utf8'))
      .split('\n')
      .filter((line) => !line.startsWith('{"c":"messages"'))
      .join('\n');
    await t.emulator.flush();
    const snapshot = JSON.parse(await readFile(file, 'utf8'));
    delete snapshot.collections.messages;
    const text = journalled + JSON.stringify(snapshot);
    expect(text).toContain(login.user_id);
    for (const secret of [login.session_token, linkToken, totp.secret, impersonation, ...totp.recovery_codes]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(`"${pendingCode}"`);
  });

  it('survives a restart: sessions, JWT key, pending tokens, messages and clock', async () => {
    const first = new TestEmulator({ dataFile: file });
    const login = await first.loginByEmailOtp('restart@example.com');
    await first.sdk('POST', '/magic_links/email/login_or_create', { body: { email: 'restart@example.com' } });
    const link = (await first.lastMessage('restart@example.com')).link;
    await first.advance(60);
    await first.emulator.flush();

    // As in a fresh process: no key is passed in, everything comes from the file.
    const again = new TestEmulator({ dataFile: file, signingKey: undefined });
    expect(again.emulator.store.stateOf(SESSION_SIGNING_KEY)).toEqual(first.emulator.store.stateOf(SESSION_SIGNING_KEY));
    expect(again.emulator.store.dataKey).toBe(first.emulator.store.dataKey);
    const refreshed = await again.sdk('POST', '/sessions/authenticate', { body: {}, secret: login.session_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.data.session.session_id).toBe(login.session.session_id);
    expect((await again.dev('GET', '/clock')).json.offset_seconds).toBe(60);
    expect(await again.messages('restart@example.com')).toHaveLength(2);

    const jwks = (await again.request('GET', '/.well-known/jwks.json', { authorization: null })).json;
    const { payload } = await jwtVerify(login.session_jwt, createLocalJWKSet(jwks), {
      currentDate: new Date(Date.parse(login.session.started_at) + 1000),
    });
    expect(payload.sub).toBe(login.user_id);

    const token = new URL(link).searchParams.get('token');
    expect((await again.sdk('POST', '/magic_links/authenticate', { body: { token } })).status).toBe(200);
  });

  it('journals resets, and folds the journal into the snapshot on flush', async () => {
    const t = new TestEmulator({ dataFile: file });
    await t.dev('POST', '/users', { email: 'gone@example.com' });
    await t.dev('POST', '/reset');
    expect((await journalLines(1)).slice(-2)).toEqual([{ reset: true }, { clock: 0 }]);
    expect((await new TestEmulator({ dataFile: file }).dev('GET', '/users')).json.users).toEqual([]);

    const u = new TestEmulator({ dataFile: file });
    u.emulator.store.setClockOffsetMs(5000); // changed without a request
    await u.emulator.flush();
    const snapshot = JSON.parse(await readFile(file, 'utf8'));
    expect(snapshot.clockOffsetMs).toBe(5000);
    expect(snapshot.collections.users).toEqual([]);
  });

  it('compacts a journal that has grown past its limit, and loses nothing', async () => {
    const t = new TestEmulator({ dataFile: file, journalCompactBytes: 2000 });
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push((await t.dev('POST', '/users', { email: `c${i}@example.com` })).json.user.user_id);
    const snapshot = JSON.parse(await readFile(file, 'utf8'));
    expect(snapshot.journal).toBeGreaterThan(2);
    // Only the journal the snapshot names is left.
    expect((await readdir(join(dir, 'nested'))).sort()).toEqual(['state.json', `state.json.journal-${snapshot.journal}`]);
    const again = new TestEmulator({ dataFile: file });
    expect((await again.dev('GET', '/users')).json.users.map((u: { user_id: string }) => u.user_id)).toEqual(ids);
  });

  it('drops a last journal line cut short by a kill, and refuses a damaged one elsewhere', async () => {
    const t = new TestEmulator({ dataFile: file });
    const kept = (await t.dev('POST', '/users', { email: 'kept@example.com' })).json.user;
    const journal = `${file}.journal-1`;
    await appendFile(journal, '{"c":"users","put":{"user_id":"user-torn');
    const again = new TestEmulator({ dataFile: file });
    expect((await again.dev('GET', '/users')).json.users.map((u: { user_id: string }) => u.user_id)).toEqual([
      kept.user_id,
    ]);

    await writeFile(`${file}.journal-9`, 'not json\n{"reset":true}\n');
    expect(() => createEmulatorApp({ dataFile: file })).toThrow(/journal-9: line 1 is not a journal line/);
  });

  it('refuses a file that is not a snapshot, and one from a newer emulator', async () => {
    await writeFile(join(dir, 'other.json'), JSON.stringify({ hello: 'world' }));
    expect(() => createEmulatorApp({ dataFile: join(dir, 'other.json') })).toThrow(/not a Portico emulator snapshot/);
    await writeFile(join(dir, 'broken.json'), '{');
    expect(() => createEmulatorApp({ dataFile: join(dir, 'broken.json') })).toThrow(/not a Portico emulator snapshot \(not JSON\)/);
    await writeFile(join(dir, 'newer.json'), JSON.stringify({ format: 'portico-emulator-snapshot', version: SNAPSHOT_VERSION + 1 }));
    expect(() => createEmulatorApp({ dataFile: join(dir, 'newer.json') })).toThrow(/newer portico-emulator/);
  });
});

describe('snapshot migration', () => {
  it('loads a version-2 snapshot (the signing key a field of its own) and keeps its key', async () => {
    const first = new TestEmulator({ dataFile: file });
    const login = await first.loginByEmailOtp('v2@example.com');
    await first.emulator.close();
    const { state, ...current } = JSON.parse(await readFile(file, 'utf8'));
    const signingKey = state['sessions.signingKey'];
    expect(signingKey).toEqual(sharedSigningKey());
    await writeFile(file, JSON.stringify({ ...current, version: 2, signingKey }));

    const again = new TestEmulator({ dataFile: file, signingKey: undefined });
    expect(again.emulator.store.stateOf(SESSION_SIGNING_KEY)).toEqual(signingKey);
    const rewritten = JSON.parse(await readFile(file, 'utf8'));
    expect(rewritten).toMatchObject({ version: SNAPSHOT_VERSION, state: { 'sessions.signingKey': signingKey } });
    expect(rewritten).not.toHaveProperty('signingKey');
    const jwks = (await again.request('GET', '/.well-known/jwks.json', { authorization: null })).json;
    const { payload } = await jwtVerify(login.session_jwt, createLocalJWKSet(jwks), {
      currentDate: new Date(Date.parse(login.session.started_at) + 1000),
    });
    expect(payload.sub).toBe(login.user_id);
  });

  it('loads a version-1 snapshot (one table per record type) and rewrites it as the current version', async () => {
    const dataKey = 'a'.repeat(64);
    const signingKey = sharedSigningKey();
    const token = 'session-token-from-version-1';
    const now = Date.now();
    const iso = (ms: number): string => new Date(ms).toISOString();
    const user = {
      user_id: 'user-test-v1',
      created_at: iso(now - 60_000),
      status: 'active',
      name: {},
      emails: [{ email_id: 'email-test-v1', email: 'old@example.com', verified: true }],
      phone_numbers: [],
      crypto_wallets: [],
      providers: [],
      password: null,
      webauthn_registrations: [],
      biometric_registrations: [],
      trusted_metadata: {},
      untrusted_metadata: { plan: 'v1' },
      roles: [],
    };
    const session = {
      session_id: 'session-test-v1',
      user_id: user.user_id,
      started_at: iso(now - 60_000),
      last_accessed_at: iso(now - 60_000),
      expires_at: iso(now + 3_600_000),
      attributes: { ip_address: '127.0.0.1', user_agent: '' },
      authentication_factors: [],
      custom_claims: {},
      tokenDigest: secretDigest(dataKey, token),
    };
    const message = {
      id: 'message-test-v1',
      channel: 'email',
      from: 'login@portico.test',
      to: 'old@example.com',
      subject: 'Hello',
      body: 'from version 1',
      link: null,
      code: null,
      sent_at: iso(now - 60_000),
    };
    await mkdir(join(dir, 'nested'), { recursive: true });
    await writeFile(
      file,
      JSON.stringify({
        version: 1,
        signingKey,
        dataKey,
        clockOffsetMs: 0,
        users: { [user.user_id]: user },
        sessions: { [session.session_id]: session },
        magicLinks: {},
        otps: {},
        totps: {},
        impersonationTokens: {},
        messages: [message],
        events: [{ telemetry: {}, event: { public_token: 'p', event_name: 'old', details: {} } }],
      }),
    );

    const t = new TestEmulator({ dataFile: file });
    const migrated = JSON.parse(await readFile(file, 'utf8'));
    expect(migrated).toMatchObject({
      format: 'portico-emulator-snapshot',
      version: SNAPSHOT_VERSION,
      dataKey,
      state: { 'sessions.signingKey': signingKey },
    });
    expect(migrated.collections.users.map((u: { user_id: string }) => u.user_id)).toEqual([user.user_id]);

    const refreshed = await t.sdk('POST', '/sessions/authenticate', { body: {}, secret: token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.data.user.untrusted_metadata).toEqual({ plan: 'v1' });
    expect((await t.dev('GET', '/messages?to=old@example.com')).json.messages).toEqual([message]);
    expect((await t.dev('GET', '/events')).json.events).toEqual([
      { telemetry: {}, event: { public_token: 'p', event_name: 'old', details: {} } },
    ]);
    // Found by the email index built while loading.
    const search = await t.sdk('POST', '/users/search', { body: { email: 'old@example.com' } });
    expect(search.json.data.userType).toBe('passwordless');
  });
});
