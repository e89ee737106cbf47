/**
 * The B2B client's `authenticateByUrl` against the real emulator over HTTP
 * (docs/reference.md, "B2B client"): the page the emailed link lands on
 * redeems an organization link into a member session and a discovery link
 * into an intermediate session, once, and the token leaves the address bar.
 * The page is jsdom on http://localhost:3000: the URL, history and cookies
 * are the DOM's own.
 */
import { describe, expect, it } from 'vitest';
import { useB2BClients } from './support/b2b-clients';
import { devApi, errorTypeOf, lastMessageTo, readCookie, type Emulator } from './support/harness';

const LANDING = 'http://localhost:3000/authenticate?next=%2Fhome';

let emulator: Emulator;
const { newB2BClient } = useB2BClients({ pkce: { emailMagicLinks: true } }, (started) => (emulator = started));

/** Opens the newest link mailed to `email` in the page (same origin: a history entry). */
async function landOnLink(email: string): Promise<URL> {
  const message = await lastMessageTo(emulator, email);
  if (!message.link) throw new Error(`no link in the message to ${email}: ${message.body}`);
  const link = new URL(message.link);
  window.history.replaceState(null, '', link.href);
  return link;
}

describe('B2B client: authenticateByUrl against the emulator', () => {
  it('redeems an organization magic link (with PKCE) into a member session, once, and cleans the address bar', async () => {
    const seeded = await devApi<{ organization: { organization_id: string } }>(emulator, 'POST', '/organizations', {
      organization_name: 'Acme',
      members: [{ email_address: 'ada@acme.example' }],
    });
    const client = newB2BClient();
    await client.magicLinks.email.loginOrSignup({
      email_address: 'ada@acme.example',
      organization_id: seeded.organization.organization_id,
      login_redirect_url: LANDING,
    });
    const link = await landOnLink('ada@acme.example');
    expect(link.searchParams.get('stytch_token_type')).toBe('multi_tenant_magic_links');

    const [first, again] = await Promise.all([
      client.authenticateByUrl({ session_duration_minutes: 60 }),
      client.authenticateByUrl({ session_duration_minutes: 60 }),
    ]);
    expect(first).toMatchObject({ handled: true, tokenType: 'multi_tenant_magic_links' });
    expect(again).toEqual(first);
    if (!first?.handled || first.tokenType !== 'multi_tenant_magic_links') throw new Error('not a sign-in');
    expect(first.data.member.email_address).toBe('ada@acme.example');
    expect(client.session.getSync()?.organization_id).toBe(seeded.organization.organization_id);
    expect(readCookie('stytch_session')).toBe(first.data.session_token);
    expect(window.location.href).toBe(LANDING);
    // Nothing left to redeem on this page; one request was sent: a new page's client finds the link spent.
    expect(await client.authenticateByUrl({ session_duration_minutes: 60 })).toBeNull();
    const token = link.searchParams.get('token')!;
    const spent = await errorTypeOf(newB2BClient().magicLinks.authenticate({ magic_links_token: token, session_duration_minutes: 60 }));
    expect(spent).toBe('unable_to_auth_magic_link');
  });

  it('redeems a discovery link into an intermediate session and its organizations', async () => {
    await devApi(emulator, 'POST', '/organizations', { organization_name: 'Acme', members: [{ email_address: 'ada@acme.example' }] });
    const client = newB2BClient();
    await client.magicLinks.email.discovery.send({ email_address: 'ada@acme.example', discovery_redirect_url: LANDING });
    await landOnLink('ada@acme.example');

    const result = await client.authenticateByUrl({ session_duration_minutes: 60 });
    expect(result).toMatchObject({ handled: true, tokenType: 'discovery' });
    if (!result?.handled || result.tokenType !== 'discovery') throw new Error('not a discovery');
    expect(result.data.discovered_organizations.map((found) => found.organization.organization_name)).toEqual(['Acme']);
    expect(readCookie('stytch_intermediate_session_token')).toBe(result.data.intermediate_session_token);
    expect(client.session.getSync()).toBeNull();
    expect(window.location.href).toBe(LANDING);
  });
});
