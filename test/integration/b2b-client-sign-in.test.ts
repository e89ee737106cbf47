/**
 * Portico's B2B client signing in to one organization against the real
 * emulator over HTTP (issue 24): by email magic link, with the PKCE pair the
 * project requires (`pkce.emailMagicLinks`), and by email passcode; a link
 * redeemed once; the session's cookies and state.
 */
import { describe, expect, it } from 'vitest';
import { useB2BClients } from './support/b2b-clients';
import { devApi, errorTypeOf, lastMessageTo, readCookie, type Emulator } from './support/harness';

let emulator: Emulator;
const { newB2BClient } = useB2BClients({ pkce: { emailMagicLinks: true } }, (started) => (emulator = started));

async function seedAcme(): Promise<string> {
  const seeded = await devApi<{ organization: { organization_id: string } }>(emulator, 'POST', '/organizations', {
    organization_name: 'Acme',
    members: [{ email_address: 'ada@acme.example' }],
  });
  return seeded.organization.organization_id;
}

describe('B2B client: organization sign-in against the emulator', () => {
  it('by magic link, with PKCE: signs the member in once; the link is spent', async () => {
    const organizationId = await seedAcme();
    const client = newB2BClient();
    expect((await client.bootstrap.get()).pkceRequiredForEmailMagicLinks).toBe(true);
    await client.magicLinks.email.loginOrSignup({
      email_address: 'ada@acme.example',
      organization_id: organizationId,
      login_redirect_url: 'http://localhost:3000/authenticate',
    });
    const message = await lastMessageTo(emulator, 'ada@acme.example');
    const link = new URL(message.link!);
    expect(link.searchParams.get('stytch_token_type')).toBe('multi_tenant_magic_links');
    const token = link.searchParams.get('token')!;

    const signedIn = await client.magicLinks.authenticate({ magic_links_token: token, session_duration_minutes: 60 });
    expect(signedIn.member_authenticated).toBe(true);
    expect(signedIn.member.email_address).toBe('ada@acme.example');
    expect(readCookie('stytch_session')).toBe(signedIn.session_token);
    expect(readCookie('stytch_session_jwt')).toBe(signedIn.session_jwt);
    expect(client.session.getSync()?.member_id).toBe(signedIn.member_id);
    expect(client.organization.getSync()?.organization_id).toBe(organizationId);

    // On this page a second call joins the first (redeem-once.ts); another page's is refused: the link is spent.
    expect(await client.magicLinks.authenticate({ magic_links_token: token, session_duration_minutes: 60 })).toEqual(signedIn);
    const otherPage = newB2BClient();
    expect(await errorTypeOf(otherPage.magicLinks.authenticate({ magic_links_token: token, session_duration_minutes: 60 }))).toBe(
      'unable_to_auth_magic_link',
    );
    expect(readCookie('stytch_session')).toBe(signedIn.session_token);
  });

  it('by email passcode: the code signs the member in; the member reads and updates themselves', async () => {
    const organizationId = await seedAcme();
    const client = newB2BClient();
    await client.otps.email.loginOrSignup({ email_address: 'ada@acme.example', organization_id: organizationId });
    const { code } = await lastMessageTo(emulator, 'ada@acme.example');
    expect(
      await errorTypeOf(
        client.otps.email.authenticate({
          code: code === '000000' ? '111111' : '000000',
          email_address: 'ada@acme.example',
          organization_id: organizationId,
          session_duration_minutes: 60,
        }),
      ),
    ).toBe('otp_code_not_found');
    const signedIn = await client.otps.email.authenticate({
      code: code!,
      email_address: 'ada@acme.example',
      organization_id: organizationId,
      session_duration_minutes: 60,
    });
    expect(signedIn.member_authenticated).toBe(true);
    expect((await client.self.get()).email_address).toBe('ada@acme.example');
    await client.self.update({ name: 'Ada Lovelace' });
    expect(client.self.getSync()?.name).toBe('Ada Lovelace');
    expect(await client.rbac.isAuthorized('stytch.self', 'update.info.name')).toBe(true);
    expect(await client.rbac.isAuthorized('stytch.organization', 'delete')).toBe(false);
  });

  it('without a session, an organization call is refused and nothing is stored', async () => {
    await seedAcme();
    const client = newB2BClient();
    expect(await errorTypeOf(client.organization.get())).toBe('user_unauthenticated');
    expect(client.organization.getSync()).toBeNull();
  });
});
