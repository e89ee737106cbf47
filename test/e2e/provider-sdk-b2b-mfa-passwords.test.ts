/**
 * The provider's own published B2B headless client (@stytch/vanilla-js 6.3.0,
 * its `b2b/headless` entry) against the emulator in Chromium, for passwords
 * (sign-in, strength check, resets by email, by session and by the existing
 * password) and MFA by TOTP with recovery codes, as that client sends them.
 * Set up by support/provider-b2b-client.ts, as provider-sdk-b2b.test.ts is.
 */
import { describe, expect, it } from 'vitest';
import { useProviderB2BClient } from './support/provider-b2b-client';

const b2b = useProviderB2BClient();
const { call, cookies } = b2b;

const PASSWORD = 'violet-Harbor-lantern-1987';
const NEW_PASSWORD = 'quiet-Meadow-compass-2024';

describe("the provider's B2B client: passwords and TOTP MFA against the emulator", () => {
  it('signs in by password, checks strength, resets by email, by session and by the existing password', async () => {
    const email = 'ada@acme.test';
    const { organization } = await b2b.emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [{ email_address: email, password: PASSWORD }],
    });
    const org = organization.organization_id;

    const wrong = await call('passwords.authenticate', { organization_id: org, email_address: email, password: 'wrong-Password-1', session_duration_minutes: 60 });
    expect(wrong).toMatchObject({ ok: false, error_type: 'unauthorized_credentials' });
    const signedIn = await call('passwords.authenticate', { organization_id: org, email_address: email, password: PASSWORD, session_duration_minutes: 60 });
    expect(signedIn.ok, signedIn.message).toBe(true);
    expect(signedIn.member_authenticated).toBe(true);
    expect(await cookies()).toContain('stytch_session=');

    const weak = await call('passwords.strengthCheck', { email_address: email, password: 'password123' });
    expect(weak).toMatchObject({ ok: true, valid_password: false, breached_password: true });

    const bySession = await call('passwords.resetBySession', { password: NEW_PASSWORD });
    expect(bySession.ok, bySession.message).toBe(true);
    const byExisting = await call('passwords.resetByExistingPassword', {
      organization_id: org,
      email_address: email,
      existing_password: NEW_PASSWORD,
      new_password: PASSWORD,
      session_duration_minutes: 60,
    });
    expect(byExisting.ok, byExisting.message).toBe(true);
    expect((await call('session.revoke')).ok).toBe(true);

    const link = b2b.emulator.api.mailbox.waitForLink(email);
    const started = await call('passwords.resetByEmailStart', {
      organization_id: org,
      email_address: email,
      reset_password_redirect_url: `${b2b.appUrl}/reset`,
    });
    expect(started.ok, started.message).toBe(true);
    const { token, tokenType } = await link;
    expect(tokenType).toBe('multi_tenant_passwords');
    const reset = await call('passwords.resetByEmail', { password_reset_token: token, password: NEW_PASSWORD, session_duration_minutes: 60 });
    expect(reset.ok, reset.message).toBe(true);
    expect(reset.member_authenticated).toBe(true);
    expect(await cookies()).toContain('stytch_session=');
    const again = await call('passwords.resetByEmail', { password_reset_token: token, password: NEW_PASSWORD, session_duration_minutes: 60 });
    expect(again).toMatchObject({ ok: false, error_type: 'unable_to_auth_password_reset_token' });
  }, 60_000);

  it('enrols TOTP to complete an mfa_required password sign-in, then recovers with a single-use recovery code', async () => {
    const email = 'gus@acme.test';
    const { organization, members } = await b2b.emulator.api.organizations.create({
      organization_name: 'Strict',
      mfa_policy: 'REQUIRED_FOR_ALL',
      members: [{ email_address: email, password: PASSWORD }],
    });
    const ids = { organization_id: organization.organization_id, member_id: members[0]!.member_id };
    const signIn = async () => {
      const first = await call('passwords.authenticate', { organization_id: ids.organization_id, email_address: email, password: PASSWORD, session_duration_minutes: 60 });
      expect(first.ok, first.message).toBe(true);
      expect(first.member_authenticated).toBe(false);
      expect(await cookies()).toContain('stytch_intermediate_session_token=');
      return first;
    };
    await signIn();
    const created = await call('totp.create', ids);
    expect(created.ok, created.message).toBe(true);
    expect(created.recovery_codes).toHaveLength(10);
    const done = await call('totp.authenticate', { ...ids, code: await b2b.emulator.api.memberTotps.code(ids.member_id), session_duration_minutes: 60 });
    expect(done.ok, done.message).toBe(true);
    expect(done.member.totp_registration_id).toBe(created.totp_registration_id);
    const jar = await cookies();
    expect(jar).toContain('stytch_session=');
    expect(jar).not.toContain('stytch_intermediate_session_token=');

    const codes = await call('recoveryCodes.get');
    expect(codes.ok, codes.message).toBe(true);
    expect(codes.recovery_codes).toEqual(created.recovery_codes);
    expect((await call('session.revoke')).ok).toBe(true);

    const owed = await signIn();
    expect(owed.mfa_required.member_options.totp_registration_id).toBe(created.totp_registration_id);
    const recovered = await call('recoveryCodes.recover', { ...ids, recovery_code: created.recovery_codes[0], session_duration_minutes: 60 });
    expect(recovered.ok, recovered.message).toBe(true);
    expect(recovered.recovery_codes_remaining).toBe(9);
    const rotated = await call('recoveryCodes.rotate');
    expect(rotated.ok, rotated.message).toBe(true);
    expect(rotated.recovery_codes).toHaveLength(10);
    expect((await call('session.revoke')).ok).toBe(true);

    await signIn();
    const reused = await call('recoveryCodes.recover', { ...ids, recovery_code: created.recovery_codes[1], session_duration_minutes: 60 });
    expect(reused).toMatchObject({ ok: false, error_type: 'unable_to_authenticate_recovery_code' });
  }, 60_000);
});
