/**
 * The emulated identity provider's pages in Chromium (docs/testing.md,
 * "Testing SSO without an identity provider"): the login page under its
 * strict CSP, the SAML POST binding's auto-submitting form (its script
 * allowed by nonce; the button for a browser without JavaScript) and the
 * OpenID redirect. The service provider's ACS URL and the client's redirect
 * URI are on the emulator's origin, answered here by route interception so
 * what the browser sends can be checked with @node-saml/node-saml and
 * openid-client.
 */
import { SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import * as client from 'openid-client';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type EmulatedIdpSettings } from '../../emulator/src';
import { useBrowser } from './support/browser';

const session = useBrowser();
let emulator: Awaited<ReturnType<typeof startEmulator>>;
let settings: EmulatedIdpSettings;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, host: '127.0.0.1' });
  settings = await emulator.api.emulatedIdp.settings('e2e-client');
});

afterAll(async () => {
  await emulator.stop();
});

/**
 * Answers requests to `url` with a plain page; resolves with the first one's URL and body, or
 * rejects after the context's 10 s timeout (the page never posted: its script or form was blocked).
 */
async function arrivalAt(page: Page, url: string): Promise<{ url: string; body: string | null }> {
  await page.route(`${url}**`, (route: Route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>arrived</title><p>arrived</p>' }),
  );
  const request = await page.waitForRequest((candidate) => candidate.url().startsWith(url));
  return { url: request.url(), body: request.postData() };
}

async function fillIdentity(page: Page, identity: { email: string; first_name: string; last_name: string; groups: string }): Promise<void> {
  await page.getByLabel('Email').fill(identity.email);
  await page.getByLabel('First name').fill(identity.first_name);
  await page.getByLabel('Last name').fill(identity.last_name);
  await page.getByLabel('Groups (comma-separated)').fill(identity.groups);
}

describe('SAML', () => {
  function serviceProvider(): SAML {
    return new SAML({
      entryPoint: settings.saml.idp_sso_url,
      issuer: 'urn:portico:e2e-sp',
      callbackUrl: `${emulator.url}/v1/public/sso/saml/acs/e2e`,
      idpCert: settings.saml.x509_certificate,
      idpIssuer: settings.saml.idp_entity_id,
      validateInResponseTo: ValidateInResponseTo.always,
    });
  }

  it('posts the signed response to the ACS URL by itself, its script allowed by the CSP nonce', async () => {
    const sp = serviceProvider();
    const { page } = session;
    const arrived = arrivalAt(page, `${emulator.url}/v1/public/sso/saml/acs/e2e`);
    await page.goto(await sp.getAuthorizeUrlAsync('relay-e2e', undefined, {}));
    await expect(page.getByRole('heading', { name: 'Emulated identity provider' }).isVisible()).resolves.toBe(true);
    await fillIdentity(page, { email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', groups: 'admins, ops' });
    await page.getByRole('button', { name: 'Sign in' }).click();

    const { body } = await arrived;
    const form = new URLSearchParams(body ?? '');
    expect(form.get('RelayState')).toBe('relay-e2e');
    const { profile } = await sp.validatePostResponseAsync({ SAMLResponse: form.get('SAMLResponse')! });
    expect(profile).toMatchObject({ nameID: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', groups: ['admins', 'ops'] });
    await page.waitForURL(`${emulator.url}/v1/public/sso/saml/acs/e2e`);
    // No CSP report, no failed request: the nonce'd script and the form's target were allowed.
    expect(session.consoleProblems).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });

  it('without JavaScript, the response page offers a Continue button that posts it', async () => {
    const context = await session.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const sp = serviceProvider();
      const arrived = arrivalAt(page, `${emulator.url}/v1/public/sso/saml/acs/e2e`);
      await page.goto(await sp.getAuthorizeUrlAsync('no-js', undefined, {}));
      await fillIdentity(page, { email: 'nojs@example.com', first_name: '', last_name: '', groups: '' });
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      const form = new URLSearchParams((await arrived).body ?? '');
      const { profile } = await sp.validatePostResponseAsync({ SAMLResponse: form.get('SAMLResponse')! });
      expect(profile?.nameID).toBe('nojs@example.com');
    } finally {
      await context.close();
    }
  });
});

describe('OpenID Connect', () => {
  it('redirects back with a code that openid-client redeems for the identity', async () => {
    const config = await client.discovery(
      new URL(settings.oidc.issuer),
      settings.oidc.client_id,
      settings.oidc.client_secret,
      client.ClientSecretBasic(settings.oidc.client_secret),
      { execute: [client.allowInsecureRequests] },
    );
    const verifier = client.randomPKCECodeVerifier();
    const nonce = client.randomNonce();
    const redirectUri = `${emulator.url}/v1/public/sso/oidc/callback`;
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      nonce,
      state: 'state-e2e',
    });
    const { page } = session;
    await page.goto(url.toString());
    await fillIdentity(page, { email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', groups: 'navy' });
    // Route interception does not see a redirect's target: wait for the request itself. Nothing on
    // this branch serves the callback path, so the emulator answers it 404 (left out below).
    const arrived = page.waitForRequest((request) => request.url().startsWith(`${redirectUri}?`));
    await page.getByRole('button', { name: 'Sign in' }).click();

    const callback = new URL((await arrived).url());
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedNonce: nonce,
      expectedState: 'state-e2e',
    });
    expect(tokens.claims()).toMatchObject({ email: 'grace@example.com', name: 'Grace Hopper', groups: ['navy'] });
    const problems = session.consoleProblems.filter((problem) => !problem.includes('/sso/oidc/callback') && !problem.includes('404 (Not Found)'));
    expect(problems).toEqual([]);
  });
});
