/**
 * The B2B widget's identity provider (`createPorticoB2BUIClient(...).mountIdentityProvider`,
 * the script-tag build) in real Chromium against the emulator (docs/behaviour.md §11):
 * a member signs in with the B2B widget, then an independent OpenID Connect
 * relying party (`openid-client`, not our code) sends the browser to the
 * consent page with its authorization request for a Connected App registered
 * with the emulator. The consent title names the member's organization;
 * Allow lands on the relying party's `redirect_uri` with a code, which the
 * relying party exchanges for tokens naming the member and its organization;
 * Deny lands there with `access_denied`. RP-initiated logout asks, naming
 * the organization: Yes ends the member session and returns, No stays. No
 * member session: the no-session error. axe finds nothing on the consent and
 * logout screens.
 */
import * as oidc from 'openid-client';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authorizationRequest, discoverProvider } from '../integration/support/oidc-relying-party';
import { expectNoAxeViolations } from './support/axe';
import { discoverByCode, DISCOVERY_BY_CODE, errorText, organizationRow, PUBLIC_TOKEN, t, useB2BWidget } from './support/b2b-widget';

/** The relying party's pages: an origin of its own, answered by the test (page.route). */
const RP = 'https://rp.example';
const CALLBACK = `${RP}/callback`;
const SIGNED_OUT = `${RP}/signed-out`;
const CLIENT = { client_id: 'rp-partner', client_secret: 'rp-partner-secret', client_name: 'Partner App' };

const widget = useB2BWidget({
  config: {
    connectedApps: [
      {
        ...CLIENT,
        client_type: 'third_party',
        redirect_uris: [CALLBACK],
        post_logout_redirect_uris: [SIGNED_OUT],
      },
    ],
  },
});

const EMAIL = 'ada@acme.test';
const ORGANIZATION = 'Acme';

/** Acme with Ada, signed in with the B2B widget's Discovery login (email passcode, then Acme from the list). */
async function signIn(): Promise<{ organizationId: string; memberId: string }> {
  const { organization, members } = await widget.emulator.api.organizations.create({
    organization_name: ORGANIZATION,
    members: [{ email_address: EMAIL }],
  });
  await widget.open({ config: DISCOVERY_BY_CODE });
  await discoverByCode(widget, EMAIL);
  await organizationRow(widget, ORGANIZATION).click();
  await widget.expectSignedIn({ organization: ORGANIZATION });
  return { organizationId: organization.organization_id, memberId: members[0]!.member_id };
}

/** The relying party, discovered at the emulator (a confidential client). */
function relyingParty(): Promise<oidc.Configuration> {
  return discoverProvider(widget.emulator, CLIENT.client_id, CLIENT.client_secret);
}

interface Authorization {
  /** The consent page with the relying party's request. */
  consentPage: string;
  verifier: string;
  nonce: string;
  state: string;
}

async function authorization(config: oidc.Configuration, scope: string): Promise<Authorization> {
  const nonce = oidc.randomNonce();
  const { url, verifier, state } = await authorizationRequest(config, CALLBACK, scope, { nonce });
  // The request as the provider's authorization endpoint hands it to the project's consent page.
  return { consentPage: `/consent${url.search}`, verifier, nonce, state };
}

/** Answers the relying party's pages, so the browser can land there. */
async function serveRelyingParty(page: Page): Promise<void> {
  await page.route(`${RP}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Partner App</title></html>' }),
  );
}

/** Resolves with the address the browser is sent to under `prefix`, once the page is there. */
async function arrival(page: Page, prefix: string): Promise<URL> {
  const request = await page.waitForRequest((r) => r.url().startsWith(prefix) && r.isNavigationRequest());
  await page.waitForURL((url) => url.href.startsWith(prefix), { waitUntil: 'load' });
  return new URL(request.url());
}

const consentTitle = t('idp.b2b.titleStandardScopes', { clientName: CLIENT.client_name, organizationName: ORGANIZATION });

/** Whether the emulator still authenticates the session token the page's client held before. */
async function sessionAlive(token: string): Promise<boolean> {
  const answer = await fetch(`${widget.emulator.url}/sdk/v1/b2b/sessions/authenticate`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa(`${PUBLIC_TOKEN}:${token}`)}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return answer.status === 200;
}

const sessionToken = (page: Page) =>
  page.evaluate(() => (window as any).porticoB2B.client.session.getTokens()?.session_token as string | undefined);

describe('B2B widget: the identity provider', () => {
  it('consent names the organization; Allow lands on the redirect_uri with a code the relying party exchanges', async () => {
    const { page } = widget;
    const { organizationId, memberId } = await signIn();
    await serveRelyingParty(page);
    const config = await relyingParty();
    const auth = await authorization(config, 'openid email profile');

    await widget.open({ method: 'mountIdentityProvider' }, auth.consentPage);
    await widget.heading(consentTitle).waitFor();
    await widget.root.getByText(t('idp.permissionsStandard', { clientName: CLIENT.client_name }), { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'the B2B consent');
    expect(await widget.events()).toEqual(['OAuthAuthorizeFlowStart']);

    const landed = arrival(page, CALLBACK);
    await widget.button(t('idp.allow')).click();
    const callback = await landed;
    expect(callback.searchParams.get('state')).toBe(auth.state);
    expect(callback.searchParams.get('code')).toBeTruthy();

    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: auth.verifier,
      expectedNonce: auth.nonce,
      expectedState: auth.state,
      idTokenExpected: true,
    });
    expect(tokens.claims()).toMatchObject({
      sub: memberId,
      aud: CLIENT.client_id,
      email: EMAIL,
      'https://stytch.com/organization': { organization_id: organizationId },
    });
    widget.expectNothingRefused();
  }, 90_000);

  it('Deny lands on the redirect_uri with access_denied', async () => {
    const { page } = widget;
    await signIn();
    await serveRelyingParty(page);
    const auth = await authorization(await relyingParty(), 'openid email');

    await widget.open({ method: 'mountIdentityProvider' }, auth.consentPage);
    await widget.heading(consentTitle).waitFor();
    const landed = arrival(page, CALLBACK);
    await widget.button(t('idp.deny')).click();
    const callback = await landed;
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(auth.state);
    expect(callback.searchParams.has('code')).toBe(false);
    widget.expectNothingRefused();
  }, 90_000);

  it("logout asks, naming the organization: No stays signed in; Yes ends the member session and returns", async () => {
    const { page } = widget;
    await signIn();
    await serveRelyingParty(page);
    const token = await sessionToken(page);
    expect(token).toBeTruthy();
    const logoutPage = `/consent?${new URLSearchParams({ client_id: CLIENT.client_id, post_logout_redirect_uri: SIGNED_OUT, state: 'bye' })}`;

    await widget.open({ method: 'mountIdentityProvider' }, logoutPage);
    await widget.heading(t('idp.logoutTitle')).waitFor();
    await widget.root.getByText(t('idp.b2b.logoutBody', { organizationName: ORGANIZATION }), { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'the B2B logout');
    await widget.button(t('idp.no')).click();
    await widget.heading(t('idp.logoutDeniedTitle')).waitFor();
    expect(await sessionAlive(token!)).toBe(true);

    await widget.open({ method: 'mountIdentityProvider' }, logoutPage);
    await widget.heading(t('idp.logoutTitle')).waitFor();
    const landed = arrival(page, SIGNED_OUT);
    await widget.button(t('idp.yes')).click();
    const back = await landed;
    expect(back.searchParams.get('state')).toBe('bye');
    expect(await sessionAlive(token!)).toBe(false);
    widget.expectNothingRefused();
  }, 90_000);

  it('without a member session: the no-session error, reported to onError', async () => {
    const auth = await authorization(await relyingParty(), 'openid');
    await widget.open({ method: 'mountIdentityProvider' }, auth.consentPage);
    await widget.root.getByText(errorText('no_active_session'), { exact: true }).waitFor();
    await expect.poll(() => widget.errors()).toEqual([errorText('no_active_session')]);
    await expectNoAxeViolations(widget.page, 'the no-session error');
    widget.expectNothingRefused();
  }, 60_000);
});
