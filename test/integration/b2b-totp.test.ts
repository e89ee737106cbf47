/**
 * B2B MFA by authenticator app and recovery codes against the real emulator
 * over HTTP (`b2b/totp`, `b2b/totp/authenticate`, `b2b/recovery_codes`,
 * `…/rotate`, `…/recover`), codes computed by the tests' own RFC 6238
 * generator. Every answer goes through the wire check.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from './support/harness';
import { b2b, expectError, signInByCode, startB2BEmulator } from './support/b2b-http';
import { totpCode } from './support/totp';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startB2BEmulator();
});
afterAll(() => emulator.close());
beforeEach(() => emulator.api.reset());

const now = (): number => Date.now() / 1000;
const otherCode = (code: string): string => (code === '000000' ? '111111' : '000000');

async function strictOrg() {
  return emulator.api.organizations.create({
    organization_name: 'Strict',
    mfa_policy: 'REQUIRED_FOR_ALL',
    members: [{ email_address: 'ada@acme.test' }, { email_address: 'bob@acme.test' }],
  });
}

/** Ada signs in (owing MFA), creates a TOTP with her intermediate session and proves it: her session and secrets. */
async function enrolledAda() {
  const { organization, members } = await strictOrg();
  const ada = members[0]!;
  const ids = { organization_id: organization.organization_id, member_id: ada.member_id };
  const first = await signInByCode(emulator, organization.organization_id, 'ada@acme.test');
  const ist = first.json.intermediate_session_token as string;
  const created = await b2b(emulator, 'POST', '/b2b/totp', { ...ids, intermediate_session_token: ist });
  expect(created.status).toBe(200);
  const done = await b2b(emulator, 'POST', '/b2b/totp/authenticate', {
    ...ids,
    intermediate_session_token: ist,
    code: totpCode(created.json.secret, now()),
    set_mfa_enrollment: 'enroll',
    session_duration_minutes: 60,
  });
  expect(done.status).toBe(200);
  return {
    organization,
    ids,
    secret: created.json.secret as string,
    recoveryCodes: created.json.recovery_codes as string[],
    registrationId: created.json.totp_registration_id as string,
    sessionToken: done.json.session_token as string,
  };
}

describe('B2B TOTP', () => {
  it('completes an mfa_required sign-in: the registration becomes the member’s only once a code comes back', async () => {
    const { organization, members } = await strictOrg();
    const ada = members[0]!;
    const ids = { organization_id: organization.organization_id, member_id: ada.member_id };
    const first = await signInByCode(emulator, organization.organization_id, 'ada@acme.test');
    expect(first.json.mfa_required).toEqual({ member_options: null, secondary_auth_initiated: null });
    const ist = first.json.intermediate_session_token as string;

    const created = await b2b(emulator, 'POST', '/b2b/totp', { ...ids, intermediate_session_token: ist, expiration_minutes: 10 });
    expect(created.status).toBe(200);
    expect(created.json.recovery_codes).toHaveLength(10);
    expect(created.json.qr_code).toContain(`secret=${created.json.secret}`);
    // Not proven yet: not the member's.
    expect(created.json.member.totp_registration_id).toBe('');

    const body = { ...ids, intermediate_session_token: ist, set_mfa_enrollment: 'enroll', set_default_mfa: true };
    const code = totpCode(created.json.secret, now());
    expectError(await b2b(emulator, 'POST', '/b2b/totp/authenticate', { ...body, code: otherCode(code) }), 401, 'otp_code_not_found');
    const done = await b2b(emulator, 'POST', '/b2b/totp/authenticate', { ...body, code, session_duration_minutes: 60 });
    expect(done.status).toBe(200);
    expect(done.json.member).toMatchObject({
      totp_registration_id: created.json.totp_registration_id,
      mfa_enrolled: true,
      default_mfa_method: 'totp',
    });
    expect(done.json.member_session.authentication_factors).toEqual([
      expect.objectContaining({ type: 'otp', delivery_method: 'email', sequence_order: 'PRIMARY' }),
      expect.objectContaining({
        type: 'totp',
        delivery_method: 'authenticator_app',
        sequence_order: 'SECONDARY',
        authenticator_app_factor: { totp_id: created.json.totp_registration_id },
      }),
    ]);
    // The intermediate session is spent.
    expectError(await b2b(emulator, 'POST', '/b2b/totp/authenticate', { ...body, code }), 404, 'intermediate_session_not_found');

    // The next sign-in offers the TOTP; the code already used is refused (one use per time step).
    const again = await signInByCode(emulator, organization.organization_id, 'ada@acme.test');
    expect(again.json.mfa_required.member_options).toEqual({ mfa_phone_number: '', totp_registration_id: created.json.totp_registration_id });
    const replay = await b2b(emulator, 'POST', '/b2b/totp/authenticate', { ...ids, intermediate_session_token: again.json.intermediate_session_token, code });
    expectError(replay, 401, 'otp_code_not_found');
    const next = await b2b(emulator, 'POST', '/b2b/totp/authenticate', {
      ...ids,
      intermediate_session_token: again.json.intermediate_session_token,
      code: totpCode(created.json.secret, now() + 30),
    });
    expect(next.status).toBe(200);

    // One TOTP at a time.
    expectError(await b2b(emulator, 'POST', '/b2b/totp', ids, done.json.session_token), 409, 'active_totp_exists');
  });

  it('a signed-in member adds the TOTP factor to its own session', async () => {
    const { organization, members } = await emulator.api.organizations.create({
      organization_name: 'Optional',
      members: [{ email_address: 'cy@acme.test' }],
    });
    const ids = { organization_id: organization.organization_id, member_id: members[0]!.member_id };
    const signedIn = await signInByCode(emulator, organization.organization_id, 'cy@acme.test');
    const token = signedIn.json.session_token as string;
    const created = await b2b(emulator, 'POST', '/b2b/totp', ids, token);
    expect(created.status).toBe(200);
    const devCode = await emulator.api.memberTotps.code(members[0]!.member_id);
    expect(devCode).toBe(totpCode(created.json.secret, now()));
    const done = await b2b(emulator, 'POST', '/b2b/totp/authenticate', { ...ids, code: devCode }, token);
    expect(done.status).toBe(200);
    expect(done.json.session_token).toBe(token);
    expect(done.json.member_session.authentication_factors.map((f: { type: string }) => f.type)).toEqual(['otp', 'totp']);
  });

  it('acts only for the member its proof names', async () => {
    const { organization, members } = await strictOrg();
    const bob = members[1]!;
    const ids = { organization_id: organization.organization_id, member_id: bob.member_id };
    const ada = await signInByCode(emulator, organization.organization_id, 'ada@acme.test');
    const ist = ada.json.intermediate_session_token as string;
    expectError(await b2b(emulator, 'POST', '/b2b/totp', { ...ids, intermediate_session_token: ist }), 404, 'intermediate_session_not_found');
    expectError(await b2b(emulator, 'POST', '/b2b/totp', ids), 401, 'user_unauthenticated');
    expectError(
      await b2b(emulator, 'POST', '/b2b/totp/authenticate', { ...ids, code: '123456', intermediate_session_token: ist }),
      404,
      'intermediate_session_not_found',
    );
    expectError(await b2b(emulator, 'GET', '/b2b/recovery_codes'), 401, 'user_unauthenticated');
  });

  it('locks the registration after otpAttemptLimit (5) wrong codes: the right one is refused then', async () => {
    const { ids, secret, organization } = await enrolledAda();
    const again = await signInByCode(emulator, organization.organization_id, 'ada@acme.test');
    const body = { ...ids, intermediate_session_token: again.json.intermediate_session_token };
    const right = totpCode(secret, now() + 30);
    for (let i = 0; i < 4; i++) {
      expectError(await b2b(emulator, 'POST', '/b2b/totp/authenticate', { ...body, code: otherCode(right) }), 401, 'otp_code_not_found');
    }
    expectError(await b2b(emulator, 'POST', '/b2b/totp/authenticate', { ...body, code: otherCode(right) }), 401, 'user_lock_limit_reached');
    expectError(await b2b(emulator, 'POST', '/b2b/totp/authenticate', { ...body, code: right }), 401, 'user_lock_limit_reached');
  });
});

describe('B2B recovery codes', () => {
  it('get, recover once each, rotate (the old ones die), and go with the TOTP when it is deleted', async () => {
    const { ids, recoveryCodes, organization, sessionToken } = await enrolledAda();
    const got = await b2b(emulator, 'GET', '/b2b/recovery_codes', undefined, sessionToken);
    expect(got.json.recovery_codes).toEqual(recoveryCodes);

    const second = await signInByCode(emulator, organization.organization_id, 'ada@acme.test');
    const recover = (code: string, ist: string) =>
      b2b(emulator, 'POST', '/b2b/recovery_codes/recover', { ...ids, recovery_code: code, intermediate_session_token: ist });
    const recovered = await recover(recoveryCodes[0]!, second.json.intermediate_session_token);
    expect(recovered.status).toBe(200);
    expect(recovered.json.recovery_codes_remaining).toBe(9);
    expect(recovered.json.member_session.authentication_factors).toEqual([
      expect.objectContaining({ delivery_method: 'email', sequence_order: 'PRIMARY' }),
      expect.objectContaining({ type: 'recovery_codes', delivery_method: 'recovery_code', sequence_order: 'SECONDARY' }),
    ]);

    // Single use.
    const third = await signInByCode(emulator, organization.organization_id, 'ada@acme.test');
    expectError(await recover(recoveryCodes[0]!, third.json.intermediate_session_token), 401, 'unable_to_authenticate_recovery_code');
    expect((await b2b(emulator, 'GET', '/b2b/recovery_codes', undefined, sessionToken)).json.recovery_codes).toEqual(recoveryCodes.slice(1));

    const rotated = await b2b(emulator, 'POST', '/b2b/recovery_codes/rotate', {}, sessionToken);
    expect(rotated.json.recovery_codes).toHaveLength(10);
    expect(rotated.json.recovery_codes).not.toContain(recoveryCodes[1]);
    expectError(await recover(recoveryCodes[1]!, third.json.intermediate_session_token), 401, 'unable_to_authenticate_recovery_code');
    // Case and surrounding blanks aside, as typed.
    const typed = ` ${(rotated.json.recovery_codes as string[])[0]!.toUpperCase()} `;
    expect((await recover(typed, third.json.intermediate_session_token)).status).toBe(200);

    const deleted = await b2b(emulator, 'DELETE', '/b2b/organizations/members/deleteTOTP', undefined, sessionToken);
    expect(deleted.json.member.totp_registration_id).toBe('');
    expectError(await b2b(emulator, 'GET', '/b2b/recovery_codes', undefined, sessionToken), 404, 'totp_not_found');
    const fourth = await signInByCode(emulator, organization.organization_id, 'ada@acme.test');
    expectError(await recover((rotated.json.recovery_codes as string[])[1]!, fourth.json.intermediate_session_token), 401, 'unable_to_authenticate_recovery_code');
  });

  it('locks the member’s recovery after recoveryCodeAttemptLimit (10) wrong codes, the right one included', async () => {
    const { ids, recoveryCodes, organization } = await enrolledAda();
    const again = await signInByCode(emulator, organization.organization_id, 'ada@acme.test');
    const body = { ...ids, intermediate_session_token: again.json.intermediate_session_token };
    for (let i = 0; i < 9; i++) {
      expectError(await b2b(emulator, 'POST', '/b2b/recovery_codes/recover', { ...body, recovery_code: `wrong-${i}` }), 401, 'unable_to_authenticate_recovery_code');
    }
    expectError(await b2b(emulator, 'POST', '/b2b/recovery_codes/recover', { ...body, recovery_code: 'wrong-9' }), 401, 'user_lock_limit_reached');
    expectError(await b2b(emulator, 'POST', '/b2b/recovery_codes/recover', { ...body, recovery_code: recoveryCodes[0] }), 401, 'user_lock_limit_reached');
  });
});
