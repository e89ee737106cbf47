/**
 * The relying-party example (examples/relying-party/server.mjs, "Acme Notes"):
 * its pages, the authorization request it sends (PKCE S256, state, nonce,
 * scopes), lazy discovery that recovers once the provider answers, errors shown
 * as escaped text, and the forms it refuses.
 *
 * Stand-in: the provider here is a tiny local http server with a static
 * discovery document (and a bare page at its authorization endpoint), not the
 * emulator. That is acceptable in this file only: it tests the relying party's
 * side of the protocol; the full round trip through the emulator and /idp is
 * relying-party-round-trip.test.ts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRelyingParty, type RelyingParty } from '../../examples/relying-party/server.mjs';
import { expectNoAxeViolations } from './support/axe';
import { useBrowser } from './support/browser';

const CLIENT_ID = 'acme-notes-test';
const SCOPES = 'openid email profile offline_access';

interface Provider {
  issuer: string;
  port: number;
  listen(): Promise<void>;
  close(): Promise<void>;
}

/** The stand-in provider on a free port, not listening until listen(). */
async function stubProvider(): Promise<Provider> {
  // Reserve a free port first, so the relying party can be pointed at it before it answers.
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  const issuer = `http://127.0.0.1:${port}`;
  const server = http.createServer((req, res) => {
    if (req.url === '/.well-known/openid-configuration') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          end_session_endpoint: `${issuer}/logout`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          code_challenge_methods_supported: ['S256'],
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="en"><title>Provider</title><main><h1>Provider stand-in</h1></main></html>');
  });
  return {
    issuer,
    port,
    listen: () => new Promise<void>((resolve) => (server.listening ? resolve() : server.listen(port, '127.0.0.1', resolve))),
    close: () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
  };
}

let provider: Provider;
let rp: RelyingParty;

beforeAll(async () => {
  provider = await stubProvider();
  rp = await startRelyingParty({ port: 0, issuer: provider.issuer, clientId: CLIENT_ID, clientSecret: 'test-secret' });
});
afterAll(async () => {
  await Promise.allSettled([rp?.close(), provider?.close()]);
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${rp.url}${path}`, { redirect: 'manual', headers });

/** The cookie pair (`name=value`) a response sets. */
function cookieOf(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  return header.split(';')[0]!;
}

describe('relying party (Acme Notes)', () => {
  it('starts before the provider answers; /login fails as text, then works once discovery succeeds', async () => {
    const early = await get('/login');
    expect(early.status).toBe(503);
    expect(early.headers.get('location')).toBeNull();
    expect(await early.text()).toContain('<h1>Portico cannot be reached</h1>');

    await provider.listen();
    const later = await get('/login');
    expect(later.status).toBe(303);
    expect(new URL(later.headers.get('location')!).origin).toBe(provider.issuer);
  });

  it('/login redirects to the discovered authorization endpoint with PKCE S256, state, nonce and the scopes', async () => {
    const response = await get('/login');
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/authorize`);
    const query = location.searchParams;
    expect(query.get('response_type')).toBe('code');
    expect(query.get('client_id')).toBe(CLIENT_ID);
    expect(query.get('redirect_uri')).toBe(`${rp.url}/callback`);
    expect(query.get('scope')).toBe(SCOPES);
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(query.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^acme_notes_session=[A-Za-z0-9_-]{40,}; Path=\/; HttpOnly; SameSite=Lax$/);

    // Every sign-in gets its own verifier, state and nonce.
    const again = new URL((await get('/login')).headers.get('location')!).searchParams;
    for (const key of ['code_challenge', 'state', 'nonce']) expect(again.get(key), key).not.toBe(query.get(key));
  });

  it('/ is plain HTML under a no-inline CSP', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(home.headers.get('content-security-policy')).toBe("default-src 'self'; style-src 'self'");
    const html = await home.text();
    expect(html).toContain('<button type="submit">Sign in with Portico</button>');
    expect(html).not.toMatch(/<script|style=/);
    const css = await get('/style.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('a denied sign-in shows the error code and description as escaped text, and is single-use', async () => {
    const login = await get('/login');
    const cookie = cookieOf(login);
    const state = new URL(login.headers.get('location')!).searchParams.get('state')!;
    const description = '<img src=x onerror=alert(1)> said "no" & left';
    const denied = await get(
      `/callback?error=access_denied&error_description=${encodeURIComponent(description)}&state=${state}`,
      { cookie },
    );
    expect(denied.status).toBe(400);
    const html = await denied.text();
    expect(html).toContain('<code>access_denied</code>: &lt;img src=x onerror=alert(1)&gt; said &quot;no&quot; &amp; left');
    expect(html).not.toContain('<img');

    // The pending sign-in is gone: the same address again is refused.
    const replay = await get(`/callback?code=abc&state=${state}`, { cookie });
    expect(await replay.text()).toContain('<code>no_sign_in_in_progress</code>');
  });

  it('a callback with a state of another sign-in is refused', async () => {
    const cookie = cookieOf(await get('/login'));
    const response = await get('/callback?code=abc&state=someone-elses', { cookie });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/<h1>Sign-in did not complete<\/h1>[\s\S]*state/);
  });

  it('refuses forms without a session or its CSRF token, and the wrong methods', async () => {
    const post = (path: string, body: string, cookie = '') =>
      fetch(`${rp.url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
        body,
      });
    expect((await post('/logout', 'csrf=x')).status).toBe(403);
    expect((await post('/refresh', 'csrf=x')).status).toBe(403);
    // A pending sign-in is not a signed-in session.
    const cookie = cookieOf(await get('/login'));
    expect((await post('/logout', 'csrf=x', cookie)).status).toBe(403);
    expect((await get('/logout')).status).toBe(405);
    expect((await post('/login', '')).status).toBe(405);
    expect((await get('/nope')).status).toBe(404);
  });
});

describe('relying party in Chromium', () => {
  // axe is injected as an inline script, which the pages' CSP (checked above, by header) refuses.
  const session = useBrowser({ bypassCSP: true });

  it('/ passes axe, and Sign in with Portico goes to the provider with the request', async () => {
    await provider.listen(); // already listening when the whole file runs
    const { page } = session;
    await page.goto(`${rp.url}/`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Acme Notes');
    await expectNoAxeViolations(page, 'the relying party signed out');

    await page.getByRole('button', { name: 'Sign in with Portico' }).click();
    await page.waitForURL(`${provider.issuer}/authorize?**`);
    const query = new URL(page.url()).searchParams;
    expect(query.get('client_id')).toBe(CLIENT_ID);
    expect(query.get('code_challenge_method')).toBe('S256');
    const cookies = await session.context.cookies(rp.url);
    expect(cookies.find((c) => c.name === 'acme_notes_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });
});
