/**
 * Portico's B2B client through passwords and MFA by authenticator app against
 * the real emulator over HTTP (issue 24): an organization password sign-in,
 * the strength check, the resets (by emailed link, by the existing password,
 * by session), a discovery password sign-in; then an organization that
 * requires MFA: the password sign-in owes it, a TOTP registered and proven
 * with the intermediate session completes it, and a recovery code stands in
 * for the authenticator once (docs/architecture.md, "B2B"). TOTP codes come
 * from the tests' own RFC 6238 generator.
 */
import { describe, expect, it } from 'vitest';
import { useB2BClients } from './support/b2b-clients';
import { errorTypeOf, lastMessageTo, readCookie, type Emulator } from './support/harness';
import { totpCode } from './support/totp';

const IST = 'stytch_intermediate_session_token';
const OLD = 'correct horse battery staple 1';
const NEW = 'a brand new passphrase of nine words 2';

let emulator: Emulator;
const { newB2BClient } = useB2BClients({ redirectUrls: ['http://localhost:3000/reset'] }, (started) => (emulator = started));

/** The token of the newest link sent to `to`. */
async function linkTokenTo(to: string): Promise<string> {
  const { link } = await lastMessageTo(emulator, to);
  const token = link && new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no link token sent to ${to}`);
  return token;
}

const now = (): number => Date.now() / 1000;

describe('B2B client: passwords against the emulator', () => {
  it('signs in by password; resets by email link, by the existing password and by session; the old passwords stop working', async () => {
    const { organization } = await emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [{ email_address: 'ada@acme.test', password: OLD }],
    });
    const org = organization.organization_id;
    const client = newB2BClient();

    const strength = await client.passwords.strengthCheck({ password: 'password', email_address: 'ada@acme.test' });
    expect(strength.valid_password).toBe(false);
    expect(await errorTypeOf(client.passwords.authenticate({ organization_id: org, email_address: 'ada@acme.test', password: 'wrong one', session_duration_minutes: 60 }))).toBe(
      'unauthorized_credentials',
    );
    const signedIn = await client.passwords.authenticate({ organization_id: org, email_address: 'ada@acme.test', password: OLD, session_duration_minutes: 60 });
    expect(signedIn.member_authenticated).toBe(true);
    expect(signedIn.member_session?.authentication_factors[0]?.type).toBe('password');
    expect(readCookie('stytch_session')).toBe(signedIn.session_token);

    // By session: the signed-in member sets a new password.
    await client.passwords.resetBySession({ password: NEW });
    expect(
      await errorTypeOf(client.passwords.authenticate({ organization_id: org, email_address: 'ada@acme.test', password: OLD, session_duration_minutes: 60 })),
    ).toBe('unauthorized_credentials');

    // By the existing password.
    const third = 'the third passphrase, also long enough 3';
    const byExisting = await client.passwords.resetByExistingPassword({
      organization_id: org,
      email_address: 'ada@acme.test',
      existing_password: NEW,
      new_password: third,
      session_duration_minutes: 60,
    });
    expect(byExisting.member?.email_address).toBe('ada@acme.test');

    // By emailed link: single use.
    await client.passwords.resetByEmailStart({ organization_id: org, email_address: 'ada@acme.test', reset_password_redirect_url: 'http://localhost:3000/reset' });
    const token = await linkTokenTo('ada@acme.test');
    const fourth = 'and a fourth passphrase for the link 4';
    const byEmail = await client.passwords.resetByEmail({ password_reset_token: token, password: fourth, session_duration_minutes: 60 });
    expect(byEmail.member_authenticated).toBe(true);
    expect(await errorTypeOf(client.passwords.resetByEmail({ password_reset_token: token, password: fourth, session_duration_minutes: 60 }))).toBe('unable_to_auth_password_reset_token');
    expect(
      await errorTypeOf(client.passwords.authenticate({ organization_id: org, email_address: 'ada@acme.test', password: third, session_duration_minutes: 60 })),
    ).toBe('unauthorized_credentials');
    const last = await client.passwords.authenticate({ organization_id: org, email_address: 'ada@acme.test', password: fourth, session_duration_minutes: 60 });
    expect(last.member_authenticated).toBe(true);
  });

  it('discovery by password: an intermediate session that lists only the organizations whose member holds it', async () => {
    const { organization: acme } = await emulator.api.organizations.create({
      organization_name: 'Acme',
      members: [{ email_address: 'ada@acme.test', password: OLD }],
    });
    await emulator.api.organizations.create({ organization_name: 'Globex', members: [{ email_address: 'ada@acme.test', password: NEW }] });
    const client = newB2BClient();

    const found = await client.passwords.discovery.authenticate({ email_address: 'ada@acme.test', password: OLD });
    expect(found.discovered_organizations.map((d) => d.organization.organization_name)).toEqual(['Acme']);
    expect(readCookie(IST)).toBe(found.intermediate_session_token);
    const exchanged = await client.discovery.intermediateSessions.exchange({ organization_id: acme.organization_id, session_duration_minutes: 60 });
    expect(exchanged.organization.organization_id).toBe(acme.organization_id);
    expect(readCookie(IST)).toBeNull();
    expect(readCookie('stytch_session')).toBe(exchanged.session_token);
  });
});

describe('B2B client: MFA by TOTP and recovery codes against the emulator', () => {
  it('a password sign-in owes MFA; a new TOTP completes it; later a recovery code does, once', async () => {
    const { organization, members } = await emulator.api.organizations.create({
      organization_name: 'Strict',
      mfa_policy: 'REQUIRED_FOR_ALL',
      members: [{ email_address: 'bob@acme.test', password: OLD }],
    });
    const who = { organization_id: organization.organization_id, member_id: members[0]!.member_id };
    const client = newB2BClient();
    const signIn = () =>
      client.passwords.authenticate({ organization_id: who.organization_id, email_address: 'bob@acme.test', password: OLD, session_duration_minutes: 60 });

    const primary = await signIn();
    expect(primary.member_authenticated).toBe(false);
    expect(readCookie(IST)).toBe(primary.intermediate_session_token);
    expect(readCookie('stytch_session')).toBeNull();

    const created = await client.totp.create(who);
    expect(created.recovery_codes).toHaveLength(10);
    const code = totpCode(created.secret, now());
    expect(await errorTypeOf(client.totp.authenticate({ ...who, code: code === '000000' ? '111111' : '000000', session_duration_minutes: 60 }))).toBe(
      'otp_code_not_found',
    );
    const done = await client.totp.authenticate({ ...who, code, session_duration_minutes: 60, set_mfa_enrollment: 'enroll' });
    expect(done.member_session.authentication_factors.map((f) => f.type)).toEqual(['password', 'totp']);
    expect(readCookie(IST)).toBeNull();
    expect(readCookie('stytch_session')).toBe(done.session_token);

    // Signed in: the codes read back, and a rotation replaces them.
    expect((await client.recoveryCodes.get()).recovery_codes).toEqual(created.recovery_codes);
    const rotated = (await client.recoveryCodes.rotate()).recovery_codes;
    expect(rotated).toHaveLength(10);
    expect(rotated).not.toContain(created.recovery_codes[0]);
    await client.session.revoke();

    const again = await signIn();
    expect(again.mfa_required?.member_options?.totp_registration_id).toBe(created.totp_registration_id);
    expect(await errorTypeOf(client.recoveryCodes.recover({ ...who, recovery_code: created.recovery_codes[0]!, session_duration_minutes: 60 }))).toBe('unable_to_authenticate_recovery_code');
    const recovered = await client.recoveryCodes.recover({ ...who, recovery_code: rotated[0]!, session_duration_minutes: 60 });
    expect(recovered.recovery_codes_remaining).toBe(9);
    expect(readCookie('stytch_session')).toBe(recovered.session_token);
    await client.session.revoke();

    // The same code does not work twice.
    await signIn();
    expect(await errorTypeOf(client.recoveryCodes.recover({ ...who, recovery_code: rotated[0]!, session_duration_minutes: 60 }))).toBe('unable_to_authenticate_recovery_code');
  });
});
