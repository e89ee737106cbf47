/**
 * Magic link login via the link in the emulator's outbox, completed the way a
 * host's redirect page does it: `authenticateByUrl()` on the link's URL.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  devApi,
  lastMessageTo,
  newClient,
  readCookie,
  useTestEmulator,
} from './support/harness';

const getEmulator = useTestEmulator();
beforeEach(() => history.replaceState(null, '', '/'));

const REDIRECT = 'http://localhost:3000/authenticate';

describe('email magic links', () => {
  it('logs an existing user in through the emailed link', async () => {
    const email = 'lin@example.com';
    await devApi(getEmulator(), 'POST', '/users', { email, email_verified: true });
    const client = newClient(getEmulator());

    await client.magicLinks.email.loginOrCreate(email, {
      login_magic_link_url: REDIRECT,
      signup_magic_link_url: REDIRECT,
    });
    const message = await lastMessageTo(getEmulator(), email);
    expect(message.channel).toBe('email');
    expect(message.link).toMatch(/^http:\/\/localhost:3000\/authenticate\?stytch_token_type=magic_links&token=/);

    // The visitor follows the link: the host's redirect page redeems it.
    const link = new URL(message.link!);
    history.replaceState(null, '', link.pathname + link.search);
    const result = await client.authenticateByUrl({ session_duration_minutes: 30 });
    expect(result?.handled).toBe(true);
    expect(result?.tokenType).toBe('magic_links');
    expect(readCookie('stytch_session')).toBeTruthy();
    expect(client.session.getSync()).not.toBeNull();
    expect(client.user.getSync()?.emails[0]?.email).toBe(email);

    // Single use: this page redeems it once and answers again with that outcome; any other
    // page (another client) is refused with the catalogue's type.
    const token = link.searchParams.get('token')!;
    await expect(client.magicLinks.email.authenticate(token, { session_duration_minutes: 30 })).resolves.toEqual(result?.data);
    await expect(
      newClient(getEmulator()).magicLinks.email.authenticate(token, { session_duration_minutes: 30 }),
    ).rejects.toMatchObject({ error_type: 'unable_to_auth_magic_link' });
  });

  it('signs a new visitor up and activates a pending user on authenticate', async () => {
    const email = 'new-visitor@example.com';
    const client = newClient(getEmulator());
    await client.magicLinks.email.loginOrCreate(email, {
      signup_magic_link_url: REDIRECT,
      create_user_as_pending: true,
    });
    const message = await lastMessageTo(getEmulator(), email);
    const token = new URL(message.link!).searchParams.get('token')!;
    const auth = await client.magicLinks.email.authenticate(token, { session_duration_minutes: 30 });
    expect(auth.user.status).toBe('active');
    expect(auth.user.emails[0]).toMatchObject({ email, verified: true });
  });

  it('returns null when the page URL carries no token', async () => {
    const client = newClient(getEmulator());
    expect(await client.authenticateByUrl({ session_duration_minutes: 30 })).toBeNull();
  });

  it('sends and verifies PKCE when the project requires it', async () => {
    await devApi(getEmulator(), 'PATCH', '/config', { pkce: { emailMagicLinks: true } });
    try {
      const email = 'pkce@example.com';
      const client = newClient(getEmulator());
      await client.magicLinks.email.loginOrCreate(email, { signup_magic_link_url: REDIRECT });
      const token = new URL((await lastMessageTo(getEmulator(), email)).link!).searchParams.get('token')!;
      const auth = await client.magicLinks.email.authenticate(token, { session_duration_minutes: 30 });
      expect(auth.user.emails[0]?.email).toBe(email);
    } finally {
      await devApi(getEmulator(), 'PATCH', '/config', { pkce: { emailMagicLinks: false } });
    }
  });
});
