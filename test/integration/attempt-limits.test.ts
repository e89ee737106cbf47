/**
 * Limits on wrong secrets, over real HTTP (docs/architecture.md, "Attempt
 * limits"): a limit per identifier locks that identifier, and a limit per
 * client address refuses that client (`429 too_many_requests`) without its
 * refused guesses locking anything it tried. Client addresses are told apart
 * by X-Forwarded-For under `trustProxy`, as behind a proxy of the operator's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { EmulatorConfigInput } from '../../emulator/src/config';
import { PorticoApiError, type PorticoClient } from '../../src/core';
import {
  clearPage,
  devApi,
  lastMessageTo,
  newClient,
  startTestEmulator,
  type Emulator,
} from './support/harness';

const STRONG = 'Quartz-lantern-47-orbit';
const WRONG = 'Velvet.harbour.93.cedar';
const ATTACKER = '198.51.100.7';
const SOMEONE_ELSE = '203.0.113.9';
const LONG_SESSION = { session_duration_minutes: 24 * 60 };

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

async function start(config: EmulatorConfigInput): Promise<Emulator> {
  emulator = await startTestEmulator({ config });
  return emulator;
}

/** A client whose requests reach the emulator as if from `address` (read under `trustProxy`). */
function clientFrom(target: Emulator, address: string): PorticoClient {
  return newClient(target, {
    seams: {
      fetch: (url, init) => {
        const headers = new Headers(init.headers);
        headers.set('x-forwarded-for', address);
        return fetch(url, { ...init, headers });
      },
    },
  });
}

/** `<status> <error_type>` of a call that must fail with an API error. */
async function refusal(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (error instanceof PorticoApiError) return `${error.status_code} ${error.error_type}`;
    throw error;
  }
  throw new Error('expected the call to fail');
}

async function advanceClock(target: Emulator, seconds: number): Promise<void> {
  await devApi(target, 'POST', '/clock', { advanceSeconds: seconds });
}

/** Signs `email` in by email passcode on `client` (the page's cookies now hold this session). */
async function signIn(target: Emulator, client: PorticoClient, email: string) {
  clearPage();
  const { method_id } = await client.otps.email.loginOrCreate(email);
  const { code } = await lastMessageTo(target, email);
  return client.otps.authenticate(code!, method_id, LONG_SESSION);
}

async function currentTotpCode(target: Emulator, totpId: string): Promise<string> {
  return (await devApi<{ code: string }>(target, 'GET', `/totps/${totpId}/code`)).code;
}

const otherCode = (code: string): string => (code === '000000' ? '111111' : '000000');

describe('passwords', () => {
  it("refuses a client after clientFailureLimit wrong passwords across accounts (429), its refused guesses lock no account, and the window ends it", async () => {
    const target = await start({ trustProxy: true, clientFailureLimit: 4, passwordAttemptLimit: 3 });
    const emails = ['p1@example.com', 'p2@example.com', 'p3@example.com', 'p4@example.com'];
    for (const email of emails) await devApi(target, 'POST', '/users', { email, password: STRONG });
    const attacker = clientFrom(target, ATTACKER);
    // One wrong guess per account: each stays below its own lockout of three.
    for (const email of emails) {
      expect(await refusal(attacker.passwords.authenticate({ email, password: WRONG, ...LONG_SESSION }))).toBe(
        '401 unauthorized_credentials',
      );
    }
    // The client is refused from now on, the right password included, on both routes that check one.
    expect(await refusal(attacker.passwords.authenticate({ email: 'p1@example.com', password: STRONG, ...LONG_SESSION }))).toBe(
      '429 too_many_requests',
    );
    for (let i = 0; i < 5; i++) {
      expect(await refusal(attacker.passwords.authenticate({ email: 'p1@example.com', password: WRONG, ...LONG_SESSION }))).toBe(
        '429 too_many_requests',
      );
    }
    expect(
      await refusal(
        attacker.passwords.resetByExistingPassword({
          email: 'p1@example.com',
          existing_password: WRONG,
          new_password: 'Another-river-58-stone',
          ...LONG_SESSION,
        }),
      ),
    ).toBe('429 too_many_requests');

    // Those refused guesses did not count: p1 has one wrong attempt, so one more stays below its lockout.
    const owner = clientFrom(target, SOMEONE_ELSE);
    expect(await refusal(owner.passwords.authenticate({ email: 'p1@example.com', password: WRONG, ...LONG_SESSION }))).toBe(
      '401 unauthorized_credentials',
    );
    expect((await owner.passwords.authenticate({ email: 'p1@example.com', password: STRONG, ...LONG_SESSION })).user_id).toEqual(
      expect.any(String),
    );

    await advanceClock(target, 60 * 60);
    expect((await attacker.passwords.authenticate({ email: 'p2@example.com', password: STRONG, ...LONG_SESSION })).user_id).toEqual(
      expect.any(String),
    );
  });
});

describe('TOTP', () => {
  it('/totps/recover locks the user after recoveryCodeAttemptLimit (10) wrong codes, the right one included, until the window (1 h) passes', async () => {
    const target = await start({});
    const client = newClient(target);
    await devApi(target, 'POST', '/users', { email: 'recover@example.com', totp: true });
    await signIn(target, client, 'recover@example.com');
    const [totp] = (await client.totps.recoveryCodes()).totps;
    const right = totp!.recovery_codes[0]!;
    const recover = (recovery_code: string) => client.totps.recover({ recovery_code, ...LONG_SESSION });

    for (let i = 1; i < 10; i++) {
      expect(await refusal(recover(`wrong-${i}-code`))).toBe('401 unable_to_authenticate_recovery_code');
    }
    expect(await refusal(recover('wrong-10-code'))).toBe('401 user_lock_limit_reached');
    expect(await refusal(recover(right))).toBe('401 user_lock_limit_reached');

    await advanceClock(target, 60 * 60);
    const recovered = await recover(right);
    expect(recovered.session.authentication_factors.map((f) => f.type)).toContain('recovery_codes');
  });

  it('refuses a client after clientFailureLimit wrong TOTP codes across users (429), without locking their TOTPs', async () => {
    const target = await start({ trustProxy: true, clientFailureLimit: 2 });
    const attacker = clientFrom(target, ATTACKER);
    const totpIds: string[] = [];
    for (const email of ['t1@example.com', 't2@example.com', 't3@example.com']) {
      await devApi(target, 'POST', '/users', { email, totp: true });
    }
    for (const email of ['t1@example.com', 't2@example.com']) {
      const { user } = await signIn(target, attacker, email);
      totpIds.push(user.totps[0]!.totp_id);
      const code = otherCode(await currentTotpCode(target, user.totps[0]!.totp_id));
      expect(await refusal(attacker.totps.authenticate({ totp_code: code, ...LONG_SESSION }))).toBe('401 otp_code_not_found');
    }
    const { user } = await signIn(target, attacker, 't3@example.com');
    const totpId = user.totps[0]!.totp_id;
    const right = await currentTotpCode(target, totpId);
    expect(await refusal(attacker.totps.authenticate({ totp_code: right, ...LONG_SESSION }))).toBe('429 too_many_requests');
    // More than otpAttemptLimit (5) refused guesses: none of them reaches t3's TOTP.
    for (let i = 0; i < 6; i++) {
      expect(await refusal(attacker.totps.authenticate({ totp_code: otherCode(right), ...LONG_SESSION }))).toBe(
        '429 too_many_requests',
      );
    }
    const owner = clientFrom(target, SOMEONE_ELSE);
    const auth = await owner.totps.authenticate({ totp_code: right, ...LONG_SESSION });
    expect(auth.session.authentication_factors.map((f) => f.type)).toContain('totp');
  });

  it('refuses a client after clientFailureLimit wrong recovery codes across users (429), without locking those users', async () => {
    const target = await start({ trustProxy: true, clientFailureLimit: 2, recoveryCodeAttemptLimit: 3 });
    const attacker = clientFrom(target, ATTACKER);
    for (const email of ['r1@example.com', 'r2@example.com']) {
      await devApi(target, 'POST', '/users', { email, totp: true });
      await signIn(target, attacker, email);
      expect(await refusal(attacker.totps.recover({ recovery_code: 'aaaa-bbbb-cccc', ...LONG_SESSION }))).toBe(
        '401 unable_to_authenticate_recovery_code',
      );
    }
    const right = (await attacker.totps.recoveryCodes()).totps[0]!.recovery_codes[0]!;
    expect(await refusal(attacker.totps.recover({ recovery_code: right, ...LONG_SESSION }))).toBe('429 too_many_requests');
    for (let i = 0; i < 4; i++) {
      expect(await refusal(attacker.totps.recover({ recovery_code: 'aaaa-bbbb-cccc', ...LONG_SESSION }))).toBe(
        '429 too_many_requests',
      );
    }
    // r2 has one wrong code on record, below its lockout of three: its owner recovers.
    const owner = clientFrom(target, SOMEONE_ELSE);
    const recovered = await owner.totps.recover({ recovery_code: right, ...LONG_SESSION });
    expect(recovered.session.authentication_factors.map((f) => f.type)).toContain('recovery_codes');
  });
});

describe('passcodes', () => {
  it("refuses a client after otpClientFailureLimit wrong passcodes across destinations (429), without locking the destinations", async () => {
    const target = await start({ trustProxy: true, otpClientFailureLimit: 2, otpDestinationFailureLimit: 100 });
    const attacker = clientFrom(target, ATTACKER);
    for (const email of ['o1@example.com', 'o2@example.com']) {
      const { method_id } = await attacker.otps.email.loginOrCreate(email);
      const { code } = await lastMessageTo(target, email);
      expect(await refusal(attacker.otps.authenticate(otherCode(code!), method_id, LONG_SESSION))).toBe('401 otp_code_not_found');
    }
    const { method_id } = await attacker.otps.email.loginOrCreate('o3@example.com');
    const { code } = await lastMessageTo(target, 'o3@example.com');
    expect(await refusal(attacker.otps.authenticate(code!, method_id, LONG_SESSION))).toBe('429 too_many_requests');
    const owner = clientFrom(target, SOMEONE_ELSE);
    expect((await owner.otps.authenticate(code!, method_id, LONG_SESSION)).user_id).toEqual(expect.any(String));
  });
});

describe('client secrets at the token endpoint', () => {
  const CALLBACK = 'http://localhost:4000/callback';
  const app = (client_id: string, client_secret: string) => ({
    client_id,
    client_secret,
    client_name: client_id,
    client_type: 'third_party' as const,
    redirect_uris: [CALLBACK],
    post_logout_redirect_uris: [],
  });

  /** A code exchange with a code that was never issued: 400 invalid_grant once the client has authenticated. */
  async function exchange(target: Emulator, clientId: string, secret: string, from = ATTACKER): Promise<string> {
    const response = await fetch(`${target.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
        'x-forwarded-for': from,
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'never-issued', redirect_uri: CALLBACK }),
    });
    const body = (await response.json()) as { error: string };
    return `${response.status} ${body.error}`;
  }

  it("refuses a connected app's client authentication after connectedAppSecretFailureLimit wrong secrets, the right one included, until the window passes", async () => {
    const target = await start({
      connectedAppSecretFailureLimit: 3,
      connectedApps: [app('rp-one', 'secret-one'), app('rp-two', 'secret-two')],
    });
    expect(await exchange(target, 'rp-one', 'secret-one')).toBe('400 invalid_grant');
    for (let i = 0; i < 3; i++) expect(await exchange(target, 'rp-one', `guess-${i}`)).toBe('401 invalid_client');
    expect(await exchange(target, 'rp-one', 'secret-one')).toBe('401 invalid_client');
    // Another app is not affected.
    expect(await exchange(target, 'rp-two', 'secret-two')).toBe('400 invalid_grant');
    await advanceClock(target, 15 * 60);
    expect(await exchange(target, 'rp-one', 'secret-one')).toBe('400 invalid_grant');
  });

  it('refuses a client address after clientFailureLimit wrong secrets across apps (429), without locking those apps', async () => {
    const target = await start({
      trustProxy: true,
      clientFailureLimit: 2,
      connectedAppSecretFailureLimit: 3,
      connectedApps: [app('rp-one', 'secret-one'), app('rp-two', 'secret-two')],
    });
    expect(await exchange(target, 'rp-one', 'guess')).toBe('401 invalid_client');
    expect(await exchange(target, 'rp-two', 'guess')).toBe('401 invalid_client');
    expect(await exchange(target, 'rp-one', 'secret-one')).toBe('429 too_many_requests');
    for (let i = 0; i < 4; i++) expect(await exchange(target, 'rp-one', `guess-${i}`)).toBe('429 too_many_requests');
    // rp-one has one wrong secret on record, below its limit of three.
    expect(await exchange(target, 'rp-one', 'secret-one', SOMEONE_ELSE)).toBe('400 invalid_grant');
  });
});
