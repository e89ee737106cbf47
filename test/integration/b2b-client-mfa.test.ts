/**
 * Portico's B2B client through MFA by SMS passcode against the real emulator
 * over HTTP (issue 24): an organization that requires MFA answers the email
 * sign-in with `member_authenticated: false` and an intermediate session (its
 * cookie on the page, no session cookies); the SMS passcode, sent and checked
 * with that intermediate session, turns it into a member session.
 */
import { describe, expect, it } from 'vitest';
import { useB2BClients } from './support/b2b-clients';
import { errorTypeOf, lastMessageTo, readCookie, type Emulator } from './support/harness';

const IST = 'stytch_intermediate_session_token';

let emulator: Emulator;
const { newB2BClient } = useB2BClients({}, (started) => (emulator = started));

describe('B2B client: MFA by SMS passcode against the emulator', () => {
  it('an email sign-in owes MFA; the SMS passcode completes it into a member session', async () => {
    const { organization, members } = await emulator.api.organizations.create({
      organization_name: 'Strict',
      mfa_policy: 'REQUIRED_FOR_ALL',
      members: [{ email_address: 'bob@acme.test', mfa_phone_number: '+15555550111' }],
    });
    const bob = members[0]!;
    const client = newB2BClient();

    await client.otps.email.loginOrSignup({ email_address: 'bob@acme.test', organization_id: organization.organization_id });
    const { code: emailCode } = await lastMessageTo(emulator, 'bob@acme.test');
    const primary = await client.otps.email.authenticate({
      code: emailCode!,
      email_address: 'bob@acme.test',
      organization_id: organization.organization_id,
      session_duration_minutes: 60,
    });
    expect(primary.member_authenticated).toBe(false);
    expect(primary.mfa_required?.member_options?.mfa_phone_number).toBe('+15555550111');
    expect(readCookie(IST)).toBe(primary.intermediate_session_token);
    expect(readCookie('stytch_session')).toBeNull();
    expect(client.session.getSync()).toBeNull();

    const who = { organization_id: organization.organization_id, member_id: bob.member_id };
    await client.otps.sms.send(who);
    const { code: smsCode } = await lastMessageTo(emulator, '+15555550111');
    expect(
      await errorTypeOf(
        client.otps.sms.authenticate({ ...who, code: smsCode === '000000' ? '000001' : '000000', session_duration_minutes: 60 }),
      ),
    ).toBe('otp_code_not_found');
    const done = await client.otps.sms.authenticate({ ...who, code: smsCode!, session_duration_minutes: 60 });
    expect(done.member_session.authentication_factors.map((f) => f.delivery_method)).toEqual(['email', 'sms']);
    expect(readCookie(IST)).toBeNull();
    expect(readCookie('stytch_session')).toBe(done.session_token);
    expect(client.session.getSync()?.member_id).toBe(bob.member_id);
  });
});
