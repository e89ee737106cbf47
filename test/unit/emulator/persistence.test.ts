import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmulatorApp } from '../../../emulator/src/app';
import { TestEmulator } from './helpers';

let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-emulator-'));
  file = join(dir, 'nested', 'state.json');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('JSON snapshot', () => {
  it('is written after each mutating request, atomically, without leftovers', async () => {
    const t = new TestEmulator({ dataFile: file });
    const seeded = (await t.dev('POST', '/users', { email: 'snap@example.com' })).json.user;
    const snapshot = JSON.parse(await readFile(file, 'utf8'));
    expect(snapshot.version).toBe(1);
    expect(Object.keys(snapshot.users)).toEqual([seeded.user_id]);
    expect(await readdir(join(dir, 'nested'))).toEqual(['state.json']);
  });

  it('is written with mode 0600, even over a stale temporary file or an existing snapshot', async () => {
    await mkdir(join(dir, 'nested'), { recursive: true });
    // A crash can leave the temporary file behind; a copied snapshot can be world-readable.
    await writeFile(`${file}.tmp-${process.pid}`, '{}', { mode: 0o644 });
    const t = new TestEmulator({ dataFile: file });
    await t.dev('POST', '/users', { email: 'mode@example.com' });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    await chmod(file, 0o644);
    const restarted = new TestEmulator({ dataFile: file });
    await restarted.emulator.flush();
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(join(dir, 'nested'))).toEqual(['state.json']);
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
    await t.emulator.flush();
    // Messages are the outbox and keep their text; compare against state without them.
    const { messages: _messages, ...rest } = JSON.parse(await readFile(file, 'utf8'));
    const text = JSON.stringify(rest);
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
    expect(again.emulator.store.state.signingKey).toEqual(first.emulator.store.state.signingKey);
    expect(again.emulator.store.state.dataKey).toBe(first.emulator.store.state.dataKey);
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

  it('persists resets and is rewritten on flush', async () => {
    const t = new TestEmulator({ dataFile: file });
    await t.dev('POST', '/users', { email: 'gone@example.com' });
    await t.dev('POST', '/reset');
    expect(JSON.parse(await readFile(file, 'utf8')).users).toEqual({});
    t.emulator.store.state.clockOffsetMs = 5000;
    await t.emulator.flush();
    expect(JSON.parse(await readFile(file, 'utf8')).clockOffsetMs).toBe(5000);
  });

  it('refuses a file that is not a snapshot', async () => {
    await writeFile(join(dir, 'other.json'), JSON.stringify({ hello: 'world' }));
    expect(() => createEmulatorApp({ dataFile: join(dir, 'other.json') })).toThrow(/not a Portico emulator snapshot/);
    await writeFile(join(dir, 'broken.json'), '{');
    expect(() => createEmulatorApp({ dataFile: join(dir, 'broken.json') })).toThrow(SyntaxError);
  });
});
