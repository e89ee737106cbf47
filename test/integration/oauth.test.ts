/**
 * Social sign-in against the emulator, the way a page does it: the client's
 * `oauth.<provider>.start` navigates (captured here through the `navigate`
 * seam), the visitor clicks Continue or Cancel on the emulated provider's page
 * (its form posted over HTTP), and the landing page calls `authenticateByUrl()`.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OAUTH_PROVIDERS } from '../../src/core/products/oauth-providers';
import { devApi, newClient, readCookie, useTestEmulator, type Emulator } from './support/harness';

const getEmulator = useTestEmulator({ resetBetweenTests: true });
beforeEach(() => history.replaceState(null, '', '/'));
afterEach(() => devApi(getEmulator(), 'PATCH', '/config', { pkce: { oauth: false } }));

const LOGIN = 'http://localhost:3000/login';
const SIGNUP = 'http://localhost:3000/signup';

/** A client whose navigations are recorded instead of followed. */
function recordingClient(emulator: Emulator) {
  const visited: string[] = [];
  const client = newClient(emulator, { seams: { navigate: (url) => visited.push(url) } });
  return { client, visited };
}

/** Opens the start URL, then submits the page's form with `action`; returns where the 303 points. */
async function answerProviderPage(emulator: Emulator, startUrl: string, action: 'continue' | 'cancel'): Promise<URL> {
  const page = await fetch(startUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const field = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? '';
  const formAction = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
  const answer = await fetch(new URL(formAction, startUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: emulator.url },
    body: new URLSearchParams({ state: field('state'), email: field('email'), name: field('name'), action }).toString(),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location')!);
}

/** The landing page: the redirect URL becomes the page URL, as after the browser follows the 303. */
function land(url: URL): void {
  history.replaceState(null, '', url.pathname + url.search);
}

describe('social sign-in through the emulated provider', () => {
  it('signs up, then logs the same account in again, with PKCE', async () => {
    const emulator = getEmulator();
    await devApi(emulator, 'PATCH', '/config', { pkce: { oauth: true } });
    await devApi(emulator, 'POST', '/oauth/identities', {
      provider: 'google',
      email: 'social@example.com',
      name: 'Social Person',
      subject: 'google-sub-1',
    });
    const { client, visited } = recordingClient(emulator);
    await client.oauth.google.start({
      login_redirect_url: LOGIN,
      signup_redirect_url: SIGNUP,
      custom_scopes: ['https://www.googleapis.com/auth/calendar.readonly'],
      provider_params: { prompt: 'select_account' },
    });
    expect(visited).toHaveLength(1);
    const start = new URL(visited[0]!);
    expect(start.pathname).toBe('/v1/public/oauth/google/start');
    expect(start.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const landing = await answerProviderPage(emulator, visited[0]!, 'continue');
    expect(`${landing.origin}${landing.pathname}`).toBe(SIGNUP);
    land(landing);
    const result = await client.authenticateByUrl({ session_duration_minutes: 30 });
    expect(result?.tokenType).toBe('oauth');
    const data = result!.data as Record<string, any>;
    expect(data.provider_subject).toBe('google-sub-1');
    expect(data.provider_values.scopes).toContain('https://www.googleapis.com/auth/calendar.readonly');
    expect(readCookie('stytch_session')).toBeTruthy();
    expect(client.user.getSync()?.providers).toEqual([
      expect.objectContaining({ provider_type: 'Google', provider_subject: 'google-sub-1' }),
    ]);
    const userId = client.user.getSync()!.user_id;

    // A second round trip: the same subject, so the login URL and the same user.
    await client.session.revoke().catch(() => undefined);
    await devApi(emulator, 'POST', '/oauth/identities', { provider: 'google', email: 'social@example.com', subject: 'google-sub-1' });
    await client.oauth.google.start({ login_redirect_url: LOGIN, signup_redirect_url: SIGNUP });
    const again = await answerProviderPage(emulator, visited[1]!, 'continue');
    expect(`${again.origin}${again.pathname}`).toBe(LOGIN);
    land(again);
    const second = await client.authenticateByUrl({ session_duration_minutes: 30 });
    expect(second?.data.user_id).toBe(userId);
  });

  it('turns Cancel into oauth_flow_callback_error on the landing page', async () => {
    const emulator = getEmulator();
    const { client, visited } = recordingClient(emulator);
    await client.oauth.github.start({ login_redirect_url: LOGIN, signup_redirect_url: SIGNUP });
    const landing = await answerProviderPage(emulator, visited[0]!, 'cancel');
    expect(`${landing.origin}${landing.pathname}`).toBe(LOGIN);
    land(landing);
    await expect(client.authenticateByUrl({ session_duration_minutes: 30 })).rejects.toMatchObject({
      error_type: 'oauth_flow_callback_error',
    });
    expect(client.session.getSync()).toBeNull();
  });

  it('serves the start page for every provider the client can start', async () => {
    const emulator = getEmulator();
    const { client, visited } = recordingClient(emulator);
    for (const provider of OAUTH_PROVIDERS) await client.oauth[provider].start({ login_redirect_url: LOGIN });
    const answers = await Promise.all(visited.map((url) => fetch(url)));
    expect(answers.map((a) => a.status)).toEqual(OAUTH_PROVIDERS.map(() => 200));
  });
});
