/**
 * B2B MFA by SMS passcode against the real emulator over HTTP: an
 * organization that requires MFA answers a sign-in with `mfa_required` and
 * an intermediate session; an SMS passcode to the member's number (named by
 * the member when it has none, and its only once proven) completes it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from './support/harness';
import { b2b, expectError, signInByCode, startB2BEmulator } from './support/b2b-http';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startB2BEmulator();
});
afterAll(() => emulator.close());
beforeEach(() => emulator.api.reset());

async function strictOrg() {
  return emulator.api.organizations.create({
    organization_name: 'Strict',
    mfa_policy: 'REQUIRED_FOR_ALL',
    members: [
      { email_address: 'ada@acme.test' },
      { email_address: 'bob@acme.test', mfa_phone_number: '+15555550111' },
    ],
  });
}

describe('MFA by SMS passcode', () => {
  it('a sign-in owes MFA; the member names a number, proves it by SMS and gets a session with both factors', async () => {
    const { organization, members } = await strictOrg();
    const ada = members[0]!;
    const first = await signInByCode(emulator, organization.organization_id, 'ada@acme.test');
    expect(first.json).toMatchObject({
      member_authenticated: false,
      member_session: null,
      session_token: '',
      mfa_required: { member_options: null, secondary_auth_initiated: null },
    });
    const ist = first.json.intermediate_session_token as string;

    const phone = '+15555550100';
    const code = emulator.api.mailbox.waitForCode(phone);
    const sent = await b2b(emulator, 'POST', '/b2b/otps/sms/send', {
      organization_id: organization.organization_id,
      member_id: ada.member_id,
      mfa_phone_number: phone,
      intermediate_session_token: ist,
    });
    expect(sent.status).toBe(200);
    const body = { organization_id: organization.organization_id, member_id: ada.member_id, intermediate_session_token: ist, set_mfa_enrollment: 'enroll' };
    const wrong = await b2b(emulator, 'POST', '/b2b/otps/sms/authenticate', { ...body, code: '000000' === (await code) ? '000001' : '000000' });
    expectError(wrong, 401, 'otp_code_not_found');
    const done = await b2b(emulator, 'POST', '/b2b/otps/sms/authenticate', { ...body, code: await code, session_duration_minutes: 60 });
    expect(done.status).toBe(200);
    expect(done.json.member).toMatchObject({ mfa_phone_number: phone, mfa_phone_number_verified: true, mfa_enrolled: true });
    expect(done.json.member_session.authentication_factors).toEqual([
      expect.objectContaining({ type: 'otp', delivery_method: 'email', sequence_order: 'PRIMARY' }),
      expect.objectContaining({ delivery_method: 'sms', sequence_order: 'SECONDARY', phone_number_factor: expect.objectContaining({ phone_number: phone }) }),
    ]);
    // Single use: the code and the intermediate session are spent.
    expectError(await b2b(emulator, 'POST', '/b2b/otps/sms/authenticate', { ...body, code: await code }), 404, 'intermediate_session_not_found');

    // The next sign-in offers the proven number.
    const again = await signInByCode(emulator, organization.organization_id, 'ada@acme.test');
    expect(again.json.mfa_required.member_options).toEqual({ mfa_phone_number: phone, totp_registration_id: '' });
  });

  it('a number another member holds is refused, and an unproven number never becomes the member’s', async () => {
    const { organization, members } = await strictOrg();
    const ada = members[0]!;
    const first = await signInByCode(emulator, organization.organization_id, 'ada@acme.test');
    const ist = first.json.intermediate_session_token as string;
    const taken = await b2b(emulator, 'POST', '/b2b/otps/sms/send', {
      organization_id: organization.organization_id,
      member_id: ada.member_id,
      mfa_phone_number: '+15555550111',
      intermediate_session_token: ist,
    });
    expectError(taken, 409, 'duplicate_member_phone_number');
    await b2b(emulator, 'POST', '/b2b/otps/sms/send', {
      organization_id: organization.organization_id,
      member_id: ada.member_id,
      mfa_phone_number: '+15555550122',
      intermediate_session_token: ist,
    });
    // Sent, not proven: the member still has no number.
    const again = await signInByCode(emulator, organization.organization_id, 'ada@acme.test');
    expect(again.json.mfa_required.member_options).toBeNull();
  });

  it("an intermediate session proves only its own address: it cannot complete another member's MFA", async () => {
    const { organization, members } = await strictOrg();
    const bob = members[1]!;
    const ada = await signInByCode(emulator, organization.organization_id, 'ada@acme.test');
    const refused = await b2b(emulator, 'POST', '/b2b/otps/sms/send', {
      organization_id: organization.organization_id,
      member_id: bob.member_id,
      intermediate_session_token: ada.json.intermediate_session_token,
    });
    expectError(refused, 404, 'intermediate_session_not_found');
    expect(await emulator.api.mailbox.messages({ to: '+15555550111' })).toEqual([]);
    // Without any proof at all.
    expectError(
      await b2b(emulator, 'POST', '/b2b/otps/sms/send', { organization_id: organization.organization_id, member_id: bob.member_id }),
      401,
      'user_unauthenticated',
    );
  });

  it('a signed-in member adds the SMS factor to its own session', async () => {
    const { organization, members } = await emulator.api.organizations.create({
      organization_name: 'Optional',
      members: [{ email_address: 'cy@acme.test', mfa_phone_number: '+15555550133' }],
    });
    const signedIn = await signInByCode(emulator, organization.organization_id, 'cy@acme.test');
    expect(signedIn.json.member_authenticated).toBe(true);
    const code = emulator.api.mailbox.waitForCode('+15555550133');
    const sent = await b2b(emulator, 'POST', '/b2b/otps/sms/send', { organization_id: organization.organization_id, member_id: members[0]!.member_id }, signedIn.json.session_token);
    expect(sent.status).toBe(200);
    const done = await b2b(
      emulator,
      'POST',
      '/b2b/otps/sms/authenticate',
      { organization_id: organization.organization_id, member_id: members[0]!.member_id, code: await code },
      signedIn.json.session_token,
    );
    expect(done.json.session_token).toBe(signedIn.json.session_token);
    expect(done.json.member_session.authentication_factors.map((f: any) => f.delivery_method)).toEqual(['email', 'sms']);
  });
});
