/**
 * The identity provider end to end in real Chromium: an independent OpenID
 * Connect relying party (`openid-client` 6, not our code) discovers the
 * emulator, sends the browser to the example consent page `/idp` (the
 * project's authorization and end-session endpoints), where the visitor
 * signs in by email code and answers our consent screen; the relying party
 * exchanges the code with PKCE, validates the ID token (signature, issuer,
 * audience, nonce), calls userinfo and refreshes. Also: denial
 * (`access_denied`), a tampered `redirect_uri` (refused, no navigation), a
 * reused code, `prompt=none` without a session, first- vs third-party
 * consent, and RP-initiated logout's Yes and No.
 */
import * as oidc from 'openid-client';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../src/core/error-messages';
import { useBrowser } from './support/browser';
import { settleRender } from './support/host-page';
import { LoginWidget, t } from './support/login-widget';
import { checkScreen, tabUntil } from './support/passkeys';
import { useServers } from './support/servers';

const servers = useServers();
const session = useBrowser();

interface RelyingParty {
  clientId: string;
  config: oidc.Configuration;
  callback: string;
  afterLogout: string;
}

let thirdParty: RelyingParty;
let firstParty: RelyingParty;
let counter = 0;

/** The relying parties' own addresses: pages the examples server does not have (the test reads the URL). */
const rpUrl = (path: string) => servers.page(`/rp-under-test${path}`);

async function register(body: Record<string, unknown>): Promise<{ client_id: string; client_secret?: string }> {
  return servers.api.call('POST', '/connected_apps', body);
}

async function relyingParty(name: string, clientType: 'third_party' | 'first_party_public'): Promise<RelyingParty> {
  const callback = rpUrl(`/${name}/callback`);
  const afterLogout = rpUrl(`/${name}/signed-out`);
  const { client_id, client_secret } = await register({
    client_name: name === 'notes' ? 'Acme Notes' : 'Acme Console',
    client_type: clientType,
    redirect_uris: [callback],
    post_logout_redirect_uris: [afterLogout],
  });
  const config = await oidc.discovery(
    new URL(servers.emulatorUrl),
    client_id,
    client_secret === undefined ? undefined : client_secret,
    client_secret === undefined ? oidc.None() : undefined,
    { execute: [oidc.allowInsecureRequests] },
  );
  return { clientId: client_id, config, callback, afterLogout };
}

beforeAll(async () => {
  await servers.api.patchConfig({ idp: { authorizationUrl: servers.page('/idp'), logoutUrl: servers.page('/idp') } });
  thirdParty = await relyingParty('notes', 'third_party');
  firstParty = await relyingParty('console', 'first_party_public');
});

beforeEach(async () => {
  // Users, sessions and grants go; the connected apps registered above are config-like and stay.
  await session.page.context().clearCookies();
});

interface Authorization {
  url: URL;
  verifier: string;
  nonce: string;
  state: string;
}

async function authorizationUrl(rp: RelyingParty, scope: string, extra: Record<string, string> = {}): Promise<Authorization> {
  const verifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(rp.config, {
    redirect_uri: rp.callback,
    scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    nonce,
    state,
    ...extra,
  });
  return { url, verifier, nonce, state };
}

/**
 * Resolves with the URL the browser is sent to under `prefix` (the relying
 * party's page), once the page is there: a later `goto` must not interrupt
 * that navigation.
 */
async function arrival(page: Page, prefix: string): Promise<URL> {
  const request = await page.waitForRequest((r) => r.url().startsWith(prefix) && r.isNavigationRequest());
  // Loaded, not just committed: closing a context mid-navigation can hang Chromium here.
  await page.waitForURL((url) => url.href.startsWith(prefix), { waitUntil: 'load' });
  return new URL(request.url());
}

/** Opens `url` on the consent page, which may send the browser on at once (no consent needed, prompt=none). */
async function open(page: Page, url: URL): Promise<void> {
  await page.goto(url.href, { waitUntil: 'commit' });
}

/** On /idp without a session: the login widget; sign in by email code, then the identity provider takes over. */
async function signInOnConsentPage(page: Page): Promise<string> {
  counter += 1;
  const email = `idp-${counter}-${Date.now()}@example.com`;
  const login = new LoginWidget(page);
  await login.waitForMain();
  await login.sendEmailCode(email);
  const code = await servers.api.waitForCode(email);
  await login.enterPasscode(code);
  return email;
}

/** The first-party client's round trip up to its callback (it asks no consent): the request and where it landed. */
async function firstPartyCode(page: Page): Promise<{ auth: Authorization; callback: URL }> {
  const auth = await authorizationUrl(firstParty, 'openid email');
  const landed = arrival(page, firstParty.callback);
  await open(page, auth.url);
  await signInOnConsentPage(page);
  return { auth, callback: await landed };
}

const consentHeading = (page: Page, clientName: string) =>
  page.getByRole('heading', { name: t('idp.titleStandardScopes', { clientName, projectName: 'Portico Emulator' }), level: 1 });

describe('a relying party signs in through the consent page', () => {
  it('code flow with PKCE: consent by keyboard, ID token validated, userinfo, refresh; the second visit asks nothing', async () => {
    const { page } = session;
    const auth = await authorizationUrl(thirdParty, 'openid email profile offline_access');
    expect(`${auth.url.origin}${auth.url.pathname}`).toBe(servers.page('/idp'));
    await open(page, auth.url);
    const email = await signInOnConsentPage(page);

    await consentHeading(page, 'Acme Notes').waitFor({ timeout: 15_000 });
    // The address the relying party built is still the page's: the widget read it after sign-in.
    expect(new URL(page.url()).searchParams.get('state')).toBe(auth.state);
    await checkScreen(page, 'idp-consent-live');
    const landed = arrival(page, thirdParty.callback);
    await tabUntil(page, (el) => el.tag === 'button' && el.text === t('idp.allow'), 'Allow');
    await page.keyboard.press('Enter');
    const callback = await landed;
    expect(callback.searchParams.get('state')).toBe(auth.state);

    const tokens = await oidc.authorizationCodeGrant(thirdParty.config, callback, {
      pkceCodeVerifier: auth.verifier,
      expectedNonce: auth.nonce,
      expectedState: auth.state,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    expect(claims.iss).toBe(thirdParty.config.serverMetadata().issuer);
    expect(claims.aud).toBe(thirdParty.clientId);
    expect(claims.nonce).toBe(auth.nonce);
    expect(claims['email']).toBe(email);
    const info = await oidc.fetchUserInfo(thirdParty.config, tokens.access_token, claims.sub);
    expect(info.email).toBe(email);
    expect(tokens.refresh_token, 'offline_access granted').toBeTruthy();
    const refreshed = await oidc.refreshTokenGrant(thirdParty.config, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.claims()?.sub).toBe(claims.sub);

    // Third party, scopes granted once: the next authorization goes straight back.
    const again = await authorizationUrl(thirdParty, 'openid email profile offline_access');
    const second = arrival(page, thirdParty.callback);
    await open(page, again.url);
    expect((await second).searchParams.has('code')).toBe(true);
  }, 90_000);

  it('a first-party client gets no consent screen; prompt=consent brings it back', async () => {
    const { page } = session;
    const { auth, callback } = await firstPartyCode(page);
    const tokens = await oidc.authorizationCodeGrant(firstParty.config, callback, {
      pkceCodeVerifier: auth.verifier,
      expectedNonce: auth.nonce,
      expectedState: auth.state,
    });
    expect(tokens.refresh_token, 'no offline_access, no refresh token').toBeUndefined();

    const forced = await authorizationUrl(firstParty, 'openid email', { prompt: 'consent' });
    await open(page, forced.url);
    await consentHeading(page, 'Acme Console').waitFor({ timeout: 15_000 });
  }, 90_000);

  it('Deny, by keyboard: the relying party gets access_denied', async () => {
    const { page } = session;
    const auth = await authorizationUrl(thirdParty, 'openid email');
    await open(page, auth.url);
    await signInOnConsentPage(page);
    await consentHeading(page, 'Acme Notes').waitFor({ timeout: 15_000 });
    const landed = arrival(page, thirdParty.callback);
    await tabUntil(page, (el) => el.tag === 'button' && el.text === t('idp.deny'), 'Deny');
    await page.keyboard.press('Enter');
    const callback = await landed;
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const refused = await oidc
      .authorizationCodeGrant(thirdParty.config, callback, { pkceCodeVerifier: auth.verifier, expectedState: auth.state })
      .catch((error: unknown) => error);
    expect((refused as { error?: string }).error).toBe('access_denied');
  }, 90_000);

  it('a tampered redirect_uri is refused by the emulator: the error screen, and the browser goes nowhere', async () => {
    const { page } = session;
    const auth = await authorizationUrl(thirdParty, 'openid email');
    const tampered = new URL(auth.url);
    tampered.searchParams.set('redirect_uri', 'https://attacker.example/steal');
    const leaks: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://attacker.example')) leaks.push(request.url());
    });
    await open(page, tampered);
    await signInOnConsentPage(page);
    await page.getByRole('heading', { name: ERROR_MESSAGES.consent_error_heading, level: 1 }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/idp');
    expect(leaks).toEqual([]);
    await checkScreen(page, 'idp-tampered-redirect');
  }, 90_000);

  it('a reused code is refused and revokes what the first exchange issued', async () => {
    const { page } = session;
    const { auth, callback } = await firstPartyCode(page);
    const checks = { pkceCodeVerifier: auth.verifier, expectedNonce: auth.nonce, expectedState: auth.state };
    const first = await oidc.authorizationCodeGrant(firstParty.config, callback, checks);
    // The library's errors carry the OAuth `error` code.
    const reused = await oidc.authorizationCodeGrant(firstParty.config, callback, checks).catch((error: unknown) => error);
    expect((reused as { error?: string }).error).toBe('invalid_grant');
    const revoked = await oidc.fetchUserInfo(firstParty.config, first.access_token, first.claims()!.sub).catch((error: unknown) => error);
    expect(revoked).toBeInstanceOf(oidc.WWWAuthenticateChallengeError);
  }, 90_000);

  it('prompt=none without a session: login_required on the relying party, no sign-in asked', async () => {
    const { page } = session;
    const auth = await authorizationUrl(thirdParty, 'openid email', { prompt: 'none' });
    const landed = arrival(page, thirdParty.callback);
    await open(page, auth.url);
    const callback = await landed;
    expect(callback.searchParams.get('error')).toBe('login_required');
    expect(callback.searchParams.get('state')).toBe(auth.state);
  }, 60_000);
});

describe('RP-initiated logout through the consent page', () => {
  async function signedInWithIdToken(page: Page): Promise<string> {
    const auth = await authorizationUrl(thirdParty, 'openid email');
    await open(page, auth.url);
    await signInOnConsentPage(page);
    await consentHeading(page, 'Acme Notes').waitFor({ timeout: 15_000 });
    const landed = arrival(page, thirdParty.callback);
    await page.getByRole('button', { name: t('idp.allow'), exact: true }).click();
    const tokens = await oidc.authorizationCodeGrant(thirdParty.config, await landed, {
      pkceCodeVerifier: auth.verifier,
      expectedNonce: auth.nonce,
      expectedState: auth.state,
    });
    return tokens.id_token!;
  }

  it("No keeps the session ('You have not been logged out…'); Yes ends it and returns to the relying party", async () => {
    const { page } = session;
    const idToken = await signedInWithIdToken(page);
    const state = oidc.randomState();
    const logoutUrl = oidc.buildEndSessionUrl(thirdParty.config, {
      id_token_hint: idToken,
      post_logout_redirect_uri: thirdParty.afterLogout,
      state,
    });
    expect(`${logoutUrl.origin}${logoutUrl.pathname}`).toBe(servers.page('/idp'));

    await open(page, logoutUrl);
    await page.getByRole('heading', { name: t('idp.logoutTitle'), level: 1 }).waitFor({ timeout: 15_000 });
    expect(await page.getByText(t('idp.logoutBody', { projectName: 'Portico Emulator' }), { exact: true }).isVisible()).toBe(true);
    await checkScreen(page, 'idp-logout-live');
    await page.getByRole('button', { name: t('idp.no'), exact: true }).click();
    await page.getByText(t('idp.logoutDenied'), { exact: true }).waitFor();
    expect((await page.context().cookies()).some((c) => c.name === 'stytch_session')).toBe(true);

    await open(page, logoutUrl);
    await page.getByRole('heading', { name: t('idp.logoutTitle'), level: 1 }).waitFor({ timeout: 15_000 });
    const landed = arrival(page, thirdParty.afterLogout);
    await page.getByRole('button', { name: t('idp.yes'), exact: true }).click();
    const back = await landed;
    expect(back.searchParams.get('state')).toBe(state);
    expect((await page.context().cookies()).some((c) => c.name === 'stytch_session')).toBe(false);
  }, 90_000);
});

/** What the example page's callbacks recorded (`window.porticoErrors`, `window.porticoEvents`). */
async function recorded(page: Page): Promise<{ errors: string[]; events: string[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { porticoErrors?: Array<{ message?: unknown }>; porticoEvents?: Array<{ type?: unknown }> };
    return {
      errors: (w.porticoErrors ?? []).map((e) => String(e.message)),
      events: (w.porticoEvents ?? []).map((e) => String(e.type)),
    };
  });
}

const EVIL = 'https://evil.example';
const EVIL_HEADING = 'Thanks for the code';

/** Answers every request to evil.example with a page of its own, and returns the list of those requests. */
async function trapEvil(page: Page): Promise<string[]> {
  const visits: string[] = [];
  await page.route(
    (url) => url.origin === EVIL,
    (route) => {
      visits.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: `<h1>${EVIL_HEADING}</h1>` });
    },
  );
  return visits;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Rewrites the `data` of the emulator's real answer to `POST /sdk/v1<path>`:
 * the request goes to the emulator, its answer is changed on the way back (an
 * attacker between the page and the provider, or a compromised proxy).
 */
async function rewriteAnswer(page: Page, path: string, rewrite: (data: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  await page.route(`${servers.emulatorUrl}/sdk/v1${path}`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    const body: unknown = await response.json();
    if (!isRecord(body) || !isRecord(body.data)) throw new Error(`unexpected answer of ${path}: ${JSON.stringify(body)}`);
    await route.fulfill({ response, json: { ...body, data: rewrite(body.data) } });
  });
}

/** The real answer's address moved to evil.example, its query (the code, the state) kept. */
function toEvil(data: Record<string, unknown>): Record<string, unknown> {
  const real = data.redirect_uri;
  if (typeof real !== 'string') throw new Error(`no redirect_uri in ${JSON.stringify(data)}`);
  return { ...data, redirect_uri: `${EVIL}/steal${new URL(real).search}` };
}

/**
 * Once the flow has ended somewhere (the error screen, 'Success!', or
 * evil.example's page): the page stayed where the relying party sent it,
 * nothing reached evil.example, and the error `text` is on screen.
 */
async function expectStayedWithError(page: Page, consentUrl: URL, visits: string[], text: string): Promise<void> {
  const errorHeading = page.getByRole('heading', { name: ERROR_MESSAGES.consent_error_heading, level: 1 });
  await errorHeading
    .or(page.getByRole('heading', { name: t('idp.successTitle') }))
    .or(page.getByRole('heading', { name: EVIL_HEADING }))
    .waitFor({ timeout: 15_000 });
  await settleRender(page);
  expect(visits).toEqual([]);
  expect(page.url()).toBe(consentUrl.href);
  expect(await errorHeading.isVisible()).toBe(true);
  expect(await page.getByText(text, { exact: true }).isVisible()).toBe(true);
}

describe('the consent page follows only the address the request asked for', () => {
  it('an authorize/submit answer naming another address after Allow: no navigation, the error shown, onError once, no OAuthAuthorizeFlowComplete', async () => {
    const { page } = session;
    const visits = await trapEvil(page);
    await rewriteAnswer(page, '/idp/oauth/authorize/submit', toEvil);
    const auth = await authorizationUrl(thirdParty, 'openid email');
    await open(page, auth.url);
    await signInOnConsentPage(page);
    await consentHeading(page, 'Acme Notes').waitFor({ timeout: 15_000 });
    const before = await recorded(page);
    await page.getByRole('button', { name: t('idp.allow'), exact: true }).click();
    await expectStayedWithError(page, auth.url, visits, t('idp.redirectNotRequested'));
    const after = await recorded(page);
    expect(after.errors.slice(before.errors.length)).toEqual([t('idp.redirectNotRequested')]);
    expect(after.events).not.toContain('OAuthAuthorizeFlowComplete');
    expect(after.events).not.toContain('OAuthAuthorizeFlowConsentDenied');
  }, 90_000);

  it('a prompt=none start answer naming another address: no navigation, the error shown, onError once', async () => {
    const { page } = session;
    const visits = await trapEvil(page);
    await rewriteAnswer(page, '/idp/oauth/authorize/start', toEvil);
    const auth = await authorizationUrl(thirdParty, 'openid email', { prompt: 'none' });
    await open(page, auth.url);
    await expectStayedWithError(page, auth.url, visits, t('idp.redirectNotRequested'));
    const { errors, events } = await recorded(page);
    expect(errors).toEqual([t('idp.redirectNotRequested')]);
    expect(events).not.toContain('OAuthAuthorizeFlowComplete');
  }, 60_000);

  it('a logout/start answer naming another address: no navigation, the error shown, onError once', async () => {
    const { page } = session;
    const visits = await trapEvil(page);
    await rewriteAnswer(page, '/oauth/logout/start', toEvil);
    const logoutUrl = oidc.buildEndSessionUrl(thirdParty.config, {
      post_logout_redirect_uri: thirdParty.afterLogout,
      state: oidc.randomState(),
    });
    await open(page, logoutUrl);
    await expectStayedWithError(page, logoutUrl, visits, t('idp.redirectNotRequested'));
    expect((await recorded(page)).errors).toEqual([t('idp.redirectNotRequested')]);
  }, 60_000);
});

describe('an authorize/submit answer whose redirect_uri is not text', () => {
  it.each([
    ['a first-party client (no consent asked)', 'first'],
    ['a third-party client after Allow', 'third'],
  ] as const)('%s: the error, not Success!; onError once, no OAuthAuthorizeFlowComplete', async (_name, party) => {
    const { page } = session;
    await rewriteAnswer(page, '/idp/oauth/authorize/submit', (data) => ({ ...data, redirect_uri: 42 }));
    const auth = await authorizationUrl(party === 'first' ? firstParty : thirdParty, 'openid email');
    await open(page, auth.url);
    await signInOnConsentPage(page);
    const before = await recorded(page);
    if (party === 'third') {
      await consentHeading(page, 'Acme Notes').waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: t('idp.allow'), exact: true }).click();
    }
    await expectStayedWithError(page, auth.url, [], ERROR_MESSAGES.invalid_response);
    expect(await page.getByRole('heading', { name: t('idp.successTitle') }).count()).toBe(0);
    const after = await recorded(page);
    expect(after.errors.slice(before.errors.length)).toEqual([ERROR_MESSAGES.invalid_response]);
    expect(after.events).not.toContain('OAuthAuthorizeFlowComplete');
  }, 90_000);
});

describe('the identity provider mounted without a session', () => {
  it('reports the no-session error to onError exactly once per mount', async () => {
    const { page } = session;
    const auth = await authorizationUrl(thirdParty, 'openid email');
    // Without a session the example page mounts the login widget; the identity provider goes beside it.
    await open(page, auth.url);
    await new LoginWidget(page).waitForMain();
    const noSession = page.getByText(ERROR_MESSAGES.no_active_session, { exact: true });
    const mount = async () => {
      await page.evaluate(() => {
        const w = window as unknown as {
          portico: { mountIdentityProvider(options: Record<string, unknown>): void };
          idpErrors?: string[];
          idpEvents?: string[];
        };
        w.idpErrors ??= [];
        w.idpEvents ??= [];
        w.portico.mountIdentityProvider({
          elementId: '#idp',
          callbacks: {
            onError: (error: unknown) => w.idpErrors!.push(error instanceof Error ? error.message : String(error)),
            onEvent: (event: { type: string }) => w.idpEvents!.push(event.type),
          },
        });
      });
      await noSession.waitFor({ timeout: 15_000 });
      await settleRender(page);
    };
    const seen = () => page.evaluate(() => (window as unknown as { idpErrors: string[] }).idpErrors);

    await mount();
    expect(await seen()).toEqual([ERROR_MESSAGES.no_active_session]);
    // Unmounted and mounted again: one more report, not two.
    await page.evaluate(() => (window as unknown as { portico: { unmount(selector: string): void } }).portico.unmount('#idp'));
    await noSession.waitFor({ state: 'detached' });
    await mount();
    expect(await seen()).toEqual([ERROR_MESSAGES.no_active_session, ERROR_MESSAGES.no_active_session]);
    expect(await page.evaluate(() => (window as unknown as { idpEvents: string[] }).idpEvents)).not.toContain('OAuthAuthorizeFlowStart');
  }, 60_000);
});
